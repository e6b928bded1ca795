-- Outside images are copied into this site's storage by a job, never shown from the other host (docs/contract.md
-- "Where an apartment is"): one row per image to copy (the apartment's Image URL, or one of a floorplan's images),
-- claimed like the outbox (api/src/jobs/image-import-worker.ts), and one row per try.
CREATE TYPE "ImageImportStatus" AS ENUM ('pending', 'done', 'failed');

CREATE TABLE "ImageImport" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "apartmentId" UUID NOT NULL,
  "floorplanId" UUID,
  "sourceUrl" VARCHAR(2048) NOT NULL,
  "status" "ImageImportStatus" NOT NULL DEFAULT 'pending',
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "lockedUntil" TIMESTAMPTZ(3),
  "lastError" VARCHAR(500),
  "storedUrl" VARCHAR(2048),
  "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "ImageImport_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ImageImport_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ImageImport_floorplanId_fkey" FOREIGN KEY ("floorplanId") REFERENCES "Floorplan"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ImageImport_status_nextAttemptAt_idx" ON "ImageImport"("status", "nextAttemptAt");
CREATE INDEX "ImageImport_apartmentId_idx" ON "ImageImport"("apartmentId");

CREATE TABLE "ImageImportAttempt" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "importId" UUID NOT NULL,
  "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "ok" BOOLEAN NOT NULL,
  "error" VARCHAR(500),
  CONSTRAINT "ImageImportAttempt_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ImageImportAttempt_importId_fkey" FOREIGN KEY ("importId") REFERENCES "ImageImport"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ImageImportAttempt_importId_idx" ON "ImageImportAttempt"("importId");
