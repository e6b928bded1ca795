-- docs/contract.md "Getting paid": an admin settles a disputed lease verification, either accepting the property's
-- dispute or overruling it with a note; the outcome and who decided stay on the record beside the evidence.
CREATE TYPE "DisputeResolution" AS ENUM ('accepted', 'overruled');

ALTER TABLE "LeaseVerification" ADD COLUMN "caseResolution" "DisputeResolution",
                                ADD COLUMN "caseNote" VARCHAR(1000),
                                ADD COLUMN "caseClosedById" UUID;
