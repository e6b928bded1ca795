// Anonymous server-rendered pages are cached like the API's public answers (http/cache.ts), with an ETag so that
// browsers revalidate with a 304. A page shows only catalog data, the site's configuration and the calendar day,
// so it is the same for every renter that day until the catalog changes what it shows: each page keeps what its
// render read of the catalog and outlives changes that leave it alone (http/kept-answers.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import { keptAnswers, type ChangesBetween, type KeptAnswer } from './kept-answers.js';

export interface CachedPage extends KeptAnswer {
  status: number;
  /**
   * The page gzipped: a fifth of its size, so five times as many pages fit, and a browser (they all accept gzip)
   * gets the stored bytes without compressing them again.
   */
  gzipped: Uint8Array<ArrayBuffer>;
}

const gzipAsync = promisify(gzip);

/**
 * A rendered page gzipped, as it is kept and sent. On libuv's thread pool: a page's compression then runs beside the
 * next request's rendering instead of holding the one thread that renders (whenever the catalog changes, every page
 * is rendered and compressed afresh). A page kept for many renters is packed smaller (zlib's default level); one
 * rendered for a single request (`once`) at the fastest level, which on a search page costs 40% less CPU for 8% more
 * bytes (9.4 kB instead of 8.7).
 */
export async function compressPage(html: string, options: { once?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const gzipped = await gzipAsync(html, {
    level: options.once ? constants.Z_BEST_SPEED : constants.Z_DEFAULT_COMPRESSION,
  });
  return new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength);
}

/** The page's text, for a client that does not accept gzip. */
export const pageText = (page: CachedPage) => gunzipSync(page.gzipped).toString('utf8');

export interface PageCache {
  /** The page's key: its URL, the day, and `variant`, what else it depends on (the viewport width hint). */
  key(url: URL, day: string, variant: string): string;
  etag(key: string, version: bigint): string;
  /** The page stored under `key` if it is still right at `version`. */
  get(key: string, version: bigint, changesBetween: ChangesBetween): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): void;
  /** kept: pages served at a newer catalog version than they were rendered at. */
  stats(): { hits: number; misses: number; kept: number };
}

export function pageCache(options: { maxEntries?: number; maxBytes?: number } = {}): PageCache {
  const pages = keptAnswers<CachedPage>({
    maxEntries: options.maxEntries ?? 10_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    bytes: (page) => page.gzipped.byteLength,
  });
  const counts = { hits: 0, misses: 0, kept: 0 };
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
    async get(key, version, changesBetween) {
      const page = await pages.get(key, version, changesBetween);
      if (!page) counts.misses += 1;
      else {
        counts.hits += 1;
        if (page.version !== version) counts.kept += 1;
      }
      return page;
    },
    set: (key, page) => pages.set(key, page),
    stats: () => ({ ...counts }),
  };
}
