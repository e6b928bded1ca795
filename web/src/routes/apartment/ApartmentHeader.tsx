import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ApartmentHeader_apartment$key } from '../../__generated__/ApartmentHeader_apartment.graphql';
import { AskAboutDialog } from '../../components/guest-card/AskAboutDialog';
import { FavouriteButton } from '../../components/FavouriteButton';
import { PriceTag } from '../../components/PriceTag';
import { ShareButtons } from '../../components/ShareButtons';
import { paths } from '../../lib/paths';

const fragment = graphql`
  fragment ApartmentHeader_apartment on Apartment {
    id
    _id
    displayName
    location
    freeMove
    # The headline special exists when a floorplan card shows one (docs/contract.md, Search semantics).
    specialStartingPrice
    ...PriceTag_apartment
  }
`;

/**
 * docs/product.md section 2 (Apartment detail): the code (or the name, for 'xxx-' codes), the location list, the
 * free-move and promotion badges, the price and deal of the search card, the copy-link and share-link icons, and the way to book a tour.
 */
export function ApartmentHeader({
  apartment,
  onToast,
}: {
  apartment: ApartmentHeader_apartment$key;
  onToast: (message: string) => void;
}) {
  const data = useFragment(fragment, apartment);
  const { t } = useLingui();
  return (
    <header className="detail-header">
      <div>
        <p className="eyebrow">
          <Link to={paths.search}>
            <Trans>All Apartments SATX</Trans>
          </Link>{' '}
          / <Trans>Apartment</Trans>
        </p>
        <h1 className="detail-header__title">{data.displayName}</h1>
        <ul className="chips" aria-label={t`Locations`}>
          {data.location.map((area) => (
            <li key={area} className="chip">
              {area}
            </li>
          ))}
        </ul>
        <div className="ribbons ribbons--inline">
          {data.freeMove && (
            <span className="ribbon ribbon--move">
              <Trans>FREE MOVE</Trans>
            </span>
          )}
          {data.specialStartingPrice != null && (
            <span className="ribbon ribbon--promo">
              <Trans>FREE RENT PROMO</Trans>
            </span>
          )}
        </div>
        {/* The card's very price and deal, so the page the card opens cannot contradict it. */}
        <PriceTag apartment={data} />
      </div>
      <div className="detail-header__actions">
        <ShareButtons
          apartmentId={data.id}
          path={paths.filteredFloorplans(data._id)}
          title={data.displayName}
          onToast={onToast}
        />
        <Link className="button button--primary" to={paths.appointmentFor(data._id)}>
          <Trans>Schedule a Tour</Trans>
        </Link>
        <AskAboutDialog apartment={{ id: data._id, name: data.displayName }} />
        <FavouriteButton apartmentId={data._id} name={data.displayName} />
      </div>
    </header>
  );
}
