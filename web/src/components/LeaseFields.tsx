// A lease's rent, move-in day and unit, as the agent records them (the lead's status form) and as the property
// corrects them (the lease verification page): one set of fields, so both sides name and check them alike
// (docs/contract.md "Getting paid").
import { useLingui } from '@lingui/react/macro';

export interface LeaseFieldValues {
  /** Dollars as typed ("1450" or "1450.50"). */
  rent: string;
  /** YYYY-MM-DD, or empty. */
  moveInOn: string;
  unit: string;
}

export function LeaseFields({
  value,
  onChange,
  rentRequired = false,
}: {
  value: LeaseFieldValues;
  onChange: (field: keyof LeaseFieldValues, value: string) => void;
  /** The agent's record needs the rent; the property's correction gives only what differs. */
  rentRequired?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <label className="form-field">
        <span className="field__label">{t`Monthly rent ($)`}</span>
        <input
          className="input"
          inputMode="decimal"
          required={rentRequired}
          value={value.rent}
          onChange={(event) => onChange('rent', event.target.value)}
        />
      </label>
      <label className="form-field">
        <span className="field__label">{t`Move-in`}</span>
        <input
          className="input"
          type="date"
          value={value.moveInOn}
          onChange={(event) => onChange('moveInOn', event.target.value)}
        />
      </label>
      <label className="form-field">
        <span className="field__label">{t`Unit`}</span>
        <input
          className="input"
          maxLength={20}
          value={value.unit}
          onChange={(event) => onChange('unit', event.target.value)}
        />
      </label>
    </>
  );
}
