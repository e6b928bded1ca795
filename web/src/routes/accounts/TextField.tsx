import { useId, type InputHTMLAttributes } from 'react';
import type { FieldState } from '../../lib/forms/useForm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'>;

/** A labelled input whose error shows only when it is invalid and touched (docs/product.md section 4). */
export function TextField({
  label,
  field,
  onChange,
  onBlur,
  ...input
}: { label: string; field: FieldState; onChange: (value: string) => void; onBlur: () => void } & InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field.error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="input"
        value={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {field.error && (
        <p className="form-field__error" id={errorId}>
          {field.error}
        </p>
      )}
    </div>
  );
}
