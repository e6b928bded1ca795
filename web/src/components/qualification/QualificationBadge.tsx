// "Likely qualifies", "Ask us" or "Likely not", with the reasons in the property's stated terms (docs/contract.md
// "Who qualifies"). One component for the search cards, the apartment page and its floorplans, so they cannot
// disagree. The property decides: the words only say how the renter's answers meet what it states. The reasons come
// as codes with their numbers and are written in the page's language (docs/contract.md "Spanish pages").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { QualificationBadge_result$key } from '../../__generated__/QualificationBadge_result.graphql';
import type { QualificationVerdict } from '../../lib/domain';
import { qualificationReasonText, readReason } from './qualificationReasons';

const fragment = graphql`
  fragment QualificationBadge_result on QualificationResult {
    verdict
    reasonDetails {
      ...qualificationReasons_reason
    }
  }
`;

const VERDICT_LABELS: Record<QualificationVerdict, MessageDescriptor> = {
  LIKELY: msg`Likely qualifies`,
  ASK: msg`Ask us`,
  UNLIKELY: msg`Likely not`,
};

/** A verdict this page does not know yet reads "Ask us". */
function known(verdict: string): QualificationVerdict {
  return verdict in VERDICT_LABELS ? (verdict as QualificationVerdict) : 'ASK';
}

/** How many reasons a search card lists; the apartment page lists them all. */
const CARD_REASONS = 2;

export function QualificationBadge({
  result,
  compact = false,
}: {
  result: QualificationBadge_result$key;
  /** A search card: the first reasons only. */
  compact?: boolean;
}) {
  const data = useFragment(fragment, result);
  const verdict = known(data.verdict);
  const { i18n, t } = useLingui();
  const all = data.reasonDetails.map((reason) => qualificationReasonText(readReason(reason), i18n));
  const reasons = compact ? all.slice(0, CARD_REASONS) : all;
  const more = all.length - reasons.length;
  return (
    <div className={`qualification qualification--${verdict.toLowerCase()}`}>
      <p className="qualification__verdict">
        <span className="visually-hidden">
          <Trans>Your answers:</Trans>{' '}
        </span>
        {i18n._(VERDICT_LABELS[verdict])}
      </p>
      {reasons.length > 0 && (
        <ul className="qualification__reasons" aria-label={t`Why, by this property's stated criteria`}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
          {more > 0 && (
            <li>
              <Trans>and {more} more on its page</Trans>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
