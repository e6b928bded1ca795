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
    promotionalTerm
    specialStartingPrice
  }
`;

/**
 * docs/product.md section 2: the promotion button; it leads to booking, where an agent confirms the special. It books
 * this apartment, as the apartment page's "Schedule a Tour" does, so the appointment and the lead name it.
 */
export function PromotionButton({ apartment }: { apartment: PromotionButton_apartment$key }) {
  const { _id, promotionalTerm, specialStartingPrice } = useFragment(fragment, apartment);
  const { t } = useLingui();
  const weeks =
    promotionalTerm > 0 ? t`${plural(promotionalTerm, { one: '# week free', other: '# weeks free' })}` : t`Special`;
  const price = specialStartingPrice != null ? formatRentDollars(specialStartingPrice) : null;
  return (
    <Link className="button button--accent button--small" to={paths.appointmentFor(_id)}>
      <Trans>FREE RENT PROMO: {weeks}</Trans>
      {price != null && t` · from ${price}/mo`}
    </Link>
  );
}
