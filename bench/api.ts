// `npm run bench:api`: the search through /graphql, through /api/apartments/filtered, and the same rows by
// one raw SQL statement through the same driver (the floor), on 5,000 apartments and 30,000 floorplans.
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one): the app runs in
// its own process, as in production, and PGlite cannot be shared between processes.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../api/src/db/client.js';
import { migrate } from '../api/src/db/migrate.js';
import { loadLargeDataset } from './dataset.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = 4600 + Math.floor(Math.random() * 300);
const PAGE = 10;

const GRAPHQL_QUERY = `query($filter: ApartmentFilter, $first: Int) { apartments(filter: $filter, first: $first) {
  totalCount totalFloorplans lowestMinPrice
  edges { node { id _id code name image location freeMove promotion leaseTerm promotionalTerm lowestMinPrice specialStartingPrice
    floorplans { _id type totalFloorplans details { minPrice maxPrice minSqft maxSqft } imageUrls } } } } }`;
const FILTER = { roomTypes: ['twoBed'], minPrice: 1_200, maxPrice: 2_500 };

/** The floor: the page, its matching floorplans and both aggregates in one statement. */
const RAW_SQL = `
WITH fp AS (
  SELECT * FROM "Floorplan" WHERE type = ANY($1::"FloorplanType"[]) AND "maxPrice" >= $2 AND "minPrice" <= $3
), apt AS (
  SELECT a.* FROM "Apartment" a WHERE EXISTS (SELECT 1 FROM fp WHERE fp."apartmentId" = a.id)
), page AS (
  SELECT * FROM apt ORDER BY highlight DESC, name ASC, id ASC LIMIT $4
)
SELECT (SELECT count(*) FROM apt) AS total_count,
       (SELECT sum("totalFloorplans") FROM fp WHERE "apartmentId" IN (SELECT id FROM apt)) AS total_floorplans,
       (SELECT min("minPrice") FROM fp WHERE "apartmentId" IN (SELECT id FROM apt)) AS lowest_min_price,
       (SELECT json_agg(json_build_object('apartment', to_json(p), 'floorplans',
          (SELECT json_agg(fp ORDER BY fp.type) FROM fp WHERE fp."apartmentId" = p.id)) ORDER BY p.highlight DESC, p.name, p.id) FROM page p) AS apartments`;

interface Row {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function httpBench(label: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  return {
    path: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function rawBench(pool: pg.Pool): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        await pool.query(RAW_SQL, [FILTER.roomTypes, FILTER.minPrice, FILTER.maxPrice, PAGE]);
        latencies.push(performance.now() - start);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 100) / 100;
  return { path: 'raw SQL (pg, one statement)', requestsPerSecond: Math.round(latencies.length / DURATION_S), p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

async function main() {
  const name = `apt_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let server: ReturnType<typeof spawn> | undefined;
  try {
    const db = await openDatabase({ databaseUrl });
    await migrate(db);
    const loadStart = performance.now();
    await db.session((session) => loadLargeDataset(session));
    const counts = await db.session((s) => s.query<{ a: string; f: string }>('SELECT (SELECT count(*) FROM "Apartment") a, (SELECT count(*) FROM "Floorplan") f'));
    console.log(`dataset: ${counts[0].a} apartments, ${counts[0].f} floorplans, loaded in ${Math.round(performance.now() - loadStart)} ms`);
    await db.close();

    server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: randomUUID() + randomUUID() },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; i < 100; i += 1) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    const graphqlBody = JSON.stringify({ query: GRAPHQL_QUERY, variables: { filter: FILTER, first: PAGE } });
    const restPath = `/api/apartments/filtered?roomTypes=twoBed&minPrice=${FILTER.minPrice}&maxPrice=${FILTER.maxPrice}&limit=${PAGE}`;
    // Same rows from all three: checked once before measuring.
    const gql = await (await fetch(`http://127.0.0.1:${PORT}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody })).json();
    const rest = await (await fetch(`http://127.0.0.1:${PORT}${restPath}`)).json();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    const raw = (await pool.query(RAW_SQL, [FILTER.roomTypes, FILTER.minPrice, FILTER.maxPrice, PAGE])).rows[0];
    const gqlCodes = gql.data.apartments.edges.map((e: { node: { code: string } }) => e.node.code);
    const restCodes = rest.apartments.map((a: { code: string }) => a.code);
    const rawCodes = raw.apartments.map((a: { apartment: { code: string } }) => a.apartment.code);
    if (JSON.stringify(gqlCodes) !== JSON.stringify(restCodes) || JSON.stringify(gqlCodes) !== JSON.stringify(rawCodes)) {
      throw new Error(`the three paths disagree: ${gqlCodes} / ${restCodes} / ${rawCodes}`);
    }
    console.log(`each answers ${gqlCodes.length} apartments of ${gql.data.apartments.totalCount} (totalFloorplans ${gql.data.apartments.totalFloorplans}, raw ${raw.total_floorplans})`);

    // Warm up, then measure one after another with the same concurrency.
    await httpBench('warm-up', { url: `http://127.0.0.1:${PORT}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody, duration: 2 } as autocannon.Options);
    const rows = [
      await httpBench('POST /graphql (search page)', { url: `http://127.0.0.1:${PORT}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody }),
      await httpBench('GET /api/apartments/filtered', { url: `http://127.0.0.1:${PORT}${restPath}` }),
      await rawBench(pool),
    ];
    await pool.end();

    const ratio = Math.round((rows[0].p50Ms / Math.max(rows[2].p50Ms, 0.01)) * 100) / 100;
    console.table(rows);
    console.log(`GraphQL p50 / raw SQL p50 = ${ratio}x (target: at most 3x)`);
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/api-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
    writeFileSync(
      file,
      JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model }, durationS: DURATION_S, connections: CONNECTIONS, pageSize: PAGE, filter: FILTER, rows, graphqlOverRawP50: ratio }, null, 2),
    );
    console.log(`wrote ${file}`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
