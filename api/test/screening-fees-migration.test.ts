// One place for each fee (docs/contract.md "Who qualifies"): the migration that ends the screening rules' own fee
// amounts moves them into the fee table, and where the fee table already had the fee, the fee table's amount wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { freshDatabase, type TestDatabase } from './harness.js';

const MIGRATION = '20261128120000_screening_fees_are_fees';
const BOTH = '00000000-0000-4000-8000-000000000001';
const NEITHER = '00000000-0000-4000-8000-000000000002';
const UNSTATED = '00000000-0000-4000-8000-000000000003';

let database: TestDatabase;
const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  database.db.session((s) => s.query<Row>(text, params));

beforeAll(async () => {
  database = await freshDatabase({ migrated: false });
  await migrate(
    database.db,
    readMigrations().filter((migration) => migration.name < MIGRATION),
  );
  for (const [id, code] of [
    [BOTH, 'NS-132'],
    [NEITHER, 'NS-133'],
    [UNSTATED, 'NS-134'],
  ])
    await sql(`INSERT INTO "Apartment" ("id", "code", "name", "updatedAt") VALUES ($1, $2, $2, now())`, [id, code]);
  // NS-132's fee table says $85 and $250 (its admin fee named "Administrative fee"); its rules said $0 and $150.
  await sql(
    `INSERT INTO "Fee" ("id", "apartmentId", "name", "amountCents", "kind", "position") VALUES
       (gen_random_uuid(), $1, 'Valet trash', 2999, 'monthlyMandatory', 0),
       (gen_random_uuid(), $1, 'Application', 8500, 'oneTime', 1),
       (gen_random_uuid(), $1, 'Administrative fee', 25000, 'oneTime', 2),
       (gen_random_uuid(), $2, 'Valet trash', 3000, 'monthlyMandatory', 0)`,
    [BOTH, NEITHER],
  );
  await sql(
    `INSERT INTO "Screening" ("id", "apartmentId", "applicationFeeCents", "adminFeeCents", "updatedAt") VALUES
       (gen_random_uuid(), $1, 0, 15000, now()),
       (gen_random_uuid(), $2, 4999, 0, now()),
       (gen_random_uuid(), $3, NULL, NULL, now())`,
    [BOTH, NEITHER, UNSTATED],
  );
  await migrate(database.db);
});
afterAll(() => database.drop());

const feesOf = (apartmentId: string) =>
  sql<{ name: string; amountCents: number; kind: string; position: number }>(
    `SELECT "name", "amountCents", "kind", "position" FROM "Fee" WHERE "apartmentId" = $1 ORDER BY "position"`,
    [apartmentId],
  );

describe('the screening fees move into the fee table', () => {
  it("keeps the fee table's amount where it had the fee, and drops the screening's", async () => {
    expect(await feesOf(BOTH)).toEqual([
      { name: 'Valet trash', amountCents: 2999, kind: 'monthlyMandatory', position: 0 },
      { name: 'Application', amountCents: 8500, kind: 'oneTime', position: 1 },
      { name: 'Administrative fee', amountCents: 25000, kind: 'oneTime', position: 2 },
    ]);
  });

  it('adds the stated fees, a stated $0 too, after the fees already listed', async () => {
    expect(await feesOf(NEITHER)).toEqual([
      { name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory', position: 0 },
      { name: 'Application', amountCents: 4999, kind: 'oneTime', position: 1 },
      { name: 'Admin', amountCents: 0, kind: 'oneTime', position: 2 },
    ]);
  });

  it('adds nothing for fees never stated, and the rules keep no fee columns', async () => {
    expect(await feesOf(UNSTATED)).toEqual([]);
    const columns = await sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Screening' AND column_name LIKE '%Fee%'`,
    );
    expect(columns).toEqual([]);
  });
});
