// The guest card starts from what the renter already told the search (docs/contract.md "Search semantics": the
// search's state is its URL query, kept for 2 hours in local storage, docs/product.md section 4): room types,
// areas and the budget, so nobody types them twice.
import { filtersFromSearchParams, hasFilterParams } from '../../lib/filters';
import { PRICE_SLIDER } from '../../lib/domain';
import { restorableFilters } from '../../routes/search/savedFilters';

export interface GuestCardPrefill {
  roomTypes: string[];
  areas: string[];
  /** Whole dollars as the budget field shows them, or ''. */
  budget: string;
}

/** The search's query: this URL's when it carries one, else the search saved in this browser, else ''. */
export function searchQuery(search: string, now: number = Date.now()): string {
  const params = new URLSearchParams(search);
  return (hasFilterParams(params) ? params : restorableFilters(params, now))?.toString() ?? '';
}

/** What the card takes from a search's query (see searchQuery), or null when it names none of them. */
export function searchPrefill(query: string): GuestCardPrefill | null {
  if (!query) return null;
  const filters = filtersFromSearchParams(new URLSearchParams(query));
  // The card asks for an all-in budget: the search's all-in maximum when set, else its rent maximum.
  const budget = filters.maxAllInMonthly ?? (filters.maxPrice < PRICE_SLIDER.max ? filters.maxPrice : null);
  const prefill = {
    roomTypes: [...filters.roomTypes],
    areas: [...filters.locations],
    budget: budget && budget > 0 ? String(budget) : '',
  };
  return prefill.roomTypes.length > 0 || prefill.areas.length > 0 || prefill.budget ? prefill : null;
}
