-- Where an apartment is, what it looks like, and whether renters may see it yet (docs/contract.md "Where an
-- apartment is"). Apartments listed before drafts existed stay published.

-- CreateEnum
CREATE TYPE "ListingStatus" AS ENUM ('DRAFT', 'PUBLISHED');

-- AlterTable
ALTER TABLE "Apartment" ADD COLUMN "status" "ListingStatus" NOT NULL DEFAULT 'PUBLISHED',
ADD COLUMN "street" VARCHAR(100),
ADD COLUMN "city" VARCHAR(60),
ADD COLUMN "state" VARCHAR(2),
ADD COLUMN "zip" VARCHAR(5),
ADD COLUMN "latitude" DOUBLE PRECISION,
ADD COLUMN "longitude" DOUBLE PRECISION,
ADD COLUMN "description" VARCHAR(2000),
ADD COLUMN "yearBuilt" INTEGER;

-- CreateTable
CREATE TABLE "Photo" (
    "id" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "url" VARCHAR(2048) NOT NULL,
    "alt" VARCHAR(200) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Photo_apartmentId_position_idx" ON "Photo"("apartmentId", "position");

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Photos are part of what renters see: their changes move the catalog version like a fee's.
CREATE TRIGGER "Photo_catalog_insert" AFTER INSERT ON "Photo"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Photo_catalog_delete" AFTER DELETE ON "Photo"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Photo_catalog_update" AFTER UPDATE ON "Photo"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Photo_catalog_truncate" AFTER TRUNCATE ON "Photo"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();

-- The status (a draft leaves the public catalog), the location and the profile are visible changes too.
CREATE OR REPLACE FUNCTION "apartment_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(ARRAY(
    SELECT n."id" FROM "changed_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (o."code", o."name", o."image", o."location", o."promotion", o."leaseTerm", o."promotionalTerm", o."freeMove", o."highlight", o."version", o."creatorId",
            o."petsAllowed", o."petRentCents", o."petDepositCents", o."amenities", o."commissionPercent",
            o."status", o."street", o."city", o."state", o."zip", o."latitude", o."longitude", o."description", o."yearBuilt")
           IS DISTINCT FROM
           (n."code", n."name", n."image", n."location", n."promotion", n."leaseTerm", n."promotionalTerm", n."freeMove", n."highlight", n."version", n."creatorId",
            n."petsAllowed", n."petRentCents", n."petDepositCents", n."amenities", n."commissionPercent",
            n."status", n."street", n."city", n."state", n."zip", n."latitude", n."longitude", n."description", n."yearBuilt")));
  RETURN NULL;
END;
$$;
