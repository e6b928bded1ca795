// `npm start`: the whole product on one port (docs/contract.md "Running it").
// Only the configuration is read before tracing starts: with OTEL_EXPORTER_OTLP_ENDPOINT set, the OpenTelemetry SDK
// must hook module loading before the server's modules (http, pg, ioredis, Prisma) are imported, so they are
// imported dynamically after it (docs/operations.md, Tracing). Without it the SDK is never loaded.
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.js';
import { keepFilesPrivate } from './storage/private-files.js';

async function main() {
  const config = loadConfig();
  // Before anything is written: the database, images and JWT secret under DATA_DIR stay private.
  keepFilesPrivate(config.dataDir);
  // WEB_CONCURRENCY above 1: this process supervises that many copies of itself, which take the branch below.
  if (config.processes > 1 && cluster.isPrimary) {
    const { superviseProcesses } = await import('./processes.js');
    return superviseProcesses(config);
  }
  const stopTracing = config.otlpEndpoint ? (await import('./telemetry/tracing.js')).startTracing() : undefined;
  const { run } = await import('./run.js');
  await run(config, stopTracing);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
