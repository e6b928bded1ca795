import { Plural, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import { Link } from 'react-router-dom';
import { ApartmentImage } from '../../components/ApartmentImage';
import type { FilteredFloorplansState } from '../../components/ApartmentCard';
import { formatRentDollars, formatRange, formatSqft } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { RoomTypeGroup } from './groupByRoomType';

/** A room-type card; a click opens the filtered-floorplans page carrying the apartment and room type. */
export function RoomTypeCard({ apartmentId, group }: { apartmentId: string; group: RoomTypeGroup }) {
  const state: FilteredFloorplansState = { roomType: group.type, floorplanIds: group.floorplanIds };
  const locale = useLocale();
  const text = useDomainText();
  const { t } = useLingui();
  const price = formatRange(group.minPrice, group.maxPrice, formatRentDollars, locale);
  const sqft = formatRange(group.minSqft, group.maxSqft, (value) => formatSqft(value, locale), locale);
  return (
    <article className="card">
      <Link className="card__link" to={paths.filteredFloorplans(apartmentId)} state={state}>
        <div className="card__media">
          <ApartmentImage src={group.image} alt="" className="card__image" />
        </div>
        <div className="card__body">
          <h2 className="card__title">{text(group.label)}</h2>
          <p className="card__location">
            <Plural value={group.totalFloorplans} one="# floorplan" other="# floorplans" />
          </p>
          <p>{sqft ?? t`Size: ask us`}</p>
          <p className="card__price">{price ? t`${price}/mo` : t`Price: ask us`}</p>
        </div>
      </Link>
    </article>
  );
}
