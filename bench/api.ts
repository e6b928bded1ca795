// `npm run bench:api`: the search through /graphql, through /api/apartments/filtered (both answered from the
// catalog in memory), and the same search in hand-written SQL through the same driver, on 5,000 apartments
// and 30,000 floorplans.
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one): the app runs in
// its own process, as in production, and PGlite cannot be shared between processes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { persistedRequest, scratchDatabase, startServer, type RunningServer } from './server.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAGE = 10;

const FILTER = { roomTypes: ['twoBed'], minPrice: 1_200, maxPrice: 2_500 };

/**
 * The search as SQL would do it, by hand through the same driver, without Prisma, GraphQL or HTTP: the count,
 * the aggregates and the page in parallel, then the page's matching floorplans.
 */
const MATCH = `f.type = ANY($1::"FloorplanType"[]) AND f."maxPrice" >= $2 AND f."minPrice" <= $3`;
const RAW = {
  count: `SELECT count(*)::int AS n FROM "Apartment" a WHERE EXISTS (SELECT 1 FROM "Floorplan" f WHERE f."apartmentId" = a.id AND ${MATCH})`,
  aggregate: `SELECT sum(f."totalFloorplans")::int AS total, min(f."minPrice") AS lowest FROM "Floorplan" f WHERE ${MATCH}`,
  page: `SELECT a.* FROM "Apartment" a WHERE EXISTS (SELECT 1 FROM "Floorplan" f WHERE f."apartmentId" = a.id AND ${MATCH})
         ORDER BY a.highlight DESC, a.name ASC, a.id ASC LIMIT $4`,
  floorplans: `SELECT f.* FROM "Floorplan" f WHERE f."apartmentId" = ANY($4::uuid[]) AND ${MATCH} ORDER BY f.type`,
};

/** The part of the search page's answer that the three paths are compared on. */
interface SearchAnswer {
  data?: { apartments: { totalCount: number; totalFloorplans: number; edges: { node: { _id: string } }[] } };
  errors?: unknown;
}

async function rawSearch(pool: pg.Pool) {
  const params = [FILTER.roomTypes, FILTER.minPrice, FILTER.maxPrice];
  const [count, aggregate, page] = await Promise.all([
    pool.query<{ n: number }>(RAW.count, params),
    pool.query<{ total: number; lowest: number | null }>(RAW.aggregate, params),
    pool.query<{ id: string }>(RAW.page, [...params, PAGE]),
  ]);
  const ids = page.rows.map((row) => row.id);
  const floorplans = await pool.query(RAW.floorplans, [...params, ids]);
  return {
    totalCount: count.rows[0].n,
    totalFloorplans: aggregate.rows[0].total,
    apartments: page.rows,
    floorplans: floorplans.rows,
  };
}

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
        await rawSearch(pool);
        latencies.push(performance.now() - start);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 100) / 100;
  return {
    path: 'raw SQL (pg, same 4 statements)',
    requestsPerSecond: Math.round(latencies.length / DURATION_S),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
  };
}

async function main() {
  const database = await scratchDatabase();
  const databaseUrl = database.url;
  let server: RunningServer | undefined;
  try {
    // The cache would answer the repeated query from memory: this compares the search itself.
    server = await startServer(databaseUrl, { READ_CACHE: 'false' });
    const PORT = server.port;
    // The search page's own operation, sent as the browser sends it.
    const graphqlBody = persistedRequest('SearchPageQuery', { filter: FILTER, first: PAGE, after: null, code: null });
    const restPath = `/api/apartments/filtered?roomTypes=twoBed&minPrice=${FILTER.minPrice}&maxPrice=${FILTER.maxPrice}&limit=${PAGE}`;
    // Same rows from all three: checked once before measuring.
    const gql = (await (
      await fetch(`http://127.0.0.1:${PORT}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: graphqlBody,
      })
    ).json()) as SearchAnswer;
    const rest = (await (await fetch(`http://127.0.0.1:${PORT}${restPath}`)).json()) as {
      apartments: { _id: string }[];
    };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    const raw = await rawSearch(pool);
    if (!gql.data) throw new Error(`GraphQL answered ${JSON.stringify(gql.errors)}`);
    const gqlCodes = gql.data.apartments.edges.map((e) => e.node._id);
    const restCodes = rest.apartments.map((a) => a._id);
    const rawCodes = raw.apartments.map((a) => a.id);
    if (
      JSON.stringify(gqlCodes) !== JSON.stringify(restCodes) ||
      JSON.stringify(gqlCodes) !== JSON.stringify(rawCodes)
    ) {
      throw new Error(`the three paths disagree: ${gqlCodes.join()} / ${restCodes.join()} / ${rawCodes.join()}`);
    }
    console.log(
      `each answers ${gqlCodes.length} apartments of ${gql.data.apartments.totalCount} (totalFloorplans ${gql.data.apartments.totalFloorplans}, raw ${raw.totalFloorplans})`,
    );

    // Warm up, then measure one after another with the same concurrency.
    await httpBench('warm-up', {
      url: `http://127.0.0.1:${PORT}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: graphqlBody,
      duration: 2,
    });
    const rows = [
      await httpBench('POST /graphql (SearchPageQuery)', {
        url: `http://127.0.0.1:${PORT}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: graphqlBody,
      }),
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
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: cpus().length, model: cpus()[0]?.model },
          durationS: DURATION_S,
          connections: CONNECTIONS,
          pageSize: PAGE,
          filter: FILTER,
          rows,
          graphqlOverRawP50: ratio,
        },
        null,
        2,
      ),
    );
    console.log(`wrote ${file}`);
  } finally {
    await server?.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
