-- docs/contract.md "Beyond docs/product.md" (likes, shares and clicks): a favourite is a like, one per browser and apartment, and taking the
-- favourite back takes the like back. Likes counted before this table stay in "Apartment"."likes" as they were.

-- CreateTable
CREATE TABLE "ApartmentLike" (
    "apartmentId" UUID NOT NULL,
    "browserId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApartmentLike_pkey" PRIMARY KEY ("apartmentId","browserId")
);

-- AddForeignKey
ALTER TABLE "ApartmentLike" ADD CONSTRAINT "ApartmentLike_apartmentId_fkey" FOREIGN KEY ("apartmentId") REFERENCES "Apartment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
