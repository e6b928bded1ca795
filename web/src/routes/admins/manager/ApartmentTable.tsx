import { graphql, useFragment } from 'react-relay';
import type { ApartmentFormDialog_apartment$key } from '../../../__generated__/ApartmentFormDialog_apartment.graphql';
import type { ApartmentTable_apartments$key } from '../../../__generated__/ApartmentTable_apartments.graphql';
import { ApartmentRow } from './ApartmentRow';
import { MANAGER_MESSAGES } from './messages';
import { nextSort, visibleRows, type SortKey, type TableView } from './tableRows';

const tableFragment = graphql`
  fragment ApartmentTable_apartments on Apartment @relay(plural: true) {
    id
    _id
    name
    promotion
    highlight
    clicks
    likes
    shares
    ...ApartmentRow_apartment
  }
`;

interface Props {
  apartments: ApartmentTable_apartments$key;
  view: TableView;
  onViewChange: (view: TableView) => void;
  deletingId: string | null;
  onEdit: (apartment: ApartmentFormDialog_apartment$key) => void;
  onDelete: (apartment: { id: string; name: string }) => void;
}

/** SPEC.md section 2 (Apartment Manager): every column, sortable headers and the header checkbox filters. */
export function ApartmentTable({ apartments, view, onViewChange, deletingId, onEdit, onDelete }: Props) {
  const data = useFragment(tableFragment, apartments);
  const rows = visibleRows(data, view);

  const sortHeader = (key: SortKey, label: string) => {
    const active = view.sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (view.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="sort-button"
          onClick={() => onViewChange({ ...view, sort: nextSort(view.sort, key) })}
        >
          {label}
          <span className="sort-button__arrow" aria-hidden="true">
            {active ? (view.sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const filterHeader = (label: string, checked: boolean, set: (checked: boolean) => void) => (
    <th scope="col">
      <label className="filter-header">
        <input type="checkbox" checked={checked} onChange={(event) => set(event.target.checked)} />
        {label}
      </label>
    </th>
  );

  return (
    <div className="manager-table__scroll" tabIndex={0} role="region" aria-label="Apartments">
      <table className="manager-table">
        <thead>
          <tr>
            {sortHeader('name', 'Name')}
            <th scope="col">Code</th>
            <th scope="col">Image</th>
            <th scope="col">Location</th>
            {filterHeader('Promotion', view.promotionOnly, (promotionOnly) => onViewChange({ ...view, promotionOnly }))}
            <th scope="col">Lease Term (Months)</th>
            <th scope="col">Promotional Term (Weeks)</th>
            <th scope="col">Free Move-In</th>
            {sortHeader('clicks', 'Clicks')}
            {sortHeader('likes', 'Likes')}
            {sortHeader('shares', 'Shares')}
            {filterHeader('Highlight', view.highlightOnly, (highlightOnly) => onViewChange({ ...view, highlightOnly }))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={13} className="manager-table__empty">
                {MANAGER_MESSAGES.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <ApartmentRow
                key={row.id}
                apartment={row}
                deleting={deletingId === row._id}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
