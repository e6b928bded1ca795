-- One fact, one place: the link back to a saved search is rebuilt from its validated filter, so the path a client
-- sent is no longer kept.
ALTER TABLE "SavedSearch" DROP COLUMN "query";

-- Unsubscribing forgets the address: the column may be empty, and addresses of searches already unsubscribed go.
ALTER TABLE "SavedSearch" ALTER COLUMN "email" DROP NOT NULL;
UPDATE "SavedSearch" SET "email" = NULL WHERE "unsubscribedAt" IS NOT NULL;

-- Erasing a renter finds their saved searches and e-mails by address.
CREATE INDEX "SavedSearch_email_idx" ON "SavedSearch"("email");
CREATE INDEX "OutboxMessage_toAddress_idx" ON "OutboxMessage"("toAddress");
