// The catalog's searchable fields as columns, per snapshot (docs/contract.md "The catalog in memory"): every uncached
// search is a pass over the whole catalog, and the conditions renters use most (areas, room types, price and size
// ranges) are read here as numbers from typed arrays rather than through each apartment's and floorplan's objects.
// The rarer conditions keep their predicates (search/plan.ts); the answer is the SQL one (search-parity.test.ts).
import { AREAS, FLOORPLAN_TYPES } from '../domain/index.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { heldFigure } from '../catalog/all-in.js';
import { patchOf } from '../catalog/catalog.js';

export interface SearchColumns {
  /** Per apartment: bit i set when it lies in AREAS[i]. */
  areaBits: Uint16Array;
  /** Per apartment: its floorplans are [floorplanStart[i], floorplanStart[i + 1]) of the floorplan columns. */
  floorplanStart: Uint32Array;
  /** Per floorplan: its index in FLOORPLAN_TYPES (FLOORPLAN_TYPES.length for a type the list does not know). */
  type: Uint8Array;
  /** Per floorplan: docs/product.md's ranges (NaN where a field is empty, which meets no bound, as NULL in SQL). */
  minRentCents: Float64Array;
  maxRentCents: Float64Array;
  minSqft: Float64Array;
  maxSqft: Float64Array;
  units: Float64Array;
  /** The day's all-in figures (allInColumns), once a search has needed them. */
  allIn?: AllInColumns | null;
  /** Per apartment and room type (typeTallies), once a search has needed them; null: a type the list does not know. */
  tallies?: TypeTallies | null;
  /** The whole catalog's totals (catalogTotals), once a search without conditions has needed them. */
  totals?: CatalogTotals;
}

/** What a search without any condition counts: every floorplan's units and the lowest minimum price (null: none). */
export interface CatalogTotals {
  units: number;
  lowestMinRentCents: number | null;
}

/**
 * What each apartment's floorplans of each type add to a search's totals: at `apartment * FLOORPLAN_TYPES.length +
 * type`, how many floorplans, their units and their lowest minimum price (NaN: none priced). A search filtered by room
 * type alone (or not by floorplan at all) then reads a few numbers per apartment instead of testing each floorplan.
 */
export interface TypeTallies {
  count: Uint32Array;
  units: Float64Array;
  lowest: Float64Array;
}

/**
 * The day's all-in figures of every floorplan (catalog/all-in.ts) as columns, for the San Antonio day [from, until):
 * a floorplan's lowest all-in monthly in cents is `checked` before `staleFrom` (when its last check turns 30 days
 * old) and `unchecked` from then on, NaN without a price. The maximum all-in and the all-in sort read them.
 */
export interface AllInColumns {
  from: number;
  until: number;
  staleFrom: Float64Array;
  checked: Float64Array;
  unchecked: Float64Array;
}

const AREA_INDEX = new Map<string, number>(AREAS.map((area, index) => [area, index]));
const TYPE_INDEX = new Map<string, number>(FLOORPLAN_TYPES.map((type, index) => [type, index]));

export const areaMaskOf = (areas: Iterable<string>): number => {
  let mask = 0;
  for (const area of areas) {
    const index = AREA_INDEX.get(area);
    if (index !== undefined) mask |= 1 << index;
  }
  return mask;
};

export function typeSetOf(types: Iterable<string>): Uint8Array {
  const wanted = new Uint8Array(FLOORPLAN_TYPES.length + 1);
  for (const type of types) {
    const index = TYPE_INDEX.get(type);
    if (index !== undefined) wanted[index] = 1;
  }
  return wanted;
}

const columnsBySnapshot = new WeakMap<readonly CatalogApartment[], SearchColumns>();
const orNaN = (value: number | null) => value ?? NaN;

/** The snapshot's columns, made on its first search (a snapshot's apartments are never changed in place). */
export function searchColumns(apartments: readonly CatalogApartment[]): SearchColumns {
  const kept = columnsBySnapshot.get(apartments);
  if (kept) return kept;
  const columns = carriedColumns(apartments) ?? readColumns(apartments);
  columnsBySnapshot.set(apartments, columns);
  return columns;
}

/** The columns of a list of apartments, read afresh (one apartment's, for a search's cache key). */
export function readColumns(apartments: readonly CatalogApartment[]): SearchColumns {
  let floorplanCount = 0;
  for (const apartment of apartments) floorplanCount += apartment.floorplans.length;
  const columns: SearchColumns = {
    areaBits: new Uint16Array(apartments.length),
    floorplanStart: new Uint32Array(apartments.length + 1),
    type: new Uint8Array(floorplanCount),
    minRentCents: new Float64Array(floorplanCount),
    maxRentCents: new Float64Array(floorplanCount),
    minSqft: new Float64Array(floorplanCount),
    maxSqft: new Float64Array(floorplanCount),
    units: new Float64Array(floorplanCount),
  };
  let at = 0;
  for (let index = 0; index < apartments.length; index += 1) {
    columns.floorplanStart[index] = at;
    writeApartment(columns, index, apartments[index]);
    at += apartments[index].floorplans.length;
  }
  columns.floorplanStart[apartments.length] = at;
  return columns;
}

/** Writes an apartment's row and its floorplans' rows, from floorplanStart[index] on. */
function writeApartment(columns: SearchColumns, index: number, apartment: CatalogApartment) {
  let bits = 0;
  for (const area of apartment.location) {
    const bit = AREA_INDEX.get(area);
    if (bit !== undefined) bits |= 1 << bit;
  }
  columns.areaBits[index] = bits;
  let at = columns.floorplanStart[index];
  for (const floorplan of apartment.floorplans) {
    columns.type[at] = TYPE_INDEX.get(floorplan.type) ?? FLOORPLAN_TYPES.length;
    columns.minRentCents[at] = orNaN(floorplan.minRentCents);
    columns.maxRentCents[at] = orNaN(floorplan.maxRentCents);
    columns.minSqft[at] = orNaN(floorplan.minSqft);
    columns.maxSqft[at] = orNaN(floorplan.maxSqft);
    columns.units[at] = floorplan.totalFloorplans;
    at += 1;
  }
}

/**
 * The columns of a snapshot patched in the same order (catalog/catalog.ts patchOf): the previous snapshot's copied,
 * with the changed apartments' rows written again, when none of them gained or lost a floorplan (an admin's edit, as
 * a rule). Reading the whole catalog again for one edit held every request of that moment for tens of milliseconds.
 * The type tallies are carried the same way; the totals are worked out again when asked.
 */
function carriedColumns(apartments: readonly CatalogApartment[]): SearchColumns | undefined {
  const patch = patchOf(apartments);
  const before = patch && columnsBySnapshot.get(patch.previous);
  if (!patch || !before) return undefined;
  const start = before.floorplanStart;
  for (const index of patch.changed)
    if (apartments[index].floorplans.length !== start[index + 1] - start[index]) return undefined;
  const columns: SearchColumns = {
    areaBits: before.areaBits.slice(),
    // Never written once made: shared.
    floorplanStart: start,
    type: before.type.slice(),
    minRentCents: before.minRentCents.slice(),
    maxRentCents: before.maxRentCents.slice(),
    minSqft: before.minSqft.slice(),
    maxSqft: before.maxSqft.slice(),
    units: before.units.slice(),
  };
  for (const index of patch.changed) writeApartment(columns, index, apartments[index]);
  if (before.tallies) {
    const tallies: TypeTallies = {
      count: before.tallies.count.slice(),
      units: before.tallies.units.slice(),
      lowest: before.tallies.lowest.slice(),
    };
    columns.tallies = tallies;
    for (const index of patch.changed) if (!tallyApartment(columns, tallies, index)) columns.tallies = null;
  }
  return columns;
}

/**
 * The snapshot's all-in columns for the day of `now`, from the figures the catalog keeps on each floorplan for its
 * day; null when some floorplan holds none for that day (a clock on another day than the catalog's): the search
 * then reads each floorplan's figure itself.
 */
export function allInColumns(
  apartments: readonly CatalogApartment[],
  columns: SearchColumns,
  now: Date,
): AllInColumns | null {
  const instant = now.getTime();
  const kept = columns.allIn;
  if (kept && instant >= kept.from && instant < kept.until) return kept;
  const allIn = carriedAllIn(apartments, columns, now) ?? readAllIn(apartments, columns.type.length, now);
  if (allIn) columns.allIn = allIn;
  return allIn;
}

function readAllIn(apartments: readonly CatalogApartment[], count: number, now: Date): AllInColumns | null {
  const allIn: AllInColumns = {
    from: -Infinity,
    until: Infinity,
    staleFrom: new Float64Array(count),
    checked: new Float64Array(count),
    unchecked: new Float64Array(count),
  };
  let at = 0;
  for (const apartment of apartments) {
    if (!writeAllIn(allIn, apartment, at, now)) return null;
    at += apartment.floorplans.length;
  }
  return allIn;
}

/** Writes the figures of an apartment's floorplans from `at` on; false when one holds none for the day of `now`. */
function writeAllIn(allIn: AllInColumns, apartment: CatalogApartment, at: number, now: Date): boolean {
  for (const floorplan of apartment.floorplans) {
    const held = heldFigure(apartment, floorplan, now);
    if (!held) return false;
    allIn.from = Math.max(allIn.from, held.from);
    allIn.until = Math.min(allIn.until, held.until);
    allIn.staleFrom[at] = held.staleFrom;
    allIn.checked[at] = orNaN(held.checked);
    allIn.unchecked[at] = orNaN(held.unchecked);
    at += 1;
  }
  return true;
}

/**
 * As carriedColumns: the previous snapshot's figures for the same day, with the changed apartments' written again
 * (their window can only narrow the one carried, which is safe: a narrower one is worked out again sooner).
 */
function carriedAllIn(apartments: readonly CatalogApartment[], columns: SearchColumns, now: Date) {
  const patch = patchOf(apartments);
  const beforeColumns = patch && columnsBySnapshot.get(patch.previous);
  const before = beforeColumns?.allIn;
  const instant = now.getTime();
  // The same layout: these columns were carried from those.
  if (!patch || !before || beforeColumns.floorplanStart !== columns.floorplanStart) return undefined;
  if (!(instant >= before.from && instant < before.until)) return undefined;
  const allIn: AllInColumns = {
    from: before.from,
    until: before.until,
    staleFrom: before.staleFrom.slice(),
    checked: before.checked.slice(),
    unchecked: before.unchecked.slice(),
  };
  for (const index of patch.changed)
    if (!writeAllIn(allIn, apartments[index], columns.floorplanStart[index], now)) return undefined;
  return instant >= allIn.from && instant < allIn.until ? allIn : undefined;
}

/** The snapshot's type tallies, from its columns; null when a floorplan's type is not one of FLOORPLAN_TYPES. */
export function typeTallies(columns: SearchColumns): TypeTallies | null {
  if (columns.tallies !== undefined) return columns.tallies;
  const types = FLOORPLAN_TYPES.length;
  const apartments = columns.floorplanStart.length - 1;
  const tallies: TypeTallies = {
    count: new Uint32Array(apartments * types),
    units: new Float64Array(apartments * types),
    lowest: new Float64Array(apartments * types),
  };
  for (let index = 0; index < apartments; index += 1)
    if (!tallyApartment(columns, tallies, index)) return (columns.tallies = null);
  return (columns.tallies = tallies);
}

/** Works out an apartment's tallies (its slots from scratch); false at a type FLOORPLAN_TYPES does not list. */
function tallyApartment(columns: SearchColumns, tallies: TypeTallies, index: number): boolean {
  const types = FLOORPLAN_TYPES.length;
  tallies.count.fill(0, index * types, (index + 1) * types);
  tallies.units.fill(0, index * types, (index + 1) * types);
  tallies.lowest.fill(NaN, index * types, (index + 1) * types);
  for (let at = columns.floorplanStart[index]; at < columns.floorplanStart[index + 1]; at += 1) {
    if (columns.type[at] === types) return false;
    const slot = index * types + columns.type[at];
    tallies.count[slot] += 1;
    tallies.units[slot] += columns.units[at];
    const low = columns.minRentCents[at];
    if (!Number.isNaN(low) && !(low >= tallies.lowest[slot])) tallies.lowest[slot] = low;
  }
  return true;
}

/**
 * The snapshot's totals over every floorplan: the answer's totals of a search without conditions (the home page's
 * figures, a search page before any filter), which then reads only the apartments of its page.
 */
export function catalogTotals(columns: SearchColumns): CatalogTotals {
  if (columns.totals) return columns.totals;
  let units = 0;
  let lowestMinRentCents: number | null = null;
  const apartments = columns.floorplanStart.length - 1;
  // Summed per apartment first, as the pass over the catalog adds them up.
  for (let index = 0; index < apartments; index += 1) {
    let apartmentUnits = 0;
    for (let at = columns.floorplanStart[index]; at < columns.floorplanStart[index + 1]; at += 1) {
      apartmentUnits += columns.units[at];
      const low = columns.minRentCents[at];
      if (!Number.isNaN(low) && (lowestMinRentCents === null || low < lowestMinRentCents)) lowestMinRentCents = low;
    }
    units += apartmentUnits;
  }
  return (columns.totals = { units, lowestMinRentCents });
}
