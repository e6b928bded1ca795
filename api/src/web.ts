// Serves the built web app (web/dist) and enforces SPEC.md section 2's route rules on the server too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { routeDecision } from './domain/routes.js';
import { pageHead, withPageHead } from './http/page-head.js';
import type { SharedCatalog } from './services/catalog.js';
import type { AppEnv } from './rest/http.js';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface WebOptions {
  catalog: SharedCatalog;
  /** PUBLIC_URL: canonical and preview URLs never come from the request's Host header. */
  origin: string;
}

export function webRoutes(distDir = WEB_DIST, options?: WebOptions) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | undefined;
  const page = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

  // Built assets carry a content hash in their names: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), distDir) || '.',
      rewriteRequestPath: (requestPath) => {
        const file = path.join(distDir, requestPath);
        // Only real files: directories, page paths and build metadata (dot folders such as .vite/) fall
        // through to the route rules below.
        const servable = file.startsWith(distDir) && !requestPath.includes('/.') && requestPath !== '/index.html';
        return servable && existsSync(file) && statSync(file).isFile() ? requestPath : '/__none__';
      },
    }),
  );
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const decision = routeDecision(url.pathname, url.search);
    if (decision.kind === 'redirect') return c.redirect(decision.location, decision.permanent ? 308 : 302);
    const html = page();
    if (!html) return c.text('The web app is not built: run `npm run build`.', 503);
    if (!options) return c.html(html, 200, { 'Cache-Control': 'no-cache' });
    // Only apartment pages need the catalog; the others' heads are fixed.
    const apartments = url.pathname.startsWith('/apartment/')
      ? await options.catalog.forRequest().snapshot()
      : { byId: new Map() };
    const head = pageHead(url.pathname, apartments, options.origin);
    return c.html(withPageHead(html, head), head.status, { 'Cache-Control': 'no-cache' });
  });
  return app;
}
