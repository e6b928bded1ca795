// The benchmarks' floor (`npm run bench:api`): the app exactly as `npm start` runs it, plus one bench-only
// path, /bench/floor, that answers the search page's search with the least work that gives the same answer:
// the catalog's freshness check and the same in-memory search (services/apartments.ts), serialized straight
// to JSON, with no GraphQL, REST presentation or middleware. It exists only in this file: api/src/main.ts,
// which production runs, has no such path.
import { serve } from '@hono/node-server';
import { loadConfig } from '../api/src/config.js';
import { createLogger } from '../api/src/logger.js';
import { createApp } from '../api/src/app.js';
import { searchApartments } from '../api/src/search/search.js';
import { prepareDatabase } from '../api/src/setup.js';
import { CATALOG_MEMORY_PATH, FLOOR_PATH } from './server.js';
import { createStorage } from '../api/src/storage/index.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const storage = createStorage(config);
  const db = await prepareDatabase(config, storage, logger);
  const app = createApp({ config, db, logger, security: { storage } });
  // What the catalog holds: the live heap after a full collection, before and after reading it (--expose-gc).
  const liveHeap = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = liveHeap();
  const loadStarted = performance.now();
  await app.loadCatalog();
  const catalogMemory = {
    loadMs: Math.round(performance.now() - loadStarted),
    heapMb: Math.round((liveHeap() - heapBefore) / 2 ** 20),
    gcExposed: typeof globalThis.gc === 'function',
  };

  /** The search of the query string's JSON `filter` and `page`, as searchApartments takes them. */
  const floor = async (url: URL): Promise<Response> => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as unknown;
    const page = JSON.parse(url.searchParams.get('page') ?? '{}') as { offset?: number; limit?: number };
    const result = await searchApartments(app.catalog.forRequest(), filter, page);
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
  };

  const server = serve({
    port: config.port,
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === CATALOG_MEMORY_PATH) return Response.json(catalogMemory);
      return url.pathname === FLOOR_PATH ? floor(url) : app.fetch(request);
    },
  });
  process.on('SIGTERM', () => {
    server.close(() => {
      void app
        .shutdown()
        .then(() => db.close())
        .then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
