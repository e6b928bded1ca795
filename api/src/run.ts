// The server process after main.ts has read the configuration (and started tracing when asked): the app composed
// by app.ts, served on one port (docs/contract.md "Running it"), drained on SIGTERM.
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import type { Config } from './config.js';
import { startApp } from './app.js';
import { ALL_LISTENING } from './processes.js';

/** main.ts has made DATA_DIR private already. `stopTracing` sends the spans still buffered before the process exits. */
export async function run(config: Config, stopTracing?: () => Promise<void>) {
  const { app, db, logger, stop: stopApp } = await startApp(config);
  // One of several processes (WEB_CONCURRENCY): ready once the supervisor says every process listens.
  if (cluster.isWorker) {
    const release = app.holdReadiness();
    process.on('message', (message: { type?: string } | null) => {
      if (message?.type === ALL_LISTENING) release();
    });
  }
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
      await stopApp();
      await stopTracing?.().catch(() => undefined);
      process.exit(0);
    };
    server.close(() => void finish());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
