-- The renter's answers to "Do I qualify?" sent with a consented guest card (docs/contract.md "Who qualifies"):
-- one row per lead, gone with the lead.

-- CreateTable
CREATE TABLE "LeadQualification" (
    "leadId" UUID NOT NULL,
    "monthlyIncomeCents" INTEGER NOT NULL,
    "creditScoreBand" VARCHAR(20) NOT NULL,
    "hasVoucher" BOOLEAN NOT NULL,
    "hasCoSigner" BOOLEAN NOT NULL,
    "pets" TEXT[],
    "yearsSinceBrokenLease" INTEGER,
    "yearsSinceEviction" INTEGER,
    "criminalHistory" VARCHAR(20) NOT NULL,
    "yearsSinceCriminalRecord" INTEGER,
    "sharedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LeadQualification_pkey" PRIMARY KEY ("leadId")
);

-- AddForeignKey
ALTER TABLE "LeadQualification" ADD CONSTRAINT "LeadQualification_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
