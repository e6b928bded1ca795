// Local storage with an expiry (docs/product.md section 4: saved filters for 2 hours, the detail cache, the
// appointment modal timestamp). Storage can be unavailable (private mode, quota): every call tolerates it.
interface Stamped<T> {
  savedAt: number;
  value: T;
}

export function saveStamped<T>(key: string, value: T, now: number = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, value } satisfies Stamped<T>));
  } catch {
    // Storage full or disabled: the page works without it.
  }
}

/** The stored value when it was saved less than `maxAgeMs` ago; an expired or broken entry is removed. */
export function loadFresh<T>(key: string, maxAgeMs: number, now: number = Date.now()): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Stamped<T>>;
    if (typeof parsed.savedAt === 'number' && now - parsed.savedAt < maxAgeMs && parsed.value !== undefined)
      return parsed.value;
  } catch {
    // Not ours or corrupted: fall through and drop it.
  }
  try {
    localStorage.removeItem(key);
  } catch {
    // Ignore: nothing else to do.
  }
  return null;
}

export function loadStampedAt(key: string): number | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stamped<unknown>>;
    return typeof parsed.savedAt === 'number' ? parsed.savedAt : null;
  } catch {
    return null;
  }
}
