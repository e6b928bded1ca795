// CONTRACT.md "Search semantics": which apartments and floorplans a filter matches, in one place for GraphQL,
// REST and the benchmark.
import { z } from 'zod';
import { AREAS, FLOORPLAN_TYPES, PRICE_SLIDER, SQFT_SLIDER, searchableCode } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';

const bound = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max * 100, `${label} is too large`)
    .optional();

export const SearchFilterSchema = z
  .object({
    locations: z.array(z.enum(AREAS, { error: (issue) => `Unknown area: ${String(issue.input)}` })).max(AREAS.length * 2).optional(),
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

export interface SearchWhere {
  apartment: Prisma.ApartmentWhereInput;
  /** The apartment conditions that do not involve floorplans (areas and code). */
  apartmentOwn: Prisma.ApartmentWhereInput;
  /** Undefined when no floorplan filter is set: every floorplan of a listed apartment matches. */
  floorplan?: Prisma.FloorplanWhereInput;
}

/** Translates a validated filter into Prisma conditions. Ranges match when they overlap. */
export function searchWhere(filter: SearchFilter): SearchWhere {
  const floorplan: Prisma.FloorplanWhereInput[] = [];
  if (filter.roomTypes?.length) floorplan.push({ type: { in: filter.roomTypes } });
  if (filter.minPrice !== undefined) floorplan.push({ maxPrice: { gte: filter.minPrice } });
  if (filter.maxPrice !== undefined) floorplan.push({ minPrice: { lte: filter.maxPrice } });
  if (filter.minSqft !== undefined) floorplan.push({ maxSqft: { gte: filter.minSqft } });
  if (filter.maxSqft !== undefined) floorplan.push({ minSqft: { lte: filter.maxSqft } });
  const floorplanWhere = floorplan.length > 0 ? { AND: floorplan } : undefined;

  const apartment: Prisma.ApartmentWhereInput[] = [];
  if (filter.locations?.length) apartment.push({ location: { hasSome: filter.locations } });
  const code = searchableCode(filter.code);
  if (code) apartment.push({ code: { contains: code, mode: 'insensitive' } });
  const apartmentOwn = apartment.length > 0 ? { AND: [...apartment] } : {};
  if (floorplanWhere) apartment.push({ floorplans: { some: floorplanWhere } });
  return { apartment: apartment.length > 0 ? { AND: apartment } : {}, apartmentOwn, floorplan: floorplanWhere };
}
