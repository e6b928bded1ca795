// The browser's catalog, a part at a time (web/pageCatalogs.ts cuts the build's): the site's frame before the app
// starts, then each page's own messages with its code, in the page's language only.
import type { I18n, Messages } from '@lingui/core';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from './lib/domain';
import type { PageHandle } from './lib/pageHandle';

interface FrameCatalog {
  messages: Messages;
  /** Each page's part, by the page's module as its route's handle names it. */
  pages: Record<string, () => Promise<{ messages: Messages }>>;
}

const FRAMES: Record<Locale, () => Promise<FrameCatalog>> = {
  en: () => import('virtual:page-catalog/en/shell'),
  es: () => import('virtual:page-catalog/es/shell'),
};

/** The frame's messages (header, footer, error pages) in `locale`, with the loaders of each page's. */
export function loadFrameCatalog(locale: Locale): Promise<FrameCatalog> {
  return FRAMES[locale]();
}

/**
 * Makes each lazy page of `routes` fetch its messages beside its code and add them to the page's i18n before it
 * renders: a page hydrates with its words in place.
 */
export function withPageMessages(routes: RouteObject[], frame: Promise<FrameCatalog>, i18n: Promise<I18n>) {
  for (const route of routes) {
    const lazy = route.lazy;
    const module = (route.handle as PageHandle | undefined)?.module;
    if (typeof lazy === 'function' && module) {
      route.lazy = async () => {
        const part = frame.then(({ pages }) => pages[module]?.());
        const [loaded, messages, active] = await Promise.all([lazy(), part, i18n]);
        if (messages) active.load(active.locale, messages.messages);
        return loaded;
      };
    }
    if (route.children) withPageMessages(route.children, frame, i18n);
  }
}
