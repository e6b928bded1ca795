// A lead's referrals: the apartments that match its criteria (the search service, lowest all-in first), and for
// each apartment referred, the steps the property must accept for the locator to be paid. Each save lands on
// the timeline with its dates, the evidence a disputed commission is settled with.
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ReferralsCard_lead$key } from '../../__generated__/ReferralsCard_lead.graphql';
import type { ReferralsCardMutation, ReferralInput } from '../../__generated__/ReferralsCardMutation.graphql';
import { formatCents, formatDay } from '../../lib/format';
import { useFormAction } from '../../lib/forms/useFormAction';
import { paths } from '../../lib/paths';
import type { Role } from '../../lib/session/sessionStore';
import { commit } from '../../relay/commit';
import { LeaseVerificationStage } from './LeaseVerificationStage';
import { centsToField, fieldToCents } from './staffRole';

const fragment = graphql`
  fragment ReferralsCard_lead on Lead {
    _id
    apartment {
      _id
      displayName
    }
    matchingApartments(limit: 8) {
      _id
      displayName
      location
    }
    referrals {
      id
      apartment {
        _id
        displayName
      }
      registeredOn
      propertyContact
      touredOn
      appliedOn
      leaseSignedOn
      leaseRentCents
      leaseTermMonths
      commissionPercent
      commissionExpectedCents
      commissionReceivedOn
      commissionReceivedCents
      verifications {
        id
        ...LeaseVerificationStage_verification
      }
    }
  }
`;

const upsertMutation = graphql`
  mutation ReferralsCardMutation($leadId: ID!, $apartmentId: ID!, $input: ReferralInput!) {
    upsertReferral(leadId: $leadId, apartmentId: $apartmentId, input: $input) {
      id
      # A step can move the lead on (a lease makes it leased): the whole lead view follows.
      lead {
        ...LeadPage_lead
      }
    }
  }
`;

type Referral = ReturnType<typeof useReferrals>['referrals'][number];
const useReferrals = (lead: ReferralsCard_lead$key) => useFragment(fragment, lead);

/** The referral's fields in the order the steps happen. */
const FIELDS: {
  key: Exclude<keyof Draft, 'apartmentId'>;
  label: string;
  type?: 'date';
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
}[] = [
  { key: 'registeredOn', label: 'Registered with the property', type: 'date' },
  { key: 'propertyContact', label: 'Contact at the property', maxLength: 100 },
  { key: 'touredOn', label: 'Toured', type: 'date' },
  { key: 'appliedOn', label: 'Applied', type: 'date' },
  { key: 'leaseSignedOn', label: 'Lease signed', type: 'date' },
  { key: 'leaseRent', label: 'Monthly rent on the lease ($)', inputMode: 'decimal' },
  { key: 'leaseTermMonths', label: 'Lease term (months)', inputMode: 'numeric' },
  { key: 'commissionReceivedOn', label: 'Commission received on', type: 'date' },
  { key: 'commissionReceived', label: 'Commission received ($)', inputMode: 'decimal' },
];

interface Draft {
  apartmentId: string;
  registeredOn: string;
  propertyContact: string;
  touredOn: string;
  appliedOn: string;
  leaseSignedOn: string;
  leaseRent: string;
  leaseTermMonths: string;
  commissionReceivedOn: string;
  commissionReceived: string;
}

const draftOf = (apartmentId: string, referral?: Referral): Draft => ({
  apartmentId,
  registeredOn: referral?.registeredOn ?? '',
  propertyContact: referral?.propertyContact ?? '',
  touredOn: referral?.touredOn ?? '',
  appliedOn: referral?.appliedOn ?? '',
  leaseSignedOn: referral?.leaseSignedOn ?? '',
  leaseRent: centsToField(referral?.leaseRentCents),
  leaseTermMonths: referral?.leaseTermMonths ? String(referral.leaseTermMonths) : '',
  commissionReceivedOn: referral?.commissionReceivedOn ?? '',
  commissionReceived: centsToField(referral?.commissionReceivedCents),
});

export function ReferralsCard({
  lead,
  role,
  canWork,
  onMessage,
}: {
  lead: ReferralsCard_lead$key;
  role: Role;
  canWork: boolean;
  onMessage: (message: string) => void;
}) {
  const data = useReferrals(lead);
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState<Draft | null>(null);
  const action = useFormAction(
    async (apartmentId: string, input: ReferralInput) => {
      await commit<ReferralsCardMutation>(environment, upsertMutation, { leadId: data._id, apartmentId, input }, role);
      setDraft(null);
    },
    { fallback: 'The referral was not saved.', onSuccess: () => onMessage('Referral saved.'), onError: onMessage },
  );
  const busy = action.busy;
  const referred = new Set(data.referrals.map((referral) => referral.apartment._id));
  const candidates = [
    ...(data.apartment ? [{ ...data.apartment, location: [] as readonly string[] }] : []),
    ...data.matchingApartments.filter((apartment) => apartment._id !== data.apartment?._id),
  ].filter((apartment) => !referred.has(apartment._id));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const leaseRentCents = fieldToCents(draft.leaseRent);
    const commissionReceivedCents = fieldToCents(draft.commissionReceived);
    if (Number.isNaN(leaseRentCents) || Number.isNaN(commissionReceivedCents)) {
      onMessage('Amounts must be dollars, like 1450 or 1450.50');
      return;
    }
    const input: ReferralInput = {
      registeredOn: draft.registeredOn || null,
      propertyContact: draft.propertyContact || null,
      touredOn: draft.touredOn || null,
      appliedOn: draft.appliedOn || null,
      leaseSignedOn: draft.leaseSignedOn || null,
      leaseRentCents,
      leaseTermMonths: draft.leaseTermMonths ? Number(draft.leaseTermMonths) : null,
      commissionReceivedOn: draft.commissionReceivedOn || null,
      commissionReceivedCents,
    };
    await action.run(draft.apartmentId, input);
  };

  const set = (key: keyof Draft, value: string) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));

  return (
    <section className="lead-card" aria-labelledby="lead-card-referrals">
      <h2 id="lead-card-referrals">Referrals</h2>
      {data.referrals.length === 0 && <p className="fine-print">No apartment referred yet.</p>}
      {data.referrals.map((referral) => (
        <article key={referral.id} className="inline-form">
          <h3>
            <Link to={paths.filteredFloorplans(referral.apartment._id)}>{referral.apartment.displayName}</Link>
          </h3>
          <p className="fine-print">
            {[
              referral.registeredOn &&
                `Registered ${formatDay(referral.registeredOn)}${referral.propertyContact ? ` with ${referral.propertyContact}` : ''}`,
              referral.touredOn && `Toured ${formatDay(referral.touredOn)}`,
              referral.appliedOn && `Applied ${formatDay(referral.appliedOn)}`,
              referral.leaseSignedOn &&
                `Lease ${formatDay(referral.leaseSignedOn)}${referral.leaseRentCents != null ? `, ${formatCents(referral.leaseRentCents)}/mo` : ''}${referral.leaseTermMonths ? `, ${referral.leaseTermMonths} months` : ''}`,
              referral.commissionExpectedCents != null &&
                `Commission expected ${formatCents(referral.commissionExpectedCents)} (${referral.commissionPercent}%)`,
              referral.commissionReceivedOn &&
                `Received ${referral.commissionReceivedCents != null ? formatCents(referral.commissionReceivedCents) : ''} on ${formatDay(referral.commissionReceivedOn)}`,
            ]
              .filter(Boolean)
              .join(' · ') || 'Referred'}
          </p>
          {/* The newest request: the one the property is answering (docs/contract.md "Getting paid"). */}
          {referral.verifications[0] && <LeaseVerificationStage verification={referral.verifications[0]} />}
          {canWork && (
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setDraft(draftOf(referral.apartment._id, referral))}
            >
              Update {referral.apartment.displayName}
            </button>
          )}
        </article>
      ))}
      {canWork && !draft && candidates.length > 0 && (
        <div className="inline-form__row">
          <label className="form-field">
            <span className="field__label">Refer to</span>
            <select
              className="input"
              defaultValue=""
              onChange={(event) => event.target.value && setDraft(draftOf(event.target.value))}
            >
              <option value="">Choose a matching apartment</option>
              {candidates.map((apartment) => (
                <option key={apartment._id} value={apartment._id}>
                  {apartment.displayName}
                  {apartment.location.length > 0 ? ` (${apartment.location.join(', ')})` : ' (asked about)'}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {draft && (
        <form className="inline-form" onSubmit={(event) => void save(event)} aria-label="Referral">
          <p>
            <strong>
              {[...data.referrals.map((referral) => referral.apartment), ...candidates].find(
                (apartment) => apartment._id === draft.apartmentId,
              )?.displayName ?? 'Apartment'}
            </strong>
          </p>
          <div className="lead-fields">
            {FIELDS.map(({ key, label, ...input }) => (
              <label key={key} className="form-field">
                <span className="field__label">{label}</span>
                <input
                  className="input"
                  {...input}
                  value={draft[key]}
                  onChange={(event) => set(key, event.target.value)}
                />
              </label>
            ))}
          </div>
          {/* A refusal naming an input stays beside the form, with what was typed (docs/product.md section 8). */}
          {Object.keys(action.fieldErrors).length > 0 && (
            <p className="form-field__error" role="alert">
              {action.error}
            </p>
          )}
          <div className="inline-form__row">
            <button type="submit" className="button button--primary" disabled={busy}>
              Save referral
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {data.matchingApartments.length === 0 && (
        <p className="fine-print">No listed apartment matches every criterion.</p>
      )}
    </section>
  );
}
