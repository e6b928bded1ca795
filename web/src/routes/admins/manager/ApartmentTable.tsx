import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApartmentTable_connection$key } from '../../../__generated__/ApartmentTable_connection.graphql';
import { pageCount } from '../../../lib/grid';
import { formatCount } from '../../../lib/format';
import type { AddedApartment } from './editor/DetailsSection';
import { ApartmentRow } from './ApartmentRow';
import { MANAGER_MESSAGES } from './messages';
import { MANAGER_PAGE_SIZE, nextSort, withChange, type SortKey, type TableView } from './tableRows';

const tableFragment = graphql`
  fragment ApartmentTable_connection on AdminApartmentConnection {
    totalCount
    edges {
      node {
        id
        _id
        ...ApartmentRow_apartment
      }
    }
  }
`;

interface Props {
  connection: ApartmentTable_connection$key;
  view: TableView;
  onViewChange: (view: TableView) => void;
  busy: boolean;
  deletingId: string | null;
  added: AddedApartment | null;
  onEdit: (apartment: { id: string; name: string }) => void;
  onDelete: (apartment: { id: string; name: string }) => void;
  onCosts: (apartment: { id: string; name: string }) => void;
  onError: (message: string) => void;
}

/**
 * docs/product.md section 2 (Apartment Manager): every column, sortable headers and the header checkbox filters, one
 * page of rows in the server's order, and Prev/Next under the table. An apartment just added comes first, marked
 * New, whichever page its place in the order falls on (docs/product.md section 4: the list reloads after a create).
 */
export function ApartmentTable({
  connection,
  view,
  onViewChange,
  busy,
  deletingId,
  added,
  onEdit,
  onDelete,
  onCosts,
  onError,
}: Props) {
  const data = useFragment(tableFragment, connection);
  const rows = data.edges.map((edge) => edge.node).filter((row) => row._id !== added?.id);
  const pages = pageCount(data.totalCount, MANAGER_PAGE_SIZE);

  // A page left empty (its last apartment deleted) shows the last page that still has rows.
  const beyondLastPage = rows.length === 0 && view.page > pages;
  useEffect(() => {
    if (beyondLastPage) onViewChange({ ...view, page: pages });
  }, [beyondLastPage, pages, view, onViewChange]);

  const sortHeader = (key: SortKey, label: string) => {
    const active = view.sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (view.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="sort-button"
          onClick={() => onViewChange(withChange(view, { sort: nextSort(view.sort, key) }))}
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
    <>
      <div className="manager-table__scroll" tabIndex={0} role="region" aria-label="Apartments" aria-busy={busy}>
        <table className="manager-table">
          <thead>
            <tr>
              {sortHeader('name', 'Name')}
              <th scope="col">Code</th>
              <th scope="col">Image</th>
              <th scope="col">Location</th>
              {filterHeader('Promotion', view.promotionOnly, (promotionOnly) =>
                onViewChange(withChange(view, { promotionOnly })),
              )}
              <th scope="col">Lease Term (Months)</th>
              <th scope="col">Promotional Term (Weeks)</th>
              <th scope="col">Free Move-In</th>
              {sortHeader('clicks', 'Clicks')}
              {sortHeader('likes', 'Likes')}
              {sortHeader('shares', 'Shares')}
              {filterHeader('Highlight', view.highlightOnly, (highlightOnly) =>
                onViewChange(withChange(view, { highlightOnly })),
              )}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {added && (
              <ApartmentRow
                key={`added-${added.id}`}
                apartment={added.row}
                justAdded
                deleting={deletingId === added.id}
                onEdit={onEdit}
                onDelete={onDelete}
                onCosts={onCosts}
                onError={onError}
              />
            )}
            {rows.length === 0 && !added ? (
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
                  onCosts={onCosts}
                  onError={onError}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="manager-pager" aria-label="Apartment pages">
        <span className="manager-pager__count">
          {data.totalCount === 1 ? '1 apartment' : `${formatCount(data.totalCount)} apartments`}
        </span>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={view.page <= 1}
          onClick={() => onViewChange({ ...view, page: view.page - 1 })}
        >
          Prev
        </button>
        <span className="manager-pager__status" aria-live="polite">
          Page {Math.min(view.page, pages)} of {pages}
        </span>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={view.page >= pages}
          onClick={() => onViewChange({ ...view, page: view.page + 1 })}
        >
          Next
        </button>
      </nav>
    </>
  );
}
