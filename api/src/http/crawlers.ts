// What search engines read before the pages: robots rules that keep them out of the staff areas and the APIs,
// and a sitemap of every public page, with each apartment's and floorplan's pages dated by their last change.
// Absolute URLs come from PUBLIC_URL (docs/contract.md "Running it"), never from the request's Host header.
import { Hono } from 'hono';
import { localizedPath } from '../domain/index.js';
import type { CatalogSnapshot, SharedCatalog } from '../catalog/catalog.js';
import type { AppEnv } from '../context.js';

/** Public pages of docs/product.md section 2 that do not depend on the catalog; staff pages and redirects are left out. */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/search/',
  '/blockBusterDeals/',
  '/market/',
  '/process/',
  '/ourMission/',
  '/aboutUs/',
  '/ourServices/',
  '/appointment/',
  '/ConnectWithAnAgent/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admins/',
    'Disallow: /agents/',
    'Disallow: /graphql',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/** A page and its Spanish twin (docs/contract.md "Spanish pages"), both listed. */
const urlEntries = (origin: string, path: string, lastmod?: Date) =>
  [path, localizedPath(path, 'es')].map(
    (loc) =>
      `  <url><loc>${escapeXml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );

export function sitemapXml(origin: string, snapshot: Pick<CatalogSnapshot, 'apartments'>): string {
  const entries = STATIC_SITEMAP_PATHS.flatMap((path) => urlEntries(origin, path));
  for (const apartment of snapshot.apartments) {
    const base = `/apartment/${encodeURIComponent(apartment.id)}`;
    // An apartment's pages show its floorplans, so they change when any of them does.
    const changed = apartment.floorplans.reduce(
      (latest, floorplan) => (floorplan.updatedAt > latest ? floorplan.updatedAt : latest),
      apartment.updatedAt,
    );
    entries.push(
      ...urlEntries(origin, `${base}/filteredFloorplans/`, changed),
      ...urlEntries(origin, `${base}/floorplans/`, changed),
    );
    for (const floorplan of apartment.floorplans)
      entries.push(...urlEntries(origin, `${base}/${encodeURIComponent(floorplan.id)}/`, floorplan.updatedAt));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function crawlerRoutes(options: { catalog: SharedCatalog; origin: string }) {
  const app = new Hono<AppEnv>();
  const robots = robotsTxt(options.origin);
  // Built once per catalog version: every instance answers the same sitemap for the same catalog.
  let cached: { version: bigint; xml: string } | undefined;

  app.get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (c) => {
    const snapshot = await options.catalog.forRequest().snapshot();
    if (cached?.version !== snapshot.version)
      cached = { version: snapshot.version, xml: sitemapXml(options.origin, snapshot) };
    return c.body(cached.xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      ETag: `W/"sitemap-${snapshot.version}"`,
    });
  });
  return app;
}
