// What an apartment really costs (docs/contract.md "Beyond docs/product.md": money in integer cents). docs/product.md's own prices
// (minPrice, maxPrice) stay in whole dollars; every figure here is cents, and every name that holds money says so.
import type { FloorplanTypeName } from './floorplan-types.js';
import { tooLongMessage } from './messages.js';
import { specialStartingPrice } from './pricing.js';

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

/** The amenities renters filter on most. */
export const AMENITIES = [
  'washerDryer',
  'dishwasher',
  'airConditioning',
  'pool',
  'gatedAccess',
  'coveredParking',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Record<Amenity, string> = {
  washerDryer: 'In-unit washer/dryer',
  dishwasher: 'Dishwasher',
  airConditioning: 'Air conditioning',
  pool: 'Pool',
  gatedAccess: 'Gated access',
  coveredParking: 'Covered parking',
};

export const PET_KINDS = ['cats', 'smallDogs', 'largeDogs'] as const;
export type PetKind = (typeof PET_KINDS)[number];

export const isAmenity = (value: string): value is Amenity => (AMENITIES as readonly string[]).includes(value);

export const PET_KIND_LABELS: Record<PetKind, string> = {
  cats: 'Cats',
  smallDogs: 'Small dogs',
  largeDogs: 'Large dogs',
};

export const isPetKind = (value: string): value is PetKind => (PET_KINDS as readonly string[]).includes(value);

/** A floorplan whose price and availability nobody has checked for this long is marked and never shown as a deal. */
export const VERIFICATION_STALE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Limits on what staff may enter, shared by the forms and the server. */
export const FEE_NAME_MAX_LENGTH = 60;
export const FEES_PER_APARTMENT_MAX = 20;
export const SPECIAL_TEXT_MAX_LENGTH = 300;
export const SPECIALS_PER_APARTMENT_MAX = 10;
export const MONEY_MAX_CENTS = 10_000_000;
export const OUTDATED_NOTE_MAX_LENGTH = 500;
/** A renter's "Report outdated" details past their limit (the form's maxlength and counter hold them to it). */
export const OUTDATED_NOTE_TOO_LONG = tooLongMessage('Details', OUTDATED_NOTE_MAX_LENGTH);
/** Reports of outdated listings one client address may send an hour. */
export const OUTDATED_REPORTS_PER_HOUR = 10;
export const OUTDATED_TOPICS = ['price', 'availability', 'special'] as const;
export type OutdatedTopic = (typeof OUTDATED_TOPICS)[number];
export const OUTDATED_TOPIC_LABELS: Record<OutdatedTopic, string> = {
  price: 'Price',
  availability: 'Availability',
  special: 'Special',
};

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

/** Today's calendar date in San Antonio (America/Chicago): specials start and end on local days. */
// One formatter for the process: making an Intl.DateTimeFormat costs far more than using one, and a search
// asks for the day once per special of every floorplan it prices.
const SAN_ANTONIO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
let lastDay: { minute: number; day: string } | undefined;

export function localDate(now: Date): string {
  // San Antonio's day starts on a whole minute of UTC (its offsets are whole hours): within one minute the day
  // is the same, so requests of the same minute share one formatting.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute !== minute) lastDay = { minute, day: SAN_ANTONIO_DAY.format(now) };
  return lastDay.day;
}

/** The San Antonio day an instant falls in, and when it begins and ends (milliseconds since the epoch). */
export interface LocalDay {
  day: string;
  /** The first instant of the day, included. */
  from: number;
  /** The next midnight, excluded: 23 hours after `from` on the day the clocks spring forward, 25 when they fall back. */
  until: number;
}

const SAN_ANTONIO_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far San Antonio's wall clock is from UTC at an instant (ms): -5 hours in summer, -6 in winter. */
function wallClockOffset(instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of SAN_ANTONIO_CLOCK.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a San Antonio day (YYYY-MM-DD) begins: its midnight is never in a clock change (those are at 2 a.m.). */
function startOfLocalDay(day: string): number {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at a first guess may be the day before's; the offset at the guess itself is the day's.
  return wallMidnight - wallClockOffset(wallMidnight - wallClockOffset(wallMidnight));
}

/** The San Antonio day of `now`, from its midnight to the next (the time zone's rules, not a fixed offset). */
export function localDayOf(now: Date): LocalDay {
  const day = localDate(now);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { day, from: startOfLocalDay(day), until: startOfLocalDay(next) };
}

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

/** Days since a floorplan's price and availability were last checked, or null when they never were. */
export function daysSinceVerified(verifiedAt: Date | null, now: Date): number | null {
  if (!verifiedAt) return null;
  return Math.max(0, Math.floor((now.getTime() - verifiedAt.getTime()) / DAY_MS));
}

export function isVerificationStale(verifiedAt: Date | null, now: Date): boolean {
  const days = daysSinceVerified(verifiedAt, now);
  return days === null || days >= VERIFICATION_STALE_DAYS;
}

/** The instant (ms since the epoch) from which isVerificationStale holds; -Infinity when it was never checked. */
export const verificationStaleFrom = (verifiedAt: Date | null): number =>
  verifiedAt ? verifiedAt.getTime() + VERIFICATION_STALE_DAYS * DAY_MS : -Infinity;

/** Whole dollars of docs/product.md's price fields to cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** The wording every advertised price carries. */
export const PRICE_DISCLAIMER = 'Prices and availability change daily; confirm with the property before you apply.';
