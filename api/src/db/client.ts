// One code path, two databases (docs/contract.md "Running it"): the embedded PGlite under DATA_DIR by default, a
// PostgreSQL server when DATABASE_URL is set. Both go through a Prisma driver adapter.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { makePrivateDir, tightenTree } from '../storage/private-files.js';

/** Raw SQL on one connection: what the migrator, readiness check and benchmark need beneath Prisma. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  /** Runs `work` on one dedicated connection (session-level locks hold for its whole duration). */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Counts the SQL statements Prisma sends, for the N+1 tests. */
  statementCount(): number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite's directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this copy of a data directory (PGlite's `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  poolMax?: number;
  /** How long a request waits for a pooled connection before failing. */
  acquireTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

function countingClient(adapter: PrismaPg | PrismaPGlite) {
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  let statements = 0;
  client.$on('query', () => {
    statements += 1;
  });
  // The log option only changes $on's typing; everything else uses the plain client type.
  return { prisma: client as unknown as PrismaClient, statementCount: () => statements };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  // PGlite writes files with modes of its own (storage/private-files.ts): tightened once it has opened the
  // database (initdb's files, pg_internal.init) and again when it closes.
  let tighten = () => {};
  if (dataDir.startsWith('memory://')) {
    client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  } else {
    makePrivateDir(dataDir);
    const dir = path.resolve(dataDir, 'pglite');
    makePrivateDir(dir);
    tighten = () => tightenTree(dir);
    client = new PGlite(dir);
  }
  await client.waitReady;
  tighten();
  const { prisma, statementCount } = countingClient(new PrismaPGlite(client));
  // PGlite is one connection in this process: a session is the same connection, serialized by PGlite.
  const session: SqlSession = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
    exec: async (script: string) => {
      await client.exec(script);
    },
  };
  return {
    kind: 'pglite',
    prisma,
    session: (work) => work(session),
    statementCount,
    close: async () => {
      await prisma.$disconnect();
      await client.close();
      tighten();
    },
  };
}

function openPostgres(connectionString: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    idleTimeoutMillis: 10_000,
    // node-postgres waits forever for a free connection by default: fail fast instead.
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 5_000,
  });
  // An idle client's error after a database restart is otherwise an uncaught 'error' event.
  pool.on('error', (error) => options.onPoolError?.(error));
  const { prisma, statementCount } = countingClient(new PrismaPg(pool));
  return {
    kind: 'postgres',
    prisma,
    session: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
          exec: async (script: string) => {
            await client.query(script);
          },
        });
      } finally {
        client.release();
      }
    },
    statementCount,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
