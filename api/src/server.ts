// One origin (CONTRACT.md): /graphql, /api, /uploads, /healthz, /readyz and the web app.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLoaders, type Context, type Viewer } from './graphql/context.js';
import { createGraphQL } from './graphql/yoga.js';
import { jsonBodyLimit, securityHeaders } from './http/security.js';
import { errorResponse } from './rest/errors.js';
import type { AppEnv } from './rest/http.js';
import { publicRoutes } from './rest/public.js';
import { AppError } from './services/errors.js';
import { webRoutes } from './web.js';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** Resolves the bearer token of a request to its viewer; throws AppError for a bad token. */
  authenticate?: (authorization: string | undefined) => Promise<Viewer | null>;
  webDist?: string;
}

export function createApp(deps: AppDeps) {
  const { config, db, logger } = deps;
  const yoga = createGraphQL({ production: config.production, logger });
  const app = new Hono<AppEnv>();
  let ready = true;

  app.onError((error, c) => errorResponse(error, c, logger));
  app.use('*', securityHeaders(config));
  app.use('/graphql', jsonBodyLimit());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (!ready) return c.json({ status: 'stopping' }, 503);
    try {
      await db.prisma.$queryRawUnsafe('SELECT 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  // Every API request gets the context the GraphQL resolvers and REST routes share.
  const withContext = createMiddleware<AppEnv>(async (c, next) => {
    const viewer = deps.authenticate ? await deps.authenticate(c.req.header('authorization')) : null;
    const ctx: Context = {
      db,
      prisma: db.prisma,
      config,
      viewer,
      loaders: createLoaders(db.prisma),
      clientIp: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'local',
    };
    c.set('ctx', ctx);
    await next();
  });
  app.use('/api/*', withContext);
  app.use('/graphql', withContext);

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, c.var.ctx));
  app.route('/api', publicRoutes);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  app.use(
    '/uploads/*',
    serveStatic({ root: path.relative(process.cwd(), path.resolve(config.dataDir)) || '.', onNotFound: () => undefined }),
  );
  app.get('/uploads/*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/', webRoutes(deps.webDist));

  return {
    app,
    fetch: app.fetch,
    yoga,
    /** /readyz turns unready first when the process is asked to stop. */
    markStopping: () => {
      ready = false;
    },
  };
}

export type App = ReturnType<typeof createApp>;
