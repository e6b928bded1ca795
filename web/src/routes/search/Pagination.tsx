// SPEC.md sections 2 and 5: 'Rows per page' (options by width) and Prev/Next labelled 'Page X of Y'.
import { useId } from 'react';

export function Pagination({
  page,
  pageCount,
  rowsPerPage,
  rowsOptions,
  onPage,
  onRowsPerPage,
}: {
  page: number;
  pageCount: number;
  rowsPerPage: number;
  rowsOptions: readonly number[];
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
}) {
  const id = useId();
  return (
    <nav className="pagination" aria-label="Pagination">
      <label className="pagination__rows" htmlFor={id}>
        Rows per page
        <select id={id} value={rowsPerPage} onChange={(e) => onRowsPerPage(Number(e.target.value))}>
          {rowsOptions.map((rows) => (
            <option key={rows} value={rows}>
              {rows}
            </option>
          ))}
        </select>
      </label>
      <div className="pagination__pages">
        <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Prev
        </button>
        <span className="pagination__status" aria-live="polite">
          Page {page} of {pageCount}
        </span>
        <button
          type="button"
          className="button button--ghost"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
