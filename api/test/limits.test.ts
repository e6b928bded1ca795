// Limits a client meets say which limit, the value allowed and what to change: GraphQL Armor's document
// limits (never "Syntax Error:", which sends a client looking for a typo), and one page-size cap per list,
// the same through GraphQL and REST (README "How the API behaves").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoPictures, testApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await testApp();
  await storeDemoPictures(app);
  // 101 highlighted apartments: one more than a page may hold.
  await app.db.prisma.apartment.createMany({
    data: Array.from({ length: 101 }, (_, index) => ({
      name: `Cap Lofts ${String(index).padStart(3, '0')}`,
      code: `CAP-${index}`,
      image: '/uploads/demo/building-1.svg',
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      highlight: true,
    })),
  });
});
afterAll(() => app.close());

type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;
const first = (errors: Errors) => errors?.[0];

describe('GraphQL document limits name the limit and the value allowed', () => {
  it('depth', async () => {
    // 14 levels of selection; the depth limit is checked before the fields are, so any names will do.
    let selection = 'x';
    for (let level = 0; level < 13; level += 1) selection = `f${level} { ${selection} }`;
    const error = first((await app.gql(`{ ${selection} }`)).errors);
    expect(error?.message).toBe('Query depth 14 exceeds the limit of 12. Select fewer nested fields.');
    expect(error?.extensions).toMatchObject({
      code: 'QUERY_LIMIT_EXCEEDED',
      limit: 'maxDepth',
      allowed: 12,
      found: 14,
    });
  });

  it('aliases', async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: areas`).join(' ');
    const error = first((await app.gql(`{ ${fields} }`)).errors);
    expect(error?.message).toBe('The query uses 16 aliases; the limit is 15. Use fewer aliases.');
  });

  it('directives', async () => {
    const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');
    const error = first((await app.gql(`{ areas ${directives} }`)).errors);
    expect(error?.message).toBe('The query uses 21 directives; the limit is 20. Use fewer directives.');
  });

  it('tokens', async () => {
    const fields = Array.from({ length: 4_000 }, () => 'areas').join(' ');
    const error = first((await app.gql(`{ ${fields} }`)).errors);
    expect(error?.message).toBe(
      'The document has more than 4000 tokens, the limit. Send a shorter document or split it in several.',
    );
  });

  it('cost', async () => {
    const page =
      'apartments(first: 100) { edges { node { code name image location floorplans { type totalFloorplans imageUrls details { minPrice maxPrice minSqft maxSqft } } } } }';
    const aliases = Array.from({ length: 15 }, (_, i) => `p${i}: ${page}`).join(' ');
    const error = first((await app.gql(`{ ${aliases} }`)).errors);
    expect(error?.message).toMatch(
      /^Query cost \d+ exceeds the limit of 20000\. Ask for fewer items per page or fewer fields\.$/,
    );
    expect(error?.extensions).toMatchObject({ limit: 'maxCost', allowed: 20_000 });
  });
});

describe('one page-size cap, 100, through both doors', () => {
  it('GraphQL refuses first above 100 and gives 100', async () => {
    const over = await app.gql('{ apartments(first: 101) { totalCount } }');
    expect(first(over.errors)?.message).toBe('first cannot be above 100');
    expect(first(over.errors)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const page = await app.gql<{ apartments: { totalCount: number; edges: unknown[] } }>(
      '{ apartments(first: 100) { totalCount edges { cursor } } }',
    );
    expect(page.data?.apartments.totalCount).toBe(101);
    expect(page.data?.apartments.edges).toHaveLength(100);
    const highlights = await app.gql('{ highlights(first: 101) { code } }');
    expect(first(highlights.errors)?.message).toBe('first cannot be above 100');
  });

  it('REST refuses limit above 100 and answers at most 100 without one', async () => {
    for (const path of ['/api/apartments/filtered', '/api/apartments/code/CAP', '/api/apartments/highlights']) {
      const over = await app.rest('GET', `${path}?limit=101`);
      expect(over.status).toBe(400);
      expect(over.body.errors).toEqual({ limit: 'limit cannot be above 100' });
    }
    const unbounded = await app.rest('GET', '/api/apartments/filtered');
    expect(unbounded.status).toBe(200);
    expect(unbounded.body.totalCount).toBe(101);
    expect(unbounded.body.apartments).toHaveLength(100);
    const lastPage = await app.rest('GET', '/api/apartments/filtered?offset=100&limit=100');
    expect(lastPage.body.apartments).toHaveLength(1);
    expect((await app.rest('GET', '/api/apartments/highlights')).body.apartmentsData).toHaveLength(100);
  });
});
