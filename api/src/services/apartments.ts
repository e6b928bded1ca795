// What renters read: search, one apartment, its floorplans, highlights and deals. GraphQL resolvers and REST
// routes both call these; neither decides anything itself.
import { z } from 'zod';
import {
  AREAS,
  FLOORPLAN_TYPES,
  isFloorplanType,
  localDate,
  MAX_PAGE_SIZE,
  verificationStaleFrom,
  type Area,
} from '../domain/index.js';
import type { Floorplan, PrismaClient } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../errors.js';
import { FLOORPLAN_ORDER, type ApartmentWithFloorplans, type CatalogApartment } from '../catalog/rows.js';
import type { Catalog } from '../catalog/catalog.js';
import { SearchRequestSchema, searchMatch, withQualification, type SearchFilter, type SearchMatch } from './search.js';
import { apartmentOffer, promotionOf, specialsOn } from './promotion.js';
import { AllInPage, AllInRank } from './all-in-order.js';
import { allInColumns, catalogTotals, searchColumns, typeTallies } from './search-columns.js';
import { lowestAllInCents } from '../catalog/all-in.js';

export const IdSchema = z
  .string()
  .max(36, { message: 'must be an apartment or floorplan id', abort: true })
  .uuid('must be an apartment or floorplan id');

export function parseId(value: unknown, field = 'id'): string {
  return parseInput(z.object({ [field]: IdSchema }), { [field]: value })[field];
}

/** The lowest minimum rent in cents among the given floorplans, or null when none has a price. */
export function lowestMinRentCents(floorplans: Pick<Floorplan, 'minRentCents'>[]): number | null {
  let lowest: number | null = null;
  for (const { minRentCents } of floorplans) {
    if (minRentCents !== null && (lowest === null || minRentCents < lowest)) lowest = minRentCents;
  }
  return lowest;
}

export interface SearchPage {
  offset?: number;
  limit?: number;
  /** Default: docs/contract.md's order (highlighted first, then name); checked against SEARCH_SORTS. */
  sort?: string;
}

/** allInMonthly: the lowest all-in monthly of the matching floorplans, low to high; verified listings first. */
export const SEARCH_SORTS = ['allInMonthly'] as const;

export interface SearchResult {
  apartments: CatalogApartment[];
  totalCount: number;
  totalFloorplans: number;
  lowestMinRentCents: number | null;
}

/** The message for a page size over MAX_PAGE_SIZE, with the door's own name for it (`limit`, `first`, `last`). */
export const pageSizeMessage = (name: string) => `${name} cannot be above ${MAX_PAGE_SIZE}`;

/** GraphQL's `first`/`last`: refused over the cap rather than silently cut to it. */
export function checkPageSize(sizes: Record<string, number | null | undefined>): void {
  for (const [name, value] of Object.entries(sizes)) {
    if (value != null && value > MAX_PAGE_SIZE)
      throw badInput(pageSizeMessage(name), { [name]: pageSizeMessage(name) });
  }
}

const PageSchema = z.object({
  offset: z.number().int().min(0, 'offset cannot be negative').max(1_000_000).optional(),
  limit: z
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, pageSizeMessage('limit'))
    .default(MAX_PAGE_SIZE),
  sort: z.enum(SEARCH_SORTS, { error: (issue) => `Unknown sort: ${String(issue.input)}` }).optional(),
});

/** One search over the catalog in memory: the page, the count and the aggregates in one pass. */
export async function searchApartments(
  catalog: Catalog,
  rawFilter: unknown,
  rawPage: SearchPage = {},
  now: Date = new Date(),
): Promise<SearchResult> {
  const filter: SearchFilter = parseInput(SearchRequestSchema, rawFilter ?? {});
  const page = parseInput(PageSchema, rawPage);
  const match = searchMatch(filter, now);
  const read = { kind: 'search' as const, footprint: searchFootprint(match, page.sort, now), shown: new Set<string>() };
  const { apartments } = await catalog.snapshot(read);
  const offset = page.offset ?? 0;
  const end = offset + page.limit;
  const result: SearchResult = { apartments: [], totalCount: 0, totalFloorplans: 0, lowestMinRentCents: null };
  // With a sort, every match is ranked before the page is known; only the page's get their matching floorplans.
  const rank = page.sort ? new AllInRank() : undefined;
  const ranked = new AllInPage(end);
  const { floorplan } = match;
  const matchingOf = (apartment: CatalogApartment) =>
    floorplan ? apartment.floorplans.filter((candidate) => floorplan(candidate, apartment)) : apartment.floorplans;
  // The pass reads the common conditions from the snapshot's columns, the rest through their predicates.
  const columns = searchColumns(apartments);
  const { apartmentRest, floorplanRest } = match;
  const { areaMask, types, minRentCents, maxRentCents, minSqft, maxSqft, maxAllInCents } = match.columns;
  // No condition and the catalog's order: the snapshot's totals, and the page's apartments as they stand.
  const unconditioned = !floorplan && !apartmentRest && areaMask === undefined && !rank;
  // The all-in sort ranks each matching floorplan, so it never reads the tallies.
  const tallies = match.onlyTypes && !rank && !unconditioned ? typeTallies(columns) : null;
  const askedTypes = match.onlyTypes?.types;
  const typeIndexes = FLOORPLAN_TYPES.flatMap((type, index) => (!askedTypes || askedTypes.has(type) ? [index] : []));
  // The maximum all-in and the all-in sort read the day's figures from columns too, once each per floorplan.
  const allIn = maxAllInCents !== undefined || rank ? allInColumns(apartments, columns, now) : null;
  const instant = now.getTime();
  if (unconditioned) {
    const totals = catalogTotals(columns);
    result.totalCount = apartments.length;
    result.totalFloorplans = totals.units;
    result.lowestMinRentCents = totals.lowestMinRentCents;
    result.apartments = apartments.slice(offset, end).map((apartment) => narrowed(apartment, apartment.floorplans));
  } else passOverCatalog();
  /**
   * The pass, in a function of its own that is not async: V8 compiles a loop after an await less well, and there it
   * made a short-lived object for nearly every apartment (a sixth of everything a search request allocated, feeding
   * the collector that pauses every renter's request). Plain numbers while it runs (Infinity: no price yet).
   */
  function passOverCatalog() {
    let totalCount = 0;
    let totalFloorplans = 0;
    let lowestOfAll = Infinity;
    for (let index = 0; index < apartments.length; index += 1) {
      if (areaMask !== undefined && (columns.areaBits[index] & areaMask) === 0) continue;
      const apartment = apartments[index];
      if (apartmentRest && !apartmentRest(apartment)) continue;
      // Counted in place: a list of an apartment's matching floorplans is made only for the page (or the sort).
      let matched = 0;
      let units = 0;
      let lowest = Infinity;
      if (tallies) {
        for (const type of typeIndexes) {
          const at = index * FLOORPLAN_TYPES.length + type;
          matched += tallies.count[at];
          units += tallies.units[at];
          const low = tallies.lowest[at];
          if (low < lowest) lowest = low;
        }
      } else {
        rank?.reset();
        const first = columns.floorplanStart[index];
        const end = columns.floorplanStart[index + 1];
        for (let at = first; at < end; at += 1) {
          // services/search.ts's floorplan predicate for these fields; an empty field (NaN) meets no bound.
          if (
            (types !== undefined && types[columns.type[at]] !== 1) ||
            (minRentCents !== undefined && !(columns.maxRentCents[at] >= minRentCents)) ||
            (maxRentCents !== undefined && !(columns.minRentCents[at] <= maxRentCents)) ||
            (minSqft !== undefined && !(columns.maxSqft[at] >= minSqft)) ||
            (maxSqft !== undefined && !(columns.minSqft[at] <= maxSqft))
          )
            continue;
          // The floorplan's object is read only where a condition or the rank needs it: a read of the apartment's
          // objects for every floorplan cost as much as the rest of the pass.
          let cents = NaN;
          if (allIn) cents = instant < allIn.staleFrom[at] ? allIn.checked[at] : allIn.unchecked[at];
          else if (maxAllInCents !== undefined)
            cents = lowestAllInCents(apartment, apartment.floorplans[at - first], now) ?? NaN;
          if (maxAllInCents !== undefined && !(cents <= maxAllInCents)) continue;
          if (floorplanRest && !floorplanRest(apartment.floorplans[at - first], apartment)) continue;
          matched += 1;
          units += columns.units[at];
          // An empty price (NaN) is never lower.
          const low = columns.minRentCents[at];
          if (low < lowest) lowest = low;
          if (rank) {
            if (allIn) rank.addFigure(cents, instant >= allIn.staleFrom[at]);
            else rank.add(apartment, apartment.floorplans[at - first], now);
          }
        }
      }
      if (floorplan && matched === 0) continue;
      if (rank) ranked.offer(apartment, rank.group, rank.cents);
      else if (totalCount >= offset && totalCount < end)
        result.apartments.push(narrowed(apartment, matchingOf(apartment)));
      totalCount += 1;
      totalFloorplans += units;
      if (lowest < lowestOfAll) lowestOfAll = lowest;
    }
    result.totalCount = totalCount;
    result.totalFloorplans = totalFloorplans;
    result.lowestMinRentCents = lowestOfAll === Infinity ? null : lowestOfAll;
  }
  if (page.sort === 'allInMonthly') {
    result.apartments = ranked
      .ordered()
      .slice(offset, end)
      .map((entry) => narrowed(entry.apartment, matchingOf(entry.apartment)));
  }
  for (const apartment of result.apartments) read.shown.add(apartment.id);
  const { qualification } = filter;
  if (qualification)
    result.apartments = result.apartments.map((apartment) => withQualification(apartment, qualification, now));
  return result;
}

/**
 * What one apartment contributes to a search's answer besides its own listing: whether it matches, its place in
 * the order (docs/contract.md's, or the all-in rank), and its share of the totals. An empty string: no match.
 */
function searchFootprint(match: SearchMatch, sort: string | undefined, now: Date) {
  return (apartment: CatalogApartment): string => {
    if (!match.apartment(apartment)) return '';
    const { floorplan } = match;
    const floorplans = floorplan
      ? apartment.floorplans.filter((candidate) => floorplan(candidate, apartment))
      : apartment.floorplans;
    if (floorplan && floorplans.length === 0) return '';
    const units = floorplans.reduce((sum, candidate) => sum + candidate.totalFloorplans, 0);
    let rank = '';
    if (sort) {
      const allIn = new AllInRank();
      for (const candidate of floorplans) allIn.add(apartment, candidate, now);
      rank = `${allIn.group}:${allIn.cents}`;
    }
    return JSON.stringify([apartment.highlight, apartment.name, rank, units, lowestMinRentCents(floorplans)]);
  };
}

/**
 * An apartment narrowed to its matching floorplans, copied only for the apartments an answer carries: copying
 * every match would cost more than the search itself.
 */
function narrowed(apartment: CatalogApartment, floorplans: Floorplan[]): CatalogApartment {
  return floorplans === apartment.floorplans ? apartment : { ...apartment, floorplans };
}

/** An apartment as renters see it, from the catalog. */
export async function getApartment(catalog: Catalog, rawId: unknown): Promise<CatalogApartment> {
  const id = parseId(rawId, 'aptmentId');
  const apartment = (await catalog.snapshot({ kind: 'apartments', ids: [id] })).byId.get(id);
  if (!apartment) throw notFound('Apartment not found');
  return apartment;
}

/**
 * Apartments and floorplans by id, for GraphQL's `node` and `nodes`: read from the catalog like every public read,
 * so a list of ids costs no SQL; null for an id the catalog does not hold.
 */
export async function catalogRowsById(
  catalog: Catalog,
  refs: { typename: 'Apartment' | 'Floorplan'; id: string }[],
): Promise<(ApartmentWithFloorplans | Floorplan | null)[]> {
  const wanted = new Set(refs.filter((ref) => ref.typename === 'Floorplan').map((ref) => ref.id));
  // Floorplans are found through their apartments, so a list that names one depends on every apartment.
  const snapshot = await catalog.snapshot(
    wanted.size > 0 ? undefined : { kind: 'apartments', ids: refs.map((ref) => ref.id) },
  );
  const floorplans = new Map<string, Floorplan>();
  if (wanted.size > 0) {
    for (const apartment of snapshot.apartments) {
      for (const floorplan of apartment.floorplans)
        if (wanted.has(floorplan.id)) floorplans.set(floorplan.id, floorplan);
    }
  }
  return refs.map((ref) =>
    ref.typename === 'Apartment' ? (snapshot.byId.get(ref.id) ?? null) : (floorplans.get(ref.id) ?? null),
  );
}

/** An apartment as stored now, for the admin operations that read after they write. */
export async function readApartment(prisma: PrismaClient, rawId: unknown): Promise<ApartmentWithFloorplans> {
  const id = parseId(rawId, 'aptmentId');
  const apartment = await prisma.apartment.findUnique({
    where: { id },
    include: { floorplans: { orderBy: [...FLOORPLAN_ORDER] } },
  });
  if (!apartment) throw notFound('Apartment not found');
  return apartment;
}

/** The floorplans of one apartment: all of them, those of one type, or one by id (docs/product.md section 7). */
export function selectFloorplans(
  apartment: ApartmentWithFloorplans,
  select: { type?: string | null; id?: string | null },
): Floorplan[] {
  let floorplans = apartment.floorplans;
  if (select.type) {
    if (!isFloorplanType(select.type))
      throw badInput(`Unknown room type: ${select.type}`, { type: `Unknown room type: ${select.type}` });
    floorplans = floorplans.filter((floorplan) => floorplan.type === select.type);
  }
  if (select.id) floorplans = floorplans.filter((floorplan) => floorplan.id === select.id);
  return floorplans;
}

export async function getFloorplan(catalog: Catalog, rawApartmentId: unknown, rawFloorplanId: unknown) {
  return floorplanOf(await getApartment(catalog, rawApartmentId), rawFloorplanId);
}

/** One floorplan of an apartment by id, with the apartment. */
export function floorplanOf<A extends ApartmentWithFloorplans>(apartment: A, rawFloorplanId: unknown) {
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const floorplan = apartment.floorplans.find((candidate) => candidate.id === floorplanId);
  if (!floorplan) throw notFound('Floorplan not found');
  return { apartment, floorplan };
}

/**
 * Apartments a renter should see first: the promoted (a special on today) and the highlighted ones; `limit` bounds
 * a teaser.
 */
export async function highlightedApartments(
  catalog: Catalog,
  rawLimit?: number,
  now: Date = new Date(),
): Promise<CatalogApartment[]> {
  const { limit } = parseInput(PageSchema, { limit: rawLimit });
  const { apartments } = await catalog.snapshot();
  return keptForDay(highlightsKept, apartments, now, () => ({
    list: apartments.filter((apartment) => apartment.highlight || promotionOf(apartment.specials, now).promotion),
    until: Infinity,
  })).slice(0, limit);
}

export interface AreaDeals {
  area: Area;
  apartments: CatalogApartment[];
}

/**
 * docs/product.md section 2 (Blockbuster deals): grouped by the 12 areas, alphabetically, the apartments whose special
 * is on today for a floorplan checked within 30 days (services/promotion.ts). An ended special, or a deal on
 * floorplans nobody checked for 30 days, lists nothing.
 */
export async function blockbusterDeals(catalog: Catalog, now: Date = new Date()): Promise<AreaDeals[]> {
  const { apartments } = await catalog.snapshot();
  const deals = keptForDay(dealsKept, apartments, now, () => {
    // Only an apartment with a special on today can be a deal, and it stops being one when the last of its
    // floorplans checked within 30 days passes the 30 days: the list holds until the first such moment.
    let until = Infinity;
    for (const apartment of apartments) {
      const { rent, moveIn } = specialsOn(apartment.specials, now);
      if (rent.length === 0 && moveIn.length === 0) continue;
      for (const { verifiedAt } of apartment.floorplans) {
        const staleFrom = verificationStaleFrom(verifiedAt);
        if (staleFrom > now.getTime() && staleFrom < until) until = staleFrom;
      }
    }
    return { list: apartments.filter((apartment) => apartmentOffer(apartment, now).deal), until };
  });
  return AREAS.map((area) => ({ area, apartments: deals.filter((apartment) => apartment.location.includes(area)) }));
}

/**
 * A list worked out over the whole catalog, kept per snapshot (never changed in place; a change makes a new one)
 * for the local day, and until `until` within it: the home page, the highlights and Blockbuster Deals read every
 * apartment's specials on each request otherwise.
 */
interface KeptList {
  day: string;
  /** Worked out at this moment, valid before `until` (a caller may ask about an earlier moment: worked out again). */
  from: number;
  until: number;
  list: CatalogApartment[];
}

const highlightsKept = new WeakMap<readonly CatalogApartment[], KeptList>();
const dealsKept = new WeakMap<readonly CatalogApartment[], KeptList>();

function keptForDay(
  kept: WeakMap<readonly CatalogApartment[], KeptList>,
  apartments: readonly CatalogApartment[],
  now: Date,
  workOut: () => { list: CatalogApartment[]; until: number },
): CatalogApartment[] {
  const day = localDate(now);
  const found = kept.get(apartments);
  const at = now.getTime();
  if (found && found.day === day && found.from <= at && at < found.until) return found.list;
  const fresh = { day, from: at, ...workOut() };
  kept.set(apartments, fresh);
  return fresh.list;
}
