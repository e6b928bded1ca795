-- A floorplan's confirmed prices by day (docs/contract.md "Rent history and the market"): the history the product
-- lost at every change until now. One row per floorplan per San Antonio day.
CREATE TABLE "PriceObservation" (
    "id" UUID NOT NULL,
    "floorplanId" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "minRentCents" INTEGER NOT NULL,
    "maxRentCents" INTEGER NOT NULL,
    "allInMinCents" INTEGER NOT NULL,
    "monthlyFeesCents" INTEGER NOT NULL,
    "verifiedAt" TIMESTAMPTZ(3),
    "source" "StaffRole" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PriceObservation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PriceObservation_floorplanId_day_key" ON "PriceObservation"("floorplanId", "day");
CREATE INDEX "PriceObservation_day_idx" ON "PriceObservation"("day");
CREATE INDEX "PriceObservation_apartmentId_idx" ON "PriceObservation"("apartmentId");

ALTER TABLE "PriceObservation" ADD CONSTRAINT "PriceObservation_floorplanId_fkey" FOREIGN KEY ("floorplanId")
    REFERENCES "Floorplan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
