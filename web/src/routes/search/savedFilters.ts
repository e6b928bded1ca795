// docs/product.md section 4: saved filters in local storage are restored on load when fresh (2 hours).
import { hasFilterParams, writeFilters, type SearchFilters } from '../../lib/filters';
import { SAVED_FILTERS_LIFETIME_MS } from '../../lib/domain';
import { loadFresh, saveStamped } from '../../lib/storage';

const SAVED_FILTERS_KEY = 'searchFilters';

export function saveFilters(filters: SearchFilters, now: number = Date.now()): void {
  const query = writeFilters(new URLSearchParams(), filters).toString();
  if (query) saveStamped(SAVED_FILTERS_KEY, query, now);
  else {
    try {
      localStorage.removeItem(SAVED_FILTERS_KEY);
    } catch {
      // Storage disabled: nothing was saved either.
    }
  }
}

/** The saved filter query when it is fresh and the URL asks for no filter of its own. */
export function restorableFilters(params: URLSearchParams, now: number = Date.now()): URLSearchParams | null {
  if (hasFilterParams(params)) return null;
  const saved = loadFresh<string>(SAVED_FILTERS_KEY, SAVED_FILTERS_LIFETIME_MS, now);
  if (typeof saved !== 'string') return null;
  const restored = new URLSearchParams(saved);
  if (!hasFilterParams(restored)) return null;
  for (const [key, value] of params) if (!restored.has(key)) restored.set(key, value);
  return restored;
}
