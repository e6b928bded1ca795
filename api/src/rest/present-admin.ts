// The admin view of docs/product.md section 3: the public fields plus highlight, counters, creator and version, and
// floorplan entries that carry the `floorplan` id reference and `type` the Edit dialog works with.
import type { Floorplan } from '../generated/prisma/client.js';
import type { AdminApartment } from '../services/apartment-admin.js';
import type { CatalogApartment } from '../services/catalog-rows.js';
import { presentApartment, presentFloorplan } from './present.js';

export function presentAdminFloorplan(floorplan: Floorplan) {
  return { floorplan: floorplan.id, ...presentFloorplan(floorplan) };
}

export function presentAdminApartment(
  apartment: CatalogApartment & { creator?: AdminApartment['creator'] },
  now: Date,
) {
  return {
    ...presentApartment(apartment, now),
    clicks: apartment.clicks,
    likes: apartment.likes,
    shares: apartment.shares,
    creator: apartment.creatorId,
    creatorName: apartment.creator?.name ?? null,
    version: apartment.version,
    createdAt: apartment.createdAt.toISOString(),
    updatedAt: apartment.updatedAt.toISOString(),
    floorplans: apartment.floorplans.map(presentAdminFloorplan),
  };
}
