// The fees beyond rent, as the property lists them: monthly required ones count in the all-in monthly price,
// one-time fees and deposits in the move-in cost. The whole list is saved at once (setApartmentFees).
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { FeesEditor_apartment$key } from '../../../../__generated__/FeesEditor_apartment.graphql';
import type { FeesEditorSaveMutation } from '../../../../__generated__/FeesEditorSaveMutation.graphql';
import {
  COMMON_FEE_NAMES,
  FEE_KIND_LABELS,
  FEE_KINDS,
  FEE_NAME_MAX_LENGTH,
  type FeeKind,
} from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from '../editor/sections';
import { dollarsText, parseCents } from './money';
import { SectionActions } from '../editor/SectionActions';

const feesFragment = graphql`
  fragment FeesEditor_apartment on Apartment {
    _id
    fees {
      name
      amountCents
      kind
    }
  }
`;

const saveMutation = graphql`
  mutation FeesEditorSaveMutation($apartmentId: ID!, $fees: [FeeInput!]!) {
    setApartmentFees(apartmentId: $apartmentId, fees: $fees) {
      ...FeesEditor_apartment
    }
  }
`;

interface FeeRow {
  key: number;
  name: string;
  amount: string;
  kind: FeeKind;
}

export function FeesEditor({
  apartment,
  onSaved,
  onError,
  role = 'admin',
}: { apartment: FeesEditor_apartment$key } & SectionProps) {
  const data = useFragment(feesFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [rows, setRows] = useState<FeeRow[]>(() =>
    data.fees.map((fee, key) => ({
      key,
      name: fee.name,
      amount: dollarsText(fee.amountCents),
      kind: FEE_KINDS.includes(fee.kind as FeeKind) ? (fee.kind as FeeKind) : 'monthlyMandatory',
    })),
  );
  const action = useFormAction(
    (fees: FeesEditorSaveMutation['variables']['fees']) =>
      commit<FeesEditorSaveMutation>(environment, saveMutation, { apartmentId: data._id, fees }, role),
    { fallback: 'Failed to save the fees.', onSuccess: () => onSaved('Fees saved.'), onError },
  );
  const change = (key: number, patch: Partial<FeeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = () => {
    const fees = [];
    for (const [index, row] of rows.entries()) {
      if (row.name.trim() === '') return action.setError(`Fee ${index + 1}: the name is required`);
      const amount = parseCents(`Fee ${index + 1} amount`, row.amount);
      if (!amount.ok) return action.setError(amount.message);
      if (amount.cents === null) return action.setError(`Fee ${index + 1}: the amount is required`);
      fees.push({ name: row.name.trim(), amountCents: amount.cents, kind: row.kind });
    }
    void action.run(fees);
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Fees</h3>
      {rows.length === 0 && <p className="empty-state">No fees beyond rent.</p>}
      <datalist id={`${id}-fee-names`}>
        {COMMON_FEE_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ul className="costs-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="costs-row">
            <label className="visually-hidden" htmlFor={`${id}-name-${row.key}`}>
              Fee {index + 1} name
            </label>
            <input
              id={`${id}-name-${row.key}`}
              className="input"
              placeholder="Valet trash"
              // The suggested names read in the renter's language on Spanish pages; any other name as typed.
              list={`${id}-fee-names`}
              maxLength={FEE_NAME_MAX_LENGTH}
              value={row.name}
              onChange={(event) => change(row.key, { name: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${id}-amount-${row.key}`}>
              Fee {index + 1} amount in dollars
            </label>
            <input
              id={`${id}-amount-${row.key}`}
              className="input"
              inputMode="decimal"
              placeholder="30.00"
              value={row.amount}
              onChange={(event) => change(row.key, { amount: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${id}-kind-${row.key}`}>
              Fee {index + 1} kind
            </label>
            <select
              id={`${id}-kind-${row.key}`}
              className="input"
              value={row.kind}
              onChange={(event) => change(row.key, { kind: event.target.value as FeeKind })}
            >
              {FEE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {FEE_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="link-button"
              aria-label={`Remove fee ${index + 1}`}
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <SectionActions error={action.error} busy={action.busy} label="Save fees" onSave={save}>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                key: Math.max(-1, ...current.map((row) => row.key)) + 1,
                name: '',
                amount: '',
                kind: 'monthlyMandatory',
              },
            ])
          }
        >
          Add fee
        </button>
      </SectionActions>
    </section>
  );
}
