// The admin view of docs/product.md section 3: the public fields plus highlight, counters, creator and version, and
// floorplan entries that carry the `floorplan` id reference and `type` the Edit dialog works with.
import type { Floorplan, ImageImport } from '../generated/prisma/client.js';
import { importFailureMessage, importHost } from '../services/image-imports.js';
import type { AdminApartment } from '../services/apartment-admin.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { exactLocationOf, seesPrivateLocation } from '../auth/approximate-location.js';
import type { Viewer } from '../auth/viewer.js';
import { addressOf, publishMissing } from '../services/listing.js';
import { presentApartment, presentFloorplan, presentPhoto } from './present.js';

export function presentAdminFloorplan(floorplan: Floorplan) {
  return { floorplan: floorplan.id, ...presentFloorplan(floorplan) };
}

export function presentAdminApartment(
  apartment: StoredCatalogApartment & { creator?: AdminApartment['creator'] },
  now: Date,
  viewer: Viewer | null,
) {
  const located = seesPrivateLocation(viewer);
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
    // docs/contract.md "Where an apartment is": staff see what publishing needs, and their own sessions (not API keys)
    // the address and the exact point, as on GraphQL.
    status: apartment.status,
    publishMissing: publishMissing(apartment),
    address: located ? addressOf(apartment) : null,
    exactLocation: located ? exactLocationOf(apartment) : null,
    description: apartment.description,
    yearBuilt: apartment.yearBuilt,
    photos: apartment.photos.map(presentPhoto),
  };
}

/** An outside image being copied (services/image-imports.ts), with the reason its last try failed. */
export function presentImageImport(row: ImageImport) {
  return {
    id: row.id,
    status: row.status,
    sourceUrl: row.sourceUrl,
    host: importHost(row),
    floorplanId: row.floorplanId,
    attempts: row.attempts,
    message: importFailureMessage(row),
  };
}
