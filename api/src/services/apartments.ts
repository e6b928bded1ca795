// What renters read: search, one apartment, its floorplans, highlights and deals. GraphQL resolvers and REST
// routes both call these; neither decides anything itself.
import { z } from 'zod';
import { AREAS, isFloorplanType, MAX_PAGE_SIZE, specialStartingPrice, type Area } from '../domain/index.js';
import type { Apartment, Floorplan, PrismaClient } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../errors.js';
import type { Catalog } from './catalog.js';
import { SearchFilterSchema, searchMatch, type SearchFilter } from './search.js';

export type ApartmentWithFloorplans = Apartment & { floorplans: Floorplan[] };

/** CONTRACT.md: highlighted first, then name ascending; the id keeps pages stable among equal names. */
export const APARTMENT_ORDER = [{ highlight: 'desc' }, { name: 'asc' }, { id: 'asc' }] as const satisfies object[];
export const FLOORPLAN_ORDER = [{ type: 'asc' }] as const satisfies object[];

export const IdSchema = z.string().uuid('must be an apartment or floorplan id');

export function parseId(value: unknown, field = 'id'): string {
  return parseInput(z.object({ [field]: IdSchema }), { [field]: value })[field];
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
});

/** One search over the catalog in memory: the page, the count and the aggregates in one pass. */
export async function searchApartments(
  catalog: Catalog,
  rawFilter: unknown,
  rawPage: SearchPage = {},
): Promise<SearchResult> {
  const filter: SearchFilter = parseInput(SearchFilterSchema, rawFilter ?? {});
  const page = parseInput(PageSchema, rawPage);
  const match = searchMatch(filter);
  const { apartments } = await catalog.snapshot();
  const offset = page.offset ?? 0;
  const end = offset + page.limit;
  const result: SearchResult = { apartments: [], totalCount: 0, totalFloorplans: 0, lowestMinPrice: null };
  for (const apartment of apartments) {
    if (!match.apartment(apartment)) continue;
    const floorplans = match.floorplan ? apartment.floorplans.filter(match.floorplan) : apartment.floorplans;
    if (match.floorplan && floorplans.length === 0) continue;
    if (result.totalCount >= offset && result.totalCount < end) result.apartments.push({ ...apartment, floorplans });
    result.totalCount += 1;
    for (const floorplan of floorplans) {
      result.totalFloorplans += floorplan.totalFloorplans;
      if (
        floorplan.minPrice !== null &&
        (result.lowestMinPrice === null || floorplan.minPrice < result.lowestMinPrice)
      ) {
        result.lowestMinPrice = floorplan.minPrice;
      }
    }
  }
  return result;
}

/** An apartment as renters see it, from the catalog. */
export async function getApartment(catalog: Catalog, rawId: unknown): Promise<ApartmentWithFloorplans> {
  const id = parseId(rawId, 'aptmentId');
  const apartment = (await catalog.snapshot()).byId.get(id);
  if (!apartment) throw notFound('Apartment not found');
  return apartment;
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

/** The floorplans of one apartment: all of them, those of one type, or one by id (SPEC.md section 7). */
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
export function floorplanOf(apartment: ApartmentWithFloorplans, rawFloorplanId: unknown) {
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const floorplan = apartment.floorplans.find((candidate) => candidate.id === floorplanId);
  if (!floorplan) throw notFound('Floorplan not found');
  return { apartment, floorplan };
}

/** Apartments a renter should see first: the promoted and the highlighted ones; `limit` bounds a teaser. */
export async function highlightedApartments(catalog: Catalog, rawLimit?: number): Promise<ApartmentWithFloorplans[]> {
  const { limit } = parseInput(PageSchema, { limit: rawLimit });
  const highlighted = (await catalog.snapshot()).apartments.filter(
    (apartment) => apartment.promotion || apartment.highlight,
  );
  return highlighted.slice(0, limit);
}

export interface AreaDeals {
  area: Area;
  apartments: ApartmentWithFloorplans[];
}

/** SPEC.md section 2 (Blockbuster deals): promoted apartments grouped by the 12 areas, alphabetically. */
export async function blockbusterDeals(catalog: Catalog): Promise<AreaDeals[]> {
  const promoted = (await catalog.snapshot()).apartments.filter((apartment) => apartment.promotion);
  return AREAS.map((area) => ({ area, apartments: promoted.filter((apartment) => apartment.location.includes(area)) }));
}
