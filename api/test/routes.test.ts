// docs/contract.md "One origin, these paths": the server enforces docs/product.md section 2's route rules.
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
  // No server renderer: the pages here are the shell's and its stand-ins (web/e2e tests the rendered ones).
  app = await testApp({ webDist: dist, webServerEntry: path.join(dist, 'no-server-entry.js') });
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
      // An apartment that does not exist is still the app (showing docs/product.md's empty state), answered as 404.
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

describe('pages that cannot be shown (docs/contract.md, One origin, these paths)', () => {
  /** The heading and the way back every such page has, as a reader finds them in the HTML. */
  const statusPage = (html: string) => ({
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    backToSearch: /<a [^>]*href="\/search\/"[^>]*>([^<]*)<\/a>/.exec(html)?.[1],
  });

  it('answers a malformed escape anywhere in a page path with a 400 HTML page, not a JSON 500', async () => {
    for (const url of [
      '/apartment/%ZZ/filteredFloorplans/',
      '/apartment/abc/floorplans/%E0%A4%A/',
      '/search/%ZZ',
      '/%',
      '/list/%C3%28/',
    ]) {
      const response = await get(url);
      expect([url, response.status, response.headers.get('content-type')]).toEqual([
        url,
        400,
        'text/html; charset=UTF-8',
      ]);
      const html = await response.text();
      expect([url, statusPage(html)]).toEqual([
        url,
        { heading: 'This address is not valid', backToSearch: 'Search every apartment' },
      ]);
      // A page of its own: none of the app's scripts, which would only render the broken address again.
      expect(html).not.toContain('<script');
    }
  });

  it('answers a Spanish path with the status page in Spanish, leading back to the Spanish search', async () => {
    const response = await get('/es/search/%ZZ');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect({
      heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
      backToSearch: /<a [^>]*href="\/es\/search\/"[^>]*>([^<]*)<\/a>/.exec(html)?.[1],
    }).toEqual({
      heading: 'Esta dirección no es válida',
      backToSearch: 'Buscar en todos los apartamentos',
    });
    const list = await get(`/es/list/${'C'.repeat(43)}/`);
    expect(list.status).toBe(404);
    expect(/<h1>([^<]*)<\/h1>/.exec(await list.text())?.[1]).toBe('Esta lista no está disponible');
  });

  it('answers a shortlist link that names no list with 404 and a page back to search, and a real one with the app', async () => {
    const lead = await app.db.prisma.lead.create({ data: { preferredContact: 'email', source: 'website' } });
    const token = 'A'.repeat(43);
    await app.db.prisma.shortlist.create({
      data: {
        leadId: lead.id,
        token,
        createdByRole: 'AGENT',
        createdById: '00000000-0000-4000-8000-000000000001',
        createdByName: 'Ana',
      },
    });
    const real = await get(`/list/${token}/`);
    expect(real.status).toBe(200);
    expect(await real.text()).toContain('<div id="root"></div>');

    // Mistyped (no token at all), unknown, and withdrawn links.
    await app.db.prisma.shortlist.create({
      data: {
        leadId: lead.id,
        token: 'R'.repeat(43),
        createdByRole: 'AGENT',
        createdById: '00000000-0000-4000-8000-000000000001',
        createdByName: 'Ana',
        revokedAt: new Date(),
      },
    });
    for (const url of ['/list/not-a-token/', `/list/${'B'.repeat(43)}/`, `/list/${'R'.repeat(43)}/`]) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect([url, statusPage(html)]).toEqual([
        url,
        { heading: 'This list is not available', backToSearch: 'Search every apartment' },
      ]);
    }
  });
});

describe('routeDecision', () => {
  it('keeps the root as it is', () => {
    expect(routeDecision('/')).toEqual({ kind: 'page' });
  });
});
