// docs/product.md section 2 (Apartment Manager): what the table shows (the name search, the Promotion and Highlight
// header filters, the sort and the page) and the variables that ask the server for it. A sortable header
// sorts ascending, the same header again toggles, the default is name ascending. The server searches, filters,
// sorts and pages (api/src/services/apartment-manager.ts), so the table stays quick with thousands of apartments.
import type { ApartmentListQuery$variables } from '../../../__generated__/ApartmentListQuery.graphql';
import { afterCursorForPage } from '../../../lib/grid';

/** Rows per page of the table; the API's cap is 100. */
export const MANAGER_PAGE_SIZE = 50;

export type SortKey = 'name' | 'clicks' | 'likes' | 'shares';
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface TableView {
  search: string;
  promotionOnly: boolean;
  highlightOnly: boolean;
  sort: SortState;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: TableView = {
  search: '',
  promotionOnly: false,
  highlightOnly: false,
  sort: DEFAULT_SORT,
  page: 1,
};

/** A new search, filter or sort starts again on the first page. */
export function withChange(view: TableView, change: Partial<Omit<TableView, 'page'>>): TableView {
  return { ...view, ...change, page: 1 };
}

const SORT_FIELDS = { name: 'NAME', clicks: 'CLICKS', likes: 'LIKES', shares: 'SHARES' } as const;

export function listVariables(view: TableView): ApartmentListQuery$variables {
  const search = view.search.trim();
  return {
    first: MANAGER_PAGE_SIZE,
    after: afterCursorForPage(view.page, MANAGER_PAGE_SIZE),
    search: search === '' ? null : search,
    promotionOnly: view.promotionOnly,
    highlightOnly: view.highlightOnly,
    sort: SORT_FIELDS[view.sort.key],
    direction: view.sort.direction === 'asc' ? 'ASC' : 'DESC',
  };
}
