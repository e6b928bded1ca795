import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadStatus, StatusForm_lead$key } from '../../__generated__/StatusForm_lead.graphql';
import type { LeaseInput } from '../../__generated__/LeadPageStatusMutation.graphql';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../lib/domain';
import { LeaseFields } from '../../components/LeaseFields';
import { fieldToCents } from './staffRole';

const fragment = graphql`
  fragment StatusForm_lead on Lead {
    status
    apartment {
      _id
      displayName
    }
    referrals {
      apartment {
        _id
        displayName
      }
    }
    matchingApartments(limit: 8) {
      _id
      displayName
    }
  }
`;

export interface StatusInput {
  status: LeadStatus;
  lostReason: string | null;
  lease?: LeaseInput;
}

/**
 * The lead's place in the pipeline. It starts from the status the store holds, which every change to the lead
 * returns (a referral recording a lease included), so a save is always based on what the lead is now. Picking
 * Leased asks for the lease, which is recorded on the apartment's referral with the status (docs/contract.md
 * "Leased means a lease").
 */
export function StatusForm({
  lead,
  busy,
  onSave,
  onMessage,
}: {
  lead: StatusForm_lead$key;
  busy: boolean;
  onSave: (input: StatusInput) => void;
  onMessage: (message: string) => void;
}) {
  const data = useFragment(fragment, lead);
  const [status, setStatus] = useState<LeadStatus>(data.status === 'new' ? 'contacted' : data.status);
  const [reason, setReason] = useState('');
  const apartments = [
    ...data.referrals.map((referral) => referral.apartment),
    ...(data.apartment ? [data.apartment] : []),
    ...data.matchingApartments,
  ].filter((apartment, index, all) => all.findIndex((other) => other._id === apartment._id) === index);
  const [lease, setLease] = useState({
    apartmentId: apartments[0]?._id ?? '',
    signedOn: '',
    rent: '',
    term: '12',
    moveInOn: '',
    unit: '',
  });
  const asksForLease = status === 'leased' && data.status !== 'leased';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asksForLease) {
      onSave({ status, lostReason: status === 'lost' ? reason : null });
      return;
    }
    const leaseRentCents = fieldToCents(lease.rent);
    if (Number.isNaN(leaseRentCents)) {
      onMessage('Amounts must be dollars, like 1450 or 1450.50');
      return;
    }
    onSave({
      status,
      lostReason: null,
      lease: {
        apartmentId: lease.apartmentId || null,
        leaseSignedOn: lease.signedOn || null,
        leaseRentCents,
        leaseTermMonths: lease.term ? Number(lease.term) : null,
        // With the move-in date the property is asked to verify the lease (docs/contract.md "Getting paid").
        ...(lease.moveInOn ? { leaseMoveInOn: lease.moveInOn } : {}),
        ...(lease.unit.trim() ? { leaseUnit: lease.unit.trim() } : {}),
      },
    });
  };
  const field = (key: keyof typeof lease, value: string) => setLease((before) => ({ ...before, [key]: value }));
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
      </div>
      {asksForLease && (
        <fieldset className="lead-fields">
          <legend>The lease</legend>
          <label className="form-field">
            <span className="field__label">Apartment leased</span>
            <select
              className="input"
              required
              value={lease.apartmentId}
              onChange={(event) => field('apartmentId', event.target.value)}
            >
              {apartments.length === 0 && <option value="">No apartment referred yet</option>}
              {apartments.map((apartment) => (
                <option key={apartment._id} value={apartment._id}>
                  {apartment.displayName}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span className="field__label">Lease signed</span>
            <input
              className="input"
              type="date"
              required
              value={lease.signedOn}
              onChange={(event) => field('signedOn', event.target.value)}
            />
          </label>
          <label className="form-field">
            <span className="field__label">Term (months)</span>
            <input
              className="input"
              inputMode="numeric"
              required
              value={lease.term}
              onChange={(event) => field('term', event.target.value)}
            />
          </label>
          <LeaseFields value={lease} onChange={field} rentRequired />
        </fieldset>
      )}
      <div className="inline-form__row">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save status
        </button>
      </div>
    </form>
  );
}
