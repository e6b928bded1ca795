// The deal meter and its median worked out by hand on small fixtures: ties, an even count, fewer than five
// comparables, and stale, unpriced or unlike floorplans left out of the comparison set.
import { describe, expect, it } from 'vitest';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { readAffectedBy, type CatalogRead } from '../catalog/catalog.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { areaComparablesRead, currentFigures, dealMeterOf, medianCents } from './deal-meter.js';

const NOW = new Date('2026-11-20T18:00:00Z');
const FRESH = new Date('2026-11-10T18:00:00Z');
const STALE = new Date('2026-10-20T18:00:00Z'); // 31 days before NOW
const MED = 'Medical Center/UTSA';

let serial = 0;
function apartment(
  location: string[],
  floorplans: { type?: string; rent: number | null; verifiedAt?: Date | null }[],
): StoredCatalogApartment {
  const id = `apt-${(serial += 1)}`;
  return {
    id,
    location,
    leaseTerm: 12,
    fees: [],
    specials: [],
    floorplans: floorplans.map((floorplan, index) => ({
      id: `${id}-fp-${index}`,
      apartmentId: id,
      type: floorplan.type ?? 'twoBed',
      minRentCents: floorplan.rent === null ? null : floorplan.rent * 100,
      maxRentCents: floorplan.rent === null ? null : floorplan.rent * 100,
      verifiedAt: floorplan.verifiedAt === undefined ? FRESH : floorplan.verifiedAt,
    })),
  } as unknown as StoredCatalogApartment;
}

describe('the median of whole cents', () => {
  it('takes the middle value, ties included', () => {
    expect(medianCents([300, 100, 300, 900, 300])).toBe(300);
    expect(medianCents([7])).toBe(7);
  });
  it('takes the mean of the two middle values of an even count, rounded to the cent', () => {
    expect(medianCents([100, 200])).toBe(150);
    expect(medianCents([101, 200, 50, 400])).toBe(151);
    expect(medianCents([140_000, 150_000, 150_000, 150_000, 150_000, 160_000])).toBe(150_000);
  });
  it('has none for no values', () => {
    expect(medianCents([])).toBeNull();
  });
});

describe('the deal meter', () => {
  const subject = apartment([MED], [{ rent: 1380 }]);
  const comparables = [1500, 1500, 1500, 1400, 1600].map((rent) => apartment([MED, 'Leon Valley'], [{ rent }]));
  const leftOut = [
    apartment([MED], [{ rent: 900, verifiedAt: STALE }]),
    apartment([MED], [{ rent: 800, verifiedAt: null }]),
    apartment([MED], [{ rent: null }]),
    apartment([MED], [{ rent: 700, type: 'oneBed' }]),
    apartment(['Alamo Heights'], [{ rent: 600 }]),
  ];

  it('compares with the median of the same type in the same area, checked within 30 days', () => {
    const catalog = [subject, ...comparables, ...leftOut];
    const meter = dealMeterOf(subject, subject.floorplans[0], currentFigures(catalog, NOW), NOW);
    expect(meter).toEqual({
      area: MED,
      type: 'twoBed',
      allInMinCents: 138_000,
      comparableCount: 5,
      medianAllInCents: 150_000,
      percentFromMedian: -8,
      verdict: 'BELOW',
    });
  });

  it('gives no figure with fewer than 5 comparables', () => {
    const catalog = [subject, ...comparables.slice(0, 4), ...leftOut];
    const meter = dealMeterOf(subject, subject.floorplans[0], currentFigures(catalog, NOW), NOW);
    expect(meter).toMatchObject({
      comparableCount: 4,
      medianAllInCents: null,
      percentFromMedian: null,
      verdict: 'TOO_FEW',
    });
  });

  it('reads above and at the median', () => {
    const high = apartment([MED], [{ rent: 1650 }]);
    const even = apartment([MED], [{ rent: 1500 }]);
    const catalog = [high, even, ...comparables];
    const figures = currentFigures(catalog, NOW);
    expect(dealMeterOf(high, high.floorplans[0], figures, NOW)).toMatchObject({
      percentFromMedian: 10,
      verdict: 'ABOVE',
    });
    expect(dealMeterOf(even, even.floorplans[0], figures, NOW)).toMatchObject({ percentFromMedian: 0, verdict: 'AT' });
  });

  it('has no meter for a floorplan whose price is stale or missing', () => {
    const [stale, unpriced] = leftOut;
    const figures = currentFigures([...comparables, stale, unpriced], NOW);
    expect(dealMeterOf(stale, stale.floorplans[0], figures, NOW)).toBeNull();
    expect(dealMeterOf(unpriced, unpriced.floorplans[0], figures, NOW)).toBeNull();
  });
});

describe('what a meter reads of the catalog', () => {
  const subject = apartment([MED], [{ rent: 1380 }]);
  const read = areaComparablesRead(subject, subject.floorplans[0], NOW) as CatalogRead;
  const affected = (before: StoredCatalogApartment, after: StoredCatalogApartment) =>
    readAffectedBy(read, {
      id: before.id,
      before: before as CatalogApartment,
      after: after as CatalogApartment,
    });
  const renamed = (one: StoredCatalogApartment) => ({ ...one, name: 'Renamed' });
  const repriced = (one: StoredCatalogApartment, rent: number) => ({
    ...one,
    floorplans: one.floorplans.map((floorplan) => ({ ...floorplan, minRentCents: rent * 100 })),
  });

  it('is left alone by a change in another area, another type or a rename', () => {
    const elsewhere = apartment(['Alamo Heights'], [{ rent: 1500 }]);
    const oneBed = apartment([MED], [{ rent: 1500, type: 'oneBed' }]);
    const neighbour = apartment([MED], [{ rent: 1500 }]);
    expect(affected(elsewhere, repriced(elsewhere, 1200))).toBe(false);
    expect(affected(oneBed, repriced(oneBed, 1200))).toBe(false);
    expect(affected(neighbour, renamed(neighbour))).toBe(false);
  });

  it("is affected when a comparable's figure moves, comes or goes, and by the apartment itself", () => {
    const neighbour = apartment([MED], [{ rent: 1500 }]);
    const movedIn = { ...neighbour, location: ['Leon Valley', MED] };
    expect(affected(neighbour, repriced(neighbour, 1450))).toBe(true);
    expect(affected({ ...neighbour, location: ['Leon Valley'] }, movedIn)).toBe(true);
    expect(affected(subject, renamed(subject))).toBe(true);
  });
});
