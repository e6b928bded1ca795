/** docs/product.md section 2: the FREE MOVE and FREE RENT PROMO ribbons. */
export function Ribbons({ freeMove, promotion }: { freeMove: boolean; promotion: boolean }) {
  if (!freeMove && !promotion) return null;
  return (
    <div className="ribbons">
      {freeMove && <span className="ribbon ribbon--move">FREE MOVE</span>}
      {promotion && <span className="ribbon ribbon--promo">FREE RENT PROMO</span>}
    </div>
  );
}
