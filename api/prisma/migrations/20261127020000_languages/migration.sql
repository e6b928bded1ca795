-- docs/contract.md "Spanish": the renter's language travels with the guest card and the saved search (their e-mails
-- are written in it), and agents record the languages they speak. Existing rows are English, as they were sent.

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('EN', 'ES');

-- AlterTable
ALTER TABLE "Agent" ADD COLUMN "languages" "Language"[] DEFAULT ARRAY[]::"Language"[];

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "preferredLanguage" "Language" NOT NULL DEFAULT 'EN';

-- AlterTable
ALTER TABLE "SavedSearch" ADD COLUMN "preferredLanguage" "Language" NOT NULL DEFAULT 'EN';
