-- Free Move-In becomes a special of its own kind (docs/contract.md, Search semantics). A new enum value can be
-- used only once the transaction that added it has committed, so the rows that use it come in the next migration.
ALTER TYPE "ConcessionKind" ADD VALUE IF NOT EXISTS 'freeMoveIn';
