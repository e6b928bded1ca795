import { describe, expect, it } from 'vitest';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { apartmentOffer } from './promotion.js';

const DAY_MS = 86_400_000;
// Noon in San Antonio (UTC-6 in November): the local day is 2026-11-20 all through the test's hours.
const NOON = new Date('2026-11-20T18:00:00.000Z');

/** An apartment of one floorplan at $1,000-$1,200 checked at `verifiedAt`, with a special of two weeks free. */
function apartmentCheckedAt(verifiedAt: Date): StoredCatalogApartment {
  const floorplan = { id: 'f1', type: 'ONE_BED', minPrice: 1_000, maxPrice: 1_200, verifiedAt, availableFrom: null };
  const special = {
    id: 's1',
    concessionKind: 'weeksFree',
    concessionValue: 2,
    validFrom: new Date('2026-11-01T00:00:00.000Z'),
    validUntil: new Date('2026-12-31T00:00:00.000Z'),
    floorplanTypes: [],
    minLeaseTermMonths: null,
  };
  // Only what the offer reads; the catalog's rows carry more.
  return { leaseTerm: 12, fees: [], specials: [special], floorplans: [floorplan] } as unknown as StoredCatalogApartment;
}

describe("an apartment's offer, kept through the day", () => {
  it('answers the same figures for the same apartment object within the day', () => {
    const apartment = apartmentCheckedAt(new Date(NOON.getTime() - 2 * DAY_MS));
    const first = apartmentOffer(apartment, NOON);
    expect(first).toMatchObject({ promotion: true, promotionalTerm: 2, deal: true, specialStartingPrice: 961 });
    expect(apartmentOffer(apartment, new Date(NOON.getTime() + 60_000))).toBe(first);
  });

  it('stops advertising a floorplan the moment its last check turns 30 days old, not at midnight', () => {
    // Checked 30 days ago less one minute: still advertised now, stale from a minute later on.
    const apartment = apartmentCheckedAt(new Date(NOON.getTime() - 30 * DAY_MS + 60_000));
    expect(apartmentOffer(apartment, NOON)).toMatchObject({ deal: true, specialStartingPrice: 961 });
    const later = apartmentOffer(apartment, new Date(NOON.getTime() + 60_000));
    expect(later).toMatchObject({ deal: false, specialStartingPrice: null, allInMonthlyFromCents: null });
  });

  it('works out a narrowed list of floorplans afresh, whatever is kept for the whole apartment', () => {
    const apartment = apartmentCheckedAt(new Date(NOON.getTime() - DAY_MS));
    expect(apartmentOffer(apartment, NOON).deal).toBe(true);
    expect(apartmentOffer(apartment, NOON, [])).toMatchObject({ deal: false, allInMonthlyFromCents: null });
  });
});
