-- docs/contract.md "Beyond docs/product.md" (leased means a lease): a Leased lead has a lease recorded on a referral, and a recorded lease
-- makes the lead Leased. Rows written before that rule are brought into line, each change on the lead's timeline:
-- a lead with a lease date on a referral becomes Leased (the lease is the evidence the commission rests on); a
-- Leased lead without one goes back to the furthest step its referrals record (Applied, Touring), else Contacted.
CREATE TEMP TABLE "lease_fix" ON COMMIT DROP AS
SELECT l."id",
       CASE
         WHEN EXISTS (SELECT 1 FROM "Referral" r WHERE r."leadId" = l."id" AND r."leaseSignedOn" IS NOT NULL)
           THEN 'leased'
         WHEN EXISTS (SELECT 1 FROM "Referral" r WHERE r."leadId" = l."id" AND r."appliedOn" IS NOT NULL)
           THEN 'applied'
         WHEN EXISTS (SELECT 1 FROM "Referral" r WHERE r."leadId" = l."id" AND r."touredOn" IS NOT NULL)
           THEN 'touring'
         ELSE 'contacted'
       END::"LeadStatus" AS "status"
  FROM "Lead" l
 WHERE (l."status" = 'leased') <>
       EXISTS (SELECT 1 FROM "Referral" r WHERE r."leadId" = l."id" AND r."leaseSignedOn" IS NOT NULL);

UPDATE "Lead" l SET "status" = f."status", "lostReason" = NULL, "updatedAt" = CURRENT_TIMESTAMP
  FROM "lease_fix" f WHERE f."id" = l."id";

INSERT INTO "LeadEvent" ("id", "leadId", "kind", "status", "text", "createdAt")
SELECT gen_random_uuid(), f."id", 'status', f."status",
       CASE WHEN f."status" = 'leased' THEN 'Leased: a lease was recorded on a referral'
            ELSE 'Moved back from Leased: no lease was recorded' END,
       CURRENT_TIMESTAMP
  FROM "lease_fix" f;
