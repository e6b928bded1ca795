-- What an apartment really costs and whether its deal is still on: fees, specials as records, availability and
-- verification per floorplan, pet policy and amenities, and renters' reports of outdated listings.

-- CreateEnum
CREATE TYPE "FeeKind" AS ENUM ('monthlyMandatory', 'monthlyOptional', 'oneTime', 'deposit');
CREATE TYPE "ConcessionKind" AS ENUM ('weeksFree', 'amountOff', 'reducedRent');
CREATE TYPE "StaffRole" AS ENUM ('ADMIN', 'AGENT');
CREATE TYPE "OutdatedTopic" AS ENUM ('price', 'availability', 'special');

-- AlterTable
ALTER TABLE "Apartment" ADD COLUMN "petsAllowed" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "petRentCents" INTEGER,
ADD COLUMN "petDepositCents" INTEGER,
ADD COLUMN "amenities" TEXT[] DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "Floorplan" ADD COLUMN "availableFrom" DATE,
ADD COLUMN "unitsAvailable" INTEGER,
ADD COLUMN "verifiedAt" TIMESTAMPTZ(3),
ADD COLUMN "verifiedByRole" "StaffRole",
ADD COLUMN "verifiedById" UUID,
ADD COLUMN "verifiedByName" VARCHAR(100);

-- CreateTable
CREATE TABLE "Fee" (
    "id" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "kind" "FeeKind" NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Fee_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Special" (
    "id" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "text" VARCHAR(300) NOT NULL,
    "concessionKind" "ConcessionKind" NOT NULL,
    "concessionValue" INTEGER NOT NULL,
    "validFrom" DATE NOT NULL,
    "validUntil" DATE NOT NULL,
    "floorplanTypes" "FloorplanType"[],
    "minLeaseTermMonths" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Special_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "OutdatedReport" (
    "id" UUID NOT NULL,
    "floorplanId" UUID NOT NULL,
    "topic" "OutdatedTopic" NOT NULL,
    "note" VARCHAR(500),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "OutdatedReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Fee_apartmentId_idx" ON "Fee"("apartmentId");
CREATE INDEX "Special_apartmentId_idx" ON "Special"("apartmentId");
CREATE INDEX "OutdatedReport_resolvedAt_createdAt_idx" ON "OutdatedReport"("resolvedAt", "createdAt");
CREATE INDEX "OutdatedReport_floorplanId_idx" ON "OutdatedReport"("floorplanId");

-- AddForeignKey
ALTER TABLE "Fee" ADD CONSTRAINT "Fee_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Special" ADD CONSTRAINT "Special_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OutdatedReport" ADD CONSTRAINT "OutdatedReport_floorplanId_fkey" FOREIGN KEY ("floorplanId") REFERENCES "Floorplan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Fees and specials are part of what renters see: their changes move the catalog version like a floorplan's
-- (the catalog in memory reloads the apartment they belong to).
CREATE TRIGGER "Fee_catalog_insert" AFTER INSERT ON "Fee"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Fee_catalog_delete" AFTER DELETE ON "Fee"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Fee_catalog_update" AFTER UPDATE ON "Fee"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Fee_catalog_truncate" AFTER TRUNCATE ON "Fee"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();

CREATE TRIGGER "Special_catalog_insert" AFTER INSERT ON "Special"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Special_catalog_delete" AFTER DELETE ON "Special"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Special_catalog_update" AFTER UPDATE ON "Special"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Special_catalog_truncate" AFTER TRUNCATE ON "Special"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();

-- The pet policy and amenities are visible fields of the apartment too.
CREATE OR REPLACE FUNCTION "apartment_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(ARRAY(
    SELECT n."id" FROM "changed_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (o."code", o."name", o."image", o."location", o."promotion", o."leaseTerm", o."promotionalTerm", o."freeMove", o."highlight", o."version", o."creatorId",
            o."petsAllowed", o."petRentCents", o."petDepositCents", o."amenities")
           IS DISTINCT FROM
           (n."code", n."name", n."image", n."location", n."promotion", n."leaseTerm", n."promotionalTerm", n."freeMove", n."highlight", n."version", n."creatorId",
            n."petsAllowed", n."petRentCents", n."petDepositCents", n."amenities")));
  RETURN NULL;
END;
$$;
