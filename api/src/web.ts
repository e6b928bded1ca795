// Serves the web app (web/dist) and enforces docs/product.md section 2's route rules on the server too. Public pages are
// rendered on the server by the web app's own entry (web/src/entry-server.tsx, built into web/dist-server), with
// their records for hydration; staff pages (docs/product.md section 6) get the app's shell and render in the browser.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import {
  localDate,
  localeOfPath,
  pathWithoutLocale,
  SITE,
  SPANISH_STATUS_PAGES,
  STATUS_PAGES,
  type Locale,
} from './domain/index.js';
import { routeDecision } from './domain/routes.js';
import { pageStylesheets } from './http/page-stylesheets.js';
import { compressPage, pageCache, pageText, type CachedPage, type PageCache } from './http/page-cache.js';
import { escapeHtml, pageHead, withPageHead } from './http/page-head.js';
import { EVERYTHING, type CatalogRead, type SharedCatalog } from './catalog/catalog.js';
import type { AppEnv } from './context.js';
import type { PageReadAnswer, PageReadBody } from './graphql/page-reads.js';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const WEB_DIST = path.join(WEB_DIR, 'dist');
const SERVER_ENTRY = path.join(WEB_DIR, 'dist-server/entry-server.js');

/** The web app's server entry (web/src/entry-server.tsx), as this server uses it. */
interface ServerEntry {
  render(
    request: Request,
    graphql: (body: PageReadBody, authorization: string | null) => Promise<PageReadAnswer>,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; data: string | null; modules: string[] }
  >;
  /** The source modules of the routes a path opens (a page the browser renders). */
  pageModules?(pathname: string): string[];
}

export interface WebOptions {
  catalog: SharedCatalog;
  /** PUBLIC_URL: canonical and preview URLs never come from the request's Host header. */
  origin: string;
  /**
   * Runs a GraphQL request in process (graphql/page-reads.ts), with the page request's credentials: server rendering
   * reads through it. `reads` collects what the request read of the catalog (catalog/catalog.ts), for the page cache.
   */
  graphql?: (body: PageReadBody, authorization: string | null, reads: CatalogRead[]) => Promise<PageReadAnswer>;
  /** The built server entry; without the file, every page gets the shell and renders in the browser. */
  serverEntry?: string;
  /** Cache anonymous pages per catalog version (READ_CACHE). */
  cachePages?: boolean;
  /** The cache of those pages, so the app can report its hits and misses beside the API's. */
  pages?: PageCache;
  /** The calendar day a page is rendered for (specials end and verifications age with it). */
  clock?: () => Date;
  /** Whether a shortlist link's token names a list a renter may open (services/shortlists.ts). */
  shortlistExists?: (token: string) => Promise<boolean>;
  logger?: Logger;
}

/**
 * Staff pages stay rendered in the browser: they hold nothing a renter or a search engine reads. So do a renter's
 * private pages (a shortlist link, alert confirmations, favourites) and a leasing office's (its signed links, its
 * session's editor): never cached with the catalog, never indexed.
 */
const isBrowserRenderedPage = (pathname: string) =>
  ['/admins/', '/agents/', '/list/', '/alerts/', '/favourites/', '/property-door/'].some((prefix) =>
    pathWithoutLocale(pathname).startsWith(prefix),
  );

/**
 * Pages whose server render holds a guest card form token (web/src/routes/connect): single-use and dated, so each
 * visitor gets a page of their own, never one kept in the page cache.
 */
const holdsFormToken = (pathname: string) => pathWithoutLocale(pathname) === '/ConnectWithAnAgent/';

/** Whether an Accept-Encoding header allows gzip (a `q=0` refuses it). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/** An attribute's value in a tag React rendered (already escaped for HTML); names are matched in any case. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload, in the head, of the image the page marks as its first screen's largest (`fetchpriority="high"`), so a
 * phone requests it with the page's first bytes rather than when its parser reaches it (Largest Contentful
 * Paint). An image inside a `<picture>` is preloaded as its WebP source, which is what the browser then picks.
 */
function largestImagePreload(markup: string): string {
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(markup);
  if (!image) return '';
  const before = markup.slice(Math.max(0, image.index - 2_000), image.index);
  const source = /<picture><source type="image\/webp"[^>]*>$/i.exec(before)?.[0];
  const links = { srcset: attribute(source ?? image[0], 'srcset'), sizes: attribute(source ?? image[0], 'sizes') };
  const src = attribute(image[0], 'src');
  if (!src) return '';
  return (
    `<link rel="preload" as="image" href="${src}" fetchpriority="high"` +
    (source ? ' type="image/webp"' : '') +
    (links.srcset ? ` imagesrcset="${links.srcset}"` : '') +
    (links.sizes ? ` imagesizes="${links.sizes}"` : '') +
    ' />'
  );
}

/** Where the built shell's app renders: the server puts the page's markup inside. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The page's own stylesheets, beside those the shell already links. */
const stylesheetLinks = (shell: string, stylesheets: readonly string[]) =>
  stylesheets
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);

/** The shell of a page the browser renders, with its route's stylesheets, so it is styled from its first paint. */
function withStylesheets(shell: string, stylesheets: readonly string[]): string {
  const links = stylesheetLinks(shell, stylesheets);
  return links.length === 0
    ? shell
    : shell.replace('</head>', () => links.map((line) => `  ${line}\n  `).join('') + '</head>');
}

/** The rendered page inside the shell: markup in the root element, records in a non-executed JSON element. */
function composePage(shell: string, markup: string, data: string | null, stylesheets: readonly string[]): string {
  const head = [...stylesheetLinks(shell, stylesheets), largestImagePreload(markup)].filter(Boolean);
  const edited = shell
    .replace('</head>', () => head.map((line) => `  ${line}\n  `).join('') + '</head>')
    // The page reads without JavaScript now: the note asking for it would only mislead.
    .replace(/<noscript[^>]*>[^<]*<\/noscript\s*>/, '');
  // The markup and the records (tens of kilobytes each) are joined in once, at the end, rather than copied by an
  // edit of the whole page after each. Without records (a page whose data did not load) the browser renders the
  // page afresh, loading it again.
  const root = edited.indexOf(ROOT_ELEMENT);
  const end = edited.indexOf('</body>', root);
  if (root === -1 || end === -1) return edited;
  return (
    edited.slice(0, root) +
    `<div id="root">${markup}</div>` +
    edited.slice(root + ROOT_ELEMENT.length, end) +
    (data === null ? '' : `<script type="application/json" id="server-data">${data}</script>\n  `) +
    edited.slice(end)
  );
}

/** Whether every segment of a path decodes: a malformed escape (`%ZZ`) names no page and no record. */
function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page that stands in for one that cannot be shown (docs/contract.md, One origin, these paths): the shell's look
 * with a heading, a line and the way back to search, and none of the app's scripts, since there is nothing for them
 * to load.
 */
function statusPage(shell: string, kind: 'listNotFound' | 'badAddress', lang: Locale): string {
  // A Spanish path's page is Spanish and leads back to the Spanish search (docs/contract.md "Spanish pages").
  const texts = lang === 'es' ? SPANISH_STATUS_PAGES : STATUS_PAGES;
  const home = lang === 'es' ? '/es/' : '/';
  const page = texts[kind];
  // The markup of the web app's NotFound (web/src/components/StatusPage.tsx), inside the page's frame.
  const markup =
    `<div class="page page--narrow"><section class="status-page"><h1>${escapeHtml(page.heading)}</h1>` +
    `<p>${escapeHtml(page.message)}</p><p class="cta-row">` +
    `<a class="button button--primary" href="${home}search/">${escapeHtml(texts.backToSearch)}</a>` +
    `<a class="button button--secondary" href="${home}">${escapeHtml(texts.home)}</a></p></section></div>`;
  const head = { title: `${page.heading} | ${SITE.name}`, description: page.message, noindex: true, lang };
  return withPageHead(shell, { ...head, image: '/intro-poster.svg', jsonLd: [] })
    .replace(/<script [^>]*src="[^"]*"[^>]*><\/script>\s*/g, '')
    .replace(/<template id="app-stages">[\s\S]*?<\/template>\s*/, '')
    .replace(/<noscript[^>]*>[^<]*<\/noscript\s*>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** The token of a shortlist link's path (/list/{token}/), or undefined for any other path. */
const shortlistToken = (pathname: string) => /^\/list\/([^/]+)\/$/.exec(pathWithoutLocale(pathname))?.[1];

export function webRoutes(distDir = WEB_DIST, options?: WebOptions) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | undefined;
  const page = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  const entryFile = options?.serverEntry ?? SERVER_ENTRY;
  let entry: Promise<ServerEntry | null> | undefined;
  const serverEntry = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>)
      : Promise.resolve(null));
  const pages = options?.pages ?? pageCache();
  const stylesheetsOf = pageStylesheets(distDir);

  // Built assets carry a content hash in their names: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Text goes compressed: the build's files from their Brotli or gzip copies, pages as they are rendered.
  app.use('*', compress());
  const files = serveStatic<AppEnv>({
    root: path.relative(process.cwd(), distDir) || '.',
    precompressed: true,
    rewriteRequestPath: (requestPath) => {
      const file = path.join(distDir, requestPath);
      // Only real files: directories, page paths and build metadata (dot folders such as .vite/) fall
      // through to the route rules below.
      const servable = file.startsWith(distDir) && !requestPath.includes('/.') && requestPath !== '/index.html';
      return servable && existsSync(file) && statSync(file).isFile() ? requestPath : '/__none__';
    },
  });
  // A path ending in a slash names a page, never a file: it goes to the page rules without a look at the disk (the
  // look is several file system calls, on every page request).
  app.use(
    '*',
    createMiddleware<AppEnv>((c, next) => (c.req.path.endsWith('/') ? next() : files(c, next))),
  );
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const html = page();
    // A malformed escape is the client's mistake, wherever it is in the path: 400, before any route rule reads it.
    if (!decodablePath(url.pathname)) {
      const lang = localeOfPath(url.pathname);
      if (!html) return c.text((lang === 'es' ? SPANISH_STATUS_PAGES : STATUS_PAGES).badAddress.heading, 400);
      return c.html(statusPage(html, 'badAddress', lang), 400, { 'Cache-Control': 'no-cache' });
    }
    const decision = routeDecision(url.pathname, url.search);
    if (decision.kind === 'redirect') return c.redirect(decision.location, decision.permanent ? 308 : 302);
    if (!html) return c.text('The web app is not built: run `npm run build`.', 503);
    if (!options) return c.html(html, 200, { 'Cache-Control': 'no-cache' });
    // A shortlist link that names no list (mistyped, replaced or withdrawn) is a page that does not exist.
    const token = shortlistToken(url.pathname);
    // When the lookup itself fails, the browser's page asks again and says what it hears.
    const listExists =
      token === undefined || !options.shortlistExists
        ? true
        : await options.shortlistExists(decodeURIComponent(token)).catch(() => true);
    // Rendered, the page says so inside the site's header and footer (its route answers 404); where it is not
    // rendered, the shell's stand-in says it.
    const missingList = () =>
      c.html(statusPage(html, 'listNotFound', localeOfPath(url.pathname)), 404, { 'Cache-Control': 'no-store' });
    const apartmentsFor = async () =>
      // Only apartment pages need the catalog; the others' heads are fixed.
      pathWithoutLocale(url.pathname).startsWith('/apartment/')
        ? await options.catalog.forRequest().snapshot()
        : { byId: new Map() };
    const shellPage = async (stylesheets: readonly string[] = []) => {
      const head = pageHead(url.pathname, await apartmentsFor(), options.origin, options.clock?.() ?? new Date());
      return c.html(withStylesheets(withPageHead(html, head), stylesheets), head.status, {
        'Cache-Control': 'no-cache',
      });
    };

    // A private page the browser renders; a shortlist link that names no list is rendered here, as a page that
    // does not exist, with nothing private in it.
    if (isBrowserRenderedPage(url.pathname) && listExists) {
      const modules = (await serverEntry())?.pageModules?.(url.pathname) ?? [];
      return shellPage(stylesheetsOf(modules));
    }
    const renderer = options.graphql ? await serverEntry() : null;
    if (!renderer || !options.graphql) return listExists ? shellPage() : missingList();
    const graphql = options.graphql;

    // Anonymous pages are the same for every renter that day until the catalog changes what they show.
    const anonymous = !c.req.header('authorization');
    const catalog = options.catalog.forRequest();
    const keep = listExists && anonymous && options.cachePages !== false && !holdsFormToken(url.pathname);
    const snapshot = keep ? await catalog.snapshot().catch(() => undefined) : undefined;
    // The page size follows the renter's screen (docs/product.md section 9): Chromium says its width once asked, and
    // Critical-CH makes it ask again at once on a first visit.
    const width = /^\d{1,5}$/.exec(c.req.header('sec-ch-viewport-width') ?? '')?.[0] ?? '';
    const key = snapshot && pages.key(url, localDate(options.clock?.() ?? new Date()), width);
    const cached = key ? await pages.get(key, snapshot.version, options.catalog.changesBetween) : undefined;
    const etag = key && pages.etag(key, cached?.version ?? snapshot.version);
    const cacheHeaders: Record<string, string> = {
      'Accept-CH': 'Sec-CH-Viewport-Width',
      'Critical-CH': 'Sec-CH-Viewport-Width',
      Vary: 'Sec-CH-Viewport-Width',
      ...(etag
        ? { ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' }
        : { 'Cache-Control': listExists ? 'no-cache' : 'no-store' }),
    };
    if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, cacheHeaders);
    // A kept page goes out as it is kept, gzipped, to every browser (they all accept gzip).
    const sendKept = (kept: CachedPage) => {
      const status = kept.status as 200 | 404;
      const headers = { ...cacheHeaders, Vary: `${cacheHeaders.Vary}, Accept-Encoding` };
      if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(pageText(kept), status, headers);
      return c.body(kept.gzipped, status, {
        ...headers,
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': 'gzip',
      });
    };
    if (cached) return sendKept(cached);

    let rendered: Awaited<ReturnType<ServerEntry['render']>>;
    const reads: CatalogRead[] = [];
    try {
      rendered = await renderer.render(c.req.raw, (body, authorization) => graphql(body, authorization, reads));
    } catch (error) {
      // The browser can still render the page itself. A visitor who left before the page was ready is no
      // fault of the server's.
      if (c.req.raw.signal.aborted) options.logger?.debug({ path: url.pathname }, 'server rendering abandoned');
      else options.logger?.error({ err: error, path: url.pathname }, 'server rendering failed');
      return listExists ? shellPage() : missingList();
    }
    if (rendered.kind === 'redirect') return c.redirect(rendered.location, rendered.status === 301 ? 301 : 302);
    const head = pageHead(url.pathname, await apartmentsFor(), options.origin, options.clock?.() ?? new Date());
    const body = composePage(withPageHead(html, head), rendered.html, rendered.data, stylesheetsOf(rendered.modules));
    // The API failed while the page was rendered: the page says so and offers to load it again; never kept.
    if (rendered.status >= 500) return c.html(body, 503, { 'Cache-Control': 'no-store' });
    const status = !listExists || head.status === 404 || rendered.status === 404 ? 404 : 200;
    // A page whose reads went unrecorded is vouched for by nothing: any change renders it again.
    if (reads.length === 0) reads.push(EVERYTHING);
    // The head names the apartment of the path (its title, description and preview image).
    const apartmentId = /^\/apartment\/([^/]+)/.exec(pathWithoutLocale(url.pathname))?.[1];
    if (apartmentId) reads.push({ kind: 'apartments', ids: [apartmentId] });
    if (!key || !snapshot) {
      // Not kept (the read cache is off, or the page is a signed-in renter's): gzipped in one piece off the rendering
      // thread rather than through the compression middleware's stream; a client refusing gzip gets it from that.
      if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(body, status, cacheHeaders);
      return c.body(await compressPage(body, { once: true }), status, {
        ...cacheHeaders,
        Vary: `${cacheHeaders.Vary}, Accept-Encoding`,
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': 'gzip',
      });
    }
    const kept: CachedPage = { version: snapshot.version, status, gzipped: await compressPage(body), reads };
    pages.set(key, kept);
    return sendKept(kept);
  });
  return app;
}
