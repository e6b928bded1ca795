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
  /** Counts the writing statements (INSERT, UPDATE, DELETE) Prisma sent: a request that made one waits for its change. */
  writeCount(): number;
  /**
   * Hears PostgreSQL notifications on `channel` (NOTIFY, pg_notify) on a connection of its own, which comes back
   * by itself after the server or the network drops it (`connected` again: whatever was said meanwhile was lost).
   * Stopped by the returned function or by close().
   */
  listen(channel: string, handlers: NotificationHandlers): () => Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  notify(payload: string): void;
  /** Listening (again): notifications from here on arrive. */
  connected(): void;
  /** The connection is lost: notifications are missed until `connected` is called again. */
  disconnected(error?: Error): void;
}

/** How long a lost listening connection waits before it tries again: doubling from the first to the last. */
const RELISTEN_DELAY_MS = { first: 100, last: 5_000 };

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
  let writes = 0;
  client.$on('query', (event) => {
    statements += 1;
    if (/^\s*(?:INSERT|UPDATE|DELETE)\b/i.test(event.query)) writes += 1;
  });
  // The log option only changes $on's typing; everything else uses the plain client type.
  return { prisma: client as unknown as PrismaClient, statementCount: () => statements, writeCount: () => writes };
}

/** A channel name as an SQL identifier (LISTEN takes no parameter). */
const channelIdentifier = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** LISTEN on a pg client of its own, connecting again (with a growing delay) whenever it is lost. */
function listenOnPostgres(connectionString: string, channel: string, handlers: NotificationHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = RELISTEN_DELAY_MS.first;
  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => undefined);
    if (stopped) return;
    handlers.disconnected(error);
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, RELISTEN_DELAY_MS.last);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    // Without an error listener a dropped connection is an uncaught 'error' event (brianc/node-postgres#1700).
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channelIdentifier(channel)}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (client !== next) return;
    delay = RELISTEN_DELAY_MS.first;
    handlers.connected();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

/** Stops every listener a database started, when it closes. */
function listeners() {
  const stops = new Set<() => Promise<void>>();
  return {
    add(stop: () => Promise<void>) {
      const once = async () => {
        stops.delete(once);
        await stop();
      };
      stops.add(once);
      return once;
    },
    stopAll: () => Promise.all([...stops].map((stop) => stop())),
  };
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
  const { prisma, statementCount, writeCount } = countingClient(new PrismaPGlite(client));
  const listening = listeners();
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
    writeCount,
    // In process, the connection is never lost: listening starts once and lasts until it is stopped.
    listen: (channel, handlers) => {
      const unlisten = client
        .listen(channel, (payload) => handlers.notify(payload))
        .then(
          (stop) => {
            handlers.connected();
            return stop;
          },
          (error: unknown) => {
            handlers.disconnected(error as Error);
            return undefined;
          },
        );
      return listening.add(async () => {
        const stop = await unlisten;
        if (!client.closed) await stop?.();
      });
    },
    close: async () => {
      await listening.stopAll();
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
  const { prisma, statementCount, writeCount } = countingClient(new PrismaPg(pool));
  const listening = listeners();
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
    writeCount,
    listen: (channel, handlers) => listening.add(listenOnPostgres(connectionString, channel, handlers)),
    close: async () => {
      await listening.stopAll();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
