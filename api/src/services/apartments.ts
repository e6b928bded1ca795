// What renters read: search, one apartment, its floorplans, highlights and deals. GraphQL resolvers and REST
// routes both call these; neither decides anything itself.
import { z } from 'zod';
import { AREAS, isFloorplanType, localDate, verificationStaleFrom, type Area } from '../domain/index.js';
import type { Floorplan, PrismaClient } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../errors.js';
import { FLOORPLAN_ORDER, type ApartmentWithFloorplans, type CatalogApartment } from '../catalog/rows.js';
import type { Catalog } from '../catalog/catalog.js';
import { PageSchema } from '../search/search.js';
import { apartmentOffer, promotionOf, specialsOn } from './promotion.js';

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
