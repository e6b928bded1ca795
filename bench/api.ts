// `npm run bench:api`: the search through /graphql and through /api/apartments/filtered (both answered from the
// catalog in memory), against their floor: the same in-memory search answered as bare JSON by a bench-only
// handler on the same server (bench/floor-server.ts), the least work that gives the same answer. The same search
// in hand-written SQL through the same driver is kept as the cost of a cold catalog. 5,000 apartments and
// 30,000 floorplans by default; `-- --apartments 50000` for 50,000 and 300,000, with the server's start-up time
// and the catalog's share of the heap.
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one): the app runs in
// its own process, as in production, and PGlite cannot be shared between processes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  CATALOG_MEMORY_PATH,
  FLOOR_PATH,
  persistedRequest,
  scratchDatabase,
  startServer,
  type RunningServer,
} from './server.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAGE = 10;
const apartmentsArgument = process.argv.indexOf('--apartments');
const APARTMENTS = apartmentsArgument === -1 ? 5_000 : Number(process.argv[apartmentsArgument + 1]);
if (!Number.isInteger(APARTMENTS) || APARTMENTS < 1) throw new Error('--apartments takes a whole number');

const FILTER = { roomTypes: ['twoBed'], minPrice: 1_200, maxPrice: 2_500 };
/** What it really costs: the same search under a maximum all-in monthly (dollars), cheapest all-in first. */
const ALL_IN_FILTER = { ...FILTER, maxAllInMonthly: 2_200 };
const ALL_IN_SORT = 'ALL_IN_MONTHLY';
/** The search page a renter opens, rendered by the server (the same filter, in the URL's names). */
const SEARCH_PAGE = `/search/?roomTypes=twoBed&minPrice=${FILTER.minPrice}&maxPrice=${FILTER.maxPrice}`;

/**
 * The search as SQL would do it, by hand through the same driver, without Prisma, GraphQL or HTTP: the count,
 * the aggregates and the page in parallel, then the page's matching floorplans.
 */
const MATCH = `f.type = ANY($1::"FloorplanType"[]) AND f."maxRentCents" >= $2 * 100 AND f."minRentCents" <= $3 * 100`;
const RAW = {
  count: `SELECT count(*)::int AS n FROM "Apartment" a WHERE EXISTS (SELECT 1 FROM "Floorplan" f WHERE f."apartmentId" = a.id AND ${MATCH})`,
  aggregate: `SELECT sum(f."totalFloorplans")::int AS total, min(f."minRentCents") AS lowest FROM "Floorplan" f WHERE ${MATCH}`,
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
  const database = await scratchDatabase(APARTMENTS);
  const databaseUrl = database.url;
  let server: RunningServer | undefined;
  try {
    // The cache would answer the repeated query from memory: this compares the search itself.
    server = await startServer(
      databaseUrl,
      { READ_CACHE: 'false' },
      { entry: 'bench/floor-server.ts', nodeArgs: ['--expose-gc'] },
    );
    const PORT = server.port;
    const catalog = (await (await fetch(`http://127.0.0.1:${PORT}${CATALOG_MEMORY_PATH}`)).json()) as {
      loadMs: number;
      heapMb: number;
    };
    const startup = { startupMs: server.startupMs, catalogLoadMs: catalog.loadMs, catalogHeapMb: catalog.heapMb };
    console.log(
      `start-up ${startup.startupMs} ms (target 60,000), of which reading the catalog ${startup.catalogLoadMs} ms; ` +
        `catalog ${startup.catalogHeapMb} MB of live heap (target 1,536)`,
    );
    // The search page's own operation, sent as the browser sends it.
    const graphqlBody = persistedRequest('SearchPageQuery', { filter: FILTER, first: PAGE, after: null, code: null });
    const restPath = `/api/apartments/filtered?roomTypes=twoBed&minPrice=${FILTER.minPrice}&maxPrice=${FILTER.maxPrice}&limit=${PAGE}`;
    const floorPath = `${FLOOR_PATH}?filter=${encodeURIComponent(JSON.stringify(FILTER))}&page=${encodeURIComponent(JSON.stringify({ offset: 0, limit: PAGE }))}`;
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
    const floor = (await (await fetch(`http://127.0.0.1:${PORT}${floorPath}`)).json()) as {
      apartments: { id: string }[];
    };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    // Dropping the database at the end (or after a failure) ends its connections: not an uncaught error.
    pool.on('error', () => undefined);
    const raw = await rawSearch(pool);
    if (!gql.data) throw new Error(`GraphQL answered ${JSON.stringify(gql.errors)}`);
    const gqlCodes = gql.data.apartments.edges.map((e) => e.node._id);
    const restCodes = rest.apartments.map((a) => a._id);
    const rawCodes = raw.apartments.map((a) => a.id);
    const floorCodes = floor.apartments.map((a) => a.id);
    if (
      JSON.stringify(gqlCodes) !== JSON.stringify(restCodes) ||
      JSON.stringify(gqlCodes) !== JSON.stringify(rawCodes) ||
      JSON.stringify(gqlCodes) !== JSON.stringify(floorCodes)
    ) {
      throw new Error(
        `the paths disagree: ${gqlCodes.join()} / ${restCodes.join()} / ${floorCodes.join()} / ${rawCodes.join()}`,
      );
    }
    console.log(
      `each answers ${gqlCodes.length} apartments of ${gql.data.apartments.totalCount} (totalFloorplans ${gql.data.apartments.totalFloorplans}, raw ${raw.totalFloorplans})`,
    );

    // The all-in search: GraphQL and its floor answer the same apartments in the same order.
    const allInBody = persistedRequest('SearchPageQuery', {
      filter: ALL_IN_FILTER,
      first: PAGE,
      after: null,
      code: null,
      sort: ALL_IN_SORT,
    });
    const allInFloorPath = `${FLOOR_PATH}?filter=${encodeURIComponent(JSON.stringify(ALL_IN_FILTER))}&page=${encodeURIComponent(JSON.stringify({ offset: 0, limit: PAGE, sort: 'allInMonthly' }))}`;
    const allInGql = (await (
      await fetch(`http://127.0.0.1:${PORT}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: allInBody,
      })
    ).json()) as SearchAnswer;
    const allInFloor = (await (await fetch(`http://127.0.0.1:${PORT}${allInFloorPath}`)).json()) as {
      apartments: { id: string }[];
    };
    const allInCodes = allInGql.data?.apartments.edges.map((e) => e.node._id) ?? [];
    if (
      allInCodes.length === 0 ||
      JSON.stringify(allInCodes) !== JSON.stringify(allInFloor.apartments.map((a) => a.id))
    )
      throw new Error(`the all-in paths disagree: ${JSON.stringify(allInGql.errors ?? allInCodes)}`);
    const page = await fetch(`http://127.0.0.1:${PORT}${SEARCH_PAGE}`);
    if (page.status !== 200 || !(await page.text()).includes(gqlCodes[0] ?? '-'))
      throw new Error(`the server-rendered search page answered ${page.status} without the first apartment`);

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
      await httpBench('floor: the same search as bare JSON', { url: `http://127.0.0.1:${PORT}${floorPath}` }),
      await rawBench(pool),
      await httpBench('POST /graphql (SearchPageQuery, all-in sort + max all-in)', {
        url: `http://127.0.0.1:${PORT}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: allInBody,
      }),
      await httpBench('floor: the all-in search as bare JSON', { url: `http://127.0.0.1:${PORT}${allInFloorPath}` }),
      await httpBench(`GET ${SEARCH_PAGE} (server-rendered HTML)`, {
        url: `http://127.0.0.1:${PORT}${SEARCH_PAGE}`,
        headers: { accept: 'text/html' },
      }),
    ];
    await pool.end();
    await server.stop();
    server = undefined;

    // The same page and the same API answer with the read cache on: a cached page should cost what a cached
    // API answer costs.
    server = await startServer(databaseUrl, {});
    const CACHED_PORT = server.port;
    await httpBench('warm-up (cache on)', { url: `http://127.0.0.1:${CACHED_PORT}${SEARCH_PAGE}`, duration: 2 });
    const cachedRows = [
      await httpBench('POST /graphql (SearchPageQuery, cached)', {
        url: `http://127.0.0.1:${CACHED_PORT}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: graphqlBody,
      }),
      await httpBench(`GET ${SEARCH_PAGE} (HTML, cached)`, {
        url: `http://127.0.0.1:${CACHED_PORT}${SEARCH_PAGE}`,
        headers: { accept: 'text/html' },
      }),
    ];
    rows.push(...cachedRows);

    const over = (row: Row, floorRow: Row) => Math.round((row.p50Ms / Math.max(floorRow.p50Ms, 0.01)) * 100) / 100;
    const [graphqlRow, restRow, floorRow, rawRow, allInRow, allInFloorRow, htmlRow, cachedGraphqlRow, cachedHtmlRow] =
      rows as [Row, Row, Row, Row, Row, Row, Row, Row, Row];
    const ratios = {
      graphqlOverFloorP50: over(graphqlRow, floorRow),
      restOverFloorP50: over(restRow, floorRow),
      graphqlOverRawSqlP50: over(graphqlRow, rawRow),
      allInGraphqlOverFloorP50: over(allInRow, allInFloorRow),
      allInGraphqlOverPlainGraphqlP50: over(allInRow, graphqlRow),
      htmlOverGraphqlP50: over(htmlRow, graphqlRow),
      cachedHtmlOverCachedGraphqlP50: over(cachedHtmlRow, cachedGraphqlRow),
    };
    console.table(rows);
    console.table([
      { path: 'GraphQL / floor (p50)', ratio: ratios.graphqlOverFloorP50, target: 'at most 2x' },
      { path: 'REST / floor (p50)', ratio: ratios.restOverFloorP50, target: 'at most 1.5x' },
      { path: 'GraphQL / raw SQL, a cold catalog (p50)', ratio: ratios.graphqlOverRawSqlP50, target: '-' },
      { path: 'all-in GraphQL / all-in floor (p50)', ratio: ratios.allInGraphqlOverFloorP50, target: 'at most 3x' },
      {
        path: 'all-in sort GraphQL / plain GraphQL (p50)',
        ratio: ratios.allInGraphqlOverPlainGraphqlP50,
        target: 'at most 1.5x',
      },
      { path: 'HTML page / GraphQL, uncached (p50)', ratio: ratios.htmlOverGraphqlP50, target: 'at most 2x' },
      {
        path: 'HTML page / GraphQL, both cached (p50)',
        ratio: ratios.cachedHtmlOverCachedGraphqlP50,
        target: 'about 1x',
      },
    ]);
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/api-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: cpus().length, model: cpus()[0]?.model },
          apartments: APARTMENTS,
          ...startup,
          durationS: DURATION_S,
          connections: CONNECTIONS,
          pageSize: PAGE,
          filter: FILTER,
          rows,
          ...ratios,
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
