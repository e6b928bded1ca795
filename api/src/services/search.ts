// CONTRACT.md "Search semantics": which apartments and floorplans a filter matches, in one place for GraphQL
// and REST.
import { z } from 'zod';
import { AREAS, FLOORPLAN_TYPES, PRICE_SLIDER, SQFT_SLIDER, searchableCode } from '../domain/index.js';
import type { Apartment, Floorplan } from '../generated/prisma/client.js';

const bound = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max * 100, `${label} is too large`)
    .optional();

export const SearchFilterSchema = z
  .object({
    locations: z
      .array(z.enum(AREAS, { error: (issue) => `Unknown area: ${String(issue.input)}` }))
      .max(AREAS.length * 2)
      .optional(),
    roomTypes: z
      .array(z.enum(FLOORPLAN_TYPES, { error: (issue) => `Unknown room type: ${String(issue.input)}` }))
      .max(FLOORPLAN_TYPES.length * 2)
      .optional(),
    minPrice: bound('minPrice', PRICE_SLIDER.max),
    maxPrice: bound('maxPrice', PRICE_SLIDER.max),
    minSqft: bound('minSqft', SQFT_SLIDER.max),
    maxSqft: bound('maxSqft', SQFT_SLIDER.max),
    code: z.string().max(100, 'code is too long').optional(),
  })
  .strict()
  .superRefine((filter, ctx) => {
    if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice cannot be above maxPrice' });
    }
    if (filter.minSqft !== undefined && filter.maxSqft !== undefined && filter.minSqft > filter.maxSqft) {
      ctx.addIssue({ code: 'custom', path: ['minSqft'], message: 'minSqft cannot be above maxSqft' });
    }
  });

export type SearchFilter = z.output<typeof SearchFilterSchema>;

export interface SearchMatch {
  /** The apartment conditions that do not involve floorplans (areas and code). */
  apartment(apartment: Apartment): boolean;
  /** Undefined when no floorplan filter is set: every floorplan of a listed apartment matches. */
  floorplan?: (floorplan: Floorplan) => boolean;
}

/** At least `bound` when set; a missing value never meets a bound (as NULL in SQL). */
const atLeast = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value >= bound);
const atMost = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value <= bound);

/**
 * Turns a validated filter into predicates. An apartment matches when its own conditions hold and, with a
 * floorplan filter, at least one floorplan matches; ranges match when they overlap.
 */
export function searchMatch(filter: SearchFilter): SearchMatch {
  const types = filter.roomTypes?.length ? new Set<string>(filter.roomTypes) : undefined;
  const { minPrice, maxPrice, minSqft, maxSqft } = filter;
  const hasFloorplanFilter =
    types !== undefined || [minPrice, maxPrice, minSqft, maxSqft].some((bound) => bound !== undefined);
  const areas = filter.locations?.length ? new Set<string>(filter.locations) : undefined;
  const code = searchableCode(filter.code)?.toLowerCase();
  return {
    apartment: (apartment) =>
      (areas === undefined || apartment.location.some((area) => areas.has(area))) &&
      (code === undefined || apartment.code.toLowerCase().includes(code)),
    floorplan: hasFloorplanFilter
      ? (floorplan) =>
          (types === undefined || types.has(floorplan.type)) &&
          atLeast(floorplan.maxPrice, minPrice) &&
          atMost(floorplan.minPrice, maxPrice) &&
          atLeast(floorplan.maxSqft, minSqft) &&
          atMost(floorplan.minSqft, maxSqft)
      : undefined,
  };
}
