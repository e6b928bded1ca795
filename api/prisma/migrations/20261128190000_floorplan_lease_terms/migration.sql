-- The lease lengths each floorplan offers, in months; a year unless the property says otherwise (the short-lease
-- search finds floorplans offering 6 months or less).
ALTER TABLE "Floorplan" ADD COLUMN "leaseTermsMonths" INTEGER[] NOT NULL DEFAULT ARRAY[12]::INTEGER[];
