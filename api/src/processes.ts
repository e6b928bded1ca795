// WEB_CONCURRENCY above 1 (docs/operations.md, Processes): one supervising process and that many server processes
// sharing the port, so one instance uses every CPU core it is given. Each server process is a whole instance of
// run.ts (its catalog in memory, its jobs, its LISTEN connection); they share the database and Redis as separate
// instances do. The supervisor runs no app: it starts them, replaces one that dies, and stops them together.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import { gatherProcessMetrics } from './telemetry/process-metrics.js';

/** Told to each server process once the instance's processes all listen: its /readyz may then say ready. */
export const ALL_LISTENING = 'satx:all-listening';

/** A server process that dies sooner than this after it started is not replaced: it would only die again. */
const MIN_LIFETIME_MS = 10_000;
/** As run.ts: a stop completes within 30 s whatever happens; the supervisor allows its processes that, and a little. */
const STOP_DEADLINE_MS = 32_000;

export async function superviseProcesses(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  gatherProcessMetrics();
  const started = new Map<Worker, number>();
  let stopping = false;
  let starting = true;

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      started.set(worker, Date.now());
      const failed = (code: number | null) => reject(new Error(`a server process exited with ${code} while starting`));
      worker.once('exit', failed);
      worker.once('listening', () => {
        worker.off('exit', failed);
        // A replacement joins an instance that is up already.
        if (!starting) worker.send({ type: ALL_LISTENING });
        resolve(worker);
      });
    });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit();
      return;
    }
    if (lived < MIN_LIFETIME_MS) {
      // While starting, start() reports it; later, the instance goes on with fewer processes, or stops without any.
      if (!starting)
        logger.error({ worker: worker.process.pid, code, signal }, 'a server process died soon after start');
      if (!starting && started.size === 0) process.exit(1);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, 'a server process died; starting another');
    // A replacement that dies while starting is handled above, as one that dies soon after start.
    start().catch((error: unknown) =>
      logger.error({ reason: (error as Error).message }, 'the replacement server process did not start'),
    );
  });

  // Registered before the processes start: a stop asked for while they start reaches the ones already started.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the server processes');
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    for (const worker of started.keys()) worker.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The first process alone migrates the database, loads demo data into an empty one and makes the bootstrap
  // accounts; the others start once it listens, and find that done.
  try {
    await start();
    await Promise.all(Array.from({ length: config.processes - 1 }, start));
  } catch (error) {
    logger.fatal({ reason: (error as Error).message }, 'the server processes did not start');
    stopping = true;
    for (const worker of started.keys()) worker.kill('SIGTERM');
    process.exitCode = 1;
    if (started.size === 0) process.exit(1);
    return;
  }
  starting = false;
  // Said before the processes are told: once /readyz answers ready, the instance's log already says how many listen.
  logger.info({ processes: config.processes, port: config.port }, 'server processes listening');
  for (const worker of started.keys()) worker.send({ type: ALL_LISTENING });
}
