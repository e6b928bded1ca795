// Answers kept in memory across catalog versions, for the public read cache (http/cache.ts) and the page cache
// (http/page-cache.ts). Each answer keeps what it read of the catalog (catalog/catalog.ts: the whole catalog, some
// apartments, or a search); at a newer version it is served only if every change since it was last checked
// leaves those reads alone, and dropped otherwise. An admin editing one apartment every few seconds would
// otherwise empty both caches every few seconds.
import { LRUCache } from 'lru-cache';
import { readAffectedBy, type ApartmentChange, type CatalogRead } from '../catalog/catalog.js';

export interface KeptAnswer {
  /** The catalog version the answer was made at: its ETag names it, so revalidations survive unrelated edits. */
  version: bigint;
  reads: readonly CatalogRead[];
}

/** The apartments changed between two versions, or undefined when that is unknown (catalog/catalog.ts). */
export type ChangesBetween = (from: bigint, to: bigint) => Promise<ApartmentChange[] | undefined>;

export interface KeptAnswers<T extends KeptAnswer> {
  /** The answer under `key` if it is still right at `version`; one that is not is dropped. */
  get(key: string, version: bigint, changesBetween: ChangesBetween): Promise<T | undefined>;
  set(key: string, answer: T): void;
}

export function keptAnswers<T extends KeptAnswer>(options: {
  maxEntries: number;
  maxBytes: number;
  bytes: (answer: T) => number;
}): KeptAnswers<T> {
  // Bounded by count and by size, whichever is reached first.
  const entries = new LRUCache<string, { answer: T; checkedAt: bigint }>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, options.bytes(entry.answer)),
  });
  return {
    async get(key, version, changesBetween) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // A request that read an older version than the answer was checked at gets it: nothing it must see is missing.
      if (version <= entry.checkedAt) return entry.answer;
      const changes = await changesBetween(entry.checkedAt, version).catch(() => undefined);
      const unaffected = changes?.every((change) => entry.answer.reads.every((read) => !readAffectedBy(read, change)));
      if (!unaffected) {
        entries.delete(key);
        return undefined;
      }
      entry.checkedAt = version;
      return entry.answer;
    },
    set(key, answer) {
      entries.set(key, { answer, checkedAt: answer.version });
    },
  };
}
