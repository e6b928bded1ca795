// docs/product.md section 3 (search filter state) and section 5 (filters sent only when non-default). The search
// page keeps this state in the URL query with the REST filter's names (docs/contract.md "Search semantics"),
// plus `page` and `rows` for the pagination, so a shared URL reproduces the result.
import {
  CODE_SEARCH_MAX_LENGTH,
  formatBbox,
  isAmenity,
  isArea,
  isFloorplanType,
  isPetKind,
  parseBbox,
  PRICE_SLIDER,
  searchableCode,
  SQFT_SLIDER,
  type Amenity,
  type Bounds,
  type FloorplanTypeName,
  type PetKind,
} from './domain';
import { isAccessibilityFeature } from './accessibility';
import type { AccessibilityFeature } from './domain';

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
  sort: '',
  bounds: null,
};

/** The GraphQL ApartmentFilter input: only the non-default parts (docs/product.md section 5). */
export interface ApartmentFilterInput {
  locations?: string[];
  roomTypes?: FloorplanTypeName[];
  minPrice?: number;
  maxPrice?: number;
  minSqft?: number;
  maxSqft?: number;
  maxAllInMonthly?: number;
  moveInBy?: string;
  pets?: PetKind[];
  amenities?: Amenity[];
  accessibility?: AccessibilityFeature[];
  bounds?: Bounds;
}

const FILTER_KEYS = [
  'locations',
  'roomTypes',
  'minPrice',
  'maxPrice',
  'minSqft',
  'maxSqft',
  'code',
  'maxAllInMonthly',
  'moveInBy',
  'pets',
  'amenities',
  'accessibility',
  'sort',
  'bbox',
] as const;

/** `bbox=west,south,east,north` of a map box (docs/contract.md "Where an apartment is"); a malformed box is none. */
function bboxParam(raw: string | null): Bounds | null {
  const bounds = raw ? parseBbox(raw) : null;
  if (!bounds) return null;
  const { west, south, east, north } = bounds;
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return valid ? bounds : null;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (a date picker's value), else ''. */
function calendarDateParam(raw: string | null): string {
  const value = raw?.trim() ?? '';
  if (value.length !== 10 || !CALENDAR_DATE.test(value)) return '';
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : '';
}

function listParam(params: URLSearchParams, key: string): string[] {
  // Repeated keys and comma-separated values are both accepted, as the REST adapter does.
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A number the address gives that cannot be a price or an area (not a number, or below the slider's minimum). */
function unusableNumber(raw: string | null, min: number): boolean {
  if (raw == null || raw.trim() === '') return false;
  const value = Number(raw);
  return !Number.isFinite(value) || value < min;
}

function numberParam(params: URLSearchParams, key: string, fallback: number, min: number, max: number): number {
  const raw = params.get(key);
  // An unusable value is left out (and named by ignoredSearchParams), never turned into a filter of its own:
  // maxPrice=-5 is no search for "$0 - $0".
  if (raw == null || raw.trim() === '' || unusableNumber(raw, min)) return fallback;
  return Math.min(max, Math.round(Number(raw)));
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
  const ignored: IgnoredSearchParam[] = [];
  const unknownIn = (key: (typeof LIST_PARAMS)[number][0]) => {
    const known = LIST_PARAMS.find(([each]) => each === key)![1];
    return listParam(params, key).some((value) => !known(value));
  };
  for (const key of ['locations', 'roomTypes'] as const) if (unknownIn(key)) ignored.push(key);
  const numbers = [
    ['minPrice', PRICE_SLIDER.min],
    ['maxPrice', PRICE_SLIDER.min],
    ['minSqft', SQFT_SLIDER.min],
    ['maxSqft', SQFT_SLIDER.min],
    ['maxAllInMonthly', PRICE_SLIDER.min],
  ] as const;
  for (const [key, min] of numbers) if (unusableNumber(params.get(key), min)) ignored.push(key);
  if ((params.get('code')?.trim().length ?? 0) > CODE_SEARCH_MAX_LENGTH) ignored.push('code');
  const moveInBy = params.get('moveInBy');
  if (moveInBy?.trim() && !calendarDateParam(moveInBy)) ignored.push('moveInBy');
  for (const key of ['pets', 'amenities'] as const) if (unknownIn(key)) ignored.push(key);
  return ignored;
}

function codeParam(raw: string | null): string {
  const code = raw?.trim() ?? '';
  return code.length > CODE_SEARCH_MAX_LENGTH ? '' : code;
}

export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  const minPrice = numberParam(params, 'minPrice', PRICE_SLIDER.min, PRICE_SLIDER.min, PRICE_SLIDER.max);
  const maxPrice = numberParam(params, 'maxPrice', PRICE_SLIDER.max, PRICE_SLIDER.min, PRICE_SLIDER.max);
  const minSqft = numberParam(params, 'minSqft', SQFT_SLIDER.min, SQFT_SLIDER.min, SQFT_SLIDER.max);
  const maxSqft = numberParam(params, 'maxSqft', SQFT_SLIDER.max, SQFT_SLIDER.min, SQFT_SLIDER.max);
  return {
    locations: [...new Set(listParam(params, 'locations').filter(isArea))],
    roomTypes: [...new Set(listParam(params, 'roomTypes').filter(isFloorplanType))],
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    minSqft: Math.min(minSqft, maxSqft),
    maxSqft: Math.max(minSqft, maxSqft),
    // A code longer than any apartment's is left out, as the server would refuse the whole search for it.
    code: codeParam(params.get('code')),
    maxAllInMonthly:
      params.get('maxAllInMonthly')?.trim() && !unusableNumber(params.get('maxAllInMonthly'), PRICE_SLIDER.min)
        ? numberParam(params, 'maxAllInMonthly', PRICE_SLIDER.max, PRICE_SLIDER.min, PRICE_SLIDER.max)
        : null,
    moveInBy: calendarDateParam(params.get('moveInBy')),
    pets: [...new Set(listParam(params, 'pets').filter(isPetKind))],
    amenities: [...new Set(listParam(params, 'amenities').filter(isAmenity))],
    accessibility: [...new Set(listParam(params, 'accessibility').filter(isAccessibilityFeature))],
    sort: params.get('sort') === 'allInMonthly' ? 'allInMonthly' : '',
    bounds: bboxParam(params.get('bbox')),
  };
}

/** Writes the filters into `params` (other keys such as `rows` are kept), leaving defaults out. */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  const input = toApartmentFilter(filters);
  if (input.locations) next.set('locations', input.locations.join(','));
  if (input.roomTypes) next.set('roomTypes', input.roomTypes.join(','));
  for (const key of ['minPrice', 'maxPrice', 'minSqft', 'maxSqft', 'maxAllInMonthly'] as const) {
    const value = input[key];
    if (value !== undefined) next.set(key, String(value));
  }
  if (input.moveInBy) next.set('moveInBy', input.moveInBy);
  if (input.pets) next.set('pets', input.pets.join(','));
  if (input.amenities) next.set('amenities', input.amenities.join(','));
  if (input.accessibility) next.set('accessibility', input.accessibility.join(','));
  const code = searchableCode(filters.code);
  if (code) next.set('code', code);
  if (filters.sort) next.set('sort', filters.sort);
  if (input.bounds) next.set('bbox', formatBbox(input.bounds));
  return next;
}

export function toApartmentFilter(filters: SearchFilters): ApartmentFilterInput {
  const input: ApartmentFilterInput = {};
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
  // Rounded as the URL writes it, so a box read back from the URL asks the same query.
  if (filters.bounds) input.bounds = parseBbox(formatBbox(filters.bounds)) ?? undefined;
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
    input.accessibility !== undefined
  );
}
