-- Leads from the first-party guest card to the commission: leads with their timeline and staff views, referrals
-- per lead and apartment, each apartment's commission percentage, and the e-mail outbox.

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'contacted', 'touring', 'applied', 'leased', 'lost');
CREATE TYPE "ContactMethod" AS ENUM ('email', 'phone', 'text');
CREATE TYPE "LeadSource" AS ENUM ('website', 'agent', 'favourites');
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sent', 'failed');

-- AlterTable (not a field renters see: the catalog triggers leave it out)
ALTER TABLE "Apartment" ADD COLUMN "commissionPercent" INTEGER;

-- CreateTable
CREATE TABLE "Lead" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100),
    "email" VARCHAR(254),
    "phone" VARCHAR(30),
    "preferredContact" "ContactMethod" NOT NULL,
    "moveInDate" DATE,
    "budgetCents" INTEGER,
    "areas" TEXT[],
    "roomTypes" "FloorplanType"[],
    "pets" TEXT[],
    "amenities" TEXT[],
    "notes" VARCHAR(2000),
    "apartmentId" UUID,
    "source" "LeadSource" NOT NULL,
    "status" "LeadStatus" NOT NULL DEFAULT 'new',
    "lostReason" VARCHAR(300),
    "agentId" UUID,
    "createdByAgentId" UUID,
    "followUpOn" DATE,
    "firstContactAt" TIMESTAMPTZ(3),
    "claimedAt" TIMESTAMPTZ(3),
    "erasedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "LeadEvent" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "status" "LeadStatus",
    "text" VARCHAR(2000),
    "actorRole" "StaffRole",
    "actorId" UUID,
    "actorName" VARCHAR(100),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadEvent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "LeadView" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "viewerRole" "StaffRole" NOT NULL,
    "viewerId" UUID NOT NULL,
    "viewerName" VARCHAR(100) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadView_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Referral" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "registeredOn" DATE,
    "propertyContact" VARCHAR(100),
    "touredOn" DATE,
    "appliedOn" DATE,
    "leaseSignedOn" DATE,
    "leaseRentCents" INTEGER,
    "leaseTermMonths" INTEGER,
    "commissionPercent" INTEGER,
    "commissionExpectedCents" INTEGER,
    "commissionReceivedOn" DATE,
    "commissionReceivedCents" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Referral_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "OutboxMessage" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "toAddress" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "headers" JSONB,
    "dedupeKey" VARCHAR(200),
    "leadId" UUID,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(500),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");
CREATE INDEX "Lead_agentId_status_idx" ON "Lead"("agentId", "status");
CREATE INDEX "LeadEvent_leadId_createdAt_idx" ON "LeadEvent"("leadId", "createdAt");
CREATE INDEX "LeadView_leadId_createdAt_idx" ON "LeadView"("leadId", "createdAt");
CREATE UNIQUE INDEX "Referral_leadId_apartmentId_key" ON "Referral"("leadId", "apartmentId");
CREATE INDEX "Referral_leaseSignedOn_idx" ON "Referral"("leaseSignedOn");
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");
CREATE INDEX "OutboxMessage_leadId_idx" ON "OutboxMessage"("leadId");

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "LeadEvent" ADD CONSTRAINT "LeadEvent_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "LeadView" ADD CONSTRAINT "LeadView_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
