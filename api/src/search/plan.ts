// docs/contract.md "Search semantics": a checked filter turned, once per search, into the plan every reader follows:
// the pass over the catalog (search/pass.ts), the cache key of an answer (footprintOf), the page's floorplans and the
// saved-search alerts. The common conditions are data (which column, which bounds), read the same way from the
// catalog's columns; the rare ones are predicates on the apartment's and the floorplan's rows.
import { dollarsToCents, insideBounds, searchableCode, type QualificationAnswers } from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { availableBy } from '../catalog/true-cost.js';
import { areaMaskOf, typeSetOf, type SearchColumns } from './columns.js';
import type { SearchFilter } from './filter.js';
import { qualifyFloorplan } from './qualification.js';

/** A floorplan column that must lie within [low, high]; an empty field (NaN) meets no bound, as NULL in SQL. */
export interface ColumnRange {
  column: 'minRentCents' | 'maxRentCents' | 'minSqft' | 'maxSqft';
  low: number;
  high: number;
}

/** The orders a search may ask for; none: docs/contract.md's (highlighted first, then name). */
export const SEARCH_SORTS = ['allInMonthly'] as const;

export interface SearchPlan {
  now: Date;
  sort: (typeof SEARCH_SORTS)[number] | undefined;
  offset: number;
  limit: number;
  /** Apartments in any of these areas: a mask of AREAS bits. */
  areaMask: number | undefined;
  /** The apartment's other conditions (map box, code, pets, amenities); undefined: none. */
  apartmentRest: ((apartment: CatalogApartment) => boolean) | undefined;
  /** Room types asked for: 1 at each index of FLOORPLAN_TYPES asked (columns.ts typeSetOf). */
  types: Uint8Array | undefined;
  /** Rent and size ranges: a floorplan matches when its range overlaps the one asked. */
  ranges: ColumnRange[];
  /** Cents: a floorplan's lowest all-in monthly at most this. */
  maxAllInCents: number | undefined;
  /** The floorplan's other conditions (move-in day, accessibility, the renter's answers); undefined: none. */
  floorplanRest: ((floorplan: Floorplan, apartment: CatalogApartment) => boolean) | undefined;
  /** Whether any floorplan condition is set: then an apartment matches only through a matching floorplan. */
  filtersFloorplans: boolean;
  /** Room types are the only floorplan condition (or there is none): the catalog's per-type tallies answer. */
  onlyTypes: boolean;
  /** The renter's answers, for the verdicts on the page (never part of the cache key: such answers are not cached). */
  answers: QualificationAnswers | undefined;
}

export interface PlanPage {
  offset?: number;
  limit: number;
  sort?: (typeof SEARCH_SORTS)[number];
}

const range = (column: ColumnRange['column'], low = -Infinity, high = Infinity): ColumnRange[] =>
  low === -Infinity && high === Infinity ? [] : [{ column, low, high }];
const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollarsToCents(dollars));

/** The plan of one search; an apartment matches when its own conditions hold and, with a floorplan condition, one floorplan does. */
export function planSearch(filter: SearchFilter, page: PlanPage, now: Date): SearchPlan {
  const types = filter.roomTypes?.length ? typeSetOf(filter.roomTypes) : undefined;
  // The spec's whole-dollar rent bounds, against rents kept in cents; ranges overlap.
  const ranges = [
    ...range('maxRentCents', cents(filter.minPrice)),
    ...range('minRentCents', undefined, cents(filter.maxPrice)),
    ...range('maxSqft', filter.minSqft),
    ...range('minSqft', undefined, filter.maxSqft),
  ];
  const maxAllInCents = cents(filter.maxAllInMonthly);
  const floorplanRest = floorplanRestOf(filter, now);
  const otherFloorplanConditions = ranges.length > 0 || maxAllInCents !== undefined || floorplanRest !== undefined;
  return {
    now,
    sort: page.sort,
    offset: page.offset ?? 0,
    limit: page.limit,
    areaMask: filter.locations?.length ? areaMaskOf(filter.locations) : undefined,
    apartmentRest: apartmentRestOf(filter),
    types,
    ranges,
    maxAllInCents,
    floorplanRest,
    filtersFloorplans: types !== undefined || otherFloorplanConditions,
    onlyTypes: !otherFloorplanConditions,
    answers: filter.qualification,
  };
}

function apartmentRestOf(filter: SearchFilter) {
  const code = searchableCode(filter.code)?.toLowerCase();
  const pets = filter.pets ?? [];
  const amenities = filter.amenities ?? [];
  const { bounds } = filter;
  if (bounds === undefined && code === undefined && pets.length === 0 && amenities.length === 0) return undefined;
  return (apartment: CatalogApartment) =>
    (bounds === undefined ||
      (apartment.approximateLocation !== null && insideBounds(apartment.approximateLocation, bounds))) &&
    (code === undefined || apartment.code.toLowerCase().includes(code)) &&
    // Checked for emptiness first: a search without them then makes no closure per apartment.
    (pets.length === 0 || pets.every((kind) => apartment.petsAllowed.includes(kind))) &&
    (amenities.length === 0 || amenities.every((amenity) => apartment.amenities.includes(amenity)));
}

/** docs/contract.md "Search semantics": a short lease is one of this many months or less. */
export const SHORT_LEASE_MONTHS = 6;

function floorplanRestOf(filter: SearchFilter, now: Date) {
  const { moveInBy, shortLease } = filter;
  const accessibility = filter.accessibility ?? [];
  const answers = filter.likelyOnly ? filter.qualification : undefined;
  if (moveInBy === undefined && !shortLease && accessibility.length === 0 && answers === undefined) return undefined;
  return (floorplan: Floorplan, apartment: CatalogApartment) =>
    (moveInBy === undefined || availableBy(floorplan, moveInBy)) &&
    (!shortLease || floorplan.leaseTermsMonths.some((months) => months <= SHORT_LEASE_MONTHS)) &&
    (accessibility.length === 0 || accessibility.every((feature) => floorplan.accessibility.includes(feature))) &&
    (answers === undefined || qualifyFloorplan(apartment, floorplan, answers, now).verdict === 'LIKELY');
}

/** Whether apartment `index` of `columns` meets the plan's apartment conditions. */
export function apartmentMatches(plan: SearchPlan, columns: SearchColumns, index: number, apartment: CatalogApartment) {
  if (plan.areaMask !== undefined && (columns.areaBits[index] & plan.areaMask) === 0) return false;
  return plan.apartmentRest === undefined || plan.apartmentRest(apartment);
}

/** Whether floorplan `at` of `columns` meets the plan's room types and ranges (the conditions read as numbers). */
export function floorplanInRanges(plan: SearchPlan, columns: SearchColumns, at: number): boolean {
  if (plan.types !== undefined && plan.types[columns.type[at]] !== 1) return false;
  for (const { column, low, high } of plan.ranges) {
    const value = columns[column][at];
    if (!(value >= low && value <= high)) return false;
  }
  return true;
}
