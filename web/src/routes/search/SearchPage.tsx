// docs/product.md section 2 (Search) and section 4 (Search page). The route's loader restores fresh saved filters
// and starts the query; the page pages through the apartments connection with offset cursors.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useMemo, useTransition } from 'react';
import { graphql, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, redirect, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { AppointmentModal } from '../../components/AppointmentModal';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { fireConversion } from '../../lib/conversion';
import type { Bounds } from '../../lib/domain';
import {
  filtersFromSearchParams,
  ignoredSearchParams,
  writeFilters,
  type SearchFilters as Filters,
} from '../../lib/filters';
import { rowsPerPageOptions } from '../../lib/grid';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { useWindowWidth } from '../../lib/useWindowWidth';
import { readLikelyOnly, useLikelyOnly, useQualificationAnswers } from '../../lib/qualification/answers';
import { loaderAnswers } from '../../lib/qualification/useAnswersQuery';
import { QualificationBar } from '../../components/qualification/QualificationBar';
import { loaderViewportWidth, preload } from '../../relay/preload';
import { CodeSearchBox } from './CodeSearchBox';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { restorableFilters, saveFilters } from './savedFilters';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { SaveSearchDialog } from './SaveSearchDialog';
import { requestedPage, requestedRows, searchVariables, variablesKey, withQualification } from './searchVariables';
import { requestedView, viewSearch } from './view';

// MapLibre and the map's code load only in the map view, in the browser: the list view's bundle stays as it was.
const SearchMapView = lazy(() => import('./SearchMapView'));

export const searchPageQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- SearchResults reads this query's answer (usePreloadedQuery)
  query SearchPageQuery(
    $first: Int!
    $after: String
    $filter: ApartmentFilter
    $code: String
    $sort: ApartmentSort
    $answers: QualificationInput
  ) {
    apartments(first: $first, after: $after, filter: $filter, code: $code, sort: $sort) {
      totalCount
      totalFloorplans
      lowestMinPrice
      edges {
        cursor
        node {
          id
          # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SearchResults renders the cards
          ...ApartmentCard_apartment @arguments(answers: $answers)
          # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SearchResults renders the badges
          ...AreaMedianBadge_apartment
        }
      }
    }
  }
`;

export function loader({ request, context }: LoaderFunctionArgs): PreloadedQuery<SearchPageQuery> {
  const url = new URL(request.url);
  const restored = restorableFilters(url.searchParams);
  if (restored) throw redirect(`${url.pathname}?${restored.toString()}`);
  // The renter's answers are the tab's (lib/qualification/useAnswersQuery.ts): the server renders without them and
  // the page asks again once it runs.
  const answers = loaderAnswers(context);
  return preload<SearchPageQuery>(
    searchPageQuery,
    withQualification(
      searchVariables(url.searchParams, loaderViewportWidth(context)),
      answers,
      answers !== null && readLikelyOnly(),
    ),
    undefined,
    context,
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`All Apartments SATX`);
  // When the map cannot load, the list under it is the way through.
  const mapFailed = t`The map could not load. The list shows the same apartments.`;
  const initialRef = useLoaderData<PreloadedQuery<SearchPageQuery>>();
  const [queryRef, loadQuery] = useQueryLoader<SearchPageQuery>(searchPageQuery, initialRef);
  const [params, setParams] = useSearchParams();
  const width = useWindowWidth();
  const [, startTransition] = useTransition();
  const answers = useQualificationAnswers();
  const likelyOnly = useLikelyOnly();
  const urlVariables = useMemo(() => searchVariables(params, width), [params, width]);
  const variables = useMemo(
    () => withQualification(urlVariables, answers, likelyOnly),
    [urlVariables, answers, likelyOnly],
  );
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const ignored = useMemo(() => ignoredSearchParams(params), [params]);
  const page = requestedPage(params);
  const rowsPerPage = requestedRows(params, width);
  const view = requestedView(params);
  // The server and the hydrating browser draw the map's frame; the map itself starts once the page runs.
  const inBrowser = useBrowserValue(() => true, false);

  // A width change alters the page size without a navigation: fetch the page again for the new size.
  useEffect(() => {
    if (!queryRef || variablesKey(queryRef.variables) !== variablesKey(variables)) {
      startTransition(() => loadQuery(variables));
    }
  }, [queryRef, variables, loadQuery]);

  const applyFilters = useCallback(
    (next: Filters) => {
      saveFilters(next);
      const nextParams = writeFilters(params, next);
      nextParams.delete('page');
      setParams(nextParams);
    },
    [params, setParams],
  );

  const setPage = useCallback(
    (nextPage: number, replace = false) => {
      const nextParams = new URLSearchParams(params);
      if (nextPage <= 1) nextParams.delete('page');
      else nextParams.set('page', String(nextPage));
      setParams(nextParams, { replace });
    },
    [params, setParams],
  );

  const setRowsPerPage = useCallback(
    (rows: number) => {
      // docs/product.md section 4: changing rows per page resets to page 1.
      const nextParams = new URLSearchParams(params);
      nextParams.set('rows', String(rows));
      nextParams.delete('page');
      setParams(nextParams);
    },
    [params, setParams],
  );

  const searchArea = useCallback(
    (bounds: Bounds | null) => {
      const next = { ...filters, bounds };
      saveFilters(next);
      const nextParams = writeFilters(params, next);
      nextParams.delete('page');
      setParams(nextParams);
    },
    [filters, params, setParams],
  );

  return (
    <div className="page page--wide search-page">
      <header className="page__header page__header--compact">
        <h1>
          <Trans>All Apartments SATX</Trans>
        </h1>
        <p className="lead">
          <Trans>Every apartment we locate in San Antonio. Filter, compare, then let an agent do the legwork.</Trans>
        </p>
        {/* The URL's filters only: a saved search never carries the renter's answers. */}
        <SaveSearchDialog filter={urlVariables.filter} />
      </header>
      <div className="search-page__controls">
        <CodeSearchBox
          appliedCode={filters.code}
          onSearch={(code) => {
            const next = { ...filters, code };
            saveFilters(next);
            const nextParams = writeFilters(params, next);
            nextParams.delete('page');
            setParams(nextParams);
          }}
        />
        <SearchFilters
          key={writeFilters(new URLSearchParams(), { ...filters, code: '' }).toString()}
          applied={filters}
          onApply={(next) => {
            void fireConversion('apply-filters');
            applyFilters(next);
          }}
        />
      </div>
      <IgnoredFiltersNotice ignored={ignored} />
      <QualificationBar withLikelyOnly />
      <nav className="view-switch" aria-label={t`Show the apartments as`}>
        <Link to={{ search: viewSearch(params, 'list') }} aria-current={view === 'list' ? 'page' : undefined} replace>
          <Trans>List</Trans>
        </Link>
        <Link to={{ search: viewSearch(params, 'map') }} aria-current={view === 'map' ? 'page' : undefined} replace>
          <Trans>Map</Trans>
        </Link>
      </nav>
      {filters.bounds && (
        <p className="search-area-note">
          <Trans>
            Showing the apartments in the map area you searched.{' '}
            <button type="button" className="link-button" onClick={() => searchArea(null)}>
              Show every area
            </button>
          </Trans>
        </p>
      )}
      {/* From about 1280 px the map sits beside the list, its own column kept in view (styles.css). */}
      <div className={view === 'map' ? 'search-page__body search-page__body--map' : 'search-page__body'}>
        {view === 'map' && (
          <div className="search-page__map">
            {inBrowser ? (
              <ErrorBoundary
                resetKey={variablesKey(variables)}
                fallback={() => (
                  <p className="error-text" role="alert">
                    {mapFailed}
                  </p>
                )}
              >
                <Suspense fallback={<div className="map map--results" aria-hidden="true" />}>
                  <SearchMapView variables={variables} onSearchArea={searchArea} failure={mapFailed} />
                </Suspense>
              </ErrorBoundary>
            ) : (
              <div className="map map--results" aria-hidden="true" />
            )}
          </div>
        )}
        <ErrorBoundary
          resetKey={variablesKey(variables)}
          fallback={() => (
            <p className="error-text" role="alert">
              <Trans>Failed to load apartments.</Trans>
            </p>
          )}
        >
          <Suspense fallback={<Spinner label={t`Loading apartments...`} />}>
            {queryRef && (
              <SearchResults
                queryRef={queryRef}
                filters={filters}
                likelyOnly={likelyOnly && answers !== null}
                page={page}
                width={width}
                rowsPerPage={rowsPerPage}
                rowsOptions={rowsPerPageOptions(width)}
                onPage={setPage}
                onRowsPerPage={setRowsPerPage}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      </div>
      <AppointmentModal />
    </div>
  );
}
