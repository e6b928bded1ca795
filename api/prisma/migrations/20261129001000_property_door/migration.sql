-- The property door (docs/contract.md "The property door"): leasing-office contacts invited by an admin for their
-- apartments, signing in by one-time e-mail links, and the single-use links they receive.
CREATE TABLE "PropertyContact" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "status" "AccountStatus" NOT NULL DEFAULT 'ACTIVE',
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "invitedById" UUID,
    "lastDigestMonth" VARCHAR(7),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "PropertyContact_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PropertyContact_email_key" ON "PropertyContact"("email");

CREATE TABLE "PropertyContactApartment" (
    "contactId" UUID NOT NULL,
    "apartmentId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PropertyContactApartment_pkey" PRIMARY KEY ("contactId", "apartmentId")
);
CREATE INDEX "PropertyContactApartment_apartmentId_idx" ON "PropertyContactApartment"("apartmentId");
ALTER TABLE "PropertyContactApartment" ADD CONSTRAINT "PropertyContactApartment_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "PropertyContact"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PropertyContactApartment" ADD CONSTRAINT "PropertyContactApartment_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "PropertyLink" (
    "id" UUID NOT NULL,
    "contactId" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "floorplanId" UUID,
    "tokenId" UUID NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PropertyLink_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PropertyLink_contactId_idx" ON "PropertyLink"("contactId");
ALTER TABLE "PropertyLink" ADD CONSTRAINT "PropertyLink_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "PropertyContact"("id") ON DELETE CASCADE ON UPDATE CASCADE;
