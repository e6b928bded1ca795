-- Property feeds (docs/contract.md "Property feeds"): a property's own MITS file confirms its floorplans, with the
-- source "feed"; its leasing office confirms them as "property".
ALTER TYPE "StaffRole" ADD VALUE IF NOT EXISTS 'FEED';
ALTER TYPE "StaffRole" ADD VALUE IF NOT EXISTS 'PROPERTY';

CREATE TYPE "FeedRunStatus" AS ENUM ('planned', 'applied', 'failed', 'unchanged');

CREATE TABLE "Feed" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "url" VARCHAR(2048),
    "autoApply" BOOLEAN NOT NULL DEFAULT false,
    "etag" VARCHAR(300),
    "lastModified" VARCHAR(100),
    "lastPulledAt" TIMESTAMPTZ(3),
    "createdById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Feed_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "FeedProperty" (
    "id" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "propertyId" VARCHAR(100) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "apartmentId" UUID,
    "confirmedAt" TIMESTAMPTZ(3),
    "proposedApartmentId" UUID,
    "proposedReason" VARCHAR(200),
    "specialIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    CONSTRAINT "FeedProperty_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "FeedProperty_feedId_propertyId_key" ON "FeedProperty"("feedId", "propertyId");
CREATE INDEX "FeedProperty_apartmentId_idx" ON "FeedProperty"("apartmentId");
ALTER TABLE "FeedProperty" ADD CONSTRAINT "FeedProperty_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FeedProperty" ADD CONSTRAINT "FeedProperty_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "FeedRun" (
    "id" UUID NOT NULL,
    "feedId" UUID NOT NULL,
    "status" "FeedRunStatus" NOT NULL,
    "source" VARCHAR(10) NOT NULL,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "propertyCount" INTEGER NOT NULL DEFAULT 0,
    "floorplanCount" INTEGER NOT NULL DEFAULT 0,
    "messages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),
    "appliedAt" TIMESTAMPTZ(3),
    CONSTRAINT "FeedRun_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "FeedRun_feedId_startedAt_idx" ON "FeedRun"("feedId", "startedAt");
ALTER TABLE "FeedRun" ADD CONSTRAINT "FeedRun_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "FeedRunItem" (
    "id" UUID NOT NULL,
    "runId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "propertyId" VARCHAR(100) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "apartmentId" UUID,
    "outcome" VARCHAR(20) NOT NULL,
    "record" JSONB,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "messages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    CONSTRAINT "FeedRunItem_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "FeedRunItem_runId_position_idx" ON "FeedRunItem"("runId", "position");
ALTER TABLE "FeedRunItem" ADD CONSTRAINT "FeedRunItem_runId_fkey" FOREIGN KEY ("runId") REFERENCES "FeedRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
