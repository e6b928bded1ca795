import { graphql, useFragment } from 'react-relay';
import type { Deal_special$key } from '../__generated__/Deal_special.graphql';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../i18n';
import { formatDay } from '../lib/format';
import { useSpecialWords } from '../lib/specialWords';

// A special as every renter surface words it, with its last day (docs/contract.md, Search semantics: one model for
// deals), so the apartment page, a floorplan's costs and Compare cannot word one special two ways.
const fragment = graphql`
  fragment Deal_special on Special {
    displayText
    concessionKind
    concessionValue
    minLeaseTermMonths
    validUntil
  }
`;

/** "4 weeks free, ends Dec 31, 2026"; "4 weeks free, no end date" for a special that runs until staff end it. */
export function Deal({ special }: { special: Deal_special$key }) {
  const { displayText, concessionKind, concessionValue, minLeaseTermMonths, validUntil } = useFragment(
    fragment,
    special,
  );
  const text = useSpecialWords()({ displayText, concessionKind, concessionValue, minLeaseTermMonths });
  const locale = useLocale();
  if (validUntil == null) return <Trans>{text}, no end date</Trans>;
  const ends = formatDay(validUntil, locale);
  return (
    <Trans>
      {text}, ends {ends}
    </Trans>
  );
}
