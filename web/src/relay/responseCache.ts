// docs/product.md section 4 (Apartment detail): the detail is loaded from a local-storage cache or from the
// server, and the cache is written after each load. The cache holds the raw GraphQL response of the
// detail query, so it can seed the Relay store before the network answers and stand in when it fails.
import { loadFresh, saveStamped } from '../lib/storage';

/** A day: long enough to reopen a shared link offline, short enough that prices are not weeks old. */
export const DETAIL_CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const CACHED_OPERATIONS: Record<string, (variables: Record<string, unknown>) => string | null> = {
  // An answer to the renter's "Do I qualify?" answers is theirs alone and never kept (docs/contract.md
  // "Who qualifies"): only the detail without answers is cached.
  ApartmentPageQuery: (variables) =>
    typeof variables.id === 'string' && variables.id && variables.answers == null
      ? `apartmentDetail:${variables.id}`
      : null,
};

export function responseCacheKey(operationName: string, variables: Record<string, unknown>): string | null {
  return CACHED_OPERATIONS[operationName]?.(variables) ?? null;
}

export interface CachedResponse {
  data: Record<string, unknown>;
}

export function readCachedResponse(key: string, now: number = Date.now()): CachedResponse | null {
  const cached = loadFresh<CachedResponse>(key, DETAIL_CACHE_LIFETIME_MS, now);
  return cached && typeof cached.data === 'object' && cached.data !== null ? cached : null;
}

export function writeCachedResponse(key: string, response: CachedResponse): void {
  saveStamped(key, { data: response.data });
}
