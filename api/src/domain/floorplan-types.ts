// docs/product.md section 3: floorplan types and their labels.
export const FLOORPLAN_TYPES = ['studio', 'oneBed', 'twoBed', 'threeBed', 'fourBed', 'townHome'] as const;

export type FloorplanTypeName = (typeof FLOORPLAN_TYPES)[number];

export const FLOORPLAN_TYPE_LABELS: Record<FloorplanTypeName, string> = {
  studio: 'Studio',
  oneBed: '1 Bedroom',
  twoBed: '2 Bedroom',
  threeBed: '3 Bedroom',
  fourBed: '4 Bedroom',
  townHome: 'Town Home/Home',
};

/** The search filter spells the last type differently (docs/product.md section 3). */
export const ROOM_TYPE_FILTER_LABELS: Record<FloorplanTypeName, string> = {
  ...FLOORPLAN_TYPE_LABELS,
  townHome: 'Townhome/Homes',
};

export function isFloorplanType(value: string): value is FloorplanTypeName {
  return (FLOORPLAN_TYPES as readonly string[]).includes(value);
}

/** A type read from the data, as people read it ("1 Bedroom"); a name this version does not know, as stored. */
export function floorplanTypeLabel(type: string): string {
  return isFloorplanType(type) ? FLOORPLAN_TYPE_LABELS[type] : type;
}
