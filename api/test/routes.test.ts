// CONTRACT.md "One origin, these paths": the server enforces SPEC.md section 2's route rules.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDecision } from '../src/domain/routes.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SATX</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await testApp({ webDist: dist });
});
afterAll(() => app.close());

const get = (url: string) => app.fetch(new Request(`http://app.test${url}`, { redirect: 'manual' }));

describe('page routes', () => {
  it('serves the app on the slash form of every page', async () => {
    for (const url of [
      '/',
      '/search/',
      '/process/',
      '/ourMission/',
      '/aboutUs/',
      '/apartment/abc/filteredFloorplans/',
      '/apartment/abc/floorplans/xyz/',
      '/admins/42/apartment-manager/',
      '/agents/rental-details/',
    ]) {
      const response = await get(url);
      // An apartment that does not exist is still the app (showing SPEC.md's empty state), answered as 404.
      expect(response.status, url).toBe(url.startsWith('/apartment/abc/') ? 404 : 200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers 308 to the slash form, keeping the query', async () => {
    const response = await get('/search?roomTypes=twoBed&minPrice=500');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/search/?roomTypes=twoBed&minPrice=500');
  });

  it('sends the aliases to their pages', async () => {
    expect((await get('/BlockbusterDeals')).headers.get('location')).toBe('/blockBusterDeals/');
    expect((await get('/connectWithAnAgent?x=1')).headers.get('location')).toBe('/ConnectWithAnAgent/?x=1');
  });

  it('redirects any other path to /', async () => {
    for (const url of ['/nope', '/apartment', '/admins/1/2/3/4', '/search/extra/']) {
      const response = await get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('serves built assets with a long cache lifetime, and health endpoints', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('turns /readyz unready when stopping', async () => {
    app.markStopping();
    expect((await get('/readyz')).status).toBe(503);
  });
});

describe('routeDecision', () => {
  it('keeps the root as it is', () => {
    expect(routeDecision('/')).toEqual({ kind: 'page' });
  });
});
