// The locator's commission on a lease it referred: a percentage of one month's rent, agreed with the property.
// Referrals expect their commission at this rate when the lease is recorded (the commission report).
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { CommissionEditor_apartment$key } from '../../../../__generated__/CommissionEditor_apartment.graphql';
import type { CommissionEditorSaveMutation } from '../../../../__generated__/CommissionEditorSaveMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from '../editor/sections';
import { SectionActions } from '../editor/SectionActions';

const commissionFragment = graphql`
  fragment CommissionEditor_apartment on Apartment {
    _id
    commissionPercent
  }
`;

const saveMutation = graphql`
  mutation CommissionEditorSaveMutation($apartmentId: ID!, $percent: Int) {
    setApartmentCommission(apartmentId: $apartmentId, percent: $percent) {
      ...CommissionEditor_apartment
    }
  }
`;

export function CommissionEditor({
  apartment,
  onSaved,
  onError,
}: { apartment: CommissionEditor_apartment$key } & SectionProps) {
  const data = useFragment(commissionFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [percent, setPercent] = useState(data.commissionPercent == null ? '' : String(data.commissionPercent));
  const action = useFormAction(
    (value: number | null) =>
      commit<CommissionEditorSaveMutation>(
        environment,
        saveMutation,
        { apartmentId: data._id, percent: value },
        'admin',
      ),
    { fallback: 'Failed to save the commission.', onSuccess: () => onSaved('Commission saved.'), onError },
  );

  const save = () => {
    const text = percent.trim().replace(/%$/, '');
    if (text !== '' && !/^\d{1,3}$/.test(text)) return action.setError('Commission must be a whole percentage');
    void action.run(text === '' ? null : Number(text));
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Commission</h3>
      <div className="form-row">
        <div>
          <label className="field__label" htmlFor={`${id}-percent`}>
            Percent of one month&apos;s rent
          </label>
          <input
            id={`${id}-percent`}
            className="input"
            inputMode="numeric"
            placeholder="Not agreed"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
          />
        </div>
      </div>
      <SectionActions error={action.error} busy={action.busy} label="Save commission" onSave={save} />
    </section>
  );
}
