// An app in process on a fresh database per test file: PGlite in memory, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), so runs never see each other's rows.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import { createApp, type App, type AppDeps } from '../src/server.js';

const usesPostgres = process.env.TEST_DB === 'postgres';

export interface TestDatabase {
  db: Database;
  /** The database's own URL (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
}

export async function freshDatabase(
  pool: { poolMax?: number; acquireTimeoutMs?: number; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = pool.migrated ?? true;
  if (!usesPostgres) {
    const db = await openDatabase({ dataDir: 'memory://' });
    if (migrated) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `apt_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({
    databaseUrl: url.toString(),
    poolMax: pool.poolMax ?? 5,
    acquireTimeoutMs: pool.acquireTimeoutMs,
  });
  if (migrated) await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp extends App {
  db: Database;
  databaseUrl?: string;
  config: Config;
  close(): Promise<void>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResult<T>>;
  rest(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the JSON answer it expects and asserts on it
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

interface GqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}

export async function testApp(
  overrides: Partial<AppDeps> & {
    env?: Record<string, string>;
    pool?: { poolMax?: number; acquireTimeoutMs?: number };
    /** Another instance on an existing database (PostgreSQL): its own connections, the same rows. */
    sharedDatabaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const { db, drop, url } = overrides.sharedDatabaseUrl
    ? await openDatabase({ databaseUrl: overrides.sharedDatabaseUrl, poolMax: 5 }).then((shared) => ({
        db: shared,
        drop: () => shared.close(),
        url: overrides.sharedDatabaseUrl,
      }))
    : await freshDatabase(overrides.pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'apt-test-')),
    // Production requires the site's origin and the e-mails' From (config.ts), as a deployment sets them.
    ...(overrides.env?.NODE_ENV === 'production'
      ? {
          PUBLIC_URL: 'https://satx-locators.example',
          MAIL_FROM: 'SATX Apartment Locators <no-reply@satx-locators.example>',
        }
      : {}),
    ...overrides.env,
  });
  const logger = createLogger('silent');
  const app = createApp({ config, db, logger, ...overrides });
  // GraphQL requests carry the header the web app sends (http/csrf.ts); REST calls send what SPEC.md's clients do.
  const headers = (token?: string, graphql = false): Record<string, string> => ({
    'content-type': 'application/json',
    ...(graphql ? { 'x-graphql-yoga-csrf': '1' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    ...app,
    db,
    databaseUrl: url,
    config,
    close: drop,
    async gql(query, variables, token) {
      const response = await app.fetch(
        new Request('http://app.test/graphql', {
          method: 'POST',
          headers: headers(token, true),
          body: JSON.stringify({ query, variables }),
        }),
      );
      return { status: response.status, ...(await response.json()) };
    },
    async rest(method, urlPath, body, token) {
      const response = await app.fetch(
        new Request(`http://app.test${urlPath}`, {
          method,
          headers: headers(token, urlPath.startsWith('/graphql')),
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
  };
}
