// One floorplan to verify: its apartment, price, availability, when it was last checked and by whom, and the
// renters' reports against it. The same call to the property confirms its screening rules (docs/contract.md "Who
// qualifies"): they open beside the floorplan in the listing editor's own Screening form. Confirming returns the floorplan's checked figures, so every view of it (the apartment
// page, the manager) shows them at once.
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type {
  VerificationQueueItem_entry$data,
  VerificationQueueItem_entry$key,
} from '../../__generated__/VerificationQueueItem_entry.graphql';
import type { VerificationQueueItemVerifyMutation } from '../../__generated__/VerificationQueueItemVerifyMutation.graphql';
import { OUTDATED_TOPIC_LABELS, OUTDATED_TOPICS, type OutdatedTopic } from '../../lib/domain';
import { formatDateTime, formatDay, formatRentDollars, formatRange } from '../../lib/format';
import type { Role } from '../../lib/session/sessionStore';
import { commit } from '../../relay/commit';
import { useFormAction } from '../../lib/forms/useFormAction';
import { ScreeningSection } from '../admins/manager/editor/ScreeningSection';
import { AvailabilityFields, availabilityDraft, availabilityInput, type AvailabilityDraft } from './AvailabilityFields';

const fragment = graphql`
  fragment VerificationQueueItem_entry on VerificationQueueEntry {
    apartment {
      name
      code
      ...ScreeningSection_apartment
    }
    floorplan {
      id
      typeLabel
      details {
        minPrice
        maxPrice
      }
      availableFrom
      availableNow
      unitsAvailable
      verifiedDaysAgo
      verificationStale
      verifiedByName
    }
    openReports {
      id
      topic
      note
      createdAt
    }
  }
`;

const verifyMutation = graphql`
  mutation VerificationQueueItemVerifyMutation($floorplanId: ID!, $availability: AvailabilityInput) {
    verifyFloorplan(floorplanId: $floorplanId, availability: $availability) {
      id
      availableFrom
      availableNow
      unitsAvailable
      verifiedAt
      verifiedDaysAgo
      verificationStale
      verifiedByName
    }
  }
`;

const isOutdatedTopic = (topic: string): topic is OutdatedTopic =>
  (OUTDATED_TOPICS as readonly string[]).includes(topic);

type Floorplan = VerificationQueueItem_entry$data['floorplan'];

function lastChecked(floorplan: Floorplan): string {
  if (floorplan.verifiedDaysAgo === null || floorplan.verifiedDaysAgo === undefined) return 'Never verified';
  const days = floorplan.verifiedDaysAgo;
  const ago = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
  return `Verified ${ago}${floorplan.verifiedByName ? ` by ${floorplan.verifiedByName}` : ''}`;
}

export function VerificationQueueItem({
  entry,
  role,
  onVerified,
  onSaved,
  onError,
}: {
  entry: VerificationQueueItem_entry$key;
  role: Role;
  onVerified: (name: string) => void;
  /** A save of the apartment's screening rules, which leaves the floorplan waiting for its own check. */
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const environment = useRelayEnvironment();
  const { floorplan, apartment, openReports } = useFragment(fragment, entry);
  const [editing, setEditing] = useState(false);
  const [screening, setScreening] = useState(false);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => availabilityDraft(floorplan));
  const name = `${apartment?.name ?? 'Apartment'} ${floorplan.typeLabel}`;
  const action = useFormAction(
    async (availability: Extract<ReturnType<typeof availabilityInput>, { ok: true }>['input'] | null) => {
      await commit<VerificationQueueItemVerifyMutation>(
        environment,
        verifyMutation,
        { floorplanId: floorplan.id, availability },
        role,
      );
      onVerified(name);
    },
    { fallback: 'Failed to verify the floorplan.', onError },
  );
  const busy = action.busy;

  const verify = async (withAvailability: boolean) => {
    const availability = availabilityInput(draft);
    if (withAvailability && !availability.ok) return onError(`${name}: ${availability.message}`);
    await action.run(withAvailability && availability.ok ? availability.input : null);
  };

  return (
    <li className="review-list__item verification__item">
      <div>
        <strong>{name}</strong>
        {apartment && <span className="review-list__meta">{apartment.code}</span>}
        <span className="review-list__meta">
          {formatRange(floorplan.details.minPrice, floorplan.details.maxPrice, formatRentDollars) ?? 'No price listed'}{' '}
          · {floorplan.availableNow ? 'Available now' : `From ${formatDay(floorplan.availableFrom)}`}
          {floorplan.unitsAvailable !== null && ` · ${floorplan.unitsAvailable} units`}
        </span>
        <span
          className={floorplan.verificationStale ? 'verification__age verification__age--stale' : 'verification__age'}
        >
          {lastChecked(floorplan)}
        </span>
        {openReports.length > 0 && (
          <ul className="verification__reports" aria-label="Renter reports">
            {openReports.map((report) => (
              <li key={report.id}>
                Renter report, {formatDateTime(report.createdAt)}: outdated{' '}
                {isOutdatedTopic(report.topic) ? OUTDATED_TOPIC_LABELS[report.topic] : report.topic}
                {report.note ? ` — "${report.note}"` : ''}
              </li>
            ))}
          </ul>
        )}
        {editing && (
          <div className="verification__edit">
            <AvailabilityFields draft={draft} onChange={setDraft} />
          </div>
        )}
        {screening && apartment && (
          <div className="verification__edit">
            <ScreeningSection
              apartment={apartment}
              role={role}
              onSaved={(message) => onSaved(`${apartment.name}: ${message}`)}
              onError={onError}
            />
          </div>
        )}
        {/* A refusal naming a field is not sent to the page's notice, so it shows here beside the item. */}
        {Object.keys(action.fieldErrors).length > 0 && (
          <p className="form-field__error" role="alert">
            {action.error}
          </p>
        )}
      </div>
      <div className="review-list__actions">
        {editing ? (
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy}
            onClick={() => void verify(true)}
          >
            Save and verify
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy}
              aria-label={`Confirm ${name}`}
              onClick={() => void verify(false)}
            >
              Confirm price and availability
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-label={`Change availability of ${name}`}
              onClick={() => setEditing(true)}
            >
              Change availability
            </button>
          </>
        )}
        {apartment && !screening && (
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`Check the screening rules of ${apartment.name}`}
            onClick={() => setScreening(true)}
          >
            Check screening rules
          </button>
        )}
      </div>
    </li>
  );
}
