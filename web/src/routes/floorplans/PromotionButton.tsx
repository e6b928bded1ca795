import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PromotionButton_apartment$key } from '../../__generated__/PromotionButton_apartment.graphql';
import { formatRentDollars } from '../../lib/format';
import { paths } from '../../lib/paths';

const fragment = graphql`
  fragment PromotionButton_apartment on Apartment {
    _id
    specialStartingPrice
    headlineSpecial {
      concessionKind
      concessionValue
      displayText
    }
  }
`;

/**
 * docs/product.md section 2: the promotion button; it leads to booking, where an agent confirms the special. It books
 * this apartment, as the apartment page's "Schedule a Tour" does, so the appointment and the lead name it.
 */
export function PromotionButton({ apartment }: { apartment: PromotionButton_apartment$key }) {
  const { _id, specialStartingPrice, headlineSpecial } = useFragment(fragment, apartment);
  const { t } = useLingui();
  // The headline special (one a floorplan card shows): its free weeks in the page's language, otherwise its own words.
  const freeWeeks = headlineSpecial?.concessionKind === 'weeksFree' ? headlineSpecial.concessionValue : 0;
  const weeks =
    freeWeeks > 0
      ? t`${plural(freeWeeks, { one: '# week free', other: '# weeks free' })}`
      : (headlineSpecial?.displayText ?? t`Special`);
  const price = specialStartingPrice != null ? formatRentDollars(specialStartingPrice) : null;
  return (
    <Link className="button button--accent button--small" to={paths.appointmentFor(_id)}>
      <Trans>FREE RENT PROMO: {weeks}</Trans>
      {price != null && t` · from ${price}/mo`}
    </Link>
  );
}
