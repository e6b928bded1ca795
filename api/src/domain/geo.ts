// Where an apartment is (docs/contract.md "Where an apartment is"): the San Antonio metro area a listing must lie
// in, map boxes, and the geometry of the approximate point renters see. Pure functions, shared with the web app.
import { showsName } from './display-name.js';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A map's visible box in degrees, as MapLibre and the REST `bbox` name them. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The metro area: the box around Bexar County and its neighbours (Atascosa, Bandera, Comal, Guadalupe, Kendall,
 * Medina and Wilson counties), with a little margin.
 */
export const SAN_ANTONIO_METRO: Bounds = { west: -99.61, south: 28.6, east: -97.6, north: 30.15 };

export const GEO_MESSAGES = {
  outsideMetro: 'must lie in the San Antonio metro area (Bexar County and the counties around it)',
  latitude: 'must be a latitude between -90 and 90',
  longitude: 'must be a longitude between -180 and 180',
  westEast: 'west must be less than east',
  southNorth: 'south must be less than north',
  bbox: 'bbox must be four numbers: west,south,east,north',
} as const;

/** How far the approximate point lies from the exact one, in metres. */
export const APPROXIMATE_OFFSET_MIN_M = 200;
export const APPROXIMATE_OFFSET_MAX_M = 500;

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

export function insideBounds(point: GeoPoint, bounds: Bounds): boolean {
  return (
    point.longitude >= bounds.west &&
    point.longitude <= bounds.east &&
    point.latitude >= bounds.south &&
    point.latitude <= bounds.north
  );
}

export const insideMetro = (point: GeoPoint): boolean => insideBounds(point, SAN_ANTONIO_METRO);

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `distanceM` metres from `from` along `bearingDeg` (clockwise from north), on the sphere. */
export function destination(from: GeoPoint, distanceM: number, bearingDeg: number): GeoPoint {
  const angle = distanceM / EARTH_RADIUS_M;
  const bearing = bearingDeg * RADIANS;
  const lat1 = from.latitude * RADIANS;
  const lon1 = from.longitude * RADIANS;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / RADIANS, longitude: ((((lon2 / RADIANS + 540) % 360) + 360) % 360) - 180 };
}

/**
 * The approximate point: the exact one moved by an offset chosen by two numbers in [0, 1) that the server derives
 * from a secret (auth/approximate-location.ts), so the offset is the same on every call and cannot be undone without it.
 */
export function approximatePoint(exact: GeoPoint, distanceFraction: number, bearingFraction: number): GeoPoint {
  const distance = APPROXIMATE_OFFSET_MIN_M + distanceFraction * (APPROXIMATE_OFFSET_MAX_M - APPROXIMATE_OFFSET_MIN_M);
  return destination(exact, distance, bearingFraction * 360);
}

/** docs/product.md section 2 (Search): an apartment whose name is shown may show where it is, too. */
export const showsExactPoint = (apartment: { code: string }): boolean => showsName(apartment);

/** Characters of a `bbox` value: four numbers as JavaScript prints them (up to 17 digits) fit in under 100. */
const BBOX_MAX_LENGTH = 100;
const BBOX_NUMBER = /^-?\d{1,3}(?:\.\d{1,17})?$/;

/**
 * The REST and page URL's `bbox=west,south,east,north` as a box; null when it is not four numbers. Whether the
 * box itself is sound (west < east, plausible degrees) is the search filter's check.
 */
export function parseBbox(text: string): Bounds | null {
  if (text.length > BBOX_MAX_LENGTH) return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => BBOX_NUMBER.test(part))) return null;
  const [west, south, east, north] = parts.map(Number);
  return { west, south, east, north };
}

/** A box as `bbox` writes it, rounded to 6 decimals (about 10 cm). */
export const formatBbox = (bounds: Bounds): string =>
  [bounds.west, bounds.south, bounds.east, bounds.north].map((value) => Number(value.toFixed(6))).join(',');
