-- Who qualifies (docs/contract.md "Who qualifies"): each apartment's stated screening rules, verified like prices, and the
-- accessibility features of each floorplan. A null rule is one the property has not told us (renters read "Ask us").

-- CreateEnum
CREATE TYPE "CreditPolicy" AS ENUM ('NO_MINIMUM', 'MINIMUM');
CREATE TYPE "HistoryPolicy" AS ENUM ('ACCEPTED_ALWAYS', 'AFTER_YEARS', 'NEVER');
CREATE TYPE "CriminalPolicy" AS ENUM ('CASE_BY_CASE', 'FELONIES_AFTER_YEARS', 'NONE_ACCEPTED');
CREATE TYPE "IdRequirement" AS ENUM ('SSN_ONLY', 'SSN_OR_ITIN');

-- AlterTable
ALTER TABLE "Floorplan" ADD COLUMN "accessibility" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Screening" (
    "id" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "incomeMultiple" DOUBLE PRECISION,
    "creditPolicy" "CreditPolicy",
    "minimumCreditScore" INTEGER,
    "brokenLeasePolicy" "HistoryPolicy",
    "brokenLeaseYears" INTEGER,
    "evictionPolicy" "HistoryPolicy",
    "evictionYears" INTEGER,
    "criminalPolicy" "CriminalPolicy",
    "criminalYears" INTEGER,
    "coSignerAccepted" BOOLEAN,
    "guarantorServicesAccepted" BOOLEAN,
    "acceptsVouchers" BOOLEAN,
    "ssnOrItin" "IdRequirement",
    "applicationFeeCents" INTEGER,
    "adminFeeCents" INTEGER,
    "verifiedAt" TIMESTAMPTZ(3),
    "verifiedByName" VARCHAR(100),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Screening_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Screening_apartmentId_key" ON "Screening"("apartmentId");

-- AddForeignKey
ALTER TABLE "Screening" ADD CONSTRAINT "Screening_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rules are part of what renters see: their changes move the catalog version like a fee's.
CREATE TRIGGER "Screening_catalog_insert" AFTER INSERT ON "Screening"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Screening_catalog_delete" AFTER DELETE ON "Screening"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Screening_catalog_update" AFTER UPDATE ON "Screening"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Screening_catalog_truncate" AFTER TRUNCATE ON "Screening"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();
