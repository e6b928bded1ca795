// `npm run bench:web`: the JavaScript each page's first visit loads, gzipped, beside the stack's floor; then
// Lighthouse's mobile figures for four public pages (bench/lighthouse.ts) against their targets, written to
// bench/results/web-<date>.json. `--no-lighthouse` stops after the sizes; BENCH_LIGHTHOUSE_RUNS (default 3) is how
// many runs of each page the best is taken from. The stack's floor (React + react-dom hello world about 69 kB; with
// react-relay + relay-runtime and one query about 151 kB, measured once with a Vite production build). Target: at
// most 200 kB for the home page. It builds the app, then follows the Vite manifest (bench/web-bundle.ts): exactly
// the scripts a first visit to a page downloads, for a few pages in both languages and for every route in English;
// it fails when the English home page loads staff, map or Spanish code.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAP_VIEW_PAGE, MAP_VIEW_TARGETS, meetsTargets, runLighthouse, TARGETS } from './lighthouse.js';
import { readWebBundle, STAFF_MODULE, type Visit } from './web-bundle.js';

const root = resolve(import.meta.dirname, '..');
const HOME_TARGET_KB = 200;
const FLOORS = [
  { name: 'floor: React + react-dom hello world', kb: 69 },
  { name: 'floor: React + react-dom + Relay, one query', kb: 151 },
];
const PAGES: ({ name: string } & Visit)[] = [
  { name: 'home (/)', locale: 'en', modules: ['src/routes/home/HomePage.tsx'] },
  { name: 'search (/search/)', locale: 'en', modules: ['src/routes/search/SearchPage.tsx'] },
  { name: 'Spanish home (/es/)', locale: 'es', modules: ['src/routes/home/HomePage.tsx'] },
  { name: 'Spanish search (/es/search/)', locale: 'es', modules: ['src/routes/search/SearchPage.tsx'] },
  // The map view adds its pins' picture once the page runs, and MapLibre (with its worker, a file of its own) when
  // the map starts: at once on a wide screen, on a tap on a phone.
  {
    name: 'search map (/search/?view=map)',
    locale: 'en',
    modules: ['src/routes/search/SearchPage.tsx', 'src/routes/search/SearchMapView.tsx'],
  },
  {
    name: 'search map, moving (started)',
    locale: 'en',
    modules: [
      'src/routes/search/SearchPage.tsx',
      'src/routes/search/SearchMapView.tsx',
      'src/routes/search/ResultsMap.tsx',
    ],
  },
];
// What the English home page may not hold: staff pages, the map and the Spanish messages.
const NOT_ON_ENGLISH_PAGES = [STAFF_MODULE, /maplibre/i, /^web\/src\/locales\/es\//, /^virtual:page-catalog\/es\//];

if (!process.argv.includes('--no-build')) {
  // The production build, client and server renderer, whatever the caller's NODE_ENV (a development React is
  // several times larger).
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = readWebBundle(join(root, 'web/dist'));
const rows = PAGES.map((page) => {
  const files = bundle.firstVisit(page);
  return { name: `JS loaded by ${page.name}`, kb: bundle.gzipKb(files), files: files.length };
});
const misplaced = bundle
  .firstVisit(PAGES[0])
  .flatMap((file) => bundle.modulesOf(file))
  .filter((module) => NOT_ON_ENGLISH_PAGES.some((pattern) => pattern.test(module)));
// Every page of the router, in English: the figure per route.
const routeRows = bundle.pages.map((page) => {
  const files = bundle.firstVisit({ modules: [page], locale: 'en' });
  return { name: page.slice('src/routes/'.length), kb: bundle.gzipKb(files), files: files.length };
});

console.log('\nWeb bundle, gzipped JavaScript per page (first visit)\n');
for (const floor of FLOORS) console.log(`  ${floor.name.padEnd(48)} ${floor.kb.toFixed(1).padStart(7)} kB`);
for (const row of rows)
  console.log(`  ${row.name.padEnd(48)} ${row.kb.toFixed(1).padStart(7)} kB  (${row.files} files)`);
console.log('\n  Per route, in English (first visit):');
for (const row of routeRows)
  console.log(`    ${row.name.padEnd(46)} ${row.kb.toFixed(1).padStart(7)} kB  (${row.files} files)`);
if (misplaced.length > 0) {
  console.log(`\n  OVER: the English home page loads staff, map or Spanish code: ${misplaced.join(', ')}`);
  process.exitCode = 1;
}
const home = rows[0].kb;
const verdict = home <= HOME_TARGET_KB ? 'within' : 'OVER';
console.log(
  `\n  home page: ${home.toFixed(1)} kB, ${verdict} the ${HOME_TARGET_KB} kB target (${(home - FLOORS[1].kb).toFixed(1)} kB above the React + Relay floor)\n`,
);
if (home > HOME_TARGET_KB) process.exitCode = 1;

if (!process.argv.includes('--no-lighthouse')) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const { rows: pages, loadAverage } = await runLighthouse(root, runs);
  console.log(`Lighthouse 12.8, mobile preset, best of ${runs} runs a page (load average ${loadAverage.join(' ')})\n`);
  console.table(
    pages.map((row) => ({
      page: row.page,
      performance: row.performance,
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      seo: row.seo,
      'FCP ms': row.fcpMs,
      'LCP ms': row.lcpMs,
      CLS: row.cls,
      'TBT ms': row.tbtMs,
      targets: meetsTargets(row) ? 'met' : 'MISSED',
    })),
  );
  console.log(
    `  targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms`,
  );
  console.log(
    `  ${MAP_VIEW_PAGE}: performance >= ${MAP_VIEW_TARGETS.performance}, LCP <= ${MAP_VIEW_TARGETS.lcpMs} ms, TBT <= ${MAP_VIEW_TARGETS.tbtMs} ms`,
  );
  for (const row of pages.filter((page) => page.failing.length > 0))
    console.log(`  ${row.page}: failing audits ${row.failing.join(', ')}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = `bench/results/web-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
  writeFileSync(
    join(root, file),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage,
        bundles: rows,
        routes: routeRows,
        lighthouse: pages,
        targets: TARGETS,
        mapViewTargets: MAP_VIEW_TARGETS,
      },
      null,
      2,
    ),
  );
  console.log(`\nwrote ${file}`);
  if (!pages.every(meetsTargets)) process.exitCode = 1;
}
