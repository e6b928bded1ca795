// The app's composition (README, Architecture): the one place that builds its parts from the configuration, in
// order (image storage, then the security pieces that sign its uploads, the metrics, the live inboxes' feed, the
// routes over them, then the jobs), and closes them in reverse. Tracing starts before any of this is imported
// (main.ts), because the OpenTelemetry SDK must see http, pg and ioredis load.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createSecurity, type SecurityOverrides } from './auth/index.js';
import { closeStaffLimits } from './auth/staff-limits.js';
import type { Database } from './db/client.js';
import { createImageImportWorker } from './jobs/image-import-worker.js';
import { createFeedPuller } from './jobs/feed-puller.js';
import { startJobs } from './jobs/index.js';
import { createLogger } from './logger.js';
import { createServer, type ServerParts } from './server.js';
import { ensureBootstrapAdmin, ensureBootstrapAgent } from './services/accounts.js';
import { createLeadFeed, leadFeedChannel, type LeadFeedAccessEnded } from './services/lead-feed.js';
import { prepareDatabase } from './setup.js';
import { createStorage, type AppStorage } from './storage/index.js';
import { createMetrics } from './telemetry/metrics.js';

/** What a test or bench may set in place of a part built from the configuration. */
export interface AppDeps extends Omit<ServerParts, 'security' | 'leadFeed'> {
  /** Login limiter (memory, or Redis with REDIS_URL) and image storage (local, or S3 with S3_BUCKET). */
  security?: SecurityOverrides & { storage?: AppStorage };
  leadFeed?: ServerParts['leadFeed'];
}

/** The app over an open database: its parts built from the configuration unless given. */
export function createApp(deps: AppDeps) {
  const { config, db, logger } = deps;
  const { storage: givenStorage, ...securityOverrides } = deps.security ?? {};
  // docs/contract.md: files under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  const storage = givenStorage ?? createStorage(config);
  const security = createSecurity(config, db, storage, {
    onCleanupError: (error) => logger.warn({ err: error }, 'a removed image could not be deleted from storage'),
    ...securityOverrides,
  });
  // docs/operations.md, Metrics: only with METRICS_TOKEN set; otherwise nothing is measured and nothing served.
  const metrics = config.metricsToken ? (deps.metrics ?? createMetrics()) : undefined;
  const leadFeed =
    deps.leadFeed ??
    createLeadFeed({
      redisUrl: config.redisUrl,
      channel: leadFeedChannel(config.redisPrefix),
      onError: (error) => logger.warn({ err: error }, 'the live inbox could not reach Redis'),
    });
  const server = createServer({ ...deps, security, metrics, leadFeed });
  // Outside images linked by admins, copied into storage (services/image-imports.ts); the jobs run it on a timer.
  const imageImports = createImageImportWorker({
    prisma: db.prisma,
    storage,
    allowHosts: config.imageFetchAllowHosts,
    logger,
  });
  // Property feeds with a URL, pulled on their schedule (services/feeds); the jobs run it on a timer.
  const feedPuller = createFeedPuller({ prisma: db.prisma, storage, allowHosts: config.imageFetchAllowHosts, logger });
  return {
    ...server,
    leadFeed,
    imageImports,
    feedPuller,
    /** Starts the work that happens after requests (jobs/index.ts); answers the function that stops it. */
    startJobs: () =>
      startJobs(db.prisma, server.catalog, config, logger, metrics, imageImports, security.propertyLinks, feedPuller),
    /** Closes what the app opened besides the database: the Redis connections and the S3 client. */
    shutdown: async () => {
      await security.loginLimiter.close();
      await security.apiKeyLimiter.close();
      await security.reportLimiter.close();
      await security.guestCardLimiter.close();
      await security.guestCardEmailLimiter.close();
      await security.recipientLimiter.close();
      await closeStaffLimits(security.staffLimits);
      await storage.close?.();
      await server.liveInbox.close();
      await leadFeed.close();
      await server.catalog.close();
    },
  };
}

export type App = ReturnType<typeof createApp>;

/**
 * The whole product as `npm start` and the image run it: the database migrated (and seeded on a first start), the
 * bootstrap accounts, the app with its catalog in memory and its jobs running. main.ts has made DATA_DIR private.
 */
export async function startApp(config: Config, logger: Logger = createLogger(config.logLevel)) {
  const storage = createStorage(config);
  const db: Database = await prepareDatabase(config, storage, logger);
  const bootstrapped: LeadFeedAccessEnded[] = [];
  if (config.bootstrapAdmin) {
    const id = await ensureBootstrapAdmin(db.prisma, config.bootstrapAdmin);
    bootstrapped.push({ type: 'accessEnded', role: 'ADMIN', id });
    logger.info({ email: config.bootstrapAdmin.email }, 'bootstrap admin is active');
  }
  if (config.bootstrapAgent) {
    const id = await ensureBootstrapAgent(db.prisma, config.bootstrapAgent);
    bootstrapped.push({ type: 'accessEnded', role: 'AGENT', id });
    logger.info({ email: config.bootstrapAgent.email }, 'bootstrap agent is active');
  }
  const app = createApp({ config, db, logger, security: { storage } });
  // A new ADMIN_PASSWORD or AGENT_PASSWORD ended the account's sessions: the other instances' live inboxes open with
  // them close (services/live-inbox.ts reads the account again; an unchanged one keeps its streams).
  for (const message of bootstrapped) app.leadFeed.publish(message);
  await app.loadCatalog();
  const stopJobs = app.startJobs();
  return {
    app,
    db,
    logger,
    /** After the server has stopped taking requests: the jobs, then the app's connections, then the database. */
    stop: async () => {
      await stopJobs();
      await app.shutdown();
      await db.close();
    },
  };
}
