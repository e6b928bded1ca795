// `npm run bench:manager`: the Apartment Manager on 5,000 apartments and 30,000 floorplans. Through GraphQL, the
// table's own persisted operation as the page sends it (the first page, a sort change, a header filter, a name
// search), beside the whole list the page loaded before it paged on the server; then, in Chromium, the time
// from navigation to the first table row, and from a click or a keystroke to the new rows, logged in as an admin.
// Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one) and Chromium
// (CHROMIUM_PATH, else /usr/bin/chromium; without it the browser part is skipped). `--no-build` reuses web/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { DEFAULT_VIEW, listVariables, withChange, type TableView } from '../web/src/routes/admins/manager/tableRows.js';
import apartmentListQuery from '../web/src/__generated__/ApartmentListQuery.graphql.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';
import { scratchDatabase, startServer, type RunningServer } from './server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const root = resolve(import.meta.dirname, '..');

/** The views measured: what an admin does first (sort by Clicks, tick Highlight, type a name). */
const VIEWS: { label: string; view: TableView }[] = [
  { label: 'first page (name ascending)', view: DEFAULT_VIEW },
  { label: 'sort change (Clicks)', view: withChange(DEFAULT_VIEW, { sort: { key: 'clicks', direction: 'asc' } }) },
  { label: 'filter change (Highlight)', view: withChange(DEFAULT_VIEW, { highlightOnly: true }) },
  { label: 'name search ("residences 42")', view: withChange(DEFAULT_VIEW, { search: 'residences 42' }) },
];

/** The fields the table asked for when it loaded every apartment at once (before server paging). */
const WHOLE_LIST = `{ adminApartments { id _id name code image location promotion leaseTerm promotionalTerm freeMove
  highlight clicks likes shares version floorplans { _id type } } }`;

interface Timing {
  label: string;
  p50Ms: number;
  p95Ms: number;
  rows: number;
  kilobytes: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summarize(label: string, samples: number[], rows: number, bytes: number): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { label, p50Ms: at(0.5), p95Ms: at(0.95), rows, kilobytes: Math.round(bytes / 102.4) / 10 };
}

async function timeGraphql(port: number, token: string, label: string, body: string, runs: number) {
  const samples: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < runs + 2; i += 1) {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    const elapsed = performance.now() - start;
    const json = JSON.parse(text) as {
      data?: { adminApartmentConnection?: { edges: unknown[] }; adminApartments?: unknown[] };
      errors?: unknown;
    };
    if (!json.data) throw new Error(`${label}: ${JSON.stringify(json.errors)}`);
    rows = json.data.adminApartmentConnection?.edges.length ?? json.data.adminApartments?.length ?? 0;
    bytes = text.length;
    // The first two warm the server's code paths.
    if (i >= 2) samples.push(elapsed);
  }
  return summarize(label, samples, rows, bytes);
}

/** Waits, frame by frame, until the table is not loading and its first row reads other than `before`. */
async function firstRowChange(page: Page, before: string | null): Promise<string> {
  const handle = await page.waitForFunction(
    (previous) => {
      const region = document.querySelector('.manager-table__scroll');
      const first = document.querySelector('tbody tr th')?.textContent ?? null;
      return region?.getAttribute('aria-busy') !== 'true' && first !== null && first !== previous ? first : false;
    },
    before,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as string;
}

async function browserTimings(port: number, session: { token: string; adminId: string }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const samples = {
    answer: [] as number[],
    firstRow: [] as number[],
    sort: [] as number[],
    filter: [] as number[],
    search: [] as number[],
  };
  try {
    for (let run = 0; run < BROWSER_RUNS + 1; run += 1) {
      // A fresh context each run: nothing cached, as an admin's first visit of the day.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const stored = JSON.stringify({
        token: session.token,
        id: session.adminId,
        expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
      });
      // The admin session as the login page stores it (web/src/lib/session/sessionStore.ts, key 'adminSession').
      await context.addInitScript((value) => localStorage.setItem('adminSession', value), stored);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/admins/${session.adminId}/apartment-manager/`, { waitUntil: 'commit' });
      // performance.now() counts from the start of the navigation.
      // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
      const firstRowMs = await page.evaluate<number>(`new Promise((done) => {
        const check = () => (document.querySelector('tbody tr th') ? done(performance.now()) : requestAnimationFrame(check));
        check();
      })`);
      // When the table's query answer had arrived, on the same clock.
      const answerMs = await page.evaluate<number>(
        `Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/graphql')).map((e) => e.responseEnd))`,
      );
      let first = await page.locator('tbody tr th').first().textContent();

      let start = performance.now();
      await page.getByRole('button', { name: /^Clicks/ }).click();
      first = await firstRowChange(page, first);
      const sortMs = performance.now() - start;

      start = performance.now();
      await page.getByRole('checkbox', { name: 'Highlight' }).check();
      first = await firstRowChange(page, first);
      const filterMs = performance.now() - start;

      await page.getByRole('checkbox', { name: 'Highlight' }).uncheck();
      first = await firstRowChange(page, first);
      start = performance.now();
      await page.getByPlaceholder('Search by name').fill('residences 4242');
      await firstRowChange(page, first);
      const searchMs = performance.now() - start;

      // The first run warms the server and the browser's compiled code.
      if (run > 0) {
        samples.answer.push(answerMs);
        samples.firstRow.push(firstRowMs);
        samples.sort.push(sortMs);
        samples.filter.push(filterMs);
        samples.search.push(searchMs);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return [
    summarize("Chromium: navigation to the table query's answer", samples.answer, 50, 0),
    summarize('Chromium: navigation to the first table row', samples.firstRow, 50, 0),
    summarize('Chromium: Clicks header click to the new rows', samples.sort, 50, 0),
    summarize('Chromium: Highlight checkbox to the new rows', samples.filter, 50, 0),
    summarize('Chromium: typing a name search to the new rows', samples.search, 1, 0),
  ];
}

async function main() {
  const withBrowser = existsSync(CHROMIUM_PATH);
  if (withBrowser && !process.argv.includes('--no-build')) {
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const database = await scratchDatabase();
  let server: RunningServer | undefined;
  try {
    // The generated inventory has no counters: give them a spread, so that sorting by Clicks means something.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`UPDATE "Apartment" SET clicks = abs(hashtext(code)) % 1000, likes = abs(hashtext(name)) % 300,
      shares = abs(hashtext(code || name)) % 100`);
    await client.end();

    server = await startServer(database.url, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const { port } = server;
    const login = await fetch(`http://127.0.0.1:${port}/api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const session = (await login.json()) as { token: string; adminId: string };
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);

    const loadBefore = loadavg()[0];
    const rows: Timing[] = [];
    for (const { label, view } of VIEWS) {
      rows.push(
        await timeGraphql(
          port,
          session.token,
          `GraphQL ApartmentListQuery: ${label}`,
          JSON.stringify({
            variables: listVariables(view),
            // The hash relay-compiler gave the page's current operation (web/src/relay/environment.ts sends it).
            extensions: { persistedQuery: { version: 1, sha256Hash: apartmentListQuery.params.id } },
          }),
          RUNS,
        ),
      );
    }
    rows.push(
      await timeGraphql(
        port,
        session.token,
        'GraphQL adminApartments: every apartment (the page before paging)',
        JSON.stringify({ query: WHOLE_LIST }),
        Math.min(RUNS, 5),
      ),
    );
    if (withBrowser) rows.push(...(await browserTimings(port, session)));
    else console.warn(`Chromium not found at ${CHROMIUM_PATH}: browser timings skipped`);

    console.table(rows);
    console.log(
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${cpus().length} cores`,
    );
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/manager-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          // Other work on the machine slows every figure: the 1-minute load average before and after.
          machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: [loadBefore, loadavg()[0]] },
          apartments: 5_000,
          floorplans: 30_000,
          graphqlRuns: RUNS,
          browserRuns: withBrowser ? BROWSER_RUNS : 0,
          rows,
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
