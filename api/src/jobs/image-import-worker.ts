// Copies outside images into our storage (services/image-imports.ts), durably like the outbox (outbox-worker.ts):
// each instance claims a batch with FOR UPDATE SKIP LOCKED and holds it with a lease (lockedUntil), so an image is
// fetched by one instance at a time; a lease that runs out (an instance died mid-fetch) makes the import due again.
import type { Logger } from 'pino';
import type { PrismaClient } from '../generated/prisma/client.js';
import { runImageImport, type ClaimedImport } from '../services/image-imports.js';
import type { Storage } from '../storage/storage.js';
import { periodicJob, type PeriodicJob } from './periodic.js';

/** Well past one fetch's 10 s limit and the storing of its copies. */
const LEASE_SECONDS = 120;
const BATCH_SIZE = 5;

/** Tries every import due now; `runOnce` answers how many were copied. */
export type ImageImportWorker = PeriodicJob;

export function createImageImportWorker(options: {
  prisma: PrismaClient;
  storage: Storage;
  /** IMAGE_FETCH_ALLOW_HOSTS (config.ts). */
  allowHosts: readonly string[];
  logger: Logger;
}): ImageImportWorker {
  const { prisma, storage, allowHosts, logger } = options;

  const claim = () =>
    prisma.$queryRaw<ClaimedImport[]>`
      UPDATE "ImageImport" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}),
                               "attempts" = "attempts" + 1, "updatedAt" = now()
       WHERE "id" IN (SELECT "id" FROM "ImageImport"
                       WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
                         AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
                       ORDER BY "nextAttemptAt", "createdAt"
                       LIMIT ${BATCH_SIZE}
                       FOR UPDATE SKIP LOCKED)
      RETURNING "id", "apartmentId", "floorplanId", "sourceUrl", "attempts"`;

  async function drain(): Promise<number> {
    let copied = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return copied;
      for (const claimed of batch) {
        const outcome = await runImageImport(prisma, storage, allowHosts, claimed);
        if (outcome === 'done') copied += 1;
        // The import's id only: a link may carry another site's token.
        else logger.warn({ importId: claimed.id, outcome }, 'an outside image could not be copied');
      }
    }
  }

  return periodicJob(drain, logger, 'image import');
}
