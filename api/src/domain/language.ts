// docs/contract.md "Spanish": the languages a renter's e-mails are written in and an agent may speak. The renter's
// pages choose theirs by path (/es/...); everything a renter receives later follows the language stored with them.
import { localizedPath, type Locale } from './locales.js';

export const LANGUAGES = ['EN', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'EN';

/** How staff pages name a language (staff pages stay in English). */
export const LANGUAGE_LABELS: Record<Language, string> = { EN: 'English', ES: 'Spanish' };

/** The BCP 47 tag money and dates are formatted with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { EN: 'en-US', ES: 'es-US' };

/** The language stored with a renter (their e-mails follow it) for the page they used, and back. */
export const LANGUAGE_OF_LOCALE: Record<Locale, Language> = { en: 'EN', es: 'ES' };
export const LOCALE_OF_LANGUAGE: Record<Language, Locale> = { EN: 'en', ES: 'es' };

/** The form post's spelling (`en`/`es`, as the pages' `lang` attribute) to the stored value. */
export const LANGUAGE_FORM_VALUES: Record<string, Language> = { en: 'EN', es: 'ES' };

export const LANGUAGE_MESSAGE = 'preferredLanguage must be en or es';

/** A renter-facing page path in the renter's language (its Spanish twin lives under /es/, domain/locales.ts). */
export function pathInLanguage(language: Language, path: string): string {
  return localizedPath(path, LOCALE_OF_LANGUAGE[language]);
}
