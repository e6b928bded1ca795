import { describe, expect, it } from 'vitest';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { apartmentOffer } from './promotion.js';

const DAY_MS = 86_400_000;
// Noon in San Antonio (UTC-6 in November): the local day is 2026-11-20 all through the test's hours.
const NOON = new Date('2026-11-20T18:00:00.000Z');

/** An apartment of one floorplan at $1,000-$1,200 checked at `verifiedAt`, with a special of two weeks free. */
function apartmentCheckedAt(verifiedAt: Date): StoredCatalogApartment {
  const floorplan = {
    id: 'f1',
    type: 'ONE_BED',
    minRentCents: 100_000,
    maxRentCents: 120_000,
    verifiedAt,
    availableFrom: null,
  };
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

/** A special on all through November and December 2026, as the catalog stores it. */
const specialRow = (id: string, kind: string, value: number, extra: Record<string, unknown> = {}) => ({
  id,
  text: `${kind} ${value}`,
  concessionKind: kind,
  concessionValue: value,
  validFrom: new Date('2026-11-01T00:00:00.000Z'),
  validUntil: new Date('2026-12-31T00:00:00.000Z'),
  floorplanTypes: [],
  minLeaseTermMonths: 1,
  ...extra,
});
const checked = new Date(NOON.getTime() - 2 * DAY_MS);
const valetTrash = { name: 'Valet trash', amountCents: 3_000, kind: 'monthlyMandatory' };

describe('the headline special is one a floorplan card shows', () => {
  it('has no starting price when the special needs a longer lease than the listing offers', () => {
    // Six weeks free on a 12-month lease, on a listing whose lease term is 6 months: no floorplan gets it.
    const apartment = {
      leaseTerm: 6,
      fees: [valetTrash],
      specials: [specialRow('s6', 'weeksFree', 6, { minLeaseTermMonths: 12 })],
      floorplans: [
        {
          id: 'f1',
          type: 'oneBed',
          minRentCents: 111_000,
          maxRentCents: 145_500,
          verifiedAt: checked,
          availableFrom: null,
        },
      ],
    } as unknown as StoredCatalogApartment;
    expect(apartmentOffer(apartment, NOON)).toMatchObject({
      specialStartingPrice: null,
      headlineSpecial: null,
      deal: false,
      allInMonthlyFromCents: 114_000,
    });
  });

  it('never states a starting price above the all-in of the floorplan whose card shows the special', () => {
    // $750 off on a 12-month lease for the one-bedroom checked this week; the cheaper studio was checked 60 days ago.
    const apartment = {
      leaseTerm: 12,
      fees: [valetTrash, { name: 'Pest control', amountCents: 1_000, kind: 'monthlyMandatory' }],
      specials: [specialRow('s750', 'amountOff', 75_000)],
      floorplans: [
        {
          id: 'f1',
          type: 'oneBed',
          minRentCents: 135_500,
          maxRentCents: 182_500,
          verifiedAt: checked,
          availableFrom: null,
        },
        {
          id: 'f2',
          type: 'studio',
          minRentCents: 95_000,
          maxRentCents: 118_500,
          verifiedAt: new Date(NOON.getTime() - 60 * DAY_MS),
          availableFrom: null,
        },
      ],
    } as unknown as StoredCatalogApartment;
    const offer = apartmentOffer(apartment, NOON);
    // $1,355 less $750 over 12 months is $1,292.50 a month: $1,293 to the dollar; the all-in adds $40 of fees.
    expect(offer).toMatchObject({ specialStartingPrice: 1_293, allInMonthlyFromCents: 133_250, deal: true });
    expect(offer.headlineSpecial?.id).toBe('s750');
  });

  it("keeps the spec's rounding to the dollar, and never more than the all-in to the dollar", () => {
    // One week free on $1,000 over 12 months, no monthly fees: (12,000 - 233.33) / 12 = $980.56 all-in, which the
    // spec's formula rounds to $981 (docs/product.md section 9): the all-in to the dollar is $981 too.
    const apartment = {
      leaseTerm: 12,
      fees: [],
      specials: [specialRow('s1', 'weeksFree', 1)],
      floorplans: [
        {
          id: 'f1',
          type: 'oneBed',
          minRentCents: 100_000,
          maxRentCents: 100_000,
          verifiedAt: checked,
          availableFrom: null,
        },
      ],
    } as unknown as StoredCatalogApartment;
    expect(apartmentOffer(apartment, NOON)).toMatchObject({ specialStartingPrice: 981, allInMonthlyFromCents: 98_056 });
  });
});
