// docs/contract.md "Spanish pages": every renter page links to its twin in the other language, path and query kept
// (/search/?roomTypes=twoBed <-> /es/search/?roomTypes=twoBed). A plain link: the server renders the other language
// and the browser loads only that language's catalog.
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES, localizedPath, type Locale } from '../lib/domain';
import { useLocale } from '../i18n';

/** The twin of the page the router shows (its pathname is without the /es basename). */
export function useTwinHref(locale: Locale): string {
  const { pathname, search } = useLocation();
  return localizedPath(pathname, locale) + search;
}

export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const locale = useLocale();
  const other = LOCALES.find((each) => each !== locale) ?? locale;
  const href = useTwinHref(other);
  return (
    <a className={className} href={href} hrefLang={other} lang={other}>
      {LOCALE_NAMES[other]}
    </a>
  );
}
