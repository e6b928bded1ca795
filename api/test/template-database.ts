// Migrates one database per test run, which every test file then copies (harness.ts freshDatabase): a copy
// takes a fraction of a migration, and on PGlite it skips initdb as well. PostgreSQL copies with
// `CREATE DATABASE ... TEMPLATE`; PGlite loads a dump of the migrated data directory.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type SqlSession } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

export type DatabaseTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(serverUrl: string): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> {
  const name = `apt_template_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 1 });
  try {
    await migrate(db);
  } finally {
    // A template with an open connection cannot be copied.
    await db.close();
  }
  return {
    template: { kind: 'postgres', name },
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function pgliteTemplate(): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'apt-template-'));
  const file = path.join(dir, 'migrated.tar');
  const client = new PGlite('memory://');
  const session: SqlSession = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
    exec: async (script: string) => {
      await client.exec(script);
    },
  };
  await migrate({ session: (work) => work(session) });
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return { template: { kind: 'pglite', file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const usesPostgres = project.config.env.TEST_DB === 'postgres';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (usesPostgres && !serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { template, drop } = usesPostgres ? await postgresTemplate(serverUrl!) : await pgliteTemplate();
  project.provide('databaseTemplate', template);
  return drop;
}
