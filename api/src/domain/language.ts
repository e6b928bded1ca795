// docs/contract.md "Spanish": the languages a renter's e-mails are written in and an agent may speak. The renter's
// pages choose theirs by path (/es/...); everything a renter receives later follows the language stored with them.

export const LANGUAGES = ['EN', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'EN';

/** How staff pages name a language (staff pages stay in English). */
export const LANGUAGE_LABELS: Record<Language, string> = { EN: 'English', ES: 'Spanish' };

/** The BCP 47 tag money and dates are formatted with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { EN: 'en-US', ES: 'es-US' };

/** The form post's spelling (`en`/`es`, as the pages' `lang` attribute) to the stored value. */
export const LANGUAGE_FORM_VALUES: Record<string, Language> = { en: 'EN', es: 'ES' };

export const LANGUAGE_MESSAGE = 'preferredLanguage must be en or es';

/**
 * A renter-facing page path in the given language: the Spanish twin of a page lives under /es/ (`/search/?x=1` ->
 * `/es/search/?x=1`, `/` -> `/es/`). `path` starts with a slash.
 */
export function localizedPath(language: Language, path: string): string {
  if (language === 'EN') return path;
  return `/es${path}`;
}
