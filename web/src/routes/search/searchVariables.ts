// The search query's variables from the URL and the window width: the URL holds the filters, `page` and
// `rows`; the page size is cards per row x rows per page (docs/product.md section 9).
import { afterCursorForPage, allowedRowsPerPage, pageSize } from '../../lib/grid';
import { filtersFromSearchParams, toApartmentFilter, type ApartmentFilter } from '../../lib/filters';
import { searchableCode } from '../../lib/domain';
import type { QualificationInput } from '../../lib/qualification/answers';

export interface SearchVariables {
  first: number;
  after: string | null;
  filter: ApartmentFilter | null;
  code: string | null;
  sort: 'ALL_IN_MONTHLY' | null;
  /** The renter's "Do I qualify?" answers: from this tab's storage, never from the URL. */
  answers: QualificationInput | null;
}

export function requestedPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function requestedRows(params: URLSearchParams, widthPx: number): number {
  const rows = params.get('rows');
  return allowedRowsPerPage(widthPx, rows === null ? null : Number(rows));
}

/**
 * The search with the renter's answers (docs/contract.md "Who qualifies"): they travel in the POST body's filter, for
 * "Likely matches only", and as the cards' `answers`, so each verdict is stored under the answers it was made for.
 */
export function withQualification(
  variables: SearchVariables,
  answers: QualificationInput | null,
  likelyOnly: boolean,
): SearchVariables {
  if (!answers) return variables;
  return {
    ...variables,
    filter: { ...variables.filter, qualification: answers, ...(likelyOnly ? { likelyOnly: true } : {}) },
    answers,
  };
}

export function searchVariables(params: URLSearchParams, widthPx: number): SearchVariables {
  const filters = filtersFromSearchParams(params);
  const size = pageSize(widthPx, requestedRows(params, widthPx));
  const filter = toApartmentFilter(filters);
  return {
    first: size,
    after: afterCursorForPage(requestedPage(params), size),
    filter: Object.keys(filter).length > 0 ? filter : null,
    code: searchableCode(filters.code),
    sort: filters.sort === 'allInMonthly' ? 'ALL_IN_MONTHLY' : null,
    answers: null,
  };
}

export function variablesKey(variables: Partial<Record<keyof SearchVariables, unknown>>): string {
  return JSON.stringify([
    variables.first,
    variables.after ?? null,
    variables.filter ?? null,
    variables.code ?? null,
    variables.sort ?? null,
    variables.answers ?? null,
  ]);
}
