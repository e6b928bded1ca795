import { Link } from 'react-router-dom';
import { ApartmentImage } from '../../components/ApartmentImage';
import type { FilteredFloorplansState } from '../../components/ApartmentCard';
import { formatPrice, formatRange, formatSqft } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { RoomTypeGroup } from './groupByRoomType';

/** A room-type card; a click opens the filtered-floorplans page carrying the apartment and room type. */
export function RoomTypeCard({ apartmentId, group }: { apartmentId: string; group: RoomTypeGroup }) {
  const state: FilteredFloorplansState = { roomType: group.type, floorplanIds: group.floorplanIds };
  const price = formatRange(group.minPrice, group.maxPrice, formatPrice);
  const sqft = formatRange(group.minSqft, group.maxSqft, formatSqft);
  return (
    <article className="card">
      <Link className="card__link" to={paths.filteredFloorplans(apartmentId)} state={state}>
        <div className="card__media">
          <ApartmentImage src={group.image} alt="" className="card__image" />
        </div>
        <div className="card__body">
          <h2 className="card__title">{group.label}</h2>
          <p className="card__location">
            {group.totalFloorplans} {group.totalFloorplans === 1 ? 'floorplan' : 'floorplans'}
          </p>
          <p>{sqft ?? 'Size: ask us'}</p>
          <p className="card__price">{price ? `${price}/mo` : 'Price: ask us'}</p>
        </div>
      </Link>
    </article>
  );
}
