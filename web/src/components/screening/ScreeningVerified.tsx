// When a property's screening rules were last confirmed, worded as for prices (docs/contract.md "Who qualifies":
// older than 30 days, the rules answer "Ask us"). The one mark of the rules' age, in the listing editor and on the
// apartment page.
import { graphql, useFragment } from 'react-relay';
import type { ScreeningVerified_screening$key } from '../../__generated__/ScreeningVerified_screening.graphql';
import { verifiedLabel } from '../../lib/format';

const fragment = graphql`
  fragment ScreeningVerified_screening on Screening {
    verifiedDaysAgo
    isCurrent
  }
`;

/** The words alone, for rules never recorded (no Screening yet) as for recorded ones. */
function screeningVerifiedText(rules: { verifiedDaysAgo?: number | null; isCurrent: boolean } | null | undefined) {
  if (!rules || rules.verifiedDaysAgo == null) return verifiedLabel(null);
  if (rules.isCurrent) return verifiedLabel(rules.verifiedDaysAgo);
  return `Unverified: older than 30 days (${verifiedLabel(rules.verifiedDaysAgo).toLowerCase()})`;
}

export function ScreeningVerified({ screening }: { screening: ScreeningVerified_screening$key | null | undefined }) {
  const data = useFragment(fragment, screening ?? null);
  const stale = !data || !data.isCurrent;
  return (
    <p className={stale ? 'true-cost__verified true-cost__verified--stale' : 'true-cost__verified'}>
      {screeningVerifiedText(data)}
    </p>
  );
}
