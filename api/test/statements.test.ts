// No N+1 and the catalog in memory (catalog/catalog.ts): a public read costs a fixed number
// of SQL statements, whatever its size, and none while the catalog is unchanged (changes are announced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { localStorage } from '../src/storage/local.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;

beforeAll(async () => {
  // The read cache would answer repeated queries without SQL: measure the resolvers themselves.
  app = await testApp({ env: { READ_CACHE: 'false' } });
  await seedDemoData(app.db.prisma, localStorage(app.config.dataDir));
});
afterAll(() => app.close());

const SEARCH_PAGE = /* GraphQL */ `
  query ($first: Int, $filter: ApartmentFilter) {
    apartments(first: $first, filter: $filter) {
      totalCount
      totalFloorplans
      lowestMinPrice
      edges {
        node {
          id
          _id
          displayName
          image
          location
          freeMove
          promotion
          lowestMinPrice
          specialStartingPrice
          floorplans {
            id
            type
            typeLabel
            totalFloorplans
            details {
              minPrice
              maxPrice
              minSqft
              maxSqft
            }
            imageUrls
          }
        }
      }
    }
  }
`;

async function statementsFor(query: string, variables: Record<string, unknown>) {
  const before = app.db.statementCount();
  const result = await app.gql(query, variables);
  expect(result.errors).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its query asked for
  return { statements: app.db.statementCount() - before, data: result.data as Record<string, any> };
}

/**
 * Edits a floorplan behind the app's back (as another instance would) and waits until this instance has heard of
 * the change, when it listens (docs/contract.md "The catalog in memory").
 */
async function editOneFloorplan() {
  const heard = new Promise<void>((resolve) => {
    const stop = app.catalog.onHeard(() => {
      stop();
      resolve();
    });
  });
  const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await app.db.prisma.floorplan.update({
    where: { id: floorplan.id },
    data: { totalFloorplans: floorplan.totalFloorplans + 1 },
  });
  if (app.catalog.listening()) await heard;
}

describe('SQL statements per request', () => {
  it('reads again only what changed, in the same few statements whatever the page size', async () => {
    await statementsFor(SEARCH_PAGE, { first: 5 });
    // The catalog reads a change when it hears of it, before any request asks: counted from the edit to the read.
    const editAndRead = async (first: number) => {
      const before = app.db.statementCount();
      await editOneFloorplan();
      const read = await statementsFor(SEARCH_PAGE, { first });
      return { read, statements: app.db.statementCount() - before };
    };
    // the edit + what changed + the changed apartments + their floorplans, fees, specials, photos and screening rules
    const first = await editAndRead(5);
    const all = await editAndRead(100);
    expect(all.read.data.apartments.edges.length).toBeGreaterThanOrEqual(60);
    expect(all.statements).toBe(first.statements);
  });

  it('answers public reads without a statement while the catalog is unchanged (changes are announced)', async () => {
    // Changes come by notification once the catalog listens (catalog/catalog.ts): no version check per read.
    if (!app.catalog.listening())
      await new Promise<void>((resolve) => {
        const stop = app.catalog.onHeard(() => {
          stop();
          resolve();
        });
      });
    await statementsFor(SEARCH_PAGE, { first: 5 });
    const small = await statementsFor(SEARCH_PAGE, { first: 5 });
    const all = await statementsFor(SEARCH_PAGE, { first: 100 });
    const filtered = await statementsFor(SEARCH_PAGE, {
      first: 100,
      filter: { roomTypes: ['twoBed', 'studio'], maxPrice: 2500 },
    });
    expect(filtered.data.apartments.edges.length).toBeGreaterThan(5);
    const highlights = await statementsFor('{ highlights { code lowestMinPrice floorplans { type } } }', {});
    expect(highlights.data.highlights.length).toBeGreaterThan(5);
    const deals = await statementsFor(
      '{ blockbusterDeals { area apartments { code specialStartingPrice floorplans { type } } } }',
      {},
    );
    const apartment = await statementsFor('query($id: ID!) { apartment(id: $id) { code floorplans { type } } }', {
      id: all.data.apartments.edges[0].node._id,
    });
    expect(apartment.data.apartment.code).toBeTruthy();
    expect([small, all, filtered, highlights, deals, apartment].map((read) => read.statements)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });

  it('shows a change to the next read', async () => {
    const before = await statementsFor(SEARCH_PAGE, { first: 100 });
    await editOneFloorplan();
    const after = await statementsFor(SEARCH_PAGE, { first: 100 });
    expect(after.data.apartments.totalFloorplans).toBe(before.data.apartments.totalFloorplans + 1);
  });

  it('loads nodes fetched by global id without one statement per floorplan', async () => {
    const page = await statementsFor('{ apartments(first: 30) { edges { node { id } } } }', {});
    const ids = page.data.apartments.edges.map((edge: { node: { id: string } }) => edge.node.id);
    const nodes = await statementsFor(
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Apartment { code floorplans { type } lowestMinPrice } } }',
      { ids },
    );
    expect(nodes.data.nodes).toHaveLength(30);
    expect(nodes.statements).toBeLessThanOrEqual(3);
  });
});
