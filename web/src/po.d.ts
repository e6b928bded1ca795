// Catalogs are imported as modules: Lingui's Vite plugin compiles a PO file into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A part of a language's catalog as the browser loads it (web/pageCatalogs.ts, web/src/pageMessages.ts).
declare module 'virtual:page-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  export const pages: Record<string, () => Promise<{ messages: Messages }>>;
}
