import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadStatus, StatusForm_lead$key } from '../../__generated__/StatusForm_lead.graphql';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../lib/domain';

const fragment = graphql`
  fragment StatusForm_lead on Lead {
    status
  }
`;

/**
 * The lead's place in the pipeline. It starts from the status the store holds, which every change to the lead
 * returns (a referral recording a lease included), so a save is always based on what the lead is now.
 */
export function StatusForm({
  lead,
  busy,
  onSave,
}: {
  lead: StatusForm_lead$key;
  busy: boolean;
  onSave: (input: { status: LeadStatus; lostReason: string | null }) => void;
}) {
  const data = useFragment(fragment, lead);
  const [status, setStatus] = useState<LeadStatus>(data.status === 'new' ? 'contacted' : data.status);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status, lostReason: status === 'lost' ? reason : null });
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <div className="inline-form__row">
        <label className="form-field">
          <span className="field__label">Status</span>
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            {LEAD_STATUSES.filter((value) => value !== 'new').map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {status === 'lost' && (
          <label className="form-field">
            <span className="field__label">Why was it lost?</span>
            <input
              className="input"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          Save status
        </button>
      </div>
    </form>
  );
}
