import { useEffect } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import searchPageQuery, { type SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { ApartmentCard } from '../../components/ApartmentCard';
import { cardImagePriority } from '../../components/ApartmentImage';
import { hasFloorplanFilter, type SearchFilters } from '../../lib/filters';
import { formatCount, formatRentDollars } from '../../lib/format';
import { cardsPerRow, clampPage, pageCount as countPages, pageSize } from '../../lib/grid';
import { AreaMedianBadge } from './AreaMedianBadge';
import { Pagination } from './Pagination';

export function SearchResults({
  queryRef,
  filters,
  likelyOnly = false,
  page,
  width,
  rowsPerPage,
  rowsOptions,
  onPage,
  onRowsPerPage,
}: {
  queryRef: PreloadedQuery<SearchPageQuery>;
  filters: SearchFilters;
  /** "Likely matches only": the cards' floorplans are the likely ones. */
  likelyOnly?: boolean;
  page: number;
  width: number;
  rowsPerPage: number;
  rowsOptions: readonly number[];
  onPage: (page: number, replace?: boolean) => void;
  onRowsPerPage: (rows: number) => void;
}) {
  const data = usePreloadedQuery<SearchPageQuery>(searchPageQuery, queryRef);
  const { t } = useLingui();
  const { totalCount, totalFloorplans, lowestMinPrice, edges } = data.apartments;
  const columns = cardsPerRow(width);
  const pages = countPages(totalCount, pageSize(width, rowsPerPage));
  const clamped = clampPage(page, pages);

  // docs/product.md section 4: a page number beyond the page count is clamped (a shared URL, fewer results).
  useEffect(() => {
    if (clamped !== page) onPage(clamped, true);
  }, [clamped, page, onPage]);

  const filtered = hasFloorplanFilter(filters) || likelyOnly;
  const count = formatCount(totalCount);
  return (
    <section className="results" aria-labelledby="results-heading">
      <h2 id="results-heading" className="results__summary">
        <Plural value={totalCount} one={`${count} apartment`} other={`${count} apartments`} />
        <span className="results__meta">
          {' · '}
          {t`${formatCount(totalFloorplans)} floorplans`}
          {lowestMinPrice != null && <> · {t`from ${formatRentDollars(lowestMinPrice)}/mo`}</>}
        </span>
      </h2>
      {edges.length === 0 ? (
        <p className="empty-state">
          <Trans>
            No apartments match these filters. Try widening the price or area, or call us: we know what is coming up.
          </Trans>
        </p>
      ) : (
        <ul className="card-grid" style={{ '--cards-per-row': columns } as React.CSSProperties}>
          {edges.map((edge, index) => (
            <li key={edge.node.id} className="card-grid__item--noted">
              <ApartmentCard apartment={edge.node} filtered={filtered} imagePriority={cardImagePriority(index)} />
              <AreaMedianBadge apartment={edge.node} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={clamped}
        pageCount={pages}
        rowsPerPage={rowsPerPage}
        rowsOptions={rowsOptions}
        onPage={onPage}
        onRowsPerPage={onRowsPerPage}
      />
    </section>
  );
}
