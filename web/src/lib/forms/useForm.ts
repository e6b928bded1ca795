// docs/product.md section 4 (Form field): each field holds value, isValid and isTouched; it is touched on blur, its
// error shows only when it is invalid and touched, and the form is valid only when every field is.
import { useCallback, useMemo, useState } from 'react';
import { check, type Rule } from './rules';

export interface FieldState {
  value: string;
  isValid: boolean;
  isTouched: boolean;
  /** The message to show: set only when the field is invalid and touched. */
  error: string | null;
}

export type FormSpec<K extends string> = Record<K, { initial?: string; rules: readonly Rule[] }>;

export interface Form<K extends string> {
  fields: Record<K, FieldState>;
  isValid: boolean;
  change(name: K, value: string): void;
  blur(name: K): void;
  touchAll(): void;
  /** The props a text field of this form takes: its state and its change and blur handlers. */
  bind(name: K): { field: FieldState; onChange: (value: string) => void; onBlur: () => void };
}

export function useForm<K extends string>(initialSpec: FormSpec<K>): Form<K> {
  // Callers build the spec afresh on each render, but a form's fields and rules are fixed: keep the first one.
  const [{ spec, names }] = useState(() => ({ spec: initialSpec, names: Object.keys(initialSpec) as K[] }));
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, spec[name].initial ?? ''])) as Record<K, string>,
  );
  const [touched, setTouched] = useState(
    () => Object.fromEntries(names.map((name) => [name, false])) as Record<K, boolean>,
  );

  const fields = useMemo(() => {
    const entries = names.map((name) => {
      const message = check(values[name], spec[name].rules);
      const field: FieldState = {
        value: values[name],
        isValid: message === null,
        isTouched: touched[name],
        error: touched[name] ? message : null,
      };
      return [name, field];
    });
    return Object.fromEntries(entries) as Record<K, FieldState>;
  }, [names, spec, values, touched]);

  const change = useCallback((name: K, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const blur = useCallback(
    (name: K) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    [],
  );
  const touchAll = useCallback(
    () =>
      setTouched(
        (current) => Object.fromEntries(Object.keys(current).map((name) => [name, true])) as Record<K, boolean>,
      ),
    [],
  );
  const bind = (name: K) => ({
    field: fields[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => blur(name),
  });
  return { fields, isValid: names.every((name) => fields[name].isValid), change, blur, touchAll, bind };
}
