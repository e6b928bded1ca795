// When a property's screening rules were last confirmed, worded as for prices (docs/contract.md "Who qualifies":
// older than 30 days, the rules answer "Ask us"). The one mark of the rules' age, in the listing editor and on the
// apartment page.
import { useLocale } from '../../i18n';
import type { Locale } from '../../lib/domain';
import { graphql, useFragment } from 'react-relay';
import type { ScreeningVerified_screening$key } from '../../__generated__/ScreeningVerified_screening.graphql';
import { staleVerifiedLabel, verifiedLabel } from '../../lib/format';

const fragment = graphql`
  fragment ScreeningVerified_screening on Screening {
    verifiedDaysAgo
    isCurrent
  }
`;

/** The words alone, for rules never recorded (no Screening yet) as for recorded ones. */
function screeningVerifiedText(
  rules: { verifiedDaysAgo?: number | null; isCurrent: boolean } | null | undefined,
  locale: Locale,
) {
  if (!rules || rules.verifiedDaysAgo == null) return verifiedLabel(null, locale);
  if (rules.isCurrent) return verifiedLabel(rules.verifiedDaysAgo, locale);
  return staleVerifiedLabel(rules.verifiedDaysAgo, locale);
}

export function ScreeningVerified({ screening }: { screening: ScreeningVerified_screening$key | null | undefined }) {
  const data = useFragment(fragment, screening ?? null);
  const stale = !data || !data.isCurrent;
  const locale = useLocale();
  return (
    <p className={stale ? 'true-cost__verified true-cost__verified--stale' : 'true-cost__verified'}>
      {screeningVerifiedText(data, locale)}
    </p>
  );
}
