// Bad input gets a clear 400 or GraphQL error naming the field: never a 500, never a stack trace or SQL.
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

const LEAKS = /prisma|at \w+ \(|\.ts:\d+|select |postgres|pglite|stack/i;

describe('REST filters', () => {
  const cases: [string, string, RegExp][] = [
    ['a negative price', '?minPrice=-5', /minPrice cannot be negative/],
    ['a non-numeric price', '?maxPrice=cheap', /maxPrice must be a whole number/],
    ['a fractional size', '?minSqft=10.5', /minSqft must be a whole number/],
    ['an unknown area', '?locations=Atlantis', /Unknown area: Atlantis/],
    ['an unknown room type', '?roomTypes=castle', /Unknown room type: castle/],
    ['a minimum above the maximum', '?minPrice=3000&maxPrice=1000', /minPrice cannot be above maxPrice/],
    ['an unknown parameter', '?colour=red', /Unknown query parameter: colour/],
    ['a repeated number', '?minPrice=1&minPrice=2', /minPrice is given more than once/],
    ['an absurd limit', '?limit=100000', /limit cannot be above 100/],
  ];
  for (const [what, query, message] of cases) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const response = await app.rest('GET', `/api/apartments/filtered${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
      expect(Object.keys(response.body.errors ?? {})).not.toHaveLength(0);
      expect(JSON.stringify(response.body)).not.toMatch(LEAKS);
    });
  }

  it('answers 400 for an id of the wrong shape', async () => {
    for (const path of [
      '/api/apartments/not-an-id',
      `/api/apartments/${ids.oak.id}/floorplans/123`,
      "/api/apartments/1' OR 1=1--/floorplans",
    ]) {
      const response = await app.rest('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toMatch(/must be an apartment or floorplan id/);
    }
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await app.rest('GET', '/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No such API route' });
  });
});

describe('GraphQL arguments', () => {
  it('names the field of a bad filter with the code BAD_USER_INPUT', async () => {
    const result = await app.gql('{ apartments(filter: { minPrice: -1, locations: ["Nowhere"] }) { totalCount } }');
    expect(result.data).toBeNull();
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { minPrice: 'minPrice cannot be negative', 'locations.0': 'Unknown area: Nowhere' },
    });
  });

  it('refuses min above max, and unknown room types before running anything', async () => {
    const range = await app.gql('{ apartments(filter: { minSqft: 900, maxSqft: 100 }) { totalCount } }');
    expect(range.errors![0].message).toMatch(/minSqft cannot be above maxSqft/);
    const type = await app.gql('{ apartments(filter: { roomTypes: [castle] }) { totalCount } }');
    expect(type.data).toBeUndefined();
    expect(type.errors![0].message).toMatch(/castle/);
  });

  it('answers null for an unknown apartment and an error for an id of the wrong shape', async () => {
    const unknown = await app.gql('{ apartment(id: "00000000-0000-4000-8000-000000000000") { code } }');
    expect(unknown.data).toEqual({ apartment: null });
    const wrong = await app.gql('{ apartment(id: "robert\'); DROP TABLE") { code } }');
    expect(wrong.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(wrong)).not.toMatch(LEAKS);
  });

  it('answers a bad counter id as bad input, not a server error', async () => {
    const result = await app.gql('mutation { recordApartmentShare(id: "nope") }');
    expect(result.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
