// The day's all-in figures (docs/contract.md "The catalog in memory"): the lowest all-in monthly of every floorplan
// in the catalog, worked out once for the San Antonio day instead of on every search. A renter's maximum all-in, the
// all-in sort and the income check of "Do I qualify?" read them; the figures renters see come from floorplanCost,
// and catalog/true-cost.ts works both out with the same rules, so they never disagree.
//
// Within one local day a floorplan's all-in changes only once at most: when its last check turns 30 days old (at that
// moment, not at midnight) the special leaves its figure. So each floorplan keeps both figures and that moment, and a
// read is exact for any instant of the day. A read at an instant of another day (a test's clock, a request that
// began before midnight) works the figure out instead.
import { isVerificationStale, localDayOf, verificationStaleFrom, type LocalDay } from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from './rows.js';
import { floorplanCost, lowestAllInOnDay, termsOf, type ApartmentTerms } from './true-cost.js';

interface DayFigure {
  /** The San Antonio day it holds for: [from, until), milliseconds since the epoch. */
  from: number;
  until: number;
  /**
   * What it was worked out from besides the floorplan itself: a copy of the apartment narrowed to some floorplans
   * (a search's result) shares them and reads the figure too; an apartment read again after a change does not.
   */
  fees: StoredCatalogApartment['fees'];
  specials: StoredCatalogApartment['specials'];
  leaseTerm: number;
  /** When its last check turns 30 days old; -Infinity when it was never checked. */
  staleFrom: number;
  /** The lowest all-in monthly in cents before and after that moment (the special left out); null without a price. */
  checked: number | null;
  unchecked: number | null;
}

// Each figure is kept on its floorplan object, in a slot that is neither enumerable nor named by a string, so no
// copy, JSON answer or comparison sees it. The catalog replaces (never changes) the floorplans of an apartment that
// changed, so a floorplan's figure can only go stale by the day; a search reads it with the floorplan's own fields,
// where a lookup in a table of 30,000 cost a search more than all its other work.
const DAY_FIGURE = Symbol('the day figure');
type Slotted = Floorplan & { [DAY_FIGURE]?: DayFigure };

const figureOf = (floorplan: Floorplan): DayFigure | undefined => (floorplan as Slotted)[DAY_FIGURE];

function keep(floorplan: Floorplan, figure: DayFigure): void {
  if (DAY_FIGURE in floorplan) (floorplan as Slotted)[DAY_FIGURE] = figure;
  else Object.defineProperty(floorplan, DAY_FIGURE, { value: figure, writable: true, enumerable: false });
}

/** Works out the figures of these apartments' floorplans for `day`, skipping those already done for it. */
export function precomputeAllIn(apartments: readonly StoredCatalogApartment[], day: LocalDay): void {
  const dayStart = new Date(day.from);
  for (const apartment of apartments) {
    let terms: ApartmentTerms | undefined;
    const lowest = (floorplan: Floorplan, stale: boolean) =>
      lowestAllInOnDay(apartment, floorplan, dayStart, stale, (terms ??= termsOf(apartment)));
    for (const floorplan of apartment.floorplans) {
      const held = figureOf(floorplan);
      if (held && held.from === day.from && held.fees === apartment.fees && held.specials === apartment.specials)
        continue;
      const staleFrom = verificationStaleFrom(floorplan.verifiedAt);
      keep(floorplan, {
        from: day.from,
        until: day.until,
        fees: apartment.fees,
        specials: apartment.specials,
        leaseTerm: apartment.leaseTerm,
        staleFrom,
        // Only the figures some instant of the day can need.
        checked: staleFrom > day.from ? lowest(floorplan, false) : null,
        unchecked: staleFrom < day.until ? lowest(floorplan, true) : null,
      });
    }
  }
}

/**
 * The figure kept on a floorplan for the day of `now`, when it was worked out from this apartment's fees, specials
 * and lease term (a search's narrowed copy shares them); undefined otherwise.
 */
export function heldFigure(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
): Pick<DayFigure, 'from' | 'until' | 'staleFrom' | 'checked' | 'unchecked'> | undefined {
  const held = figureOf(floorplan);
  const instant = now.getTime();
  return held &&
    instant >= held.from &&
    instant < held.until &&
    held.fees === apartment.fees &&
    held.specials === apartment.specials &&
    held.leaseTerm === apartment.leaseTerm
    ? held
    : undefined;
}

/** The lowest all-in monthly of a floorplan at `now` (cents), or null without a price: the same as floorplanCost's. */
export function lowestAllInCents(apartment: StoredCatalogApartment, floorplan: Floorplan, now: Date): number | null {
  const held = heldFigure(apartment, floorplan, now);
  if (held) return now.getTime() < held.staleFrom ? held.checked : held.unchecked;
  return floorplanCost(apartment, floorplan, now).allInMonthlyCents?.min ?? null;
}

/** The figure kept on a floorplan for the day of `now`, or undefined when none is (what a test looks at). */
export function keptAllInCents(floorplan: Floorplan, now: Date): number | null | undefined {
  const held = figureOf(floorplan);
  const instant = now.getTime();
  if (!held || instant < held.from || instant >= held.until) return undefined;
  return instant < held.staleFrom ? held.checked : held.unchecked;
}

/** Whether a floorplan's last check is 30 days old or more at `now` (isVerificationStale, read off its figure). */
export function checkIsStale(floorplan: Floorplan, now: Date): boolean {
  const held = figureOf(floorplan);
  return held ? now.getTime() >= held.staleFrom : isVerificationStale(floorplan.verifiedAt, now);
}

/**
 * The day a catalog keeps figures for: the day of its clock at the last read. A read on a new day (after midnight,
 * or on a test's clock set to another day) moves it and works out the figures of the snapshot read; a snapshot
 * already done for the day costs a lookup.
 */
export function createDayFigures(clock: () => Date) {
  let day: LocalDay | undefined;
  let done = new WeakSet<object>();
  const today = () => {
    const instant = clock().getTime();
    if (!day || instant < day.from || instant >= day.until) {
      day = localDayOf(new Date(instant));
      done = new WeakSet();
    }
    return day;
  };
  return {
    /** Makes sure every floorplan of `snapshot` has its figures for the clock's day. */
    ensure(snapshot: { apartments: readonly StoredCatalogApartment[] }): void {
      const current = today();
      if (done.has(snapshot)) return;
      precomputeAllIn(snapshot.apartments, current);
      done.add(snapshot);
    },
    /**
     * A snapshot made from `previous` by reading `changed` again: when `previous` is done for the day, only the
     * changed apartments are worked out (the others are the same objects, their figures already there).
     */
    patched(
      previous: object,
      next: { apartments: readonly StoredCatalogApartment[] },
      changed: readonly StoredCatalogApartment[],
    ): void {
      const current = today();
      if (!done.has(previous)) return;
      precomputeAllIn(changed, current);
      done.add(next);
    },
  };
}
