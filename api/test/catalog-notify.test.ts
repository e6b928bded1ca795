// Catalog changes pushed to every instance (catalog/catalog.ts, docs/contract.md "The catalog in memory"): two app
// instances on one database; a price changed through one is seen by a search on the other as soon as the other hears
// of it, and that search sends no statement to the database (no version check per request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApartment } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';
import { adminSession } from './sessions.js';

let first: TestApp;
let second: TestApp;

/** Resolves when `app`'s catalog has read the next version it hears of. */
const nextHeard = (app: TestApp) =>
  new Promise<bigint>((resolve) => {
    const stop = app.catalog.onHeard((version) => {
      stop();
      resolve(version);
    });
  });

/** The newest version `second` has read into memory, and a wake-up for whoever waits on it. */
let secondHolds = 0n;
let secondRead = () => {};

/** The version the database holds now: a write's own version once the write has returned. */
const databaseVersion = async () => {
  const rows = await first.db.prisma.$queryRawUnsafe<{ version: bigint | number | string }[]>(
    'SELECT "version" FROM "CatalogVersion" WHERE "id" = 1',
  );
  return BigInt(rows[0]?.version ?? 0);
};

/**
 * Resolves once `second` has read `version` or a newer one. A write can announce more than one version (a row and
 * its floorplans), so the next version heard is not always the write's last.
 */
const secondHasRead = (version: bigint) =>
  new Promise<void>((resolve) => {
    secondRead = () => {
      if (secondHolds >= version) resolve();
    };
    secondRead();
  });

/** Resolves once `app`'s catalog listens (the first version it reads on connecting is announced as heard). */
const listening = (app: TestApp) =>
  app.catalog.listening() ? Promise.resolve() : nextHeard(app).then(() => undefined);

const SEARCH = /* GraphQL */ `
  query ($code: String) {
    apartments(first: 10, code: $code) {
      edges {
        node {
          _id
          floorplans {
            details {
              minPrice
            }
          }
        }
      }
    }
  }
`;

beforeAll(async () => {
  // The read cache would answer the second search from memory: this is about the catalog itself.
  const env = { READ_CACHE: 'false' };
  first = await testApp({ env });
  second = await testApp(first.databaseUrl ? { env, sharedDatabaseUrl: first.databaseUrl } : { env, db: first.db });
  await Promise.all([listening(first), listening(second)]);
  second.catalog.onHeard((version) => {
    if (version > secondHolds) secondHolds = version;
    secondRead();
  });
});

afterAll(async () => {
  await second?.shutdown();
  await first?.shutdown();
  await second?.close();
  await first?.close();
});

describe('catalog changes pushed to every instance', () => {
  it('shows a price changed on one instance in a search on the other, with no statement per request', async () => {
    const created = await addApartment(first.db.prisma, {
      name: 'Pushed Lofts',
      code: 'PUSH-1',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'twoBed', minPrice: 1500, maxPrice: 1600 }],
    });
    await secondHasRead(await databaseVersion());
    const before = await second.gql<{ apartments: { edges: { node: { floorplans: unknown[] } }[] } }>(SEARCH, {
      code: 'PUSH-1',
    });
    expect(before.errors).toBeUndefined();
    expect(before.data?.apartments.edges[0]?.node.floorplans).toEqual([{ details: { minPrice: 1500 } }]);

    await first.db.prisma.floorplan.updateMany({ where: { apartmentId: created.id }, data: { minRentCents: 145_000 } });
    await secondHasRead(await databaseVersion());

    // On PGlite both instances share one in-process database, whose counter is the first's.
    const secondDb = first.databaseUrl ? second.db : first.db;
    const statements = secondDb.statementCount();
    const after = await second.gql<{ apartments: { edges: { node: { floorplans: unknown[] } }[] } }>(SEARCH, {
      code: 'PUSH-1',
    });
    expect(after.data?.apartments.edges[0]?.node.floorplans).toEqual([{ details: { minPrice: 1450 } }]);
    expect(secondDb.statementCount() - statements).toBe(0);
  });

  it('answers the writer with its own change at once, on its own instance', async () => {
    const created = await addApartment(first.db.prisma, {
      name: 'Written Lofts',
      code: 'PUSH-2',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'oneBed', minPrice: 900, maxPrice: 1000 }],
    });
    // A write through the app's own door (here a settled request): the next read there shows it without waiting.
    await first.catalog.settle();
    const found = await first.gql<{ apartments: { edges: { node: { _id: string } }[] } }>(SEARCH, { code: 'PUSH-2' });
    expect(found.data?.apartments.edges.map((edge) => edge.node._id)).toEqual([created.id]);
  });

  it("shows an admin's edit in the answer of the request that made it, before the catalog has read the change", async () => {
    const created = await addApartment(first.db.prisma, {
      name: 'Fee Lofts',
      code: 'PUSH-3',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'oneBed', minPrice: 900, maxPrice: 1000 }],
    });
    await first.catalog.settle();
    const admin = await adminSession(first);
    // The mutation's own answer reads the fees from the catalog, in the request that changed them.
    const answer = await first.gql<{ setApartmentFees: { fees: { name: string; amountCents: number }[] } }>(
      'mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { fees { name amountCents } } }',
      { id: created.id, fees: [{ name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' }] },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setApartmentFees.fees).toEqual([{ name: 'Valet trash', amountCents: 3000 }]);
  });
});
