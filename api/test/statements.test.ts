// No N+1 (issue: foundation): a search page costs a fixed number of SQL statements, whatever its size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/demo/seed.js';
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
  query($first: Int, $filter: ApartmentFilter) {
    apartments(first: $first, filter: $filter) {
      totalCount totalFloorplans lowestMinPrice
      edges { node { id _id displayName image location freeMove promotion lowestMinPrice specialStartingPrice
        floorplans { id type typeLabel totalFloorplans details { minPrice maxPrice minSqft maxSqft } imageUrls } } }
    }
  }
`;

async function statementsFor(query: string, variables: Record<string, unknown>) {
  const before = app.db.statementCount();
  const result = await app.gql(query, variables);
  expect(result.errors).toBeUndefined();
  return { statements: app.db.statementCount() - before, data: result.data as Record<string, any> };
}

describe('SQL statements per request', () => {
  it('costs the same few statements for a page of 5 and a page of every apartment', async () => {
    const small = await statementsFor(SEARCH_PAGE, { first: 5 });
    const all = await statementsFor(SEARCH_PAGE, { first: 100 });
    expect(all.data.apartments.edges.length).toBeGreaterThanOrEqual(60);
    expect(small.statements).toBe(all.statements);
    // count + aggregate + apartments + their floorplans
    expect(all.statements).toBeLessThanOrEqual(4);
  });

  it('keeps a filtered search to the same statements', async () => {
    const filtered = await statementsFor(SEARCH_PAGE, { first: 100, filter: { roomTypes: ['twoBed', 'studio'], maxPrice: 2500 } });
    expect(filtered.data.apartments.edges.length).toBeGreaterThan(5);
    expect(filtered.statements).toBeLessThanOrEqual(4);
  });

  it('batches the floorplans of highlights and deals into one statement', async () => {
    const highlights = await statementsFor('{ highlights { code lowestMinPrice floorplans { type } } }', {});
    expect(highlights.data.highlights.length).toBeGreaterThan(5);
    expect(highlights.statements).toBeLessThanOrEqual(2);
    const deals = await statementsFor('{ blockbusterDeals { area apartments { code specialStartingPrice floorplans { type } } } }', {});
    expect(deals.statements).toBeLessThanOrEqual(2);
  });

  it('loads nodes fetched by global id without one statement per floorplan', async () => {
    const page = await statementsFor('{ apartments(first: 30) { edges { node { id } } } }', {});
    const ids = page.data.apartments.edges.map((edge: { node: { id: string } }) => edge.node.id);
    const nodes = await statementsFor('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Apartment { code floorplans { type } lowestMinPrice } } }', { ids });
    expect(nodes.data.nodes).toHaveLength(30);
    expect(nodes.statements).toBeLessThanOrEqual(3);
  });
});
