import { graphql, useFragment } from 'react-relay';
import { useLingui } from '@lingui/react/macro';
import { useDomainText } from '../lib/domainText';
import { Link } from 'react-router-dom';
import type { ApartmentCard_apartment$key } from '../__generated__/ApartmentCard_apartment.graphql';
import { FLOORPLAN_TYPE_LABELS, FLOORPLAN_TYPES } from '../lib/domain';
import { paths } from '../lib/paths';
import { ApartmentImage, type ImagePriority } from './ApartmentImage';
import { FavouriteButton } from './FavouriteButton';
import { PriceTag } from './PriceTag';
import { QualificationBadge } from './qualification/QualificationBadge';
import { Ribbons } from './Ribbons';
import { useRecordApartmentClick } from './useRecordApartmentClick';

const fragment = graphql`
  fragment ApartmentCard_apartment on Apartment
  @argumentDefinitions(answers: { type: "QualificationInput", defaultValue: null }) {
    id
    _id
    displayName
    cardImage
    location
    freeMove
    # The promotion ribbon shows the headline special, one that a floorplan card shows (docs/contract.md, Search
    # semantics): a special whose conditions no floorplan meets is no promotion to a renter.
    specialStartingPrice
    ...PriceTag_apartment
    # The renter's answers as an argument, so a verdict is stored under the answers it was made for.
    qualification(answers: $answers) {
      ...QualificationBadge_result
    }
    floorplans {
      _id
      type
    }
  }
`;

/** Navigation state the detail page reads (docs/product.md section 2: optional apartment and room type). */
export interface FilteredFloorplansState {
  floorplanIds?: string[];
  roomType?: string;
}

/**
 * docs/product.md section 2 (Search, cards): 'xxx-' codes show the name (displayName), the placeholder stands in for
 * a missing image; a click records a click and opens the apartment's filteredFloorplans page. When the search
 * filtered floorplans, the card's floorplans are the matching ones and the detail page shows only those.
 */
export function ApartmentCard({
  apartment,
  filtered = false,
  imagePriority = 'lazy',
}: {
  apartment: ApartmentCard_apartment$key;
  filtered?: boolean;
  imagePriority?: ImagePriority;
}) {
  const data = useFragment(fragment, apartment);
  const recordClick = useRecordApartmentClick();
  const { t } = useLingui();
  const text = useDomainText();
  const types = FLOORPLAN_TYPES.filter((type) => data.floorplans.some((floorplan) => floorplan.type === type));
  const state: FilteredFloorplansState | undefined = filtered
    ? { floorplanIds: data.floorplans.map((f) => f._id) }
    : undefined;

  return (
    // The link is the title (WCAG 2.5.3 "Label in Name": its name is the words it shows); its ::after
    // stretches it over the whole card, so a click anywhere on the card still opens the apartment.
    <article className="card card--linked apartment-card">
      <div className="card__media">
        <ApartmentImage src={data.cardImage} alt="" className="card__image" priority={imagePriority} />
        <Ribbons freeMove={data.freeMove} promotion={data.specialStartingPrice != null} />
        <FavouriteButton apartmentId={data._id} name={data.displayName} />
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link
            className="card__stretched-link"
            to={paths.filteredFloorplans(data._id)}
            state={state}
            onClick={() => recordClick(data.id)}
          >
            {data.displayName}
          </Link>
        </h3>
        <p className="card__location">{data.location.join(' · ')}</p>
        {types.length > 0 && (
          <ul className="chips" aria-label={t`Room types`}>
            {types.map((type) => (
              <li key={type} className="chip">
                {text(FLOORPLAN_TYPE_LABELS[type])}
              </li>
            ))}
          </ul>
        )}
        {data.qualification && <QualificationBadge result={data.qualification} compact />}
        <PriceTag apartment={data} />
      </div>
    </article>
  );
}
