// docs/contract.md "Spanish pages": every renter page has a Spanish twin under /es/ (the same path after the prefix,
// the same query). Shared by the server (route rules, heads, sitemap) and the web app (router basename, switch).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Spanish pages' prefix, also the web router's basename on them. */
export const SPANISH_PREFIX = '/es';

/** The language of a page path: Spanish under /es/, English everywhere else. */
/**
 * The language staff write listings in (fee names, specials, descriptions): a page in it shows their words as typed;
 * a page in another shows what it can word from the listing's data, and says where the words are the property's.
 */
export const LISTING_LOCALE: Locale = 'en';

export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path without its language prefix ('/es/search/' -> '/search/'); English paths are returned as they are. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(SPANISH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** An English page path (with its query) in `locale`: '/search/?a=b' -> '/es/search/?a=b' for Spanish. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'es' ? `${SPANISH_PREFIX}${path}` : path;
}

/** The same page in the other language, path and query kept (the language switch, hreflang links). */
export function twinPath(pathname: string, search: string, locale: Locale): string {
  return localizedPath(pathWithoutLocale(pathname), locale) + search;
}
