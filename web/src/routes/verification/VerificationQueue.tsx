// Needs verification: renters' outdated reports first, then the floorplans checked longest ago (never checked
// first). One click confirms that price and availability still hold (verifyFloorplan, audited); "Change
// availability" opens the fields to correct before confirming. Texas locator advertising rules ask that an
// advertised rent be available within 30 days, so listings past VERIFICATION_STALE_DAYS rank low and never
// show as deals until someone checks them here.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { VerificationQueueQuery } from '../../__generated__/VerificationQueueQuery.graphql';
import type { Role } from '../../lib/session/sessionStore';
import { VerificationQueueItem } from './VerificationQueueItem';
import { VerificationStalenessChart } from './VerificationStalenessChart';

export const VERIFICATION_PAGE_SIZE = 50;

export const verificationQueueQuery = graphql`
  query VerificationQueueQuery($limit: Int!) {
    verificationStaleness {
      ...VerificationStalenessChart_weeks
    }
    verificationQueue(limit: $limit) {
      totalCount
      entries {
        floorplan {
          id
        }
        ...VerificationQueueItem_entry
      }
    }
  }
`;

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
  const { verificationQueue, verificationStaleness } = usePreloadedQuery<VerificationQueueQuery>(
    verificationQueueQuery,
    queryRef,
  );
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const waiting = verificationQueue.entries.filter((entry) => !confirmed.has(entry.floorplan.id));
  const staleness = <VerificationStalenessChart weeks={verificationStaleness} />;
  if (waiting.length === 0)
    return (
      <>
        {staleness}
        <p className="empty-state">Every listing has been verified recently.</p>
      </>
    );
  return (
    <>
      {staleness}
      <p className="verification__count">
        {verificationQueue.totalCount - confirmed.size} floorplans need verification
      </p>
      <ul className="review-list verification">
        {waiting.map((entry) => (
          <VerificationQueueItem
            key={entry.floorplan.id}
            entry={entry}
            role={role}
            onVerified={(name) => {
              setConfirmed((current) => new Set(current).add(entry.floorplan.id));
              onDone(`${name}: price and availability verified.`);
            }}
            onSaved={onDone}
            onError={onError}
          />
        ))}
      </ul>
    </>
  );
}
