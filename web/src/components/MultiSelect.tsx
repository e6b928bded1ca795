import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

interface Option {
  value: string;
  label: string;
}

/** A multi-select as a disclosure of checkboxes (docs/product.md section 2: Locations and Room Types). */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  name,
}: {
  label: string;
  /** The form field name of the checkboxes (a GET form submits one value per checked option). */
  name?: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const toggle = (value: string) =>
    onChange(
      selected.includes(value)
        ? selected.filter((v) => v !== value)
        : options.map((o) => o.value).filter((v) => v === value || selected.includes(v)),
    );

  const summary =
    selected.length === 0
      ? t`Any`
      : selected.length === 1
        ? options.find((o) => o.value === selected[0])?.label
        : t`${selected.length} selected`;

  return (
    <div className="multi-select" ref={rootRef}>
      <span className="field__label" id={`${listId}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="multi-select__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${listId}-label ${listId}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${listId}-value`} className="multi-select__value">
          {summary}
        </span>
        <span className="multi-select__caret" aria-hidden="true" />
      </button>
      <fieldset id={listId} className="multi-select__list" hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="multi-select__option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {selected.length > 0 && (
          <button type="button" className="link-button" onClick={() => onChange([])}>
            {t`Clear ${lowerLabel}`}
          </button>
        )}
      </fieldset>
    </div>
  );
}
