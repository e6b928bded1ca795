-- The spec's Promotion, Promotional Term and Free Move-In are views of the dated specials from now on
-- (docs/contract.md, Search semantics). So that nothing a renter saw is lost, a promoted apartment without a
-- special on today gets one of its promotional term in free weeks, and a free move-in apartment a free move-in
-- special, both from today (San Antonio's day) with no end date. The old columns are no longer read.
INSERT INTO "Special" ("id", "apartmentId", "text", "concessionKind", "concessionValue", "validFrom", "validUntil",
                       "floorplanTypes", "minLeaseTermMonths")
SELECT gen_random_uuid(), a."id",
       CASE WHEN a."promotionalTerm" > 0 THEN a."promotionalTerm"::text || ' weeks free' ELSE 'Move-in special' END,
       'weeksFree', GREATEST(a."promotionalTerm", 0),
       (now() AT TIME ZONE 'America/Chicago')::date, DATE '9999-12-31', '{}', 1
  FROM "Apartment" a
 WHERE a."promotion"
   AND NOT EXISTS (SELECT 1 FROM "Special" s
                    WHERE s."apartmentId" = a."id" AND s."concessionKind" <> 'freeMoveIn'
                      AND s."validFrom" <= (now() AT TIME ZONE 'America/Chicago')::date
                      AND s."validUntil" >= (now() AT TIME ZONE 'America/Chicago')::date);

INSERT INTO "Special" ("id", "apartmentId", "text", "concessionKind", "concessionValue", "validFrom", "validUntil",
                       "floorplanTypes", "minLeaseTermMonths")
SELECT gen_random_uuid(), a."id", 'Free move-in', 'freeMoveIn', 0,
       (now() AT TIME ZONE 'America/Chicago')::date, DATE '9999-12-31', '{}', 1
  FROM "Apartment" a
 WHERE a."freeMove"
   AND NOT EXISTS (SELECT 1 FROM "Special" s
                    WHERE s."apartmentId" = a."id" AND s."concessionKind" = 'freeMoveIn'
                      AND s."validFrom" <= (now() AT TIME ZONE 'America/Chicago')::date
                      AND s."validUntil" >= (now() AT TIME ZONE 'America/Chicago')::date);
