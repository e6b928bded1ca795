// One origin (docs/contract.md): /graphql, /api, /uploads, /healthz, /readyz and the web app.
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { readScopeError } from './auth/api-key-scope.js';
import type { Authenticate } from './auth/authenticate.js';
import type { Security } from './auth/security.js';
import type { Viewer } from './auth/viewer.js';
import { createLoaders, type Context } from './context.js';
import type { Database } from './db/client.js';
import { loadPersistedDocuments, type PersistedDocuments } from './graphql/persisted.js';
import { pageReads } from './graphql/page-reads.js';
import { createGraphQL } from './graphql/yoga.js';
import { readCache } from './http/cache.js';
import { graphqlCsrfGuard, restCsrfGuard } from './http/csrf.js';
import { keepConnectionsAfterRefusals } from './http/refused-body.js';
import { jsonBodyLimit, securityHeaders } from './http/security.js';
import { urlLengthLimit } from './http/url-limit.js';
import { adminRoutes } from './rest/admin.js';
import { feedRoutes, FEED_RUN_PATH } from './rest/feeds.js';
import { agentRoutes } from './rest/agents.js';
import { errorResponse } from './rest/errors.js';
import type { AppContext, AppEnv } from './context.js';
import { guestCardFormRoutes } from './rest/guest-card-form.js';
import { leadRoutes } from './rest/leads.js';
import { invoiceRoutes } from './rest/invoices.js';
import { leaseVerificationRoutes } from './rest/lease-verifications.js';
import { publicRoutes } from './rest/public.js';
import { marketRoutes } from './rest/market.js';
import { uploadRoutes } from './rest/uploads.js';
import { createCatalog, type CatalogRead } from './catalog/catalog.js';
import type { LeadFeed } from './services/lead-feed.js';
import { createLiveInbox } from './services/live-inbox.js';
import { outboxBacklog } from './services/outbox.js';
import { AppError } from './errors.js';
import { STORED_IMAGE_KEY_PATTERN, STORED_IMAGE_PATH } from './domain/index.js';
import { crawlerRoutes } from './http/crawlers.js';
import { mapRoutes } from './http/map.js';
import { makePrivateDir } from './storage/private-files.js';
import { shortlistByToken } from './services/shortlists.js';
import { webRoutes } from './web.js';
import { pageCache } from './http/page-cache.js';
import { observeRequests } from './http/request-metrics.js';
import { holdsMetricsToken, type Metrics } from './telemetry/metrics.js';

/**
 * The address login limits count against. X-Forwarded-For is written by clients too: only its last entry,
 * added by a trusted proxy, is believed, and only when TRUST_PROXY says there is one.
 */
function clientAddress(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1];
  }
  // Node's server hands each request's socket over as the `incoming` binding. A request made in process (tests) has
  // none: checked rather than caught, since a thrown error costs every such request a stack trace.
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'local';
}

/** 429 with Retry-After, as a GraphQL error on /graphql and as docs/contract.md's REST error elsewhere. */
function rateLimited(c: AppContext, error: AppError): Response {
  const headers = { 'Retry-After': String(error.retryAfterSeconds ?? 1) };
  if (c.req.path !== '/graphql') return c.json({ message: error.message }, 429, headers);
  const extensions = { code: error.code, retryAfter: error.retryAfterSeconds };
  return c.json({ errors: [{ message: error.message, extensions }] }, 429, headers);
}

/** The parts app.ts builds from the configuration, and what a test or bench may set in their place. */
export interface ServerParts {
  config: Config;
  db: Database;
  logger: Logger;
  /** Tokens, limits and image storage, built by app.ts. */
  security: Security & { authenticate: Authenticate };
  /** Resolves the bearer token of a request to its viewer; throws AppError for a bad token. */
  authenticate?: (authorization: string | undefined) => Promise<Viewer | null>;
  webDist?: string;
  /** The server renderer's module; by default the one the web build wrote (web/dist-server). */
  webServerEntry?: string;
  /** The trusted documents; by default those relay-compiler wrote for the web app. */
  persisted?: PersistedDocuments;
  /** The clock of every request; tests set it to see specials end and verifications age. */
  clock?: () => Date;
  /** The process's metrics, shared with the jobs (jobs/index.ts); present when METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** The live inboxes' events: in memory, or through Redis with REDIS_URL (services/lead-feed.ts). */
  leadFeed: LeadFeed;
}

/** The routes of the one origin over parts already built (app.ts composes them). */
export function createServer(deps: ServerParts) {
  const { config, db, logger, security, leadFeed, metrics } = deps;
  const authenticate = deps.authenticate ?? security.authenticate;
  const clock = deps.clock ?? (() => new Date());
  const persisted = deps.persisted ?? loadPersistedDocuments();
  const liveInbox = createLiveInbox({
    prisma: db.prisma,
    feed: leadFeed,
    limits: config.liveInboxes,
    onError: (error) => logger.warn({ err: error }, 'a live inbox event could not be delivered'),
  });
  // The viewer each request was authenticated as, so that the trusted-documents check does not authenticate
  // (and count an API key's use) a second time.
  const callers = new WeakMap<Request, { viewer: Viewer | null; authError?: AppError }>();
  const yoga = createGraphQL({
    production: config.production,
    logger,
    persisted,
    // Internal tools (an admin's token or API key) may send any document; everyone else runs the site's own.
    // A tool whose credential was refused (a revoked key) hears why, not that its document is unknown.
    allowArbitrary: async (request) => {
      const caller = callers.get(request) ?? {
        viewer: await authenticate(request.headers.get('authorization') ?? undefined).catch(() => null),
      };
      if (caller.authError) throw caller.authError;
      return caller.viewer?.role === 'ADMIN';
    },
  });
  const readForPage = pageReads({ yoga, persisted, production: config.production });
  const catalog = createCatalog(db.prisma, security.approximateLocation, {
    listen: (channel, handlers) => db.listen(channel, handlers),
    onError: (error, what) => logger.warn({ err: error }, `the catalog in memory: ${what}`),
    clock,
    storedImage: (url) => security.storage.keyOf(url) !== undefined,
  });
  const app = new Hono<AppEnv>();
  /** What /readyz says: starting while the other processes of the instance start (processes.ts), stopping at the end. */
  let readiness: 'ready' | 'starting' | 'stopping' = 'ready';

  app.onError((error, c) => errorResponse(error, c, logger));
  // First of all: the request id for every answer and log line, and the request's time by route.
  app.use('*', observeRequests({ trustProxy: config.trustProxy, logger, metrics }));
  // A refused body never costs a keep-alive client its connection (http/refused-body.ts).
  app.use('*', keepConnectionsAfterRefusals());
  // While stopping, ask keep-alive clients to reconnect elsewhere so that the process can drain.
  app.use('*', async (c, next) => {
    await next();
    if (readiness === 'stopping') c.res.headers.set('Connection', 'close');
  });
  // Headers for browsers.
  app.use('*', securityHeaders(config));
  app.use('/graphql', jsonBodyLimit());
  // Before any work (authentication, the read cache): a request a cross-site page could send runs nothing.
  app.use('/graphql', graphqlCsrfGuard({ graphiql: !config.production }));
  app.use('/api/*', restCsrfGuard());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (readiness !== 'ready') return c.json({ status: readiness }, 503);
    try {
      await db.prisma.$queryRawUnsafe('SELECT 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  const metricsToken = config.metricsToken;
  // Not configured, the path does not exist, rather than sending the scraper to the home page as unknown paths are.
  if (!metrics || !metricsToken) app.all('/metrics', (c) => c.json({ message: 'Not found' }, 404));
  else {
    metrics.watchOutbox(() => outboxBacklog(db.prisma));
    app.get('/metrics', async (c) => {
      if (!holdsMetricsToken(c.req.header('authorization'), metricsToken))
        return c.json({ message: 'The metrics need the bearer token METRICS_TOKEN' }, 401, {
          'WWW-Authenticate': 'Bearer',
        });
      const text = await metrics.read().catch(() => undefined);
      if (text === undefined) return c.json({ message: 'The figures could not be gathered; try again' }, 503);
      return c.body(text, 200, {
        'Content-Type': metrics.registry.contentType,
        'Cache-Control': 'no-store',
      });
    });
  }

  /** Who a request's bearer token names; a refused token is kept for the operations that need a role. */
  const callerOf = async (
    authorization: string | undefined,
  ): Promise<{ viewer: Viewer | null; authError?: AppError }> => {
    try {
      return { viewer: await authenticate(authorization) };
    } catch (error) {
      // A stale token must not break public pages: only operations that need a role answer with it.
      if (!(error instanceof AppError)) throw error;
      return { viewer: null, authError: error };
    }
  };
  /**
   * Whether the database was written to since the count was `writes`: by the request itself, or meanwhile by another
   * of this instance's, which costs the request only a version read it could have done without (catalog/catalog.ts).
   */
  const wroteSince = (writes: number) => () => db.writeCount() !== writes;
  /** The context the GraphQL resolvers and REST routes share; `pageReads` keeps what a page's reads read. */
  const contextFor = (
    caller: { viewer: Viewer | null; authError?: AppError },
    request: { clientIp: string; pageReads?: CatalogRead[]; privateAnswers?: Context['privateAnswers'] },
  ): Context => ({
    db,
    prisma: db.prisma,
    config,
    catalog: catalog.forRequest(request.pageReads, wroteSince(db.writeCount())),
    viewer: caller.viewer,
    loaders: createLoaders(db.prisma),
    clientIp: request.clientIp,
    authError: caller.authError,
    security,
    now: clock(),
    clock,
    leadFeed,
    liveInbox,
    privateAnswers: request.privateAnswers,
  });
  // Every API request gets that context.
  const withContext = createMiddleware<AppEnv>(async (c, next) => {
    const caller = await callerOf(c.req.header('authorization'));
    // An API key over its rate is refused whatever it asked for.
    if (caller.authError?.code === 'RATE_LIMITED') return rateLimited(c, caller.authError);
    callers.set(c.req.raw, caller);
    const ctx = contextFor(caller, {
      clientIp: clientAddress(c, config.trustProxy),
      privateAnswers: { inBody: c.req.method === 'POST', used: false },
    });
    c.set('ctx', ctx);
    const wrote = wroteSince(db.writeCount());
    await next();
    // The catalog hears of changes by notification: a request that wrote answers once this instance knows its
    // change, so that the writer's next read shows it (catalog/catalog.ts).
    if (wrote()) await catalog.settle();
  });
  // docs/contract.md: 413 for huge bodies. The upload route reads up to its own, signed limit (services/uploads.ts).
  const limitBody = jsonBodyLimit();
  app.use(
    '/api/*',
    // A feed's file is streamed by the feed reader, which stops at its own limit (services/feeds/mits.ts).
    createMiddleware<AppEnv>((c, next) =>
      c.req.path.startsWith('/api/uploads/') || FEED_RUN_PATH.test(c.req.path) ? next() : limitBody(c, next),
    ),
  );
  app.use('/api/*', urlLengthLimit());
  app.use('/graphql', urlLengthLimit());
  app.use('/api/*', withContext);
  app.use('/graphql', withContext);
  // A READ-scope API key makes no change through REST either (GraphQL: graphql/api-key-scope.ts).
  app.use('/api/*', async (c, next) => {
    const error = ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) ? null : readScopeError(c.var.ctx.viewer);
    if (error) throw error;
    await next();
  });
  const cache = readCache(catalog, { enabled: config.readCache, persisted });
  app.use('/api/apartments/*', cache.middleware);
  app.use('/graphql', cache.middleware);

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, c.var.ctx));
  app.route('/api', marketRoutes);
  app.route('/api', publicRoutes);
  app.route('/api', guestCardFormRoutes);
  app.route('/api', adminRoutes);
  app.route('/api', feedRoutes);
  app.route('/api', agentRoutes);
  app.route('/api', leadRoutes);
  app.route('/api', invoiceRoutes);
  app.route('/api', leaseVerificationRoutes);
  app.route('/api', uploadRoutes);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  // Only keys this site makes (domain/stored-images.ts) are served or signed, in their one spelling: a bucket may
  // hold other objects (another application's, a backup), and no other path under uploads/ is an image.
  // On a bucket without a public URL, /uploads/<key> sends the reader to a short-lived presigned GET.
  app.get('/uploads/*', async (c, next) => {
    const key = c.req.path.slice(STORED_IMAGE_PATH.length);
    if (!STORED_IMAGE_KEY_PATTERN.test(key)) return c.json({ message: 'Not found' }, 404);
    if (!security.storage.readUrl) return next();
    return c.redirect(await security.storage.readUrl(key), 302);
  });
  makePrivateDir(path.join(config.dataDir, 'uploads'));
  app.use(
    '/uploads/*',
    serveStatic({
      root: path.relative(process.cwd(), path.resolve(config.dataDir)) || '.',
      onNotFound: () => undefined,
    }),
  );
  app.get('/uploads/*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/', crawlerRoutes({ catalog, origin: config.origin }));
  app.route('/', mapRoutes(config.mapTiles));
  const pages = pageCache();
  metrics?.watchCaches({ api: () => cache.stats(), pages: () => pages.stats() });
  app.route(
    '/',
    webRoutes(deps.webDist, {
      ...(deps.webServerEntry ? { serverEntry: deps.webServerEntry } : {}),
      catalog,
      origin: config.origin,
      // Server rendering reads GraphQL in process, through the schema and plugins of the /graphql door (a page's
      // reads are public: they carry no renter's answers), keeping what it read.
      graphql: async (body, authorization, reads) => {
        const caller = await callerOf(authorization ?? undefined);
        return readForPage(body, contextFor(caller, { clientIp: 'local', pageReads: reads }));
      },
      cachePages: config.readCache,
      pages,
      clock,
      logger,
      // A link that names no list, or is no list link at all, is a page that does not exist (404); any other
      // failure is left to the browser's page.
      shortlistExists: (token) =>
        shortlistByToken(db.prisma, token).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
              return false;
            throw error;
          },
        ),
    }),
  );

  return {
    app,
    fetch: app.fetch,
    yoga,
    cacheStats: () => cache.stats(),
    /** Hits and misses of the anonymous HTML pages cached per catalog version. */
    pageCacheStats: () => pages.stats(),
    /** The process's metrics when METRICS_TOKEN is set (the jobs count their runs on them). */
    metrics,
    /** This instance's open live inboxes (services/live-inbox.ts): closed before the feed they hear. */
    liveInbox,
    /** The catalog in memory every public read answers from (bench/floor-server.ts measures it bare). */
    catalog,
    /** The point renters see of an apartment (auth/approximate-location.ts), keyed by this instance's secret. */
    approximateLocation: security.approximateLocation,
    /** Reads the catalog into memory, so that the first renters do not wait for it. */
    loadCatalog: async () => {
      await catalog.forRequest().snapshot();
    },
    /**
     * /readyz says "starting" until the answered function is called: a load balancer then opens its connections once
     * every process of the instance listens, rather than all to the first one (processes.ts).
     */
    holdReadiness: () => {
      readiness = 'starting';
      return () => {
        if (readiness === 'starting') readiness = 'ready';
      };
    },
    /** /readyz turns unready first when the process is asked to stop. */
    markStopping: () => {
      readiness = 'stopping';
      // Open live inboxes would hold the process past its drain: they end, and their clients reconnect elsewhere.
      liveInbox.endAll();
    },
  };
}

export type Server = ReturnType<typeof createServer>;
