import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: the API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), the
// web components (jsdom) and the browser suite (Chromium against the real server).
// Fault tests restart connections of a PostgreSQL server: they run in the PostgreSQL project only.
const api = (name: string, database: 'pglite' | 'postgres') => ({
  // graphql ships CommonJS and ESM copies; Node loads the CommonJS one for every importer, Vite would mix them.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name,
    include: ['api/**/*.test.ts'],
    exclude: database === 'pglite' ? ['api/test/faults/**'] : [],
    environment: 'node',
    globals: true,
    env: { TEST_DB: database, LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
      ...['web/vitest.config.ts', 'web/e2e/vitest.config.ts'].filter((file) => existsSync(file)),
    ],
  },
});
