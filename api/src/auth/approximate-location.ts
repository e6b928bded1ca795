// The approximate point renters see (docs/contract.md "Where an apartment is"): the exact point moved by an offset of
// 200-500 m whose distance and bearing come from an HMAC of the apartment's id under a key derived from the server's
// secret. The same apartment always moves the same way (every request, every instance, every restart), and without
// the secret the offset cannot be worked out and undone, however many apartments or zoom levels a renter compares.
import { createHmac } from 'node:crypto';
import { approximatePoint, showsExactPoint, type GeoPoint } from '../domain/geo.js';
import type { Viewer } from './viewer.js';

/**
 * docs/contract.md "Where an apartment is": the street address and the exact point are for an admin's or agent's own
 * session; renters, anonymous callers and internal tools' API keys never read them. The one rule of every door:
 * GraphQL's Apartment fields, the REST staff presenters and the audit trail's location changes.
 */
export const seesPrivateLocation = (viewer: Viewer | null): boolean =>
  (viewer?.role === 'ADMIN' || viewer?.role === 'AGENT') && !viewer.apiKey;

/** The apartment's fields that hold its street address and exact point. */
export const PRIVATE_LOCATION_FIELDS = ['street', 'city', 'state', 'zip', 'latitude', 'longitude'] as const;

export interface LocatedApartment {
  id: string;
  code: string;
  latitude: number | null;
  longitude: number | null;
}

/** The point renters may see of an apartment; null when it has none yet. */
export type ApproximateLocation = (apartment: LocatedApartment) => GeoPoint | null;

export const exactLocationOf = (apartment: LocatedApartment): GeoPoint | null =>
  apartment.latitude === null || apartment.longitude === null
    ? null
    : { latitude: apartment.latitude, longitude: apartment.longitude };

export function createApproximateLocation(secret: Uint8Array): ApproximateLocation {
  // A key of its own, so that these digests never equal a token's or an upload link's signature.
  const key = createHmac('sha256', secret).update('approximate-location').digest();
  return (apartment) => {
    const exact = exactLocationOf(apartment);
    if (!exact) return null;
    if (showsExactPoint(apartment)) return exact;
    const digest = createHmac('sha256', key).update(apartment.id).digest();
    return approximatePoint(exact, digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32);
  };
}
