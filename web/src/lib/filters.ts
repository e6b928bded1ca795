// SPEC.md section 3 (search filter state) and section 5 (filters sent only when non-default). The search
// page keeps this state in the URL query with the REST filter's names (CONTRACT.md "Search semantics"),
// plus `page` and `rows` for the pagination, so a shared URL reproduces the result.
import { isArea, isFloorplanType, PRICE_SLIDER, searchableCode, SQFT_SLIDER, type FloorplanTypeName } from './domain';

export interface SearchFilters {
  locations: string[];
  roomTypes: FloorplanTypeName[];
  minPrice: number;
  maxPrice: number;
  minSqft: number;
  maxSqft: number;
  code: string;
}

export const DEFAULT_FILTERS: SearchFilters = {
  locations: [],
  roomTypes: [],
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  minSqft: SQFT_SLIDER.min,
  maxSqft: SQFT_SLIDER.max,
  code: '',
};

/** The GraphQL ApartmentFilter input: only the non-default parts (SPEC.md section 5). */
export interface ApartmentFilterInput {
  locations?: string[];
  roomTypes?: FloorplanTypeName[];
  minPrice?: number;
  maxPrice?: number;
  minSqft?: number;
  maxSqft?: number;
}

const FILTER_KEYS = ['locations', 'roomTypes', 'minPrice', 'maxPrice', 'minSqft', 'maxSqft', 'code'] as const;

function listParam(params: URLSearchParams, key: string): string[] {
  // Repeated keys and comma-separated values are both accepted, as the REST adapter does.
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function numberParam(params: URLSearchParams, key: string, fallback: number, min: number, max: number): number {
  const raw = params.get(key);
  if (raw == null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
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
    code: params.get('code')?.trim() ?? '',
  };
}

/** Writes the filters into `params` (other keys such as `rows` are kept), leaving defaults out. */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  const input = toApartmentFilter(filters);
  if (input.locations) next.set('locations', input.locations.join(','));
  if (input.roomTypes) next.set('roomTypes', input.roomTypes.join(','));
  for (const key of ['minPrice', 'maxPrice', 'minSqft', 'maxSqft'] as const) {
    const value = input[key];
    if (value !== undefined) next.set(key, String(value));
  }
  const code = searchableCode(filters.code);
  if (code) next.set('code', code);
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
    input.maxSqft !== undefined
  );
}
