// Shared by the benchmarks: a scratch PostgreSQL database with the large dataset, and the app in its own
// process (as in production) with its memory sampled from /proc.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../api/src/db/client.js';
import { migrate } from '../api/src/db/migrate.js';
import { loadLargeDataset } from './dataset.js';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);

/** The bench-only floor path of bench/floor-server.ts. */
export const FLOOR_PATH = '/bench/floor';
/** bench/floor-server.ts: how long the catalog took to read and what it holds on the heap. */
export const CATALOG_MEMORY_PATH = '/bench/catalog';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(apartments?: number): Promise<ScratchDatabase> {
  const name = `apt_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  const started = performance.now();
  await db.session((session) => loadLargeDataset(session, apartments));
  const counts = await db.session((s) =>
    s.query<{ a: string; f: string }>(
      'SELECT (SELECT count(*) FROM "Apartment") a, (SELECT count(*) FROM "Floorplan") f',
    ),
  );
  console.log(
    `dataset: ${counts[0].a} apartments, ${counts[0].f} floorplans, loaded in ${Math.round(performance.now() - started)} ms`,
  );
  await db.close();
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface RunningServer {
  port: number;
  /** From the process' spawn to its first ready /readyz: the catalog is read before the server listens. */
  startupMs: number;
  process: ChildProcess;
  rssMb(): number;
  /** The live heap after each full garbage collection so far (MB), with `traceGc`: what the process keeps. */
  liveHeapMb(): number[];
  stop(): Promise<void>;
}

const PRINT_GC_MIN_MS = Number(process.env.BENCH_PRINT_GC_MS ?? 20);
const GC_LINE = /^\[(\d+:0x[\da-f]+)\]/;
const FULL_GC = /Mark-Compact (?:\(reduce\) )?[\d.]+ \([\d.]+\) -> ([\d.]+) \(/;

/**
 * The app as `npm start` runs it. BENCH_SERVER_NODE_ARGS adds Node options (`--cpu-prof` for a profile);
 * `traceGc` has V8 report every collection, from which the live heap is read; `entry` runs another start-up
 * file (bench/floor-server.ts: the same app plus the benchmark's floor).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { traceGc?: boolean; entry?: string; nodeArgs?: string[]; cwd?: string } = {},
): Promise<RunningServer> {
  const port = 4600 + Math.floor(Math.random() * 300);
  const nodeArgs = [
    // As the image runs it (Dockerfile's CMD).
    '--max-semi-space-size=32',
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...(options.traceGc ? ['--trace-gc'] : []),
    ...(options.nodeArgs ?? []),
  ];
  // BENCH_SERVER=dist runs what the image runs: the API compiled by `npm run build:api`, without tsx.
  const compiled = process.env.BENCH_SERVER === 'dist' && !options.entry;
  const start = compiled ? ['api/dist/main.js'] : ['--import', 'tsx', options.entry ?? 'api/src/main.ts'];
  // `cwd`: another checkout's server (bench/uncached.ts --against), built and installed there.
  const child = spawn(process.execPath, [...nodeArgs, ...start], {
    cwd: options.cwd,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      MAIL_FROM: 'SATX Apartment Locators <no-reply@satx-locators.example>',
      JWT_SECRET: randomUUID() + randomUUID(),
      // BENCH_PROCESSES=2: the instance as WEB_CONCURRENCY=2 runs it, its processes sharing Redis (docs/operations.md).
      ...(PROCESSES > 1
        ? { WEB_CONCURRENCY: String(PROCESSES), REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' }
        : {}),
      ...env,
    },
    stdio: ['ignore', options.traceGc ? 'pipe' : 'inherit', 'inherit'],
  });
  // Per V8 isolate: worker threads (tsx's loader) report their own collections; the app's is the busiest.
  const collections = new Map<string, { count: number; liveHeap: number[] }>();
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const isolate = GC_LINE.exec(line)?.[1];
      if (!isolate) return console.log(line);
      const entry = collections.get(isolate) ?? { count: 0, liveHeap: [] };
      collections.set(isolate, entry);
      entry.count += 1;
      const fullGc = FULL_GC.exec(line);
      const pause = /, ([\d.]+) \/ [\d.]+ ms/.exec(line);
      // BENCH_PRINT_GC=1 prints the collections that paused 20 ms or more; BENCH_PRINT_GC_MS=0, every one.
      if (process.env.BENCH_PRINT_GC && pause && Number(pause[1]) >= PRINT_GC_MIN_MS) console.log(line.slice(0, 220));
      if (fullGc) entry.liveHeap.push(Math.round(Number(fullGc[1])));
    });
  }
  const spawned = performance.now();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`))),
  );
  exited.catch(() => undefined);
  // A large inventory takes tens of seconds to read (BENCH_START_TIMEOUT_S, 180 by default).
  const deadline = spawned + Number(process.env.BENCH_START_TIMEOUT_S ?? 180) * 1000;
  while (
    !(await Promise.race([
      fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false),
      exited,
    ]))
  ) {
    if (performance.now() > deadline) throw new Error('the server was not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const startupMs = Math.round(performance.now() - spawned);
  return {
    port,
    startupMs,
    process: child,
    // Resident memory of the server process (and any children it starts).
    rssMb: () => {
      const kilobytes = execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid), '--ppid', String(child.pid)], {
        encoding: 'utf8',
      })
        .split('\n')
        .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
      return Math.round(kilobytes / 1024);
    },
    liveHeapMb: () => [...([...collections.values()].sort((a, b) => b.count - a.count)[0]?.liveHeap ?? [])],
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let persistedDocuments: [string, string][] | undefined;

/**
 * A request body for one of the web app's own operations, by name, as the browser sends it: the persisted
 * hash relay-compiler wrote (in production anonymous callers may run nothing else).
 */
export function persistedRequest(operationName: string, variables: Record<string, unknown>): string {
  persistedDocuments ??= Object.entries(
    JSON.parse(readFileSync('web/persisted-queries.json', 'utf8')) as Record<string, string>,
  );
  const entry = persistedDocuments.find(([, text]) => new RegExp(`^(query|mutation) ${operationName}\\b`).test(text));
  if (!entry) throw new Error(`${operationName} is not among the persisted operations: run npm run generate`);
  return JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: entry[0] } } });
}
