-- An agent account reads renters' contact data, so a new one waits for an admin's approval as an admin account
-- does (docs/product.md section 5). Agents who signed up before keep their ACTIVE status: admins review them in
-- the Apartment Manager's Agents tab and disable any they do not know.
ALTER TABLE "Agent" ALTER COLUMN "status" SET DEFAULT 'PENDING';

-- The Texas real-estate license number an agent may give at sign-up, shown to the admin who approves it.
ALTER TABLE "Agent" ADD COLUMN "licenseNumber" VARCHAR(20);

-- Renters' data (leads, the outbox) is read only with a key of its own scope; READ and WRITE keys no longer do.
ALTER TYPE "ApiKeyScope" ADD VALUE 'LEADS';
