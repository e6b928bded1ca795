// Needs verification: renters' outdated reports first, then the floorplans checked longest ago (never checked
// first). One click confirms that price and availability still hold (verifyFloorplan, audited); "Change
// availability" opens the fields to correct before confirming. Texas locator advertising rules ask that an
// advertised rent be available within 30 days, so listings past VERIFICATION_STALE_DAYS rank low and never
// show as deals until someone checks them here.
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { VerificationQueueQuery } from '../../__generated__/VerificationQueueQuery.graphql';
import type { VerificationQueueVerifyMutation } from '../../__generated__/VerificationQueueVerifyMutation.graphql';
import { OUTDATED_TOPIC_LABELS, OUTDATED_TOPICS, type OutdatedTopic } from '../../lib/domain';
import type { Role } from '../../lib/session/sessionStore';
import { commit } from '../../relay/commit';
import { errorMessage } from '../../relay/errors';
import { AvailabilityFields, availabilityDraft, availabilityInput, type AvailabilityDraft } from './AvailabilityFields';

export const VERIFICATION_PAGE_SIZE = 50;

export const verificationQueueQuery = graphql`
  query VerificationQueueQuery($limit: Int!) {
    verificationQueue(limit: $limit) {
      totalCount
      entries {
        apartment {
          name
          code
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
    }
  }
`;

const verifyMutation = graphql`
  mutation VerificationQueueVerifyMutation($floorplanId: ID!, $availability: AvailabilityInput) {
    verifyFloorplan(floorplanId: $floorplanId, availability: $availability) {
      id
      availableFrom
      availableNow
      unitsAvailable
      verifiedAt
      verifiedDaysAgo
      verificationStale
    }
  }
`;

const isOutdatedTopic = (topic: string): topic is OutdatedTopic =>
  (OUTDATED_TOPICS as readonly string[]).includes(topic);

type Entry = VerificationQueueQuery['response']['verificationQueue']['entries'][number];

function lastChecked(floorplan: Entry['floorplan']): string {
  if (floorplan.verifiedDaysAgo === null) return 'Never verified';
  const days = floorplan.verifiedDaysAgo;
  const ago = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
  return `Verified ${ago}${floorplan.verifiedByName ? ` by ${floorplan.verifiedByName}` : ''}`;
}

function priceRange(details: Entry['floorplan']['details']): string {
  const { minPrice, maxPrice } = details;
  if (minPrice === null || minPrice === undefined) return 'No price listed';
  const min = `$${minPrice.toLocaleString('en-US')}`;
  return maxPrice !== null && maxPrice !== undefined && maxPrice !== minPrice
    ? `${min} - $${maxPrice.toLocaleString('en-US')}`
    : min;
}

export function VerificationQueue({
  queryRef,
  role,
  onDone,
  onError,
}: {
  queryRef: PreloadedQuery<VerificationQueueQuery>;
  role: Role;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { verificationQueue } = usePreloadedQuery<VerificationQueueQuery>(verificationQueueQuery, queryRef);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const waiting = verificationQueue.entries.filter((entry) => !confirmed.has(entry.floorplan.id));
  if (waiting.length === 0) return <p className="empty-state">Every listing has been verified recently.</p>;
  return (
    <>
      <p className="verification__count">
        {verificationQueue.totalCount - confirmed.size} floorplans need verification
      </p>
      <ul className="review-list verification">
        {waiting.map((entry) => (
          <QueueItem
            key={entry.floorplan.id}
            entry={entry}
            role={role}
            onVerified={(name) => {
              setConfirmed((current) => new Set(current).add(entry.floorplan.id));
              onDone(`${name}: price and availability verified.`);
            }}
            onError={onError}
          />
        ))}
      </ul>
    </>
  );
}

function QueueItem({
  entry,
  role,
  onVerified,
  onError,
}: {
  entry: Entry;
  role: Role;
  onVerified: (name: string) => void;
  onError: (message: string) => void;
}) {
  const environment = useRelayEnvironment();
  const { floorplan, apartment } = entry;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => availabilityDraft(floorplan));
  const [busy, setBusy] = useState(false);
  const name = `${apartment?.name ?? 'Apartment'} ${floorplan.typeLabel}`;

  const verify = async (withAvailability: boolean) => {
    const availability = availabilityInput(draft);
    if (withAvailability && !availability.ok) return onError(`${name}: ${availability.message}`);
    setBusy(true);
    try {
      await commit<VerificationQueueVerifyMutation>(
        environment,
        verifyMutation,
        { floorplanId: floorplan.id, availability: withAvailability && availability.ok ? availability.input : null },
        role,
      );
      onVerified(name);
    } catch (error) {
      onError(errorMessage(error, 'Failed to verify the floorplan.'));
      setBusy(false);
    }
  };

  return (
    <li className="review-list__item verification__item">
      <div>
        <strong>{name}</strong>
        {apartment && <span className="review-list__meta">{apartment.code}</span>}
        <span className="review-list__meta">
          {priceRange(floorplan.details)} ·{' '}
          {floorplan.availableNow ? 'Available now' : `From ${floorplan.availableFrom}`}
          {floorplan.unitsAvailable !== null && ` · ${floorplan.unitsAvailable} units`}
        </span>
        <span
          className={floorplan.verificationStale ? 'verification__age verification__age--stale' : 'verification__age'}
        >
          {lastChecked(floorplan)}
        </span>
        {entry.openReports.length > 0 && (
          <ul className="verification__reports" aria-label="Renter reports">
            {entry.openReports.map((report) => (
              <li key={report.id}>
                Renter report, {report.createdAt.slice(0, 10)}: outdated{' '}
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
      </div>
    </li>
  );
}
