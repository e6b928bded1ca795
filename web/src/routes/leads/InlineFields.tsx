// The receivables page's inline forms (a payment, a void, a dispute's decision): one labelled field, one failure.
import type { InputHTMLAttributes } from 'react';

/** One required field of an inline form (a payment's amount and day, a void's reason). */
export function TextField({
  label,
  value,
  onChange,
  ...input
}: { label: string; value: string; onChange: (value: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength'
>) {
  return (
    <label className="form-field">
      <span className="field__label">{label}</span>
      <input className="input" required {...input} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The failure of an inline form's action, announced where it was asked. */
export function ActionError({ error }: { error: string | null }) {
  return error ? (
    <span role="alert" className="error-text">
      {error}
    </span>
  ) : null;
}
