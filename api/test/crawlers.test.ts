// Search engines read /robots.txt and /sitemap.xml before any page: they must be real answers (not the web
// app's redirect to /), keep crawlers out of the staff areas and APIs, and list every apartment and floorplan
// page with the date it last changed, at the site's own origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await testApp({ env: { PUBLIC_URL: 'https://satx-locators.example/' } });
  ids = await seedInventory(app.db.prisma);
});
afterAll(() => app.close());

const get = (path: string) => app.fetch(new Request(`http://evil.example${path}`));

const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => ({
    loc: match[1],
    lastmod: match[2],
  }));

describe('robots.txt', () => {
  it('allows the public pages and disallows the staff areas and the APIs, naming the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admins/',
        'Disallow: /agents/',
        'Disallow: /graphql',
        'Disallow: /api/',
        'Sitemap: https://satx-locators.example/sitemap.xml',
      ]),
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every apartment and floorplan page at PUBLIC_URL, never the Host header', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    expect(xml).not.toContain('evil.example');
    const locs = sitemapUrls(xml).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://satx-locators.example/',
        'https://satx-locators.example/search/',
        'https://satx-locators.example/blockBusterDeals/',
        'https://satx-locators.example/ConnectWithAnAgent/',
        // Each page's Spanish twin too (docs/contract.md "Spanish pages").
        'https://satx-locators.example/es/',
        'https://satx-locators.example/es/search/',
        'https://satx-locators.example/es/ConnectWithAnAgent/',
      ]),
    );
    expect(locs.some((loc) => loc.includes('/admins/') || loc.includes('/agents/'))).toBe(false);

    const apartments = await app.db.prisma.apartment.findMany({ include: { floorplans: true } });
    expect(apartments.length).toBe(5);
    for (const apartment of apartments) {
      expect(locs).toContain(`https://satx-locators.example/apartment/${apartment.id}/filteredFloorplans/`);
      expect(locs).toContain(`https://satx-locators.example/apartment/${apartment.id}/floorplans/`);
      for (const floorplan of apartment.floorplans)
        expect(locs).toContain(`https://satx-locators.example/apartment/${apartment.id}/${floorplan.id}/`);
      expect(locs).toContain(`https://satx-locators.example/es/apartment/${apartment.id}/filteredFloorplans/`);
    }
  });

  it("dates an apartment's pages by its latest change, a floorplan's included, and shows a change at once", async () => {
    const pagesOf = async (apartmentId: string) =>
      sitemapUrls(await (await get('/sitemap.xml')).text()).filter((url) => url.loc.includes(apartmentId));
    const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: ids.pearl.id } });
    const before = await pagesOf(ids.pearl.id);
    expect(before.every((url) => /^\d{4}-\d\d-\d\dT/.test(url.lastmod))).toBe(true);

    await app.db.prisma.floorplan.update({ where: { id: floorplan.id }, data: { minRentCents: 111_100 } });
    const changedAt = (await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: floorplan.id } })).updatedAt;
    const after = await pagesOf(ids.pearl.id);
    const detail = after.find((url) => url.loc.endsWith(`/${ids.pearl.id}/filteredFloorplans/`))!;
    const floorplanPage = after.find((url) => url.loc.endsWith(`/${floorplan.id}/`))!;
    expect(detail.lastmod).toBe(changedAt.toISOString());
    expect(floorplanPage.lastmod).toBe(changedAt.toISOString());
    expect(detail.lastmod > before.find((url) => url.loc === detail.loc)!.lastmod).toBe(true);
  });
});
