import { Link } from 'react-router-dom';
import { formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';

/** SPEC.md section 2: the promotion button; it leads to booking, where an agent confirms the special. */
export function PromotionButton({
  promotionalTerm,
  specialStartingPrice,
}: {
  promotionalTerm: number;
  specialStartingPrice: number | null | undefined;
}) {
  const weeks = promotionalTerm > 0 ? `${promotionalTerm} ${promotionalTerm === 1 ? 'week' : 'weeks'} free` : 'Special';
  return (
    <Link className="button button--accent button--small" to={paths.appointment}>
      FREE RENT PROMO: {weeks}
      {specialStartingPrice != null && ` · from ${formatPrice(specialStartingPrice)}/mo`}
    </Link>
  );
}
