-- docs/contract.md "Getting paid": the language the property's leasing and billing offices read, set by admins with the
-- billing details: their e-mails (registration, verification, invoices, reminders) and the verification page follow it.
ALTER TABLE "Apartment" ADD COLUMN "leasingLanguage" "Language" NOT NULL DEFAULT 'EN';
