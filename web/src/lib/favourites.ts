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

/** The favourites a change added and took away: each is a like given or taken back (docs/contract.md). */
export function favouritesChange(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((id) => !before.includes(id)),
    removed: before.filter((id) => !after.includes(id)),
  };
}

export const BROWSER_ID_KEY = 'favourites-browser';

/**
 * docs/contract.md "Beyond docs/product.md" (likes, shares and clicks): one like per browser and apartment. The browser is a random id kept
 * beside its favourites, made on the first heart; null where storage is blocked (then the heart counts nothing).
 */
export function favouritesBrowserId(): string | null {
  try {
    const kept = localStorage.getItem(BROWSER_ID_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(BROWSER_ID_KEY, made);
    return made;
  } catch {
    return null;
  }
}

/**
 * Changes the favourites to `next(current)` and tells `onChange` what was added and taken away (a toggle past the
 * limit drops the oldest, which is taken away too).
 */
function change(next: (ids: readonly string[]) => string[], onChange?: OnFavouritesChange) {
  const before = read();
  write(next(before));
  onChange?.(favouritesChange(before, read()));
}

export type OnFavouritesChange = (change: { added: string[]; removed: string[] }) => void;

export function useFavourites(onChange?: OnFavouritesChange) {
  // The server renders no favourites; the browser's show after hydration.
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((id: string) => change((kept) => toggledFavourites(kept, id), onChange), [onChange]);
  const remove = useCallback(
    (id: string) => change((kept) => kept.filter((other) => other !== id), onChange),
    [onChange],
  );
  return { ids, toggle, remove };
}
