// Where the demo apartments are (docs/contract.md "Demo data" and "Where an apartment is"): for each of the 12 areas, a
// point near its middle, real street names of the area and one of its ZIP codes, so that addresses and pins look
// plausible on the map. Points are scattered up to about 1.5 km around the middle; every one lies in the metro box.
import type { Area } from '../domain/index.js';
import type { GeoPoint } from '../domain/geo.js';

interface AreaPlace {
  center: GeoPoint;
  city: string;
  zips: string[];
  streets: string[];
}

export const AREA_PLACES: Record<Area, AreaPlace> = {
  'Alamo Heights': {
    center: { latitude: 29.4846, longitude: -98.4656 },
    city: 'San Antonio',
    zips: ['78209'],
    streets: ['Broadway', 'Austin Hwy', 'Nacogdoches Rd', 'Patterson Ave'],
  },
  'Alamo Ranch/Far West/Westover Hills': {
    center: { latitude: 29.472, longitude: -98.729 },
    city: 'San Antonio',
    zips: ['78253', '78251'],
    streets: ['Alamo Pkwy', 'Culebra Rd', 'Westwood Loop', 'Military Dr W'],
  },
  'Downtown/Pearl/Southtown': {
    center: { latitude: 29.432, longitude: -98.4895 },
    city: 'San Antonio',
    zips: ['78215', '78204', '78205'],
    streets: ['N St Marys St', 'S Alamo St', 'Camden St', 'S Presa St'],
  },
  'East/Converse/Schertz': {
    center: { latitude: 29.5185, longitude: -98.316 },
    city: 'Converse',
    zips: ['78109'],
    streets: ['FM 78', 'Kitty Hawk Rd', 'Seguin Rd', 'Gibbs Sprawl Rd'],
  },
  'La Cantera/Rim/Dominion': {
    center: { latitude: 29.6005, longitude: -98.6095 },
    city: 'San Antonio',
    zips: ['78256', '78257'],
    streets: ['La Cantera Pkwy', 'Fiesta Trl', 'Camp Bullis Rd', 'Vance Jackson Rd'],
  },
  'Leon Springs/Fair Oaks/Boerne': {
    center: { latitude: 29.7435, longitude: -98.695 },
    city: 'Fair Oaks Ranch',
    zips: ['78015', '78006'],
    streets: ['Dietz Elkhorn Rd', 'Fair Oaks Pkwy', 'Ralph Fair Rd', 'Old Fredericksburg Rd'],
  },
  'Leon Valley': {
    center: { latitude: 29.4952, longitude: -98.6128 },
    city: 'Leon Valley',
    zips: ['78238'],
    streets: ['Bandera Rd', 'Evers Rd', 'Grissom Rd', 'Huebner Rd'],
  },
  'Medical Center/UTSA': {
    center: { latitude: 29.5105, longitude: -98.5745 },
    city: 'San Antonio',
    zips: ['78229', '78240', '78249'],
    streets: ['Babcock Rd', 'Fredericksburg Rd', 'Medical Dr', 'Wurzbach Rd'],
  },
  'North/Stone Oak': {
    center: { latitude: 29.6345, longitude: -98.4805 },
    city: 'San Antonio',
    zips: ['78258', '78259'],
    streets: ['Stone Oak Pkwy', 'Sonterra Blvd', 'Hardy Oak Blvd', 'Evans Rd'],
  },
  'Northeast/Live Oak/New Braunfels': {
    center: { latitude: 29.5645, longitude: -98.337 },
    city: 'Live Oak',
    zips: ['78233'],
    streets: ['Pat Booker Rd', 'Toepperwein Rd', 'Judson Rd', 'Village Oak Dr'],
  },
  'Northwest/Helotes': {
    center: { latitude: 29.5745, longitude: -98.6865 },
    city: 'Helotes',
    zips: ['78023'],
    streets: ['Bandera Rd', 'Scenic Loop Rd', 'Braun Rd', 'Leslie Rd'],
  },
  'Shavano Park/Castle Hills': {
    center: { latitude: 29.5215, longitude: -98.5305 },
    city: 'Castle Hills',
    zips: ['78213', '78231'],
    streets: ['West Ave', 'NW Military Hwy', 'Lockhill Selma Rd', 'Blanco Rd'],
  },
};

/** How far around an area's middle demo points are scattered, in degrees (about 1.5 km). */
export const SCATTER_DEG = 0.014;
