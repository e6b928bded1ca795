// docs/contract.md "Spanish pages": every renter page has a Spanish twin under /es/ (the same path after the prefix,
// the same query). Shared by the server (route rules, heads, sitemap) and the web app (router basename, switch).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Spanish pages' prefix, also the web router's basename on them. */
export const SPANISH_PREFIX = '/es';

/** The language of a page path: Spanish under /es/, English everywhere else. */
/**
 * The language the site is written in: the API's messages, the staff pages, and the listings staff write (fee names,
 * specials, descriptions). A page in it shows their words as typed; a page in another language shows what it can
 * word from the data, and says where the words are the property's.
 */
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

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
