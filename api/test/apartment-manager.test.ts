// The Apartment Manager's table a page at a time (docs/product.md section 2): the service sorts, filters and pages in the
// database; GraphQL `adminApartmentConnection` and GET /api/admins/apartments are its two doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listManagedApartments } from '../src/services/apartment-manager.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

let app: TestApp;
let token: string;

// Five apartments whose counters, flags and names (mixed case, a '%') each test below relies on.
const INVENTORY = [
  { name: 'Delta 100% Flats', clicks: 5, likes: 1, shares: 4, promotion: false, highlight: false },
  { name: 'alamo Lofts', clicks: 2, likes: 7, shares: 1, promotion: false, highlight: true },
  { name: 'echo Commons', clicks: 0, likes: 3, shares: 0, promotion: true, highlight: false },
  { name: 'Cedar Flats', clicks: 9, likes: 3, shares: 0, promotion: true, highlight: false },
  { name: 'Brook Park', clicks: 5, likes: 0, shares: 9, promotion: true, highlight: true },
];

beforeAll(async () => {
  app = await appWithSecret();
  ({ token } = await adminSession(app));
  for (const [index, spec] of INVENTORY.entries()) {
    const created = await addApartment(app.db.prisma, {
      name: spec.name,
      code: `MGR-${index + 1}`,
      location: ['Leon Valley'],
      promotion: spec.promotion,
      promotionalTerm: spec.promotion ? 2 : 0,
      highlight: spec.highlight,
      floorplans: [{ type: 'studio' }],
    });
    await app.db.prisma.apartment.update({
      where: { id: created.id },
      data: { clicks: spec.clicks, likes: spec.likes, shares: spec.shares },
    });
  }
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const TABLE_QUERY = `query ($first: Int, $after: String, $search: String, $promotionOnly: Boolean, $highlightOnly: Boolean,
    $sort: ApartmentManagerSort, $direction: SortDirection) {
  adminApartmentConnection(first: $first, after: $after, search: $search, promotionOnly: $promotionOnly,
      highlightOnly: $highlightOnly, sort: $sort, direction: $direction) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { name clicks floorplans { type } } }
  }
}`;

interface TablePage {
  adminApartmentConnection: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
    edges: { cursor: string; node: { name: string; clicks: number; floorplans: { type: string }[] } }[];
  };
}

async function table(variables: Record<string, unknown>, as = token) {
  const result = await app.gql<TablePage>(TABLE_QUERY, variables, as);
  const connection = result.data?.adminApartmentConnection;
  return { result, connection, names: connection?.edges.map((edge) => edge.node.name) };
}

describe('listManagedApartments (the service)', () => {
  it('sorts by name ascending whatever the case, and answers the total beside the page', async () => {
    const page = await listManagedApartments(app.db.prisma, { offset: 1, limit: 2 });
    expect(page.totalCount).toBe(5);
    expect(page.apartments.map((apartment) => apartment.name)).toEqual(['Brook Park', 'Cedar Flats']);
    expect(page.apartments[0].floorplans.map((floorplan) => floorplan.type)).toEqual(['studio']);
  });

  it('sorts a counter column either way; equal counts keep name order', async () => {
    const desc = await listManagedApartments(app.db.prisma, { sort: 'clicks', direction: 'desc' });
    expect(desc.apartments.map((apartment) => apartment.name)).toEqual([
      'Cedar Flats',
      'Brook Park',
      'Delta 100% Flats',
      'alamo Lofts',
      'echo Commons',
    ]);
    const likes = await listManagedApartments(app.db.prisma, { sort: 'likes', direction: 'asc' });
    expect(likes.apartments.map((apartment) => apartment.name)).toEqual([
      'Brook Park',
      'Delta 100% Flats',
      'Cedar Flats',
      'echo Commons',
      'alamo Lofts',
    ]);
    const shares = await listManagedApartments(app.db.prisma, { sort: 'shares', direction: 'desc', limit: 2 });
    expect(shares.apartments.map((apartment) => apartment.name)).toEqual(['Brook Park', 'Delta 100% Flats']);
  });

  it('filters by a trimmed, case-insensitive part of the name, where % is a plain character', async () => {
    const flats = await listManagedApartments(app.db.prisma, { search: '  FLATS ' });
    expect(flats.apartments.map((apartment) => apartment.name)).toEqual(['Cedar Flats', 'Delta 100% Flats']);
    expect(flats.totalCount).toBe(2);
    const percent = await listManagedApartments(app.db.prisma, { search: '0%' });
    expect(percent.apartments.map((apartment) => apartment.name)).toEqual(['Delta 100% Flats']);
    const underscore = await listManagedApartments(app.db.prisma, { search: '_' });
    expect(underscore).toEqual({ apartments: [], totalCount: 0 });
  });

  it('keeps only promoted, only highlighted, or both, combined with the search and a sort', async () => {
    const names = async (query: object) =>
      (await listManagedApartments(app.db.prisma, query)).apartments.map((apartment) => apartment.name);
    expect(await names({ promotionOnly: true })).toEqual(['Brook Park', 'Cedar Flats', 'echo Commons']);
    expect(await names({ highlightOnly: true })).toEqual(['alamo Lofts', 'Brook Park']);
    expect(await names({ promotionOnly: true, highlightOnly: true })).toEqual(['Brook Park']);
    expect(await names({ promotionOnly: true, search: 'o', sort: 'likes', direction: 'desc' })).toEqual([
      'echo Commons',
      'Brook Park',
    ]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const refusal = (query: object) =>
      listManagedApartments(app.db.prisma, query).then(
        () => null,
        (error: { code: string; message: string; fieldErrors: Record<string, string> }) => [
          error.code,
          error.fieldErrors,
        ],
      );
    expect(await refusal({ search: 'x'.repeat(51) })).toEqual([
      'BAD_USER_INPUT',
      { search: 'search cannot be longer than 50 characters' },
    ]);
    expect(await refusal({ sort: 'price' })).toEqual([
      'BAD_USER_INPUT',
      { sort: 'sort must be one of name, clicks, likes, shares' },
    ]);
    expect(await refusal({ direction: 'up' })).toEqual([
      'BAD_USER_INPUT',
      { direction: 'direction must be asc or desc' },
    ]);
    expect(await refusal({ limit: 101 })).toEqual(['BAD_USER_INPUT', { limit: 'limit cannot be above 100' }]);
    expect(await refusal({ offset: -1 })).toEqual(['BAD_USER_INPUT', { offset: 'offset cannot be negative' }]);
    expect(await refusal({ promotionOnly: 'yes' })).toEqual([
      'BAD_USER_INPUT',
      { promotionOnly: 'promotionOnly must be true or false' },
    ]);
  });
});

describe('adminApartmentConnection (GraphQL)', () => {
  it('pages forward with offset cursors, 50 rows when first is left out', async () => {
    const first = await table({ first: 2 });
    expect(first.result.errors).toBeUndefined();
    expect(first.names).toEqual(['alamo Lofts', 'Brook Park']);
    expect(first.connection).toMatchObject({
      totalCount: 5,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    const second = await table({ first: 2, after: first.connection!.pageInfo.endCursor });
    expect(second.names).toEqual(['Cedar Flats', 'Delta 100% Flats']);
    const last = await table({ first: 2, after: second.connection!.pageInfo.endCursor });
    expect(last.names).toEqual(['echo Commons']);
    expect(last.connection!.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const everything = await table({});
    expect(everything.names).toHaveLength(5);
    expect(everything.connection!.edges[4].node.floorplans).toEqual([{ type: 'studio' }]);
  });

  it('sorts and filters like the service', async () => {
    expect((await table({ sort: 'CLICKS', direction: 'DESC', first: 3 })).names).toEqual([
      'Cedar Flats',
      'Brook Park',
      'Delta 100% Flats',
    ]);
    const filtered = await table({ search: 'a', highlightOnly: true, sort: 'NAME', direction: 'DESC' });
    expect(filtered.names).toEqual(['Brook Park', 'alamo Lofts']);
    expect(filtered.connection!.totalCount).toBe(2);
  });

  it('refuses a page above 100, a long search and an unknown sort with BAD_USER_INPUT or a validation error', async () => {
    const big = await table({ first: 101 });
    expect(big.result.errors?.[0]).toMatchObject({
      message: 'first cannot be above 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await table({ search: 'x'.repeat(51) });
    expect(long.result.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { search: 'search cannot be longer than 50 characters' } },
    });
    const sort = await table({ sort: 'PRICE' });
    expect(sort.result.status).toBe(400);
    expect(sort.result.errors?.[0].message).toMatch(/ApartmentManagerSort/);
  });

  it('is for admins only', async () => {
    const agent = await agentSession(app);
    const asAgent = await table({}, agent.token);
    expect(asAgent.result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql('{ adminApartmentConnection { totalCount } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/admins/apartments with the table query', () => {
  const get = (query: string) => app.rest('GET', `/api/admins/apartments${query}`, undefined, token);
  const names = (body: { apartments: { name: string }[] }) => body.apartments.map((apartment) => apartment.name);

  it('lists every apartment by name without a query, in the same answer shape plus the total', async () => {
    const result = await get('');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Apartments fetched successfully!');
    expect(names(result.body)).toEqual([
      'alamo Lofts',
      'Brook Park',
      'Cedar Flats',
      'Delta 100% Flats',
      'echo Commons',
    ]);
    expect(result.body.totalCount).toBe(5);
    expect(result.body.apartments[0]).toMatchObject({ code: 'MGR-2', clicks: 2, likes: 7, highlight: true });
  });

  it('answers one page of a search, filter and sort', async () => {
    const result = await get('?search=FLATS&sort=clicks&direction=desc&offset=1&limit=1');
    expect(result.status).toBe(200);
    expect(names(result.body)).toEqual(['Delta 100% Flats']);
    expect(result.body.totalCount).toBe(2);
    expect(names((await get('?promotionOnly=true&highlightOnly=false')).body)).toEqual([
      'Brook Park',
      'Cedar Flats',
      'echo Commons',
    ]);
  });

  it('refuses bad parameters with 400 and a message naming them', async () => {
    expect(await get('?sort=price')).toMatchObject({
      status: 400,
      body: { errors: { sort: 'sort must be one of name, clicks, likes, shares' } },
    });
    expect(await get('?limit=101')).toMatchObject({
      status: 400,
      body: { errors: { limit: 'limit cannot be above 100' } },
    });
    expect(await get('?limit=ten')).toMatchObject({
      status: 400,
      body: { errors: { limit: 'limit must be a whole number' } },
    });
    expect(await get('?promotionOnly=yes')).toMatchObject({
      status: 400,
      body: { errors: { promotionOnly: 'promotionOnly must be true or false' } },
    });
    expect(await get('?sort=name&sort=clicks')).toMatchObject({
      status: 400,
      body: { errors: { sort: 'sort is given more than once' } },
    });
    expect(await get('?page=2')).toMatchObject({ status: 400, body: { message: 'Unknown query parameter: page' } });
  });
});
