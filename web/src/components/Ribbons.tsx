import { Trans } from '@lingui/react/macro';

/** docs/product.md section 2: the FREE MOVE and FREE RENT PROMO ribbons. */
export function Ribbons({ freeMove, promotion }: { freeMove: boolean; promotion: boolean }) {
  if (!freeMove && !promotion) return null;
  return (
    <div className="ribbons">
      {freeMove && (
        <span className="ribbon ribbon--move">
          <Trans>FREE MOVE</Trans>
        </span>
      )}
      {promotion && (
        <span className="ribbon ribbon--promo">
          <Trans>FREE RENT PROMO</Trans>
        </span>
      )}
    </div>
  );
}
