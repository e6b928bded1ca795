// What renters read: search, one apartment, its floorplans, highlights and deals. GraphQL resolvers and REST
// routes both call these; neither decides anything itself.
import { z } from 'zod';
import { AREAS, isFloorplanType, specialStartingPrice, type Area } from '../domain/index.js';
import type { Apartment, Floorplan, PrismaClient } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from './errors.js';
import { SearchFilterSchema, searchWhere, type SearchFilter } from './search.js';

export type ApartmentWithFloorplans = Apartment & { floorplans: Floorplan[] };

/** CONTRACT.md: highlighted first, then name ascending; the id keeps pages stable among equal names. */
export const APARTMENT_ORDER = [{ highlight: 'desc' }, { name: 'asc' }, { id: 'asc' }] as const satisfies object[];
const FLOORPLAN_ORDER = [{ type: 'asc' }] as const satisfies object[];

export const IdSchema = z.string().uuid('must be an apartment or floorplan id');

export function parseId(value: unknown, field = 'id'): string {
  return parseInput(z.object({ [field]: IdSchema }), { [field]: value })[field] as string;
}

/** The lowest minimum price among the given floorplans, or null when none has a price. */
export function lowestMinPrice(floorplans: Pick<Floorplan, 'minPrice'>[]): number | null {
  let lowest: number | null = null;
  for (const { minPrice } of floorplans) {
    if (minPrice !== null && (lowest === null || minPrice < lowest)) lowest = minPrice;
  }
  return lowest;
}

/** SPEC.md section 9; shown only for promoted apartments with a price (SPEC.md section 2, Search). */
export function apartmentSpecialStartingPrice(apartment: ApartmentWithFloorplans): number | null {
  const lowest = lowestMinPrice(apartment.floorplans);
  if (!apartment.promotion || lowest === null) return null;
  return specialStartingPrice(lowest, apartment.leaseTerm, apartment.promotionalTerm);
}

export interface SearchPage {
  offset?: number;
  limit?: number;
}

export interface SearchResult {
  apartments: ApartmentWithFloorplans[];
  totalCount: number;
  totalFloorplans: number;
  lowestMinPrice: number | null;
}

export const PageSchema = z.object({
  offset: z.number().int().min(0, 'offset cannot be negative').max(1_000_000).optional(),
  limit: z.number().int().min(1, 'limit must be at least 1').max(500, 'limit cannot be above 500').optional(),
});

/**
 * One search, three statements whatever the page size: the count, the floorplan aggregates, and the page
 * with its matching floorplans (Prisma loads the relation in the same round trip set).
 */
export async function searchApartments(prisma: PrismaClient, rawFilter: unknown, rawPage: SearchPage = {}): Promise<SearchResult> {
  const filter: SearchFilter = parseInput(SearchFilterSchema, rawFilter ?? {});
  const page = parseInput(PageSchema, rawPage);
  const where = searchWhere(filter);
  const [totalCount, aggregate, apartments] = await Promise.all([
    prisma.apartment.count({ where: where.apartment }),
    // A matching floorplan already makes its apartment match: only the areas and code need the join.
    prisma.floorplan.aggregate({
      where: { AND: [where.floorplan ?? {}, ...(Object.keys(where.apartmentOwn).length > 0 ? [{ apartment: where.apartmentOwn }] : [])] },
      _sum: { totalFloorplans: true },
      _min: { minPrice: true },
    }),
    prisma.apartment.findMany({
      where: where.apartment,
      orderBy: [...APARTMENT_ORDER],
      skip: page.offset,
      take: page.limit,
      include: { floorplans: { where: where.floorplan, orderBy: [...FLOORPLAN_ORDER] } },
    }),
  ]);
  return {
    apartments,
    totalCount,
    totalFloorplans: aggregate._sum.totalFloorplans ?? 0,
    lowestMinPrice: aggregate._min.minPrice ?? null,
  };
}

export async function getApartment(prisma: PrismaClient, rawId: unknown): Promise<ApartmentWithFloorplans> {
  const id = parseId(rawId, 'aptmentId');
  const apartment = await prisma.apartment.findUnique({ where: { id }, include: { floorplans: { orderBy: [...FLOORPLAN_ORDER] } } });
  if (!apartment) throw notFound('Apartment not found');
  return apartment;
}

/** The floorplans of one apartment: all of them, those of one type, or one by id (SPEC.md section 7). */
export function selectFloorplans(apartment: ApartmentWithFloorplans, select: { type?: string | null; id?: string | null }): Floorplan[] {
  let floorplans = apartment.floorplans;
  if (select.type) {
    if (!isFloorplanType(select.type)) throw badInput(`Unknown room type: ${select.type}`, { type: `Unknown room type: ${select.type}` });
    floorplans = floorplans.filter((floorplan) => floorplan.type === select.type);
  }
  if (select.id) floorplans = floorplans.filter((floorplan) => floorplan.id === select.id);
  return floorplans;
}

export async function getFloorplan(prisma: PrismaClient, rawApartmentId: unknown, rawFloorplanId: unknown) {
  const apartment = await getApartment(prisma, rawApartmentId);
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const floorplan = apartment.floorplans.find((candidate) => candidate.id === floorplanId);
  if (!floorplan) throw notFound('Floorplan not found');
  return { apartment, floorplan };
}

/** Apartments a renter should see first: the promoted and the highlighted ones; `limit` bounds a teaser. */
export async function highlightedApartments(prisma: PrismaClient, rawLimit?: number): Promise<ApartmentWithFloorplans[]> {
  const { limit } = parseInput(PageSchema, { limit: rawLimit });
  return prisma.apartment.findMany({
    where: { OR: [{ promotion: true }, { highlight: true }] },
    orderBy: [...APARTMENT_ORDER],
    take: limit,
    include: { floorplans: { orderBy: [...FLOORPLAN_ORDER] } },
  });
}

export interface AreaDeals {
  area: Area;
  apartments: ApartmentWithFloorplans[];
}

/** SPEC.md section 2 (Blockbuster deals): promoted apartments grouped by the 12 areas, alphabetically. */
export async function blockbusterDeals(prisma: PrismaClient): Promise<AreaDeals[]> {
  const promoted = await prisma.apartment.findMany({
    where: { promotion: true },
    orderBy: [...APARTMENT_ORDER],
    include: { floorplans: { orderBy: [...FLOORPLAN_ORDER] } },
  });
  return AREAS.map((area) => ({ area, apartments: promoted.filter((apartment) => apartment.location.includes(area)) }));
}
