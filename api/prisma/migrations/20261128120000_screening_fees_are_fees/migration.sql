-- One place for each fee (docs/contract.md "Who qualifies"): the application and admin fees are rows of the
-- apartment's fee table, and the screening criteria show those rows. The screening rules' own fee columns go.
--
-- Their values move into the fee table as one-time fees named "Application" and "Admin", where the table has no
-- such fee yet (the rows domain/screening-fees.ts reads: a name starting with "Application", or with "Admin",
-- "Administrative" or "Administration"). Where the table already has one, the fee table's amount wins and the
-- screening value is dropped: the fee table is what the all-in and move-in figures count and what the fee list
-- showed renters as the charge, so keeping it changes no figure a renter was quoted; the screening value was a
-- second copy typed apart from it. A stated $0 is moved too: "no application fee" is something the property said.
INSERT INTO "Fee" ("id", "apartmentId", "name", "amountCents", "kind", "position")
SELECT gen_random_uuid(), s."apartmentId", 'Application', s."applicationFeeCents", 'oneTime',
       COALESCE((SELECT MAX(f."position") + 1 FROM "Fee" f WHERE f."apartmentId" = s."apartmentId"), 0)
  FROM "Screening" s
 WHERE s."applicationFeeCents" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "Fee" f
                    WHERE f."apartmentId" = s."apartmentId" AND f."name" ~* '^\s*application\M');

INSERT INTO "Fee" ("id", "apartmentId", "name", "amountCents", "kind", "position")
SELECT gen_random_uuid(), s."apartmentId", 'Admin', s."adminFeeCents", 'oneTime',
       COALESCE((SELECT MAX(f."position") + 1 FROM "Fee" f WHERE f."apartmentId" = s."apartmentId"), 0)
  FROM "Screening" s
 WHERE s."adminFeeCents" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "Fee" f
                    WHERE f."apartmentId" = s."apartmentId"
                      AND f."name" ~* '^\s*admin(istrative|istration)?\M');

ALTER TABLE "Screening" DROP COLUMN "applicationFeeCents", DROP COLUMN "adminFeeCents";
