// An app in process on a fresh database per test file: PGlite in memory, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), so runs never see each other's rows. Both start
// as copies of the run's migrated template (template-database.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { createApp, type App, type AppDeps } from '../src/app.js';
import { storeDemoImages } from '../src/demo/seed.js';
import { localStorage } from '../src/storage/local.js';
import type { Storage } from '../src/storage/storage.js';
import { databaseUrl } from './template-database.js';

const usesPostgres = process.env.TEST_DB === 'postgres';

export interface TestDatabase {
  db: Database;
  /** The database's own URL (PostgreSQL only). */
  url?: string;
  drop: () => Promise<void>;
}

let templateDump: Promise<Blob> | undefined;

/** The run's migrated template (template-database.ts), as a blob PGlite loads; read once per worker. */
function pgliteTemplate(file: string): Promise<Blob> {
  templateDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return templateDump;
}

/**
 * A database of this test file's own: a copy of the run's migrated template, or an empty one with
 * `migrated: false` (for tests of the migrator and the restore path).
 */
export async function freshDatabase(
  pool: { poolMax?: number; acquireTimeoutMs?: number; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = pool.migrated ?? true;
  const template = migrated ? inject('databaseTemplate') : undefined;
  if (!usesPostgres) {
    if (template && template.kind !== 'pglite') throw new Error('The template database is not a PGlite dump');
    const db = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: template ? await pgliteTemplate(template.file) : undefined,
    });
    return { db, drop: () => db.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  if (template && template.kind !== 'postgres') throw new Error('The template database is not on PostgreSQL');
  const name = `apt_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const db = await openDatabase({
    databaseUrl: url,
    poolMax: pool.poolMax ?? 5,
    acquireTimeoutMs: pool.acquireTimeoutMs,
  });
  return {
    db,
    url,
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
  // GraphQL requests carry the header the web app sends (http/csrf.ts); REST calls send what docs/product.md's clients do.
  const headers = (token?: string, graphql = false): Record<string, string> => ({
    'content-type': 'application/json',
    ...(graphql ? { 'x-graphql-yoga-csrf': '1' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  // A test writes rows behind the app's back, as another instance or a script would. The app hears of such a change
  // by notification (docs/contract.md "The catalog in memory"); the test's next request waits until it has.
  let writesSeen = db.writeCount();
  const fetch: App['fetch'] = async (...args) => {
    if (db.writeCount() !== writesSeen) await app.catalog.settle();
    try {
      return await app.fetch(...args);
    } finally {
      writesSeen = db.writeCount();
    }
  };
  return {
    ...app,
    fetch,
    db,
    databaseUrl: url,
    config,
    close: drop,
    async gql(query, variables, token) {
      const response = await fetch(
        new Request('http://app.test/graphql', {
          method: 'POST',
          headers: headers(token, true),
          body: JSON.stringify({ query, variables }),
        }),
      );
      return { status: response.status, ...(await response.json()) };
    },
    async rest(method, urlPath, body, token) {
      const response = await fetch(
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

/** A logger at `level` whose every line the test can read: what the app would have written to its log. */
export function capturedLog(level: string) {
  const lines: string[] = [];
  const logger = createLogger(
    level,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { logger, lines };
}

/**
 * The demo's pictures in the app's storage, as a seeded site holds them: a test that names one as an Image URL
 * through the admin doors needs its file to exist (docs/contract.md "Where an apartment is").
 */
export async function storeDemoPictures(app: TestApp, storage: Storage = localStorage(app.config.dataDir)) {
  await storeDemoImages(storage);
}
