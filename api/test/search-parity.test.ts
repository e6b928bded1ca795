// The search runs over the catalog in memory; this holds it to docs/contract.md "Search semantics" written
// independently in SQL, over the demo inventory (some of its floorplans on short leases) plus floorplans without
// prices or sizes, for random filters.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { AREAS, FLOORPLAN_TYPES, searchableCode } from '../src/domain/index.js';
import { searchApartments } from '../src/search/search.js';
import { createCatalog, patchOf, type SharedCatalog } from '../src/catalog/catalog.js';
import type { SearchFilter } from '../src/search/filter.js';
import { localStorage } from '../src/storage/local.js';
import { addApartment } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let catalog: SharedCatalog;
let codes: string[];

beforeAll(async () => {
  app = await testApp();
  await seedDemoData(app.db.prisma, localStorage(app.config.dataDir));
  await addApartment(app.db.prisma, {
    name: 'Unpriced Commons',
    code: 'UP-1',
    location: [AREAS[3]],
    floorplans: [{ type: 'oneBed' }, { type: 'twoBed', minPrice: 1200 }, { type: 'studio', maxSqft: 600 }],
  });
  catalog = createCatalog(app.db.prisma, app.approximateLocation);
  codes = (await app.db.prisma.apartment.findMany({ select: { code: true } })).map((row) => row.code);
});
afterAll(() => app.close());

interface Expected {
  ids: string[];
  floorplans: Record<string, string[]>;
  totalFloorplans: number;
  lowestMinRentCents: number | null;
}

/** docs/contract.md "Search semantics" as one SQL query, the way the search ran before the catalog was in memory. */
async function searchInSql(filter: SearchFilter, code: string | null): Promise<Expected> {
  const hasFloorplanFilter =
    Boolean(filter.roomTypes?.length) ||
    [filter.minPrice, filter.maxPrice, filter.minSqft, filter.maxSqft].some((v) => v !== undefined) ||
    Boolean(filter.shortLease);
  const rows = await app.db.session((session) =>
    session.query<{ id: string; floorplanId: string | null; total: number | null; minRentCents: number | null }>(
      `WITH fp AS (
         SELECT f.* FROM "Floorplan" f
          WHERE ($1::text[] IS NULL OR f.type::text = ANY($1::text[]))
            AND ($2::int IS NULL OR f."maxRentCents" >= $2::int * 100) AND ($3::int IS NULL OR f."minRentCents" <= $3::int * 100)
            AND ($4::int IS NULL OR f."maxSqft" >= $4::int) AND ($5::int IS NULL OR f."minSqft" <= $5::int)
            AND (NOT $9::boolean OR EXISTS (SELECT 1 FROM unnest(f."leaseTermsMonths") AS term WHERE term <= 6))
       ), ap AS (
         SELECT a.* FROM "Apartment" a
          WHERE ($6::text[] IS NULL OR a.location && $6::text[])
            AND ($7::text IS NULL OR a.code ILIKE '%' || $7::text || '%')
            AND (NOT $8::boolean OR EXISTS (SELECT 1 FROM fp WHERE fp."apartmentId" = a.id))
       )
       SELECT ap.id, fp.id AS "floorplanId", fp."totalFloorplans" AS total, fp."minRentCents"
         FROM ap LEFT JOIN fp ON fp."apartmentId" = ap.id
        ORDER BY ap.highlight DESC, ap.name ASC, ap.id ASC, fp.type ASC`,
      [
        filter.roomTypes?.length ? filter.roomTypes : null,
        filter.minPrice ?? null,
        filter.maxPrice ?? null,
        filter.minSqft ?? null,
        filter.maxSqft ?? null,
        filter.locations?.length ? filter.locations : null,
        code,
        hasFloorplanFilter,
        Boolean(filter.shortLease),
      ],
    ),
  );
  const expected: Expected = { ids: [], floorplans: {}, totalFloorplans: 0, lowestMinRentCents: null };
  for (const row of rows) {
    if (!expected.floorplans[row.id]) {
      expected.ids.push(row.id);
      expected.floorplans[row.id] = [];
    }
    if (row.floorplanId === null) continue;
    expected.floorplans[row.id].push(row.floorplanId);
    expected.totalFloorplans += Number(row.total);
    if (row.minRentCents !== null)
      expected.lowestMinRentCents = Math.min(expected.lowestMinRentCents ?? Infinity, row.minRentCents);
  }
  return expected;
}

const bounds = (max: number) =>
  fc
    .tuple(
      fc.option(fc.integer({ min: 0, max }), { nil: undefined }),
      fc.option(fc.integer({ min: 0, max }), { nil: undefined }),
    )
    .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]));

/** A part of a real code, with its case changed at random, or a code nothing has. */
const codeArbitrary = () =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant('zzz-none'),
    fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.boolean()).map(([pick, start, length, upper]) => {
      const code = codes[pick % codes.length];
      const from = start % code.length;
      const part = code.slice(from, from + 3 + (length % 4));
      return upper ? part.toUpperCase() : part.toLowerCase();
    }),
  );

/** Random filters, each answered from the catalog in memory and in SQL. */
const matchesSql = (numRuns: number) =>
  fc.assert(
    fc.asyncProperty(
      fc.subarray([...AREAS]),
      fc.subarray([...FLOORPLAN_TYPES]),
      bounds(5_000),
      bounds(3_000),
      codeArbitrary(),
      fc.option(fc.boolean(), { nil: undefined }),
      async (locations, roomTypes, [minPrice, maxPrice], [minSqft, maxSqft], code, shortLease) => {
        const filter: SearchFilter = { locations, roomTypes, minPrice, maxPrice, minSqft, maxSqft, shortLease };
        const expected = await searchInSql(filter, searchableCode(code));
        const result = await searchApartments(catalog.forRequest(), { ...filter, code }, {});
        expect(result.apartments.map((apartment) => apartment.id)).toEqual(expected.ids);
        expect(Object.fromEntries(result.apartments.map((a) => [a.id, a.floorplans.map((f) => f.id)]))).toEqual(
          expected.floorplans,
        );
        expect(result.totalCount).toBe(expected.ids.length);
        expect(result.totalFloorplans).toBe(expected.totalFloorplans);
        expect(result.lowestMinRentCents).toBe(expected.lowestMinRentCents);
      },
    ),
    { numRuns },
  );

describe('search over the catalog in memory', () => {
  it('finds the same apartments, floorplans and totals as the semantics written in SQL', async () => {
    await matchesSql(150);
  });

  it('still does after edits that keep the order, whose columns are carried over from the snapshot before', async () => {
    // Every search's columns, room-type tallies and all-in figures made on the snapshot before the edits.
    await searchApartments(catalog.forRequest(), { roomTypes: ['twoBed'] }, {});
    await searchApartments(catalog.forRequest(), { maxAllInMonthly: 1_500 }, { sort: 'allInMonthly' });
    const floorplans = await app.db.prisma.floorplan.findMany({ orderBy: { id: 'asc' }, take: 16 });
    for (const [index, floorplan] of floorplans.entries()) {
      if (index % 4 === 0)
        await app.db.prisma.floorplan.update({ where: { id: floorplan.id }, data: { minRentCents: 77_700 } });
      if (index % 4 === 1)
        await app.db.prisma.floorplan.update({
          where: { id: floorplan.id },
          data: { maxSqft: null, totalFloorplans: 3 },
        });
      if (index % 4 === 2) {
        // A room type the apartment has none of (one floorplan per type and apartment).
        const siblings = await app.db.prisma.floorplan.findMany({ where: { apartmentId: floorplan.apartmentId } });
        const taken = siblings.map((sibling) => sibling.type as string);
        const free = FLOORPLAN_TYPES.find((type) => !taken.includes(type));
        if (free) await app.db.prisma.floorplan.update({ where: { id: floorplan.id }, data: { type: free } });
      }
    }
    const moved = floorplans[3].apartmentId;
    await app.db.prisma.apartment.update({ where: { id: moved }, data: { location: [AREAS[0], AREAS[5]] } });
    const snapshot = await catalog.forRequest().snapshot();
    expect(patchOf(snapshot.apartments)?.changed.length).toBeGreaterThan(1);
    await matchesSql(60);
    // The all-in filter and sort, carried, answer as a catalog read afresh.
    const afresh = createCatalog(app.db.prisma, app.approximateLocation);
    const now = new Date();
    for (const maxAllInMonthly of [900, 1_500, 2_500]) {
      const [carried, read] = await Promise.all(
        [catalog, afresh].map((each) =>
          searchApartments(each.forRequest(), { maxAllInMonthly }, { sort: 'allInMonthly', limit: 100 }, now),
        ),
      );
      expect(carried.apartments.map((a) => [a.id, a.floorplans.map((f) => f.id)])).toEqual(
        read.apartments.map((a) => [a.id, a.floorplans.map((f) => f.id)]),
      );
      expect(carried.totalCount).toBe(read.totalCount);
    }
    expect((await afresh.forRequest().snapshot()).apartments).not.toBe(snapshot.apartments);
  });

  it('finds the floorplans offering a lease of 6 months or less (short lease), some but not all of the demo', async () => {
    const everything = await searchApartments(catalog.forRequest(), {}, {});
    const short = await searchApartments(catalog.forRequest(), { shortLease: true }, {});
    expect(short.totalCount).toBeGreaterThan(0);
    expect(short.totalCount).toBeLessThan(everything.totalCount);
    const terms = short.apartments.flatMap((apartment) => apartment.floorplans.map((f) => f.leaseTermsMonths));
    expect(terms.every((offered) => offered.some((months) => months <= 6))).toBe(true);
  });

  it('pages through the same order', async () => {
    const everything = await searchApartments(catalog.forRequest(), {}, {});
    const pages = [];
    for (let offset = 0; offset < everything.totalCount; offset += 7) {
      pages.push(...(await searchApartments(catalog.forRequest(), {}, { offset, limit: 7 })).apartments);
    }
    expect(pages.map((apartment) => apartment.id)).toEqual(everything.apartments.map((apartment) => apartment.id));
    expect(everything.totalCount).toBeGreaterThanOrEqual(60);
  });
});
