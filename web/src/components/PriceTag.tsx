import { formatPrice } from '../lib/format';

/**
 * docs/product.md sections 2 and 9: a promoted apartment shows its Special Starting Price (computed by the server)
 * with the note that the actual price may vary; any other apartment invites the renter to ask.
 */
export function PriceTag({
  promotion,
  specialStartingPrice,
}: {
  promotion: boolean;
  specialStartingPrice: number | null | undefined;
}) {
  if (promotion && specialStartingPrice != null) {
    return (
      <div className="price-tag">
        <span className="price-tag__label">Special Starting Price</span>
        <span className="price-tag__value">
          {formatPrice(specialStartingPrice)}
          <span className="price-tag__unit">/mo</span>
        </span>
        <span className="price-tag__note">Actual price may vary</span>
      </div>
    );
  }
  return <div className="price-tag price-tag--contact">CONTACT US FOR THE SPECIALS</div>;
}
