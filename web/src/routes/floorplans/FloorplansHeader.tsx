import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { FloorplansHeader_apartment$key } from '../../__generated__/FloorplansHeader_apartment.graphql';
import { AskAboutDialog } from '../../components/guest-card/AskAboutDialog';
import { FreeMoveTooltip } from './FreeMoveTooltip';
import { PromotionButton } from './PromotionButton';

const fragment = graphql`
  fragment FloorplansHeader_apartment on Apartment {
    _id
    displayName
    location
    freeMove
    # The button names the headline special, one that a floorplan card shows (docs/contract.md, Search semantics).
    headlineSpecial {
      __typename
    }
    ...PromotionButton_apartment
  }
`;

/**
 * docs/product.md section 2 (Apartment floorplan list): titled 'Apartment {code}', with the location, the room types
 * listed below it, a free-move tooltip and a promotion button.
 */
export function FloorplansHeader({
  apartment,
  roomTypes,
}: {
  apartment: FloorplansHeader_apartment$key;
  /** The labels of the room types shown, in the spec's order. */
  roomTypes: readonly string[];
}) {
  const data = useFragment(fragment, apartment);
  const displayName = data.displayName;
  const types = roomTypes.join(', ');
  return (
    <header className="detail-header">
      <div>
        <h1 className="detail-header__title">
          <Trans>Apartment {displayName}</Trans>
        </h1>
        <p className="detail-header__meta">{data.location.join(' · ')}</p>
        {roomTypes.length > 0 && (
          <p className="detail-header__meta">
            <Trans>Room types: {types}</Trans>
          </p>
        )}
        <div className="detail-header__badges">
          {data.freeMove && <FreeMoveTooltip />}
          {data.headlineSpecial && <PromotionButton apartment={data} />}
        </div>
      </div>
      <div className="detail-header__actions">
        <AskAboutDialog apartment={{ id: data._id, name: data.displayName }} />
      </div>
    </header>
  );
}
