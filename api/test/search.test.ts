import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await testApp();
  ids = await seedInventory(app.db.prisma);
});
afterAll(() => app.close());

const SEARCH = /* GraphQL */ `
  query Search($filter: ApartmentFilter, $code: String, $first: Int, $after: String) {
    apartments(filter: $filter, code: $code, first: $first, after: $after) {
      totalCount
      totalFloorplans
      lowestMinPrice
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          code
          displayName
          lowestMinPrice
          specialStartingPrice
          floorplans {
            type
          }
        }
      }
    }
  }
`;

type SearchData = {
  apartments: {
    totalCount: number;
    totalFloorplans: number;
    lowestMinPrice: number | null;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
    edges: {
      cursor: string;
      node: {
        code: string;
        displayName: string;
        lowestMinPrice: number | null;
        specialStartingPrice: number | null;
        floorplans: { type: string }[];
      };
    }[];
  };
};

async function graphqlSearch(filter: Record<string, unknown> = {}, code?: string) {
  const result = await app.gql<SearchData>(SEARCH, { filter, code, first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!.apartments;
}

async function restSearch(query: string) {
  const response = await app.rest('GET', `/api/apartments/filtered${query}`);
  expect(response.status).toBe(200);
  return response.body as {
    apartments: { code: string; floorplans: { type: string }[]; lowestMinPrice: number | null }[];
    totalFloorplans: number;
    lowestMinPrice: number | null;
  };
}

const codes = (connection: { edges: { node: { code: string } }[] }) => connection.edges.map((edge) => edge.node.code);

describe('search semantics (docs/contract.md)', () => {
  it('lists every apartment unfiltered, highlighted first then by name, with or without floorplans', async () => {
    const result = await graphqlSearch();
    expect(codes(result)).toEqual(['DT-7', 'LV-3', 'MC-22', 'NS-1', 'xxx-ar9']);
    expect(result.totalCount).toBe(5);
    expect(result.totalFloorplans).toBe(2 + 3 + 1 + 4 + 1 + 5);
    expect(result.lowestMinPrice).toBe(800);
  });

  it('matches room types and carries only the matching floorplans', async () => {
    const result = await graphqlSearch({ roomTypes: ['twoBed'] });
    expect(codes(result)).toEqual(['MC-22', 'NS-1']);
    expect(result.edges.map((edge) => edge.node.floorplans.map((f) => f.type))).toEqual([['twoBed'], ['twoBed']]);
    expect(result.totalFloorplans).toBe(3 + 5);
    expect(result.lowestMinPrice).toBe(1100);
  });

  it('matches a price range that overlaps a floorplan range', async () => {
    // Oak's studio is 800-950: a 900-1000 search overlaps it; Pearl's one-bed 1200-1400 does not.
    const result = await graphqlSearch({ minPrice: 900, maxPrice: 1000 });
    expect(codes(result)).toEqual(['NS-1']);
    expect(result.edges[0].node.floorplans.map((f) => f.type)).toEqual(['studio']);
    expect(result.edges[0].node.lowestMinPrice).toBe(800);
  });

  it('matches sqft ranges and combines them with types', async () => {
    const result = await graphqlSearch({ minSqft: 1000, roomTypes: ['twoBed', 'threeBed'] });
    expect(codes(result)).toEqual(['NS-1', 'xxx-ar9']);
    expect(result.totalFloorplans).toBe(3 + 4);
  });

  it('matches apartments sharing an area with the requested locations', async () => {
    const result = await graphqlSearch({ locations: ['Alamo Heights', 'Leon Valley'] });
    expect(codes(result)).toEqual(['DT-7', 'LV-3']);
  });

  it('searches codes case-insensitively by substring, combined with the filters', async () => {
    expect(codes(await graphqlSearch({}, 'ns-'))).toEqual(['NS-1']);
    expect(codes(await graphqlSearch({ roomTypes: ['studio'] }, 'mc-'))).toEqual([]);
    const rest = await app.rest('GET', '/api/apartments/code/dt-?roomTypes=oneBed');
    expect(rest.status).toBe(200);
    expect(rest.body.apartments.map((a: { code: string }) => a.code)).toEqual(['DT-7']);
  });

  it("treats 'xxx', 'xxx-' codes and codes under 3 characters as no code (docs/product.md section 5)", async () => {
    expect((await graphqlSearch({}, 'XXX')).totalCount).toBe(5);
    expect((await graphqlSearch({}, 'xxx-ar')).totalCount).toBe(5);
    expect((await graphqlSearch({}, ' d ')).totalCount).toBe(5);
  });

  it("shows the name for 'xxx-' codes and prices promoted apartments", async () => {
    const result = await graphqlSearch();
    const ranch = result.edges.find((edge) => edge.node.code === 'xxx-ar9')!.node;
    expect(ranch.displayName).toBe('Ranch Commons');
    // round((2100*13 - (2100/30*7)*6) / 13) = round((27300 - 2940) / 13) = round(1873.85) = 1874
    expect(ranch.specialStartingPrice).toBe(1874);
    const pearl = result.edges.find((edge) => edge.node.code === 'DT-7')!.node;
    expect(pearl.displayName).toBe('DT-7');
    expect(pearl.specialStartingPrice).toBeNull();
  });

  it('pages with offset cursors that can jump to any page', async () => {
    const first = await app.gql<SearchData>(SEARCH, { first: 2 });
    expect(codes(first.data!.apartments)).toEqual(['DT-7', 'LV-3']);
    expect(first.data!.apartments.pageInfo.hasNextPage).toBe(true);
    const third = await app.gql<SearchData>(SEARCH, {
      first: 2,
      after: Buffer.from('OffsetConnection:3').toString('base64'),
    });
    expect(codes(third.data!.apartments)).toEqual(['xxx-ar9']);
    expect(third.data!.apartments.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(third.data!.apartments.totalCount).toBe(5);
  });

  it('answers the same apartments through REST, with repeated or comma-separated lists', async () => {
    const graphql = await graphqlSearch({ roomTypes: ['twoBed', 'studio'], maxPrice: 1500 });
    const repeated = await restSearch('?roomTypes=twoBed&roomTypes=studio&maxPrice=1500');
    const commas = await restSearch('?roomTypes=twoBed,studio&maxPrice=1500');
    expect(repeated.apartments.map((a) => a.code)).toEqual(codes(graphql));
    expect(commas).toEqual(repeated);
    expect(repeated.totalFloorplans).toBe(graphql.totalFloorplans);
    expect(repeated.lowestMinPrice).toBe(graphql.lowestMinPrice);
    expect(repeated.apartments.map((a) => a.floorplans.map((f) => f.type))).toEqual(
      graphql.edges.map((e) => e.node.floorplans.map((f) => f.type)),
    );
  });

  it('keeps URL ids and global ids interchangeable', async () => {
    const byUrlId = await app.gql<{ apartment: { id: string; code: string } }>(
      'query($id: ID!) { apartment(id: $id) { id code } }',
      { id: ids.oak.id },
    );
    expect(byUrlId.data!.apartment.code).toBe('NS-1');
    const byGlobal = await app.gql<{ node: { code: string } }>(
      'query($id: ID!) { node(id: $id) { ... on Apartment { code } } }',
      { id: byUrlId.data!.apartment.id },
    );
    expect(byGlobal.data!.node.code).toBe('NS-1');
  });
});
