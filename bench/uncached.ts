// `npm run bench:uncached`: what one uncached read costs the server, request by request, with the read cache off
// (whenever the catalog changes the cache empties, so this is the capacity the site falls back to). On 5,000
// apartments, one request at a time (no queueing), each kind of request in bench:load's renter mix: the server-rendered
// search page (a fixed cycle of filters and pages), apartment page and home page, the search page's GraphQL query over
// the same cycle, the apartment and home queries and the REST apartment read, and their average weighted as the mix
// weighs them (what bounds the rate bench:load can reach). For each, the latency p50 and p90 and the server's CPU time per
// request (user + system time over the run divided by the requests, read from /proc: of the main thread, which bounds
// // one process' rate, and of the whole process), which a busy shared machine disturbs much less than latency.
// `--only <kind>` measures one kind (for a CPU profile of one path: BENCH_SERVER_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=DIR"); the kinds are the keys of KINDS below.
// `--against <dir>` compares this checkout with another one (built, with its node_modules): both servers run side by
// side on the same database and take the same requests in turn, so the machine's speed, which varies by a third from
// hour to hour here, weighs on both alike; it prints each one's CPU per request and this checkout's share of the other's.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { AREAS, FLOORPLAN_TYPES } from '../api/src/domain/index.js';
import { percentile, requestOptions, type BenchRequest } from './arrivals.js';
import { persistedRequest, scratchDatabase, startServer } from './server.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 200);
const onlyArgument = process.argv.indexOf('--only');
const ONLY = onlyArgument === -1 ? undefined : process.argv[onlyArgument + 1];
const againstArgument = process.argv.indexOf('--against');
const AGAINST = againstArgument === -1 ? undefined : process.argv[againstArgument + 1];

/** The i-th search of a fixed cycle over room types, areas, maximum prices and pages, as renters vary them. */
function search(i: number) {
  const roomTypes = i % 2 === 0 ? FLOORPLAN_TYPES[(i >> 1) % FLOORPLAN_TYPES.length] : undefined;
  const location = i % 5 < 2 ? AREAS[i % AREAS.length] : undefined;
  const maxPrice = i % 3 === 0 ? 1_500 + 500 * (i % 4) : undefined;
  const page = i % 7 < 5 ? 0 : i % 5;
  return { roomTypes, location, maxPrice, page };
}

function pageRequest(i: number): BenchRequest {
  const { roomTypes, location, maxPrice, page } = search(i);
  const params = new URLSearchParams();
  if (roomTypes) params.set('roomTypes', roomTypes);
  if (location) params.set('locations', location);
  if (maxPrice) params.set('maxPrice', String(maxPrice));
  if (page > 0) params.set('page', String(page + 1));
  const query = params.toString();
  return {
    method: 'GET',
    path: `/search/${query ? `?${query}` : ''}`,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
  };
}

const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const graphql = (body: string): BenchRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
  body,
});

function graphqlRequest(i: number): BenchRequest {
  const { roomTypes, location, maxPrice, page } = search(i);
  const filter = {
    ...(roomTypes ? { roomTypes: [roomTypes] } : {}),
    ...(location ? { locations: [location] } : {}),
    ...(maxPrice ? { maxPrice } : {}),
  };
  const after = page > 0 ? Buffer.from(`OffsetConnection:${page * 10 - 1}`).toString('base64') : null;
  return graphql(persistedRequest('SearchPageQuery', { filter, first: 10, after, code: null }));
}

/**
 * Each kind of request of bench:load's mix, its share of the mix (bench/load.ts: a third pages, of which 60% search,
 * 25% apartment, 15% home; the rest 60% search query, 15% apartment query, 15% REST apartment, 10% home query), and
 * the i-th request of its cycle over the first 300 apartments (`ids`).
 */
const KINDS: Record<string, { label: string; share: number; make: (i: number, ids: string[]) => BenchRequest }> = {
  page: { label: 'GET /search/?... (server-rendered)', share: (1 / 3) * 0.6, make: pageRequest },
  'apartment-page': {
    label: 'GET /apartment/:id/filteredFloorplans/',
    share: (1 / 3) * 0.25,
    make: (i, ids) => ({ method: 'GET', path: `/apartment/${ids[i % ids.length]}/filteredFloorplans/`, headers: html }),
  },
  'home-page': {
    label: 'GET / (server-rendered)',
    share: (1 / 3) * 0.15,
    make: () => ({ method: 'GET', path: '/', headers: html }),
  },
  graphql: { label: 'POST /graphql SearchPageQuery', share: (2 / 3) * 0.6, make: graphqlRequest },
  'apartment-query': {
    label: 'POST /graphql ApartmentPageQuery',
    share: (2 / 3) * 0.15,
    make: (i, ids) => graphql(persistedRequest('ApartmentPageQuery', { id: ids[i % ids.length] })),
  },
  rest: {
    label: 'GET /api/apartments/:id',
    share: (2 / 3) * 0.15,
    make: (i, ids) => ({ method: 'GET', path: `/api/apartments/${ids[i % ids.length]}` }),
  },
  'home-query': {
    label: 'POST /graphql HomePageQuery',
    share: (2 / 3) * 0.1,
    make: () => graphql(persistedRequest('HomePageQuery', {})),
  },
};
if (ONLY !== undefined && !(ONLY in KINDS)) throw new Error(`--only takes one of ${Object.keys(KINDS).join(', ')}`);

/**
 * CPU time so far (user + system, ms; clock ticks of 10 ms, from /proc): of the server's whole process, and of its
 * main thread alone (its thread id is the process id), the one thread that renders and answers: what bounds the
 * rate one process can serve. The rest is the collector's and the thread pool's (compression), which run beside it.
 */
function cpuMs(pid: number): { process: number; mainThread: number } {
  const ticks = (file: string) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { process: ticks(`/proc/${pid}/stat`), mainThread: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

function send(agent: http.Agent, port: number, request: BenchRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(requestOptions(agent, '127.0.0.1', port, request), (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

interface Target {
  port: number;
  pid: number;
}

/** Each request of the kind goes to every target in turn (the order alternating), one at a time. */
async function measure(targets: Target[], label: string, make: (i: number) => BenchRequest) {
  // Each kind is measured after the one before has finished: the collector's work left over is not counted twice.
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
    for (const [at, target] of targets.entries()) {
      const { status, body } = await send(agents[at], target.port, make(i));
      if (status !== 200 || body.includes('"errors":[')) throw new Error(`${label} answered ${status}: ${body}`);
    }
  }
  const latencies = targets.map((): number[] => []);
  const cpuBefore = targets.map((target) => cpuMs(target.pid));
  for (let i = 0; i < REQUESTS; i += 1) {
    const order = [...targets.keys()];
    if (i % 2 === 1) order.reverse();
    for (const at of order) {
      const started = performance.now();
      const { status } = await send(agents[at], targets[at].port, make(i));
      latencies[at].push(performance.now() - started);
      if (status !== 200) throw new Error(`${label} answered ${status}`);
    }
  }
  const perRequest = (ms: number) => Math.round((ms / REQUESTS) * 10) / 10;
  for (const agent of agents) agent.destroy();
  return targets.map((target, at) => {
    const cpuAfter = cpuMs(target.pid);
    const sorted = latencies[at].sort((a, b) => a - b);
    return {
      path: label,
      p50Ms: tenths(percentile(sorted, 0.5)),
      p90Ms: tenths(percentile(sorted, 0.9)),
      mainThreadCpuMs: perRequest(cpuAfter.mainThread - cpuBefore[at].mainThread),
      processCpuMs: perRequest(cpuAfter.process - cpuBefore[at].process),
    };
  });
}

async function main() {
  const database = await scratchDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows: idRows } = await client.query<{ id: string }>(
    'SELECT id FROM "Apartment" ORDER BY highlight DESC, name LIMIT 300',
  );
  await client.end();
  const ids = idRows.map((row) => row.id);
  const servers = [await startServer(database.url, { READ_CACHE: 'false' })];
  if (AGAINST) servers.push(await startServer(database.url, { READ_CACHE: 'false' }, { cwd: AGAINST }));
  try {
    const targets = servers.map(({ port, process: child }) => {
      if (child.pid === undefined) throw new Error('a server has no process id');
      return { port, pid: child.pid };
    });
    const rows: (Awaited<ReturnType<typeof measure>>[number] & { share: number })[][] = targets.map(() => []);
    for (const [kind, { label, share, make }] of Object.entries(KINDS)) {
      if (ONLY !== undefined && kind !== ONLY) continue;
      const measured = await measure(targets, label, (i) => make(i, ids));
      measured.forEach((row, at) => rows[at].push({ ...row, share }));
    }
    const weighted = (of: (typeof rows)[number], field: 'mainThreadCpuMs' | 'processCpuMs') =>
      tenths(of.reduce((sum, row) => sum + row[field] * row.share, 0));
    for (const [at, measured] of rows.entries()) {
      const which = at === 0 ? (AGAINST ? 'this checkout: ' : '') : `${AGAINST}: `;
      console.log(
        `${which}${REQUESTS} requests each, one at a time, after ${WARMUP_REQUESTS} unmeasured, read cache off`,
      );
      console.table(measured.map(({ share, ...row }) => ({ ...row, shareOfMix: `${Math.round(share * 1000) / 10}%` })));
      if (ONLY === undefined)
        console.log(
          `${which}bench:load's mix, weighted: ${weighted(measured, 'mainThreadCpuMs')} ms of main thread and ${weighted(measured, 'processCpuMs')} ms of process CPU per request`,
        );
    }
    if (AGAINST) {
      const [mine, theirs] = rows;
      const share = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;
      console.log(`this checkout's main-thread CPU per request as a share of ${AGAINST}'s:`);
      console.table(
        mine.map((row, at) => ({ path: row.path, share: share(row.mainThreadCpuMs, theirs[at].mainThreadCpuMs) })),
      );
      if (ONLY === undefined)
        console.log(
          `the mix, weighted: ${share(weighted(mine, 'mainThreadCpuMs'), weighted(theirs, 'mainThreadCpuMs'))} of main thread, ${share(weighted(mine, 'processCpuMs'), weighted(theirs, 'processCpuMs'))} of process CPU`,
        );
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
