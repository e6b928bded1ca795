// The foot of every listing editor section: the save's failure (useFormAction's `error`, or the form's own check),
// then the section's buttons with its Save button last, busy while the save runs so a second click does nothing.
import type { ReactNode } from 'react';

interface Props {
  /** The failure to show above the buttons, or null. */
  error: string | null;
  busy: boolean;
  /** The Save button's words ("Save fees"); without them the section has only its own buttons (`children`). */
  label?: string;
  /** The words while the save runs. */
  busyLabel?: string;
  /** Called by a click; without it the button submits the section's form. */
  onSave?: () => void;
  /** Disables the Save button beyond `busy` (a refused file is chosen). */
  disabled?: boolean;
  /** The Save button's accessible name, when its words alone would be ambiguous in a list of rows. */
  ariaLabel?: string;
  /** Buttons before Save (Cancel, Add a row). */
  children?: ReactNode;
  /** The dialog's own footer (Details, Floorplans): full-size buttons at the end. */
  variant?: 'section' | 'dialog';
}

export function SectionActions({
  error,
  busy,
  label,
  busyLabel = 'Saving...',
  onSave,
  disabled = false,
  ariaLabel,
  children,
  variant = 'section',
}: Props) {
  const dialog = variant === 'dialog';
  return (
    <>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className={dialog ? 'dialog__actions dialog__actions--end' : 'costs-section__actions'}>
        {children}
        {label && (
          <button
            type={onSave ? 'button' : 'submit'}
            className={dialog ? 'button button--primary' : 'button button--small button--primary'}
            disabled={busy || disabled}
            aria-label={ariaLabel}
            onClick={onSave}
          >
            {busy ? busyLabel : label}
          </button>
        )}
      </div>
    </>
  );
}
