// The renter pages' languages (docs/contract.md "Spanish pages"): one Lingui instance per server request
// (entry-server.tsx) and one per browser page (boot.tsx), each made for the page's language, never a shared active
// locale. A page's language is its path's (/es/ is Spanish); the catalog is compiled by Lingui's Vite plugin.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { localeOfPath, SPANISH_PREFIX, type Locale } from './lib/domain';

export { localeOfPath };

/** The whole catalog of one language, fetched on its own (the browser loads it in parts: pageMessages.ts). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = locale === 'es' ? await import('./locales/es/messages.po') : await import('./locales/en/messages.po');
  return catalog.messages;
}

export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** React Router's basename for a page of `locale`: the Spanish pages' links stay under /es/. */
export const routerBasename = (locale: Locale) => (locale === 'es' ? SPANISH_PREFIX : undefined);

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale === 'es' ? 'es' : 'en';
}
