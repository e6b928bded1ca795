// The renter pages' languages (docs/contract.md "Spanish pages"): one Lingui instance per server request
// (entry-server.tsx) and one per browser page (boot.tsx), each made for the page's language, never a shared active
// locale. A page's language is its path's (/es/ is Spanish); the catalog is compiled by Lingui's Vite plugin.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isLocale, localeOfPath, SOURCE_LOCALE, SPANISH_PREFIX, type Locale } from './lib/domain';

export { localeOfPath };

/** The whole catalog of one language, fetched on its own (the browser loads it in parts: pageMessages.ts). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** React Router's basename for a page of `locale`: the Spanish pages' links stay under /es/. */
export const routerBasename = (locale: Locale) => (locale === SOURCE_LOCALE ? undefined : SPANISH_PREFIX);

/** The page's language. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}
