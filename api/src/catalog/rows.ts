// The rows the in-memory catalog holds and how they are loaded: the one shape every reader of the catalog
// (search, true cost, promotions, pages, REST) works on, in a module of its own so that none of them imports another
// to learn it.
import type { GeoPoint } from '../domain/geo.js';
import type {
  Apartment,
  Fee as FeeRow,
  Floorplan,
  Photo as PhotoRow,
  Prisma,
  Screening as ScreeningRow,
  Special as SpecialRow,
} from '../generated/prisma/client.js';

export type ApartmentWithFloorplans = Apartment & { floorplans: Floorplan[] };

/** docs/contract.md: highlighted first, then name ascending; the id keeps pages stable among equal names. */
export const APARTMENT_ORDER = [{ highlight: 'desc' }, { name: 'asc' }, { id: 'asc' }] as const satisfies object[];
export const FLOORPLAN_ORDER = [{ type: 'asc' }] as const satisfies object[];

/** What the public pages show of an apartment: its floorplans, what it really costs (fees, specials), its photos. */
export const CATALOG_INCLUDE = {
  floorplans: { orderBy: [...FLOORPLAN_ORDER] },
  fees: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  specials: { orderBy: [{ validUntil: 'asc' }, { id: 'asc' }] },
  photos: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  screening: true,
} as const satisfies Prisma.ApartmentInclude;

/** Only published listings are in the catalog: a draft is never public (docs/contract.md "Where an apartment is"). */
export const PUBLISHED_ONLY = { status: 'PUBLISHED' } as const satisfies Prisma.ApartmentWhereInput;

export type StoredCatalogApartment = ApartmentWithFloorplans & {
  fees: FeeRow[];
  specials: SpecialRow[];
  photos: PhotoRow[];
  /** Who qualifies (docs/contract.md "Who qualifies"): the property's stated rules, or null before any are recorded. */
  screening: ScreeningRow | null;
};

/** A stored apartment with the point renters may see, worked out once as the catalog reads it (auth/approximate-location.ts). */
export type CatalogApartment = StoredCatalogApartment & { approximateLocation: GeoPoint | null };

/**
 * The picture of an apartment's card and page: the Image URL the admin chose, else its first photo, else none (the
 * spec's default placeholder; docs/product.md "The Add New Apartment dialog", docs/contract.md "Where an apartment is").
 */
export const cardImageOf = (apartment: Pick<Apartment, 'image'> & { photos: readonly Pick<PhotoRow, 'url'>[] }) =>
  apartment.image ?? apartment.photos[0]?.url ?? null;
