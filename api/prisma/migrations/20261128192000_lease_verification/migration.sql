-- docs/contract.md "Getting paid": guest-card registration with the property, lease verification, invoices (with
-- their credit notes), payments, and the property's leasing and billing contacts. Nothing here is ever deleted.
ALTER TABLE "Apartment" ADD COLUMN "leasingEmail" VARCHAR(254),
                        ADD COLUMN "billingEmail" VARCHAR(254),
                        ADD COLUMN "billingName" VARCHAR(100),
                        ADD COLUMN "billingAddress" VARCHAR(300);

ALTER TABLE "Referral" ADD COLUMN "leaseMoveInOn" DATE,
                       ADD COLUMN "leaseUnit" VARCHAR(20),
                       ADD COLUMN "registrationSentAt" TIMESTAMPTZ(3),
                       ADD COLUMN "registrationTokenId" VARCHAR(64),
                       ADD COLUMN "registrationAcknowledgedAt" TIMESTAMPTZ(3);

ALTER TABLE "OutboxMessage" ADD COLUMN "attachments" JSONB;

CREATE TYPE "LeaseVerificationStatus" AS ENUM ('pending', 'confirmed', 'corrected', 'disputed');
CREATE TYPE "DisputeReason" AS ENUM ('notOurRenter', 'cameDirect', 'anotherLocatorFirst', 'leaseCancelled');
CREATE TYPE "InvoiceKind" AS ENUM ('invoice', 'creditNote');

CREATE TABLE "LeaseVerification" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "referralId" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "agentId" UUID,
    "renterEmail" VARCHAR(254),
    "sentTo" VARCHAR(254) NOT NULL,
    "unit" VARCHAR(20),
    "moveInOn" DATE NOT NULL,
    "moveInMonth" DATE NOT NULL,
    "leaseSignedOn" DATE NOT NULL,
    "rentCents" INTEGER NOT NULL,
    "termMonths" INTEGER NOT NULL,
    "commissionPercent" INTEGER NOT NULL,
    "commissionCents" INTEGER NOT NULL,
    "status" "LeaseVerificationStatus" NOT NULL DEFAULT 'pending',
    "verifiedUnit" VARCHAR(20),
    "verifiedMoveInOn" DATE,
    "verifiedRentCents" INTEGER,
    "verifiedCommissionCents" INTEGER,
    "disputeReason" "DisputeReason",
    "disputeNote" VARCHAR(1000),
    "answeredAt" TIMESTAMPTZ(3),
    "tokenId" VARCHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "remindersSent" INTEGER NOT NULL DEFAULT 0,
    "caseClosedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeaseVerification_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "LeaseVerification_apartmentId_moveInMonth_idx" ON "LeaseVerification"("apartmentId", "moveInMonth");
CREATE INDEX "LeaseVerification_renterEmail_idx" ON "LeaseVerification"("renterEmail");
CREATE INDEX "LeaseVerification_status_createdAt_idx" ON "LeaseVerification"("status", "createdAt");
ALTER TABLE "LeaseVerification" ADD CONSTRAINT "LeaseVerification_referralId_fkey" FOREIGN KEY ("referralId")
  REFERENCES "Referral"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "LeaseVerification" ADD CONSTRAINT "LeaseVerification_apartmentId_fkey" FOREIGN KEY ("apartmentId")
  REFERENCES "Apartment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "InvoiceCounter" (
    "name" VARCHAR(20) NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("name")
);
INSERT INTO "InvoiceCounter" ("name", "last") VALUES ('invoice', 0), ('creditNote', 0);

CREATE TABLE "Invoice" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" "InvoiceKind" NOT NULL DEFAULT 'invoice',
    "number" INTEGER NOT NULL,
    "verificationId" UUID,
    "creditForId" UUID,
    "apartmentId" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "agentId" UUID,
    "renterName" VARCHAR(100) NOT NULL,
    "unit" VARCHAR(20),
    "moveInOn" DATE NOT NULL,
    "leaseSignedOn" DATE NOT NULL,
    "rentCents" INTEGER NOT NULL,
    "commissionPercent" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "issuedOn" DATE NOT NULL,
    "dueOn" DATE NOT NULL,
    "billTo" JSONB NOT NULL,
    "billFrom" JSONB NOT NULL,
    "voidedAt" TIMESTAMPTZ(3),
    "voidReason" VARCHAR(300),
    "remindersSent" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Invoice_verificationId_key" ON "Invoice"("verificationId");
CREATE UNIQUE INDEX "Invoice_creditForId_key" ON "Invoice"("creditForId");
CREATE UNIQUE INDEX "Invoice_kind_number_key" ON "Invoice"("kind", "number");
CREATE INDEX "Invoice_issuedOn_idx" ON "Invoice"("issuedOn");
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_verificationId_fkey" FOREIGN KEY ("verificationId")
  REFERENCES "LeaseVerification"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_creditForId_fkey" FOREIGN KEY ("creditForId")
  REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_apartmentId_fkey" FOREIGN KEY ("apartmentId")
  REFERENCES "Apartment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "Payment" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "invoiceId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "receivedOn" DATE NOT NULL,
    "reference" VARCHAR(100),
    "adminId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Payment_invoiceId_idx" ON "Payment"("invoiceId");
CREATE INDEX "Payment_receivedOn_idx" ON "Payment"("receivedOn");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_invoiceId_fkey" FOREIGN KEY ("invoiceId")
  REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
