import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** docs/product.md section 2: the free-move badge with a tooltip explaining the perk (section 1). */
export function FreeMoveTooltip() {
  const id = useId();
  return (
    <span className="tooltip">
      <button type="button" className="ribbon ribbon--move tooltip__trigger" aria-describedby={id}>
        <Trans>FREE MOVE</Trans>
      </button>
      <span role="tooltip" id={id} className="tooltip__bubble">
        <Trans>Sign here through us and get 2 hours of free movers or a gift card. Restrictions apply.</Trans>
      </span>
    </span>
  );
}
