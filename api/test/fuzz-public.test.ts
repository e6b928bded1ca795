// Random input at every public read (docs/contract.md "REST adapter details"): whatever the query string, path id or GraphQL
// variables, the answer is a 200 or a 4xx with a message, never a 500, a stack trace or SQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let apartmentId: string;

beforeAll(async () => {
  app = await testApp({ env: { READ_CACHE: 'false' } });
  apartmentId = (await seedInventory(app.db.prisma)).oak.id;
});
afterAll(() => app.close());

const LEAKS = /prisma|pglite|postgres|select |at \w+ \(|\.ts:\d+|stack/i;
const KEYS = ['locations', 'roomTypes', 'minPrice', 'maxPrice', 'minSqft', 'maxSqft', 'offset', 'limit', 'code', 'x'];
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('twoBed', 'Leon Valley', '-1', '1e9', '', ',', '%00', 'NaN'),
);
const queryString = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const segment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("1' OR '1'='1", '..', '%2e%2e', 'null'),
);

function assertSafe(status: number, body: string) {
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(LEAKS);
  if (status >= 400) expect(JSON.parse(body).message ?? JSON.parse(body).errors).toBeTruthy();
}

async function get(path: string) {
  const response = await app.fetch(new Request(`http://app.test${path}`));
  return { status: response.status, body: await response.text() };
}

describe('random input at the public reads', () => {
  it('GET /api/apartments/filtered and /code/{code} with random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, segment, async (query, code) => {
        const filtered = await get(`/api/apartments/filtered?${query}`);
        assertSafe(filtered.status, filtered.body);
        const byCode = await get(`/api/apartments/code/${encodeURIComponent(code)}?${query}`);
        assertSafe(byCode.status, byCode.body);
      }),
      { numRuns: 60 },
    );
  });

  it('GET the apartment, floorplans and floorplan rows with random ids', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (id, floorplanId) => {
        for (const path of [
          `/api/apartments/${encodeURIComponent(id)}`,
          `/api/apartments/${encodeURIComponent(id)}/floorplans`,
          `/api/apartments/${apartmentId}/floorplans/${encodeURIComponent(floorplanId)}`,
        ]) {
          const answer = await get(path);
          assertSafe(answer.status, answer.body);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the apartments connection and apartment(id) with random variables', async () => {
    const filter = fc.record(
      {
        locations: fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constant('Leon Valley')), { maxLength: 3 }),
        minPrice: fc.integer({ min: -10, max: 2_000_000_000 }),
        maxPrice: fc.integer({ min: -10, max: 2_000_000_000 }),
        minSqft: fc.integer(),
        maxSqft: fc.integer(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        filter,
        fc.option(fc.string({ maxLength: 120 })),
        fc.integer({ min: -5, max: 1_000 }),
        fc.option(fc.string({ maxLength: 30 })),
        async (f, code, first, after) => {
          const response = await app.fetch(
            new Request('http://app.test/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
              body: JSON.stringify({
                query:
                  'query($f: ApartmentFilter, $c: String, $n: Int, $a: String) { apartments(filter: $f, code: $c, first: $n, after: $a) { totalCount edges { node { code } } } }',
                variables: { f, c: code, n: first, a: after },
              }),
            }),
          );
          const body = await response.text();
          expect(response.status).toBeLessThan(500);
          expect(body).not.toMatch(LEAKS);
          const parsed = JSON.parse(body) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
          for (const error of parsed.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        },
      ),
      { numRuns: 60 },
    );
  });
});
