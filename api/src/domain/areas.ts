// docs/product.md section 3: the 12 fixed areas, in the alphabetical order the deals page groups by.
export const AREAS = [
  'Alamo Heights',
  'Alamo Ranch/Far West/Westover Hills',
  'Downtown/Pearl/Southtown',
  'East/Converse/Schertz',
  'La Cantera/Rim/Dominion',
  'Leon Springs/Fair Oaks/Boerne',
  'Leon Valley',
  'Medical Center/UTSA',
  'North/Stone Oak',
  'Northeast/Live Oak/New Braunfels',
  'Northwest/Helotes',
  'Shavano Park/Castle Hills',
] as const;

export type Area = (typeof AREAS)[number];

export function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value);
}
