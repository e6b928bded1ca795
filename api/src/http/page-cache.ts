// Anonymous server-rendered pages are cached like the API's public answers (http/cache.ts): in memory while the
// catalog version is unchanged, with an ETag built from that version so that browsers revalidate with a 304.
// A page shows only catalog data and the site's configuration, both fixed for a version.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCache {
  /** The page's ETag at `version`; `variant` names what else the page depends on (the viewport width hint). */
  etag(version: bigint, url: URL, variant: string): string;
  get(etag: string): CachedPage | undefined;
  set(etag: string, page: CachedPage): void;
  stats(): { hits: number; misses: number };
}

export function pageCache(options: { maxEntries?: number; maxBytes?: number } = {}): PageCache {
  // Bounded by count and by size (UTF-16 strings: two bytes a character), whichever is reached first.
  const entries = new LRUCache<string, CachedPage>({
    max: options.maxEntries ?? 1_000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
  });
  const counts = { hits: 0, misses: 0 };
  return {
    etag(version, url, variant) {
      const digest = createHash('sha256')
        .update(`page ${variant} ${url.pathname}${url.search}`)
        .digest('base64url')
        .slice(0, 22);
      return `W/"${version}-${digest}"`;
    },
    get(etag) {
      const page = entries.get(etag);
      if (page) counts.hits += 1;
      else counts.misses += 1;
      return page;
    },
    set(etag, page) {
      entries.set(etag, page);
    },
    stats: () => ({ ...counts }),
  };
}
