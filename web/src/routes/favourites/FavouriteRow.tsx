import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FavouriteRow_apartment$key } from '../../__generated__/FavouriteRow_apartment.graphql';
import { paths } from '../../lib/paths';

const fragment = graphql`
  fragment FavouriteRow_apartment on Apartment {
    _id
    displayName
    location
  }
`;

/** One kept apartment: chosen for Compare or not (at most four, lib/favourites.ts), its page, and Remove. */
export function FavouriteRow({
  apartment,
  chosen,
  full,
  onToggle,
  onRemove,
}: {
  apartment: FavouriteRow_apartment$key;
  chosen: boolean;
  /** Four are chosen already: another cannot join until one leaves. */
  full: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const data = useFragment(fragment, apartment);
  const displayName = data.displayName;
  return (
    <li className="lead-row">
      <label className="guest-card__choice">
        <input type="checkbox" checked={chosen} disabled={!chosen && full} onChange={onToggle} />
        <Trans>
          Compare <Link to={paths.filteredFloorplans(data._id)}>{displayName}</Link>
        </Trans>
      </label>
      <button type="button" className="button button--small button--ghost" onClick={onRemove}>
        <Trans>Remove</Trans>
      </button>
      <span className="lead-row__criteria">{data.location.join(' · ')}</span>
    </li>
  );
}
