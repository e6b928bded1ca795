import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: the API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the web
// components (jsdom) and the browser suite (Chromium against the real server).
export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts', 'web/vitest.config.ts', 'web/e2e/vitest.config.ts'],
  },
});
