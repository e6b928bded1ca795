import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// `npm test` runs every project once, each by its purpose (README "Testing"):
// - api: the whole API suite, on the PostgreSQL server of TEST_DATABASE_URL when it is set (production's
//   database), else on the embedded PGlite;
// - db-pglite: with a server, the database layer runs on PGlite as well, since `npm start` uses it by default;
// - web: components (jsdom); e2e: Chromium against the real server, one file started first, beside the others.
// `npm run test:smoke` (TEST_SMOKE=1) is the short run for the other supported Node: the server boots on PGlite
// and answers, the web project, and a handful of API files.
const DATABASE_LAYER = [
  'api/test/migrations.test.ts',
  'api/test/statements.test.ts',
  'api/test/catalog-reads.test.ts',
  'api/test/backup.test.ts',
  'api/test/search-parity.test.ts',
  'api/test/outbox.test.ts',
  'api/test/private-files.test.ts',
];
const SMOKE = [
  'api/test/boot.test.ts',
  'api/test/accounts.test.ts',
  'api/test/search.test.ts',
  'api/test/public-rest.test.ts',
  'api/test/graphql-over-http.test.ts',
];

const api = (name: string, database: 'pglite' | 'postgres', include: string[]) => ({
  // graphql ships CommonJS and ESM copies; Node loads the CommonJS one for every importer, Vite would mix them.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name,
    include,
    // Fault tests restart connections of a PostgreSQL server. With a server, the private-files walk runs only in
    // db-pglite: its data folder holds everything the server's does (the JWT secret, uploads) and the embedded
    // database besides, and each run starts the whole app twice from an empty database.
    exclude: database === 'pglite' ? ['api/test/faults/**'] : name === 'api' ? ['api/test/private-files.test.ts'] : [],
    environment: 'node',
    globals: true,
    // API files share a worker's loaded modules (the schema, Prisma's client, the web renderer) instead of importing
    // them again for each file: each file still starts its own app on its own database, and nothing of the app is
    // kept at module level between them.
    isolate: false,
    env: { TEST_DB: database, LOG_LEVEL: 'silent' },
    globalSetup: ['api/test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * The browser suite is the run's longest chain (one file, minutes long): it starts first, in a worker of its own,
 * and the API and component files share the other workers meanwhile, instead of it starting once they are handed out.
 */
class BrowserSuiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = (file: TestSpecification) => file.project.name === 'e2e';
    return [...sorted.filter(browser), ...sorted.filter((file) => !browser(file))];
  }
}

const server = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const webProjects = ['web/vitest.config.ts', 'web/e2e/vitest.config.ts'].filter((file) => existsSync(file));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two-core machine. Two run the API and
    // component files, and a third the browser suite beside them: its server and Chromium mostly wait on each other.
    maxWorkers: 3,
    sequence: { sequencer: BrowserSuiteFirst },
    projects:
      process.env.TEST_SMOKE === '1'
        ? [api('smoke', 'pglite', SMOKE), 'web/vitest.config.ts']
        : [
            api('api', server, ['api/**/*.test.ts']),
            ...(server === 'postgres' ? [api('db-pglite', 'pglite', DATABASE_LAYER)] : []),
            ...webProjects,
          ],
  },
});
