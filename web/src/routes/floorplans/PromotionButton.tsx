import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PromotionButton_apartment$key } from '../../__generated__/PromotionButton_apartment.graphql';
import { formatPrice } from '../../lib/format';
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
  const weeks = promotionalTerm > 0 ? `${promotionalTerm} ${promotionalTerm === 1 ? 'week' : 'weeks'} free` : 'Special';
  return (
    <Link className="button button--accent button--small" to={paths.appointmentFor(_id)}>
      FREE RENT PROMO: {weeks}
      {specialStartingPrice != null && ` · from ${formatPrice(specialStartingPrice)}/mo`}
    </Link>
  );
}
