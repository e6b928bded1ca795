// Which stored object an image URL points at, resolved the way a reader's request would be: percent-decoded,
// backslashes as separators, dot segments and doubled slashes removed. Comparing these keys rather than the URL
// strings is what keeps the cleanup of unused images from deleting a picture another listing spells differently.
import path from 'node:path';
import { STORED_IMAGE_KEY_PATTERN, STORED_IMAGE_PATH } from '../domain/index.js';

/** A base no real URL has, so that a relative URL (a path on this origin) is recognisable after parsing. */
const THIS_ORIGIN = 'http://this-origin.invalid';

/** The stored key under `base` (a path ending in '/') that `pathname` resolves to; undefined when it is none. */
function keyUnder(pathname: string, base: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const resolved = path.posix.normalize(decoded.replaceAll('\\', '/'));
  if (!resolved.startsWith(base)) return undefined;
  const key = resolved.slice(base.length);
  return STORED_IMAGE_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * The key behind an image URL: a path under /uploads/ on this origin, or under one of `bases`, the absolute
 * addresses the same objects are served at (the site's own PUBLIC_URL + /uploads/, a bucket's public URL).
 * Undefined for any other URL, and for paths that resolve to no key this site makes.
 */
export function storedKeyOf(url: string, bases: readonly string[] = []): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, THIS_ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin === THIS_ORIGIN) return keyUnder(parsed.pathname, STORED_IMAGE_PATH);
  for (const base of bases) {
    const at = new URL(base);
    if (parsed.origin !== at.origin) continue;
    const key = keyUnder(parsed.pathname, path.posix.normalize(`${at.pathname}/`));
    if (key !== undefined) return key;
  }
  return undefined;
}
