// The JavaScript a first visit downloads, from the production build (bench/web-bundle.ts reads its manifest and the
// modules each file holds): the English home page fits 200 kB gzipped and holds no staff page, no map and no Spanish
// message (docs/contract.md "Spanish pages": a page loads its own language only); the Spanish home page has its words.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWebBundle, spanishTexts, STAFF_MODULE, type WebBundle } from '../../bench/web-bundle.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repoRoot, 'web/dist');
const HOME = 'src/routes/home/HomePage.tsx';

let bundle: WebBundle;

beforeAll(() => {
  // The shared build, made once and reused while its inputs are unchanged (scripts/build.mjs).
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout.toString()}${build.stderr.toString()}`);
  bundle = readWebBundle(dist);
}, 600_000);

const text = (files: string[]) => files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');

describe('the web bundle of a first visit', () => {
  it('fits 200 kB of gzipped JavaScript on the English home page', () => {
    expect(bundle.gzipKb(bundle.firstVisit({ modules: [HOME], locale: 'en' }))).toBeLessThanOrEqual(200);
  });

  it('loads no staff page, no map and no Spanish message on the English home page', () => {
    const files = bundle.firstVisit({ modules: [HOME], locale: 'en' });
    const modules = files.flatMap((file) => bundle.modulesOf(file));
    expect(modules.filter((module) => STAFF_MODULE.test(module))).toEqual([]);
    expect(modules.filter((module) => /maplibre/i.test(module))).toEqual([]);
    expect(modules.filter((module) => /(?:^|\/)es\/(?:messages|src\/|shell)/.test(module))).toEqual([]);
    const script = text(files);
    expect(script).not.toContain('Todos los apartamentos SATX');
    const spanish = spanishTexts(repoRoot);
    expect(spanish.length).toBeGreaterThan(100);
    expect(spanish.filter((words) => script.includes(words))).toEqual([]);
  });

  // What the checks above look for is there where it belongs: they would see it on the home page.
  it('has the Spanish words on the Spanish home page and MapLibre once the map view starts its map', () => {
    expect(text(bundle.firstVisit({ modules: [HOME], locale: 'es' }))).toContain('Todos los apartamentos SATX');
    const hasMapLibre = (modules: string[]) =>
      bundle
        .firstVisit({ modules, locale: 'en' })
        .flatMap((file) => bundle.modulesOf(file))
        .some((module) => /maplibre-gl/.test(module));
    // The map view paints its pins as a picture first (a phone's main thread stays free); MapLibre comes on a tap.
    expect(hasMapLibre(['src/routes/search/SearchPage.tsx', 'src/routes/search/SearchMapView.tsx'])).toBe(false);
    expect(
      hasMapLibre([
        'src/routes/search/SearchPage.tsx',
        'src/routes/search/SearchMapView.tsx',
        'src/routes/search/ResultsMap.tsx',
      ]),
    ).toBe(true);
  });

  it('gives every page of the router its part of each catalog', () => {
    expect(bundle.pages).toContain(HOME);
    expect(bundle.pages).toContain('src/routes/admins/ApartmentManagerPage.tsx');
    for (const page of bundle.pages)
      for (const locale of ['en', 'es'] as const)
        expect(() => bundle.firstVisit({ modules: [page], locale })).not.toThrow();
  });
});
