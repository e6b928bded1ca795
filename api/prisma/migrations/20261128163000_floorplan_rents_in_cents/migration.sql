-- Every amount is integer cents, from the database to the formatter (docs/contract.md "Money"): a floorplan's rents
-- were the spec's whole dollars. The spec's shapes still publish whole dollars (details.minPrice, details.maxPrice).
ALTER TABLE "Floorplan" RENAME COLUMN "minPrice" TO "minRentCents";
ALTER TABLE "Floorplan" RENAME COLUMN "maxPrice" TO "maxRentCents";
ALTER INDEX "Floorplan_type_minPrice_idx" RENAME TO "Floorplan_type_minRentCents_idx";
UPDATE "Floorplan"
   SET "minRentCents" = "minRentCents" * 100, "maxRentCents" = "maxRentCents" * 100
 WHERE "minRentCents" IS NOT NULL OR "maxRentCents" IS NOT NULL;
