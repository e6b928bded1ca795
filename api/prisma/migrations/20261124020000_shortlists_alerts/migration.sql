-- The renter's side of the search: shortlists an agent sends (a private link, reactions per item), favourites sent
-- with a lead, and saved searches with e-mail alerts.

-- CreateEnum
CREATE TYPE "ShortlistReaction" AS ENUM ('love', 'maybe', 'no');
CREATE TYPE "AlertFrequency" AS ENUM ('instant', 'daily');

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "favourites" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Shortlist" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "note" VARCHAR(1000),
    "createdByRole" "StaffRole" NOT NULL,
    "createdById" UUID NOT NULL,
    "createdByName" VARCHAR(100) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shortlist_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ShortlistItem" (
    "id" UUID NOT NULL,
    "shortlistId" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "floorplanId" UUID,
    "position" INTEGER NOT NULL,
    "note" VARCHAR(500),
    "sentAllInCents" INTEGER,
    "sentSpecialId" UUID,
    "sentSpecialText" VARCHAR(300),
    "reaction" "ShortlistReaction",
    "comment" VARCHAR(1000),
    "reactedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ShortlistItem_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "SavedSearch" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "filter" JSONB NOT NULL,
    "label" VARCHAR(300) NOT NULL,
    "query" VARCHAR(2048) NOT NULL,
    "frequency" "AlertFrequency" NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "confirmedAt" TIMESTAMPTZ(3),
    "unsubscribedAt" TIMESTAMPTZ(3),
    "baseline" JSONB,
    "pending" JSONB NOT NULL DEFAULT '[]',
    "lastCheckedAt" TIMESTAMPTZ(3),
    "lastDigestAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedSearch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Shortlist_token_key" ON "Shortlist"("token");
CREATE INDEX "Shortlist_leadId_idx" ON "Shortlist"("leadId");
CREATE INDEX "ShortlistItem_shortlistId_idx" ON "ShortlistItem"("shortlistId");
CREATE UNIQUE INDEX "SavedSearch_token_key" ON "SavedSearch"("token");
CREATE INDEX "SavedSearch_confirmedAt_unsubscribedAt_idx" ON "SavedSearch"("confirmedAt", "unsubscribedAt");

-- AddForeignKey
ALTER TABLE "Shortlist" ADD CONSTRAINT "Shortlist_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ShortlistItem" ADD CONSTRAINT "ShortlistItem_shortlistId_fkey" FOREIGN KEY ("shortlistId") REFERENCES "Shortlist"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ShortlistItem" ADD CONSTRAINT "ShortlistItem_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
