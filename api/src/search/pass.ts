// The one pass that runs a search plan (search/plan.ts) over a catalog snapshot: the page, the count and the totals
// together. Every reader of a plan (the pass, the page's floorplans, the cache key, the saved-search alerts) tests a
// floorplan through matchFloorplans, over the snapshot's columns (search/columns.ts) or one apartment's.
import { FLOORPLAN_TYPES } from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { lowestAllInCents } from '../catalog/all-in.js';
import { AllInPage, AllInRank } from './all-in-order.js';
import {
  allInColumns,
  catalogTotals,
  readColumns,
  searchColumns,
  typeTallies,
  type AllInColumns,
  type SearchColumns,
} from './columns.js';
import { apartmentMatches, floorplanInRanges, type SearchPlan } from './plan.js';

export interface SearchResult {
  apartments: CatalogApartment[];
  totalCount: number;
  totalFloorplans: number;
  lowestMinRentCents: number | null;
}

/** What one apartment's matching floorplans add up to (Infinity: no price yet); reused from one apartment to the next. */
export class Tally {
  matched = 0;
  units = 0;
  lowest = Infinity;

  reset(): void {
    this.matched = this.units = 0;
    this.lowest = Infinity;
  }
}

/**
 * The plan's floorplan conditions on the floorplans of apartment `index` of `columns`: each match is added to `tally`,
 * to the all-in `rank` and to `into` when given. A floorplan's row is read only where a condition or the rank needs
 * it: reading every floorplan's object cost as much as the rest of the pass.
 */
export function matchFloorplans(
  plan: SearchPlan,
  columns: SearchColumns,
  allIn: AllInColumns | null,
  index: number,
  apartment: CatalogApartment,
  tally: Tally,
  rank?: AllInRank,
  into?: Floorplan[],
): void {
  const { now, maxAllInCents, floorplanRest } = plan;
  const instant = now.getTime();
  const first = columns.floorplanStart[index];
  const end = columns.floorplanStart[index + 1];
  for (let at = first; at < end; at += 1) {
    if (!floorplanInRanges(plan, columns, at)) continue;
    let cents = NaN;
    if (allIn) cents = instant < allIn.staleFrom[at] ? allIn.checked[at] : allIn.unchecked[at];
    else if (maxAllInCents !== undefined)
      cents = lowestAllInCents(apartment, apartment.floorplans[at - first], now) ?? NaN;
    if (maxAllInCents !== undefined && !(cents <= maxAllInCents)) continue;
    if (floorplanRest && !floorplanRest(apartment.floorplans[at - first], apartment)) continue;
    tally.matched += 1;
    tally.units += columns.units[at];
    // An empty price (NaN) is never lower.
    const low = columns.minRentCents[at];
    if (low < tally.lowest) tally.lowest = low;
    if (rank) {
      if (allIn) rank.addFigure(cents, instant >= allIn.staleFrom[at]);
      else rank.add(apartment, apartment.floorplans[at - first], now);
    }
    into?.push(apartment.floorplans[at - first]);
  }
}

/**
 * The plan against one apartment, whatever snapshot holds it: whether it matches (the tally's `matched`, -1: its
 * own conditions fail) and what it adds; for the cache key and the alerts.
 */
export function matchApartment(plan: SearchPlan, apartment: CatalogApartment, rank?: AllInRank, into?: Floorplan[]) {
  const columns = readColumns([apartment]);
  const tally = new Tally();
  if (!apartmentMatches(plan, columns, 0, apartment)) tally.matched = -1;
  else matchFloorplans(plan, columns, null, 0, apartment, tally, rank, into);
  return tally;
}

/**
 * What one apartment contributes to a search's answer besides its own listing: whether it matches, its place in the
 * order (docs/contract.md's, or the all-in rank) and its share of the totals. An empty string: no match. The catalog
 * keeps an answer while no change moves any apartment's footprint.
 */
export function footprintOf(plan: SearchPlan) {
  return (apartment: CatalogApartment): string => {
    const rank = plan.sort ? new AllInRank() : undefined;
    const tally = matchApartment(plan, apartment, rank);
    if (tally.matched < 0 || (plan.filtersFloorplans && tally.matched === 0)) return '';
    const lowest = tally.lowest === Infinity ? null : tally.lowest;
    const order = rank ? `${rank.group}:${rank.cents}` : '';
    return JSON.stringify([apartment.highlight, apartment.name, order, tally.units, lowest]);
  };
}

/** Runs the plan over a snapshot's apartments. */
export function runPlan(plan: SearchPlan, apartments: readonly CatalogApartment[]): SearchResult {
  const columns = searchColumns(apartments);
  const { offset, now } = plan;
  const end = offset + plan.limit;
  const result: SearchResult = { apartments: [], totalCount: 0, totalFloorplans: 0, lowestMinRentCents: null };
  // With a sort, every match is ranked before the page is known.
  const rank = plan.sort ? new AllInRank() : undefined;
  const allIn = plan.maxAllInCents !== undefined || rank ? allInColumns(apartments, columns, now) : null;
  /** An apartment narrowed to its matching floorplans, copied only for the apartments an answer carries. */
  const narrowed = (index: number) => {
    const apartment = apartments[index];
    if (!plan.filtersFloorplans) return apartment;
    const floorplans: Floorplan[] = [];
    matchFloorplans(plan, columns, allIn, index, apartment, new Tally(), undefined, floorplans);
    return { ...apartment, floorplans };
  };
  // No condition and the catalog's order: the snapshot's totals, and the page's apartments as they stand.
  if (!plan.filtersFloorplans && !plan.apartmentRest && plan.areaMask === undefined && !rank) {
    const totals = catalogTotals(columns);
    result.totalCount = apartments.length;
    result.totalFloorplans = totals.units;
    result.lowestMinRentCents = totals.lowestMinRentCents;
    result.apartments = apartments.slice(offset, end);
    return result;
  }
  const ranked = new AllInPage(end);
  // The all-in sort ranks each matching floorplan, so it never reads the tallies.
  const tallies = plan.onlyTypes && !rank ? typeTallies(columns) : null;
  const typeIndexes = FLOORPLAN_TYPES.flatMap((_, type) => (!plan.types || plan.types[type] ? [type] : []));
  const tally = new Tally();
  let lowestOfAll = Infinity;
  for (let index = 0; index < apartments.length; index += 1) {
    const apartment = apartments[index];
    if (!apartmentMatches(plan, columns, index, apartment)) continue;
    tally.reset();
    if (tallies) {
      for (const type of typeIndexes) {
        const at = index * FLOORPLAN_TYPES.length + type;
        tally.matched += tallies.count[at];
        tally.units += tallies.units[at];
        if (tallies.lowest[at] < tally.lowest) tally.lowest = tallies.lowest[at];
      }
    } else {
      rank?.reset();
      matchFloorplans(plan, columns, allIn, index, apartment, tally, rank);
    }
    if (plan.filtersFloorplans && tally.matched === 0) continue;
    if (rank) ranked.offer(index, rank.group, rank.cents);
    else if (result.totalCount >= offset && result.totalCount < end) result.apartments.push(narrowed(index));
    result.totalCount += 1;
    result.totalFloorplans += tally.units;
    if (tally.lowest < lowestOfAll) lowestOfAll = tally.lowest;
  }
  result.lowestMinRentCents = lowestOfAll === Infinity ? null : lowestOfAll;
  if (rank)
    result.apartments = ranked
      .ordered()
      .slice(offset, end)
      .map((entry) => narrowed(entry.index));
  return result;
}

/** Every apartment of a snapshot the plan matches, with its matching floorplans (the saved-search alerts' listings). */
export function eachMatch(
  plan: SearchPlan,
  apartments: readonly CatalogApartment[],
  visit: (apartment: CatalogApartment, floorplans: Floorplan[]) => void,
): void {
  const columns = searchColumns(apartments);
  const allIn = plan.maxAllInCents !== undefined ? allInColumns(apartments, columns, plan.now) : null;
  const tally = new Tally();
  for (let index = 0; index < apartments.length; index += 1) {
    const apartment = apartments[index];
    if (!apartmentMatches(plan, columns, index, apartment)) continue;
    const floorplans: Floorplan[] = [];
    matchFloorplans(plan, columns, allIn, index, apartment, tally, undefined, floorplans);
    visit(apartment, floorplans);
  }
}
