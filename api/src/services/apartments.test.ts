// The all-in sort over a catalog of known figures (docs/contract.md "The catalog in memory"): a page is picked from
// the matches as they come, a deep page by sorting them all, and both give the order a stable sort would, from the
// day's kept figures or, at an instant of another day, from figures worked out on the spot.
import { describe, expect, it } from 'vitest';
import { precomputeAllIn } from '../catalog/all-in.js';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { localDayOf } from '../domain/index.js';
import { searchApartments } from '../search/search.js';

// Noon in San Antonio on 2026-11-23.
const NOW = new Date('2026-11-23T18:00:00Z');
const COUNT = 1_300;

/**
 * Apartment n rents its one-bedroom at $700 + (n x 37 mod 50) x $10, no fees, no specials: many equal figures.
 * Every seventh was never checked (ranked after the checked ones); every thirteenth has no price (ranked last).
 */
function apartment(n: number): CatalogApartment {
  const price = n % 13 === 0 ? null : (700 + ((n * 37) % 50) * 10) * 100;
  return {
    id: `apt-${n}`,
    name: `Apartment ${String(n).padStart(4, '0')}`,
    leaseTerm: 12,
    fees: [],
    specials: [],
    location: [],
    petsAllowed: [],
    amenities: [],
    approximateLocation: null,
    floorplans: [
      {
        id: `fp-${n}`,
        type: 'oneBed',
        minRentCents: price,
        maxRentCents: price,
        totalFloorplans: 1,
        accessibility: [],
        verifiedAt: n % 7 === 0 ? null : new Date('2026-11-20T18:00:00Z'),
      },
    ],
  } as unknown as CatalogApartment;
}

const apartments = Array.from({ length: COUNT }, (_, n) => apartment(n + 1));
const snapshot: CatalogSnapshot = {
  version: 1n,
  apartments,
  byId: new Map(apartments.map((row) => [row.id, row])),
};
const catalog = (): Catalog => ({
  version: () => Promise.resolve(1n),
  snapshot: () => Promise.resolve(snapshot),
  reads: [],
  partOfPage: false,
});

/** The order a stable sort by (checked first, then all-in) gives, in catalog order among equals. */
const expected = [...apartments]
  .map((row) => {
    const { minRentCents, verifiedAt } = row.floorplans[0];
    const group = minRentCents === null ? 2 : verifiedAt === null ? 1 : 0;
    return { name: row.name, key: group * 1e9 + (minRentCents ?? 0) };
  })
  .sort((a, b) => a.key - b.key)
  .map((entry) => entry.name);

async function page(offset: number, limit: number, now = NOW) {
  const result = await searchApartments(catalog(), {}, { offset, limit, sort: 'allInMonthly' }, now);
  expect(result.totalCount).toBe(COUNT);
  return result.apartments.map((row) => row.name);
}

describe('the all-in sort', () => {
  precomputeAllIn(apartments, localDayOf(NOW));

  it('picks the first pages as a stable sort would, equal figures in catalog order', async () => {
    expect((await page(0, 4)).slice(0, 4)).toEqual([
      'Apartment 0050',
      'Apartment 0100',
      'Apartment 0150',
      'Apartment 0200',
    ]);
    expect(await page(0, 10)).toEqual(expected.slice(0, 10));
    expect(await page(95, 100)).toEqual(expected.slice(95, 195));
  });

  it('sorts every match for a page deeper than the picking keeps', async () => {
    expect(await page(1_150, 100)).toEqual(expected.slice(1_150, 1_250));
    expect((await page(1_290, 100)).at(-1)).toBe('Apartment 1300');
  });

  it('gives the same order when the figures are worked out on the spot, on another day', async () => {
    const tomorrow = new Date('2026-11-24T18:00:00Z');
    expect(await page(0, 100, tomorrow)).toEqual(expected.slice(0, 100));
    expect(await page(1_100, 100, tomorrow)).toEqual(expected.slice(1_100, 1_200));
  });
});
