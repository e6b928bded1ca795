// What a floorplan really costs a renter, read from the catalog at the request's clock: the special on today (if
// the floorplan was verified recently enough to advertise it), the all-in monthly range and the move-in cost.
// GraphQL and REST present the same figures; neither computes anything itself.
import {
  allInMonthlyCents,
  bestSpecial,
  daysSinceVerified,
  floorplanStartingPrice,
  givesSomething,
  isSpecialActive,
  isVerificationStale,
  localDate,
  moveInCostCents,
  type Concession,
  type Fee,
  type Special,
} from '../domain/index.js';
import type { Floorplan, Special as SpecialRow, Fee as FeeRow } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from './rows.js';

export interface CentsRange {
  min: number;
  max: number;
}

export interface FloorplanCost {
  allInMonthlyCents: CentsRange | null;
  moveInCostCents: CentsRange | null;
  /** The special applied to the figures above; null when none is on, or the floorplan is not verified. */
  special: SpecialRow | null;
  /**
   * The Special Starting Price this floorplan's card backs (whole dollars, at the lower rent, with the special above);
   * null without that special. The apartment's headline is the lowest of these (services/promotion.ts).
   */
  specialStartingPrice: number | null;
  verificationStale: boolean;
  verifiedDaysAgo: number | null;
}

/** A stored date (a DATE column, read as UTC midnight) as YYYY-MM-DD. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function specialOf(row: SpecialRow): Special & { row: SpecialRow } {
  return {
    row,
    text: row.text,
    concession: { kind: row.concessionKind, value: row.concessionValue } satisfies Concession,
    validFrom: isoDate(row.validFrom),
    validUntil: isoDate(row.validUntil),
    floorplanTypes: row.floorplanTypes,
    minLeaseTermMonths: row.minLeaseTermMonths,
  };
}

export const feeOf = (row: FeeRow): Fee => ({ name: row.name, amountCents: row.amountCents, kind: row.kind });

/** The specials of an apartment that are on today; ended and future ones, and ones worth nothing, are never shown. */
export function activeSpecials(apartment: Pick<StoredCatalogApartment, 'specials'>, now: Date): SpecialRow[] {
  return apartment.specials.filter((row) => givesSomething(row) && isSpecialActive(specialOf(row), now));
}

/**
 * The figures of one floorplan. Prices are docs/product.md's whole-dollar range; without a price there is nothing to add
 * fees to. The special worth most at the lower rent is applied to both ends, so the range reads "from $X".
 */
export function floorplanCost(apartment: StoredCatalogApartment, floorplan: Floorplan, now: Date): FloorplanCost {
  // The figures change only with the local day (specials) and the days since the last check (the 30-day rule);
  // the catalog's objects are replaced, never changed, when an apartment or its fees change. So one floorplan's
  // figures are worked out once a day for every search, sort and page that reads them.
  const day = localDate(now);
  const verifiedDaysAgo = daysSinceVerified(floorplan.verifiedAt, now);
  const cached = figures.get(floorplan);
  if (cached && cached.apartment === apartment && cached.day === day && cached.verifiedDaysAgo === verifiedDaysAgo)
    return cached.cost;
  const cost = workOutCost(apartment, floorplan, now, verifiedDaysAgo);
  figures.set(floorplan, { apartment, day, verifiedDaysAgo, cost });
  return cost;
}

const figures = new WeakMap<
  Floorplan,
  { apartment: StoredCatalogApartment; day: string; verifiedDaysAgo: number | null; cost: FloorplanCost }
>();

function workOutCost(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
  verifiedDaysAgo: number | null,
): FloorplanCost {
  const stale = isVerificationStale(floorplan.verifiedAt, now);
  return { ...costOnDay(apartment, floorplan, now, stale), verificationStale: stale, verifiedDaysAgo };
}

/** An apartment's fees and specials in the domain's terms, made once for all its floorplans. */
export interface ApartmentTerms {
  fees: Fee[];
  specials: (Special & { row: SpecialRow })[];
}

export const termsOf = (apartment: Pick<StoredCatalogApartment, 'fees' | 'specials'>): ApartmentTerms => ({
  fees: apartment.fees.map(feeOf),
  specials: apartment.specials.map(specialOf),
});

/** The floorplan's rent range in cents, low end first; undefined without a price. */
function rentCents(
  floorplan: Pick<Floorplan, 'minRentCents' | 'maxRentCents'>,
): { low: number; high: number } | undefined {
  const low = floorplan.minRentCents ?? floorplan.maxRentCents;
  const high = floorplan.maxRentCents ?? floorplan.minRentCents;
  if (low === null || high === null) return undefined;
  return { low: Math.min(low, high), high: Math.max(low, high) };
}

/** The special a floorplan's figures apply on the day of `now`: the one worth most at the lower rent. */
function appliedSpecial(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  lowCents: number,
  now: Date,
  stale: boolean,
  terms: ApartmentTerms,
) {
  // A floorplan nobody has checked for 30 days is never advertised as a deal: its figures leave the special out.
  return stale ? undefined : bestSpecial(terms.specials, floorplan.type, lowCents, apartment.leaseTerm, now);
}

/**
 * The money figures of one floorplan on the San Antonio day of `now`, checked recently or not (`stale`). With
 * lowestAllInOnDay, the one place they are worked out: the all-in, the move-in cost and the Special Starting Price
 * all apply the one special whose conditions hold (its floorplan types, its minimum lease against the listing's lease
 * term), for the figures renters see and for the day's precomputed all-in (catalog/all-in.ts). docs/contract.md,
 * Search semantics: one pricing function.
 */
export function costOnDay(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
  stale: boolean,
  terms: ApartmentTerms = termsOf(apartment),
): Pick<FloorplanCost, 'allInMonthlyCents' | 'moveInCostCents' | 'special' | 'specialStartingPrice'> {
  const rent = rentCents(floorplan);
  if (!rent) return { allInMonthlyCents: null, moveInCostCents: null, special: null, specialStartingPrice: null };
  const { fees } = terms;
  const special = appliedSpecial(apartment, floorplan, rent.low, now, stale, terms);
  const concession = special?.concession;
  const allInLow = allInMonthlyCents(rent.low, apartment.leaseTerm, fees, concession);
  return {
    allInMonthlyCents: {
      min: allInLow,
      max: allInMonthlyCents(rent.high, apartment.leaseTerm, fees, concession),
    },
    moveInCostCents: {
      min: moveInCostCents(rent.low, fees, concession),
      max: moveInCostCents(rent.high, fees, concession),
    },
    special: special?.row ?? null,
    specialStartingPrice: concession
      ? floorplanStartingPrice(rent.low, apartment.leaseTerm, concession, allInLow)
      : null,
  };
}

/** costOnDay's `allInMonthlyCents.min` alone (null without a price), for working out a whole catalog's at once. */
export function lowestAllInOnDay(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
  stale: boolean,
  terms: ApartmentTerms,
): number | null {
  const rent = rentCents(floorplan);
  if (!rent) return null;
  const special = appliedSpecial(apartment, floorplan, rent.low, now, stale, terms);
  return allInMonthlyCents(rent.low, apartment.leaseTerm, terms.fees, special?.concession);
}

/** Whether a floorplan can be moved into on `date` (YYYY-MM-DD): available by then, with a unit left. */
export function availableBy(floorplan: Pick<Floorplan, 'availableFrom' | 'unitsAvailable'>, date: string): boolean {
  if (floorplan.unitsAvailable === 0) return false;
  return floorplan.availableFrom === null || isoDate(floorplan.availableFrom) <= date;
}

/** The day a renter could move in: the availability date, or today when it is available now. */
export function availableFromDate(floorplan: Pick<Floorplan, 'availableFrom'>, now: Date): string {
  const today = localDate(now);
  if (!floorplan.availableFrom) return today;
  const date = isoDate(floorplan.availableFrom);
  return date < today ? today : date;
}
