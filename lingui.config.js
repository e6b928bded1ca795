// Lingui (README, "Languages"): the renter pages' messages are extracted from web/src into one PO catalog per
// language; the Vite plugin compiles a catalog when a page imports it (web/src/i18n.ts).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/__generated__/**', '**/*.test.*', '**/e2e/**'],
    },
  ],
  // Sources move: line numbers in the catalogs would change on every edit.
  format: formatter({ lineNumbers: false }),
});
