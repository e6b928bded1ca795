// docs/product.md section 3: the 12 fixed areas, each with the point its name is written at on the map, and the
// San Antonio metro area a map opens on. Longitude first, as GeoJSON and MapLibre write a point.
import type { Area } from './areas.js';

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
