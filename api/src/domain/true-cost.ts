// What an apartment really costs (docs/contract.md "Beyond docs/product.md": money in integer cents). Every figure here
// is cents, and every name that holds money says so.
import type { FloorplanTypeName } from './floorplan-types.js';
import { specialStartingPrice } from './pricing.js';
import { localDate } from './san-antonio-day.js';

export const FEE_KINDS = ['monthlyMandatory', 'monthlyOptional', 'oneTime', 'deposit'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  monthlyMandatory: 'Monthly, required',
  monthlyOptional: 'Monthly, optional',
  oneTime: 'One-time, at move-in',
  deposit: 'Refundable deposit',
};

export const CONCESSION_KINDS = ['weeksFree', 'amountOff', 'reducedRent', 'freeMoveIn'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];
/** What the concession value means for each kind, as the manager asks for it. */
export const CONCESSION_KIND_LABELS: Record<ConcessionKind, string> = {
  weeksFree: 'Weeks free',
  amountOff: 'Dollars off the first month',
  reducedRent: 'Reduced monthly rent',
  freeMoveIn: 'Free move-in',
};

/**
 * A free move-in is the spec's Free Move-In flag as a dated special (docs/contract.md, Search semantics): it
 * carries no value and changes no rent figure, so it is never the special a floorplan's figures apply.
 */
export const isRentConcession = (kind: ConcessionKind) => kind !== 'freeMoveIn';

/**
 * docs/contract.md "Search semantics": a special gives the renter something. The spec's form may tick Promotion with
 * a Promotional Term of 0 (its request answers 201, and the admin's form reads it back as ticked), but 0 weeks free
 * or $0 off is no special: renters never see it, and no floorplan's figures apply it.
 */
export const givesSomething = (special: { concessionKind: ConcessionKind; concessionValue: number }) =>
  special.concessionKind === 'freeMoveIn' || special.concessionKind === 'reducedRent' || special.concessionValue > 0;

/** Limits on what staff may enter, shared by the forms and the server. */
export const FEE_NAME_MAX_LENGTH = 60;
export const FEES_PER_APARTMENT_MAX = 20;
export const SPECIAL_TEXT_MAX_LENGTH = 300;
export const SPECIALS_PER_APARTMENT_MAX = 10;
export const MONEY_MAX_CENTS = 10_000_000;
/**
 * The fee names the fees editor suggests (docs/contract.md "Spanish pages"): a page in another language than the
 * listing's shows these in its own words; any other name is shown as the property wrote it.
 */
export const COMMON_FEE_NAMES = [
  'Application',
  'Admin',
  'Security deposit',
  'Valet trash',
  'Trash',
  'Pest control',
  'Package lockers',
  'Covered parking',
  'Parking',
  'Water/sewer',
  'Pet rent',
  'Amenity fee',
  'Renters insurance',
] as const;

export interface Fee {
  name: string;
  amountCents: number;
  kind: FeeKind;
}

export interface Concession {
  kind: ConcessionKind;
  /**
   * Weeks for weeksFree; cents off for amountOff (taken off the first month at move-in, spread over the lease in the
   * all-in); the reduced monthly rent in cents for reducedRent; nothing (0) for freeMoveIn.
   */
  value: number;
}

export interface Special {
  text: string;
  concession: Concession;
  /** Calendar dates (YYYY-MM-DD), both included, in San Antonio's time zone. */
  validFrom: string;
  validUntil: string;
  /** Empty: every floorplan type of the apartment. */
  floorplanTypes: readonly FloorplanTypeName[];
  minLeaseTermMonths: number;
}

/**
 * The last day stored for a special with no end date (one that runs until staff end it). It is a storage value only:
 * every reader turns it into "no end date" through specialEndDate, so no person ever reads a year 9999.
 */
export const OPEN_END_DATE = '9999-12-31';

/** A special's last day as people read it (YYYY-MM-DD), or null when it has no end date. */
export const specialEndDate = (validUntil: string): string | null => (validUntil >= OPEN_END_DATE ? null : validUntil);

/** A special is on from the first moment of its first day to the last moment of its last day; no job ends it. */
export function isSpecialActive(special: Pick<Special, 'validFrom' | 'validUntil'>, now: Date): boolean {
  const today = localDate(now);
  return special.validFrom <= today && today <= special.validUntil;
}

/** Whether a special applies to this floorplan type on this lease term. */
export function specialApplies(
  special: Pick<Special, 'floorplanTypes' | 'minLeaseTermMonths'>,
  type: FloorplanTypeName,
  leaseTermMonths: number,
): boolean {
  return (
    (special.floorplanTypes.length === 0 || special.floorplanTypes.includes(type)) &&
    leaseTermMonths >= special.minLeaseTermMonths
  );
}

/**
 * What a concession is worth over the whole lease. A free week is 7 days of a 30-day month, as in docs/product.md
 * section 9's Special Starting Price; a reduced rent saves the difference every month; never more than the lease.
 */
export function concessionValueCents(rentCents: number, leaseTermMonths: number, concession: Concession): number {
  const lease = rentCents * leaseTermMonths;
  let value: number;
  switch (concession.kind) {
    case 'weeksFree':
      value = (rentCents / 30) * 7 * concession.value;
      break;
    case 'amountOff':
      value = concession.value;
      break;
    case 'reducedRent':
      value = Math.max(0, rentCents - concession.value) * leaseTermMonths;
      break;
    case 'freeMoveIn':
      value = 0;
      break;
  }
  return Math.min(lease, Math.max(0, value));
}

/** Net effective rent = (rent x L - value of the concession) / L, rounded to the cent. */
export function netEffectiveRentCents(rentCents: number, leaseTermMonths: number, concession?: Concession): number {
  if (!concession || leaseTermMonths <= 0) return rentCents;
  const value = concessionValueCents(rentCents, leaseTermMonths, concession);
  return Math.round((rentCents * leaseTermMonths - value) / leaseTermMonths);
}

export function sumFeesCents(fees: readonly Fee[], kind: FeeKind): number {
  return fees.reduce((sum, fee) => (fee.kind === kind ? sum + fee.amountCents : sum), 0);
}

/** All-in monthly = net effective rent + monthly mandatory fees. */
export function allInMonthlyCents(
  rentCents: number,
  leaseTermMonths: number,
  fees: readonly Fee[],
  concession?: Concession,
): number {
  return netEffectiveRentCents(rentCents, leaseTermMonths, concession) + sumFeesCents(fees, 'monthlyMandatory');
}

/**
 * The rent of the first month, paid at signing: a reduced rent is the rent the lease states, and dollars off come off
 * the first month ("$300 off your first month"), at most its whole rent. Free weeks are usually granted later in the
 * lease, so a renter should not count on them at signing (docs/contract.md, Search semantics: one pricing function).
 */
export function firstMonthRentCents(rentCents: number, concession?: Concession): number {
  switch (concession?.kind) {
    case 'reducedRent':
      return Math.min(rentCents, Math.max(0, concession.value));
    case 'amountOff':
      return Math.max(0, rentCents - Math.max(0, concession.value));
    default:
      return rentCents;
  }
}

/** Move-in cost = first month (its rent after the concession's first-month part, plus monthly required fees) + one-time fees + deposits. */
export function moveInCostCents(rentCents: number, fees: readonly Fee[], concession?: Concession): number {
  return (
    firstMonthRentCents(rentCents, concession) +
    sumFeesCents(fees, 'monthlyMandatory') +
    sumFeesCents(fees, 'oneTime') +
    sumFeesCents(fees, 'deposit')
  );
}

/**
 * A floorplan's Special Starting Price in whole dollars: docs/product.md section 9's formula with P the floorplan's
 * lowest rent and T the free weeks of the special its card shows; for dollars off or a reduced rent, the same net
 * effective rent (rent over the lease less the concession, spread over the lease). Never above the floorplan's
 * all-in monthly to the dollar (which adds the required fees to that same rent): the spec's formula rounds to the
 * nearest dollar, so a headline may read "$981" beside "$980.56 all-in", never more (docs/contract.md, Search
 * semantics).
 */
export function floorplanStartingPrice(
  rentCents: number,
  leaseTermMonths: number,
  concession: Concession,
  allInCents: number,
): number {
  const months = Math.max(1, leaseTermMonths);
  const formula =
    concession.kind === 'weeksFree'
      ? specialStartingPrice(rentCents / 100, months, concession.value)
      : Math.max(
          0,
          Math.round((rentCents * months - concessionValueCents(rentCents, months, concession)) / months / 100),
        );
  return Math.min(formula, Math.ceil(allInCents / 100));
}

/**
 * The best concession a renter gets among the specials on now for this floorplan: the one worth most. A free
 * move-in is no concession on the rent, so it is never the one applied.
 */
export function bestSpecial<S extends Special>(
  specials: readonly S[],
  type: FloorplanTypeName,
  rentCents: number,
  leaseTermMonths: number,
  now: Date,
): S | undefined {
  let best: S | undefined;
  // A concession worth nothing (0 weeks free) is no special.
  let bestValue = 0;
  for (const special of specials) {
    if (!isRentConcession(special.concession.kind)) continue;
    if (!isSpecialActive(special, now) || !specialApplies(special, type, leaseTermMonths)) continue;
    const value = concessionValueCents(rentCents, leaseTermMonths, special.concession);
    if (value > bestValue) {
      best = special;
      bestValue = value;
    }
  }
  return best;
}

/** The wording every advertised price carries. */
export const PRICE_DISCLAIMER = 'Prices and availability change daily; confirm with the property before you apply.';
