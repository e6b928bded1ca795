// Anonymous server-rendered pages are cached like the API's public answers (http/cache.ts), with an ETag so that
// browsers revalidate with a 304. A page shows only catalog data, the site's configuration and the calendar day,
// so it is the same for every renter that day until the catalog changes what it shows. Each page keeps what its
// render read of the catalog (services/catalog.ts: the apartments it shows, and for a search each apartment's
// footprint in it); a catalog change that touches none of that leaves the page as it is, byte for byte. An admin
// editing one apartment every few seconds would otherwise make every cached search page render again.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { readAffectedBy, type ApartmentChange, type CatalogRead } from '../services/catalog.js';

export interface CachedPage {
  /** The catalog version the page was rendered at: its ETag names it, so revalidations survive unrelated edits. */
  version: bigint;
  status: number;
  html: string;
  reads: readonly CatalogRead[];
}

interface Entry extends CachedPage {
  /** The newest version the page is known to be right at. */
  checkedAt: bigint;
}

/** The apartments changed between two versions, or undefined when that is unknown (services/catalog.ts). */
export type ChangesBetween = (from: bigint, to: bigint) => ApartmentChange[] | undefined;

export interface PageCache {
  /** The page's key: its URL, the day, and `variant`, what else it depends on (the viewport width hint). */
  key(url: URL, day: string, variant: string): string;
  etag(key: string, version: bigint): string;
  /** The page stored under `key` if it is still right at `version`; a page that is not is dropped. */
  get(key: string, version: bigint, changesBetween: ChangesBetween): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** kept: pages served at a newer catalog version than they were rendered at. */
  stats(): { hits: number; misses: number; kept: number };
}

export function pageCache(options: { maxEntries?: number; maxBytes?: number } = {}): PageCache {
  // Bounded by count and by size (UTF-16 strings: two bytes a character), whichever is reached first.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 1_000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
  });
  const counts = { hits: 0, misses: 0, kept: 0 };

  /** Still right at `version`: every change since it was last checked leaves what it read alone. */
  const stillRight = (entry: Entry, version: bigint, changesBetween: ChangesBetween): boolean => {
    // A request that read an older version than a page was checked at gets the page: nothing it must see is missing.
    if (version <= entry.checkedAt) return true;
    const changes = changesBetween(entry.checkedAt, version);
    if (!changes?.every((change) => entry.reads.every((read) => !readAffectedBy(read, change)))) return false;
    entry.checkedAt = version;
    return true;
  };

  return {
    key(url, day, variant) {
      return createHash('sha256')
        .update(`page ${day} ${variant} ${url.pathname}${url.search}`)
        .digest('base64url')
        .slice(0, 22);
    },
    etag(key, version) {
      return `W/"${version}-${key}"`;
    },
    get(key, version, changesBetween) {
      const entry = entries.get(key);
      if (entry && stillRight(entry, version, changesBetween)) {
        counts.hits += 1;
        if (entry.version !== version) counts.kept += 1;
        return entry;
      }
      if (entry) entries.delete(key);
      counts.misses += 1;
      return undefined;
    },
    set(key, page) {
      entries.set(key, { ...page, checkedAt: page.version });
    },
    stats: () => ({ ...counts }),
  };
}
