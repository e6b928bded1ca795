// The server process after main.ts has read the configuration (and started tracing when asked): the whole product
// on one port (docs/contract.md "Running it").
import { serve } from '@hono/node-server';
import type { Config } from './config.js';
import { prepareDatabase } from './setup.js';
import { createLogger } from './logger.js';
import { startJobs } from './jobs/index.js';
import { createApp } from './server.js';
import { ensureBootstrapAdmin, ensureBootstrapAgent } from './services/accounts.js';
import { createStorage } from './storage/index.js';
import { createMetrics } from './telemetry/metrics.js';

/** main.ts has made DATA_DIR private already. `stopTracing` sends the spans still buffered before the process exits. */
export async function run(config: Config, stopTracing?: () => Promise<void>) {
  const logger = createLogger(config.logLevel);
  // docs/contract.md: files under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  const storage = createStorage(config);
  const db = await prepareDatabase(config, storage, logger);
  if (config.bootstrapAdmin) {
    await ensureBootstrapAdmin(db.prisma, config.bootstrapAdmin);
    logger.info({ email: config.bootstrapAdmin.email }, 'bootstrap admin is active');
  }
  if (config.bootstrapAgent) {
    await ensureBootstrapAgent(db.prisma, config.bootstrapAgent);
    logger.info({ email: config.bootstrapAgent.email }, 'bootstrap agent is active');
  }
  // One registry for the requests and the jobs (docs/operations.md, Metrics).
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const app = createApp({ config, db, logger, security: { storage }, metrics });
  await app.loadCatalog();
  const stopJobs = startJobs(db.prisma, app.catalog, config, logger, metrics);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(
      `listening on http://localhost:${info.port} (${db.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    app.markStopping();
    // Let running requests finish; refuse new connections; exit within 30 s whatever happens.
    const deadline = setTimeout(() => process.exit(1), 30_000);
    deadline.unref();
    const finish = async () => {
      await stopJobs();
      await app.shutdown();
      await db.close();
      await stopTracing?.().catch(() => undefined);
      process.exit(0);
    };
    server.close(() => void finish());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
