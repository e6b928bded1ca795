// Cached pages outlive catalog changes that leave what they read alone (http/page-cache.ts). That is only right
// if "unaffected" is exact: a search whose recorded read a change does not affect answers the same after the
// change, for any filter, page and sort. Changes here are made in memory on the demo inventory's rows, so
// every kind an admin can make (a rename, a highlight, an area, a price, a unit count, a delete, a new
// apartment) is tried many times over.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { AREAS, FLOORPLAN_TYPES } from '../src/domain/index.js';
import { searchApartments } from '../src/search/search.js';
import type { CatalogApartment } from '../src/catalog/rows.js';
import {
  createCatalog,
  readAffectedBy,
  type Catalog,
  type CatalogRead,
  type CatalogSnapshot,
} from '../src/catalog/catalog.js';
import { localStorage } from '../src/storage/local.js';
import { testApp, type TestApp } from './harness.js';

const NOW = new Date('2026-11-24T18:00:00Z');

let app: TestApp;
let base: CatalogApartment[];

beforeAll(async () => {
  app = await testApp();
  await seedDemoData(app.db.prisma, localStorage(app.config.dataDir));
  base = [...(await createCatalog(app.db.prisma, app.approximateLocation).forRequest().snapshot()).apartments];
});
afterAll(() => app.close());

/** docs/contract.md's order, as the catalog keeps it: highlighted first, then name, then id. */
function snapshotOf(apartments: CatalogApartment[]): CatalogSnapshot {
  const ordered = [...apartments].sort(
    (a, b) =>
      Number(b.highlight) - Number(a.highlight) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
  return { version: 1n, apartments: ordered, byId: new Map(ordered.map((apartment) => [apartment.id, apartment])) };
}

/** A catalog that holds one snapshot and keeps what each search read of it. */
function fixedCatalog(snapshot: CatalogSnapshot, reads: CatalogRead[] = []): Catalog {
  return {
    version: async () => snapshot.version,
    snapshot: async (read = { kind: 'everything' }) => {
      reads.push(read);
      return snapshot;
    },
    reads,
    partOfPage: false,
  };
}

type Edit =
  | { kind: 'rename'; name: string }
  | { kind: 'highlight' }
  | { kind: 'area'; area: string }
  | { kind: 'price'; floorplan: number; minRentCents: number | null }
  | { kind: 'units'; floorplan: number; totalFloorplans: number }
  | { kind: 'promotionalTerm'; term: number }
  | { kind: 'delete' }
  | { kind: 'copy' };

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Aaron Court', 'Mesa Verde', 'Zephyr') }),
  fc.record({ kind: fc.constant('highlight' as const) }),
  fc.record({ kind: fc.constant('area' as const), area: fc.constantFrom(...AREAS) }),
  fc.record({
    kind: fc.constant('price' as const),
    floorplan: fc.nat(5),
    minRentCents: fc.option(
      fc.integer({ min: 500, max: 4_000 }).map((dollars) => dollars * 100),
      { nil: null },
    ),
  }),
  fc.record({
    kind: fc.constant('units' as const),
    floorplan: fc.nat(5),
    totalFloorplans: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({ kind: fc.constant('promotionalTerm' as const), term: fc.integer({ min: 0, max: 8 }) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({ kind: fc.constant('copy' as const) }),
);

/** The apartment after the edit (undefined: deleted), and the apartment list with it. */
function applyEdit(apartments: CatalogApartment[], target: CatalogApartment, edit: Edit) {
  if (edit.kind === 'delete') return { after: undefined, id: target.id, list: apartments.filter((a) => a !== target) };
  if (edit.kind === 'copy') {
    const copy = { ...target, id: '00000000-0000-4000-8000-000000000001', name: `${target.name} II` };
    return { after: copy, id: copy.id, list: [...apartments, copy] };
  }
  const floorplans = target.floorplans.map((floorplan, index) => {
    if (edit.kind === 'price' && index === edit.floorplan % Math.max(target.floorplans.length, 1))
      return { ...floorplan, minRentCents: edit.minRentCents };
    if (edit.kind === 'units' && index === edit.floorplan % Math.max(target.floorplans.length, 1))
      return { ...floorplan, totalFloorplans: edit.totalFloorplans };
    return floorplan;
  });
  const after: CatalogApartment = {
    ...target,
    floorplans,
    ...(edit.kind === 'rename' ? { name: edit.name } : {}),
    ...(edit.kind === 'highlight' ? { highlight: !target.highlight } : {}),
    ...(edit.kind === 'area' ? { location: [edit.area] } : {}),
    ...(edit.kind === 'promotionalTerm' ? { promotionalTerm: edit.term } : {}),
  };
  return { after, id: target.id, list: apartments.map((a) => (a === target ? after : a)) };
}

const filterArbitrary = fc.record(
  {
    locations: fc.subarray([...AREAS], { maxLength: 2 }),
    roomTypes: fc.subarray([...FLOORPLAN_TYPES], { maxLength: 2 }),
    maxPrice: fc.constantFrom(1_000, 1_500, 2_000, 3_000),
    minSqft: fc.constantFrom(500, 900),
  },
  { requiredKeys: [] },
);

describe('what a search read of the catalog', () => {
  it('is unaffected by a change only when the search answers exactly as before it', async () => {
    let kept = 0;
    let affected = 0;
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        fc.record({ offset: fc.nat(12), limit: fc.integer({ min: 1, max: 8 }) }),
        fc.boolean(),
        fc.nat(),
        editArbitrary,
        async (filter, page, allInSort, targetIndex, edit) => {
          const reads: CatalogRead[] = [];
          const before = snapshotOf(base);
          const sort = allInSort ? { sort: 'allInMonthly' } : {};
          const answer = await searchApartments(fixedCatalog(before, reads), filter, { ...page, ...sort }, NOW);
          const target = before.apartments[targetIndex % before.apartments.length];
          const { after, id, list } = applyEdit(base, target, edit);
          const change = { id, before: before.byId.get(id), after };
          expect(reads).toHaveLength(1);
          if (readAffectedBy(reads[0], change)) {
            affected += 1;
            return;
          }
          kept += 1;
          const again = await searchApartments(fixedCatalog(snapshotOf(list)), filter, { ...page, ...sort }, NOW);
          expect(again).toEqual(answer);
        },
      ),
      { numRuns: 600 },
    );
    // Both sides of the rule were exercised.
    expect(kept).toBeGreaterThan(50);
    expect(affected).toBeGreaterThan(50);
  });

  it('depends on the apartments a page shows, not on the rest', async () => {
    const reads: CatalogRead[] = [];
    const snapshot = snapshotOf(base);
    const answer = await searchApartments(fixedCatalog(snapshot, reads), {}, { limit: 2 }, NOW);
    const [shown] = answer.apartments;
    const hidden = snapshot.apartments[5];
    const retitled = (apartment: CatalogApartment) => ({
      ...apartment,
      promotionalTerm: apartment.promotionalTerm + 1,
    });
    expect(readAffectedBy(reads[0], { id: shown.id, before: shown, after: retitled(shown) })).toBe(true);
    expect(readAffectedBy(reads[0], { id: hidden.id, before: hidden, after: retitled(hidden) })).toBe(false);
    // A new matching apartment changes the count even when it sorts onto a later page.
    expect(readAffectedBy(reads[0], { id: 'new', after: { ...hidden, id: 'new', name: 'Zzz' } })).toBe(true);
    expect(readAffectedBy({ kind: 'apartments', ids: [shown.id] }, { id: hidden.id, before: hidden })).toBe(false);
    expect(readAffectedBy({ kind: 'everything' }, { id: hidden.id, before: hidden })).toBe(true);
  });
});
