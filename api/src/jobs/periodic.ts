// The loop every background job runs on (the outbox, outside images): one drain at a time per instance, a tick that
// finds one running waits for it, and stopping waits for the drain under way.
import type { Logger } from 'pino';

export interface PeriodicJob {
  /** Works through everything due now; answers how many were done. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function periodicJob(drain: () => Promise<number>, logger: Logger, name: string): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    runOnce,
    start(intervalMs = 5_000) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => logger.error({ err: error }, `${name} run failed`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
