// Favourites: a renter keeps apartments with the heart on cards and pages, with no account. They live in this
// browser's storage (they survive a reload and a new tab) and every heart on the page follows a change at once.
import { useCallback, useSyncExternalStore } from 'react';

export const FAVOURITES_KEY = 'favourites';
/** As many as the compare view and a lead can take. */
export const FAVOURITES_MAX = 20;
/** The compare view puts two to four side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      ids = parsed.filter((id): id is string => typeof id === 'string' && id.length <= 64).slice(0, FAVOURITES_MAX);
  } catch {
    // A damaged value is as good as none.
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]): void {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids.slice(0, FAVOURITES_MAX)));
  } catch {
    // Storage full or blocked: the heart simply does not stick.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds `id`, or removes it when kept; the newest first, at most FAVOURITES_MAX. */
export function toggledFavourites(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((kept) => kept !== id) : [id, ...ids].slice(0, FAVOURITES_MAX);
}

export function useFavourites() {
  // The server renders no favourites; the browser's show after hydration.
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((id: string) => write(toggledFavourites(read(), id)), []);
  const remove = useCallback((id: string) => write(read().filter((kept) => kept !== id)), []);
  return { ids, toggle, remove };
}
