import { formatCents } from '../lib/domain';
import { formatPrice } from '../lib/format';

/** The card's all-in line, which the map's pins and their cards repeat (docs/contract.md, Search semantics). */
export function allInMonthlyFromLabel(cents: number): string {
  return `from ${formatCents(cents)}/mo all-in`;
}

/**
 * docs/product.md sections 2 and 9: a promoted apartment shows its Special Starting Price (computed by the server)
 * with the note that the actual price may vary; any other apartment invites the renter to ask. Beside either, the
 * lowest all-in monthly of the floorplans checked within 30 days (docs/contract.md, Search semantics), so a card
 * always says what renting there costs when the server knows it.
 */
export function PriceTag({
  promotion,
  specialStartingPrice,
  allInMonthlyFromCents,
}: {
  promotion: boolean;
  specialStartingPrice: number | null | undefined;
  allInMonthlyFromCents?: number | null;
}) {
  // A locator's advertised price reads "$X or more": the lowest all-in figure, never a range.
  const allIn =
    allInMonthlyFromCents != null ? (
      <span className="price-tag__all-in">{allInMonthlyFromLabel(allInMonthlyFromCents)}</span>
    ) : null;
  if (promotion && specialStartingPrice != null) {
    return (
      <div className="price-tag">
        <span className="price-tag__label">Special Starting Price</span>
        <span className="price-tag__value">
          {formatPrice(specialStartingPrice)}
          <span className="price-tag__unit">/mo</span>
        </span>
        <span className="price-tag__note">Actual price may vary</span>
        {allIn}
      </div>
    );
  }
  return (
    <div className="price-tag price-tag--contact">
      CONTACT US FOR THE SPECIALS
      {allIn}
    </div>
  );
}
