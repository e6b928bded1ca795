// docs/product.md section 3: the 12 fixed areas, each with the point its name is written at on the map, and the
// San Antonio metro area a map opens on. Longitude first, as GeoJSON and MapLibre write a point.
import { isArea, type Area } from './areas.js';
import { distanceMeters, type GeoPoint } from './geo.js';

export type LngLat = readonly [longitude: number, latitude: number];

export const AREA_LABEL_POINTS: Readonly<Record<Area, LngLat>> = {
  'Alamo Heights': [-98.466, 29.485],
  'Alamo Ranch/Far West/Westover Hills': [-98.73, 29.47],
  'Downtown/Pearl/Southtown': [-98.491, 29.425],
  'East/Converse/Schertz': [-98.33, 29.47],
  'La Cantera/Rim/Dominion': [-98.612, 29.612],
  'Leon Springs/Fair Oaks/Boerne': [-98.68, 29.72],
  'Leon Valley': [-98.618, 29.495],
  'Medical Center/UTSA': [-98.578, 29.522],
  'North/Stone Oak': [-98.48, 29.64],
  'Northeast/Live Oak/New Braunfels': [-98.27, 29.62],
  'Northwest/Helotes': [-98.7, 29.572],
  'Shavano Park/Castle Hills': [-98.535, 29.555],
};

/** What the map shows first: the 12 areas with a margin (west, south, east, north). */
export const SAN_ANTONIO_VIEW = { west: -98.82, south: 29.3, east: -98.18, north: 29.8 } as const;

/** An area's point as a latitude and longitude (where its name is written, near its centre). */
export function areaPoint(area: Area): GeoPoint {
  const [longitude, latitude] = AREA_LABEL_POINTS[area];
  return { latitude, longitude };
}

/**
 * How far a listing's pin may lie from the nearest area it names before the editor asks the admin to check it, in
 * metres. The areas are wide: New Braunfels lies about 17 km from the Northeast area's centre, so a pin in a town an
 * area names stays quiet, while one dropped in the wrong part of the city (Stone Oak for a Downtown listing, 24 km)
 * is called out.
 */
export const PIN_FAR_FROM_AREAS_M = 20_000;

/** The nearest of `areas` to `point` with its distance in metres; null when none of them is a known area. */
export function nearestArea(point: GeoPoint, areas: readonly string[]): { area: Area; distanceM: number } | null {
  let nearest: { area: Area; distanceM: number } | null = null;
  for (const area of areas) {
    if (!isArea(area)) continue;
    const distanceM = distanceMeters(point, areaPoint(area));
    if (!nearest || distanceM < nearest.distanceM) nearest = { area, distanceM };
  }
  return nearest;
}
