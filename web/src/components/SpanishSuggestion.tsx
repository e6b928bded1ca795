// docs/contract.md "Spanish pages": no redirect on Accept-Language (crawlers do not send it); a first-time visitor
// whose browser prefers Spanish is offered the Spanish page once, and a dismissal is remembered. Decided in the
// browser after hydration, so the server's page and the hydrated one agree.
import { useState } from 'react';
import { useBrowserValue } from '../lib/useBrowserValue';
import { useLocale } from '../i18n';
import { SOURCE_LOCALE } from '../lib/domain';
import { useTwinHref } from './LanguageSwitch';

export const SUGGESTION_DISMISSED_KEY = 'satx.spanishSuggestion';

function prefersSpanish(): boolean {
  try {
    if (localStorage.getItem(SUGGESTION_DISMISSED_KEY)) return false;
  } catch {
    // Storage disabled: the suggestion shows, and its dismissal lasts for the page.
  }
  return /^es\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '');
}

export function SpanishSuggestion() {
  const locale = useLocale();
  const href = useTwinHref('es');
  const suggested = useBrowserValue(prefersSpanish, false);
  const [dismissed, setDismissed] = useState(false);
  // Offered on the pages in the site's own language only: a Spanish page needs no suggestion to read Spanish.
  if (locale !== SOURCE_LOCALE || !suggested || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(SUGGESTION_DISMISSED_KEY, 'dismissed');
    } catch {
      // Storage disabled: dismissed for this page only.
    }
  };
  return (
    <aside className="language-suggestion" lang="es" aria-label="Idioma">
      <p>
        ¿Prefieres español?{' '}
        <a href={href} hrefLang="es" onClick={dismiss}>
          Ver esta página en español
        </a>
      </p>
      <button type="button" className="button button--secondary button--small" onClick={dismiss}>
        No, gracias
      </button>
    </aside>
  );
}
