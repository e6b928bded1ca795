// docs/product.md sections 2 and 5: 'Rows per page' (options by width) and Prev/Next labelled 'Page X of Y'. Prev and
// Next are links to the neighbouring pages' URLs, so the results page through without JavaScript too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

function PageLink({
  target,
  disabled,
  label,
  onPage,
}: {
  target: number;
  disabled: boolean;
  label: string;
  onPage: (page: number) => void;
}) {
  const [params] = useSearchParams();
  if (disabled)
    return (
      <span className="button button--ghost button--disabled" aria-disabled="true">
        {label}
      </span>
    );
  const next = new URLSearchParams(params);
  if (target <= 1) next.delete('page');
  else next.set('page', String(target));
  const query = next.toString();
  return (
    <a
      className="button button--ghost"
      href={query ? `?${query}` : '?'}
      onClick={(event: MouseEvent) => {
        // Modified clicks (new tab) keep the browser's own behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onPage(target);
      }}
    >
      {label}
    </a>
  );
}

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
  const { t } = useLingui();
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <label className="pagination__rows" htmlFor={id}>
        <Trans>Rows per page</Trans>
        <select id={id} value={rowsPerPage} onChange={(e) => onRowsPerPage(Number(e.target.value))}>
          {rowsOptions.map((rows) => (
            <option key={rows} value={rows}>
              {rows}
            </option>
          ))}
        </select>
      </label>
      <div className="pagination__pages">
        <PageLink target={page - 1} disabled={page <= 1} label={t`Prev`} onPage={onPage} />
        <span className="pagination__status" aria-live="polite">
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        </span>
        <PageLink target={page + 1} disabled={page >= pageCount} label={t`Next`} onPage={onPage} />
      </div>
    </nav>
  );
}
