// docs/product.md section 3 (search filter state) and section 5 (filters sent only when non-default). The search
// page keeps this state in the URL query with the REST filter's names (docs/contract.md "Search semantics"),
// plus `page` and `rows` for the pagination, so a shared URL reproduces the result.
import {
  CODE_SEARCH_MAX_LENGTH,
  isAmenity,
  isArea,
  isFloorplanType,
  isPetKind,
  PRICE_SLIDER,
  SQFT_SLIDER,
  type Amenity,
  type Bounds,
  type FloorplanTypeName,
  type PetKind,
} from './domain';
import { isAccessibilityFeature } from './accessibility';
import type { AccessibilityFeature } from './domain';
import {
  readFilterParams,
  writeFilterParams,
  FILTER_PARAM_NAMES,
  type ReadFilter,
} from '../../../api/src/search/url.js';
import type { ApartmentFilter } from '../__generated__/SearchPageQuery.graphql';

/** The GraphQL ApartmentFilter input, as Relay generates it from the schema. */
export type { ApartmentFilter };

/** The sorts a renter can pick; the empty value is docs/contract.md's order (highlighted first, then name). */
export const SEARCH_SORTS = ['', 'allInMonthly'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchFilters {
  locations: string[];
  roomTypes: FloorplanTypeName[];
  minPrice: number;
  maxPrice: number;
  minSqft: number;
  maxSqft: number;
  code: string;
  /** What it really costs: dollars a month, rent after specials plus required monthly fees; null for any. */
  maxAllInMonthly: number | null;
  /** YYYY-MM-DD, or '' for any day. */
  moveInBy: string;
  pets: PetKind[];
  amenities: Amenity[];
  /** Floorplans with every one of these features. */
  accessibility: AccessibilityFeature[];
  /** Floorplans offering a lease of 6 months or less. */
  shortLease: boolean;
  sort: SearchSort;
  /** "Search this area": the map's visible box, or null for the whole metro area. */
  bounds: Bounds | null;
}

export const DEFAULT_FILTERS: SearchFilters = {
  locations: [],
  roomTypes: [],
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  minSqft: SQFT_SLIDER.min,
  maxSqft: SQFT_SLIDER.max,
  code: '',
  maxAllInMonthly: null,
  moveInBy: '',
  pets: [],
  amenities: [],
  accessibility: [],
  shortLease: false,
  sort: '',
  bounds: null,
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The filter's parameters in the search page's address, with `sort` beside them (search/url.ts: one format). */
const FILTER_KEYS = [...FILTER_PARAM_NAMES, 'sort'] as const;

/** A map box within the globe's degrees (docs/contract.md "Where an apartment is"); else none. */
function bboxParam(bounds: Bounds | undefined): Bounds | null {
  if (!bounds) return null;
  const { west, south, east, north } = bounds;
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return valid ? bounds : null;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (a date picker's value), else ''. */
function calendarDateParam(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value.length !== 10 || !CALENDAR_DATE.test(value)) return '';
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : '';
}

/**
 * The address's filter as the URL format reads it (search/url.ts), and the keys it could not read: a number that is
 * not whole, a box that is malformed, a value given twice. A key given empty is simply absent.
 */
function readAddress(params: URLSearchParams): { filter: ReadFilter; unreadable: Set<string> } {
  const { filter, problems } = readFilterParams(params, FILTER_KEYS);
  const unreadable = new Set(problems.filter(({ key }) => params.get(key)?.trim()).map(({ key }) => key));
  return { filter, unreadable };
}

type NumberKey = 'minPrice' | 'maxPrice' | 'minSqft' | 'maxSqft' | 'maxAllInMonthly';

/** A number the address gives that cannot be a price or an area (not whole, or below the slider's minimum). */
function unusableNumber(address: ReturnType<typeof readAddress>, key: NumberKey, min: number): boolean {
  const value = address.filter[key];
  return address.unreadable.has(key) || (value !== undefined && value < min);
}

function numberParam(
  address: ReturnType<typeof readAddress>,
  key: NumberKey,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = address.filter[key];
  // An unusable value is left out (and named by ignoredSearchParams), never turned into a filter of its own:
  // maxPrice=-5 is no search for "$0 - $0".
  if (value === undefined || unusableNumber(address, key, min)) return fallback;
  return Math.min(max, value);
}

/** The filters of the address the search cannot use, each shown to the renter and left out of the search. */
export type IgnoredSearchParam =
  | 'locations'
  | 'roomTypes'
  | 'minPrice'
  | 'maxPrice'
  | 'minSqft'
  | 'maxSqft'
  | 'maxAllInMonthly'
  | 'code'
  | 'moveInBy'
  | 'pets'
  | 'amenities';

/** The address's lists and the values each may hold; a value of none of them is left out and named. */
const LIST_PARAMS = [
  ['locations', isArea],
  ['roomTypes', isFloorplanType],
  ['pets', isPetKind],
  ['amenities', isAmenity],
] as const;

/** Which of the address's filters were left out, in the order the filters are shown. */
export function ignoredSearchParams(params: URLSearchParams): IgnoredSearchParam[] {
  const address = readAddress(params);
  const ignored: IgnoredSearchParam[] = [];
  const unknownIn = (key: (typeof LIST_PARAMS)[number][0]) => {
    const known = LIST_PARAMS.find(([each]) => each === key)![1];
    return (address.filter[key] ?? []).some((value) => !known(value));
  };
  for (const key of ['locations', 'roomTypes'] as const) if (unknownIn(key)) ignored.push(key);
  const numbers = [
    ['minPrice', PRICE_SLIDER.min],
    ['maxPrice', PRICE_SLIDER.min],
    ['minSqft', SQFT_SLIDER.min],
    ['maxSqft', SQFT_SLIDER.min],
    ['maxAllInMonthly', PRICE_SLIDER.min],
  ] as const;
  for (const [key, min] of numbers) if (unusableNumber(address, key, min)) ignored.push(key);
  if ((address.filter.code?.trim().length ?? 0) > CODE_SEARCH_MAX_LENGTH) ignored.push('code');
  const { moveInBy } = address.filter;
  if (moveInBy?.trim() && !calendarDateParam(moveInBy)) ignored.push('moveInBy');
  for (const key of ['pets', 'amenities'] as const) if (unknownIn(key)) ignored.push(key);
  return ignored;
}

function codeParam(raw: string | undefined): string {
  const code = raw?.trim() ?? '';
  return code.length > CODE_SEARCH_MAX_LENGTH ? '' : code;
}

/** The values of a list the form knows, once each. */
const known = <T extends string>(values: string[] | undefined, isKnown: (value: string) => value is T): T[] => [
  ...new Set((values ?? []).filter(isKnown)),
];

export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  const address = readAddress(params);
  const { filter } = address;
  const minPrice = numberParam(address, 'minPrice', PRICE_SLIDER.min, PRICE_SLIDER.min, PRICE_SLIDER.max);
  const maxPrice = numberParam(address, 'maxPrice', PRICE_SLIDER.max, PRICE_SLIDER.min, PRICE_SLIDER.max);
  const minSqft = numberParam(address, 'minSqft', SQFT_SLIDER.min, SQFT_SLIDER.min, SQFT_SLIDER.max);
  const maxSqft = numberParam(address, 'maxSqft', SQFT_SLIDER.max, SQFT_SLIDER.min, SQFT_SLIDER.max);
  return {
    locations: known(filter.locations, isArea),
    roomTypes: known(filter.roomTypes, isFloorplanType),
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    minSqft: Math.min(minSqft, maxSqft),
    maxSqft: Math.max(minSqft, maxSqft),
    // A code longer than any apartment's is left out, as the server would refuse the whole search for it.
    code: codeParam(filter.code),
    maxAllInMonthly:
      filter.maxAllInMonthly !== undefined && !unusableNumber(address, 'maxAllInMonthly', PRICE_SLIDER.min)
        ? Math.min(PRICE_SLIDER.max, filter.maxAllInMonthly)
        : null,
    moveInBy: calendarDateParam(filter.moveInBy),
    pets: known(filter.pets, isPetKind),
    amenities: known(filter.amenities, isAmenity),
    accessibility: known(filter.accessibility, isAccessibilityFeature),
    shortLease: filter.shortLease === true,
    sort: params.get('sort') === 'allInMonthly' ? 'allInMonthly' : '',
    bounds: bboxParam(filter.bounds),
  };
}

/** Writes the filters into `params` (other keys such as `rows` are kept), leaving defaults out. */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = writeFilterParams({ ...toApartmentFilter(filters), code: filters.code }, params);
  next.delete('sort');
  if (filters.sort) next.set('sort', filters.sort);
  return next;
}

export function toApartmentFilter(filters: SearchFilters): ApartmentFilter {
  const input: Mutable<ApartmentFilter> = {};
  if (filters.locations.length > 0) input.locations = [...filters.locations];
  if (filters.roomTypes.length > 0) input.roomTypes = [...filters.roomTypes];
  if (filters.minPrice > PRICE_SLIDER.min) input.minPrice = filters.minPrice;
  if (filters.maxPrice < PRICE_SLIDER.max) input.maxPrice = filters.maxPrice;
  if (filters.minSqft > SQFT_SLIDER.min) input.minSqft = filters.minSqft;
  if (filters.maxSqft < SQFT_SLIDER.max) input.maxSqft = filters.maxSqft;
  if (filters.maxAllInMonthly !== null) input.maxAllInMonthly = filters.maxAllInMonthly;
  if (filters.moveInBy) input.moveInBy = filters.moveInBy;
  if (filters.pets.length > 0) input.pets = [...filters.pets];
  if (filters.amenities.length > 0) input.amenities = [...filters.amenities];
  if (filters.accessibility.length > 0) input.accessibility = [...filters.accessibility];
  if (filters.shortLease) input.shortLease = true;
  // Rounded as the URL writes it, so a box read back from the URL asks the same query.
  if (filters.bounds) input.bounds = readFilterParams(writeFilterParams({ bounds: filters.bounds })).filter.bounds;
  return input;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.has(key));
}

/** True when a floorplan-level filter is set, so a card's floorplans are the matching ones only. */
export function hasFloorplanFilter(filters: SearchFilters): boolean {
  const input = toApartmentFilter(filters);
  return (
    input.roomTypes !== undefined ||
    input.minPrice !== undefined ||
    input.maxPrice !== undefined ||
    input.minSqft !== undefined ||
    input.maxSqft !== undefined ||
    input.maxAllInMonthly !== undefined ||
    input.moveInBy !== undefined ||
    input.accessibility !== undefined ||
    input.shortLease !== undefined
  );
}
