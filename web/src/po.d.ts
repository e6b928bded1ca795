// Catalogs are imported as modules: Lingui's Vite plugin compiles a PO file into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
