-- One guest-card form token, one card: the ids of tokens already spent, kept until the token would have expired
-- anyway (then purged), in the database so that every instance of the app refuses a replay.

-- CreateTable
CREATE TABLE "UsedFormToken" (
    "id" VARCHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedFormToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UsedFormToken_expiresAt_idx" ON "UsedFormToken"("expiresAt");
