import { FLOORPLAN_TYPES } from '../../lib/domain';

interface FloorplanSummary {
  readonly _id: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly totalFloorplans: number;
  readonly details: {
    readonly minPrice?: number | null;
    readonly maxPrice?: number | null;
    readonly minSqft?: number | null;
    readonly maxSqft?: number | null;
  };
  readonly imageUrls: readonly string[];
}

export interface RoomTypeGroup {
  type: string;
  label: string;
  floorplanIds: string[];
  totalFloorplans: number;
  minPrice: number | null;
  maxPrice: number | null;
  minSqft: number | null;
  maxSqft: number | null;
  image: string | null;
}

function bound(values: (number | null | undefined)[], pick: (...n: number[]) => number): number | null {
  const known = values.filter((v): v is number => v != null);
  return known.length > 0 ? pick(...known) : null;
}

/** SPEC.md section 2: one card per room type, in the spec's type order, summing and spanning its floorplans. */
export function groupByRoomType(floorplans: readonly FloorplanSummary[]): RoomTypeGroup[] {
  return FLOORPLAN_TYPES.flatMap((type) => {
    const ofType = floorplans.filter((f) => f.type === type);
    if (ofType.length === 0) return [];
    return [
      {
        type,
        label: ofType[0].typeLabel,
        floorplanIds: ofType.map((f) => f._id),
        totalFloorplans: ofType.reduce((sum, f) => sum + f.totalFloorplans, 0),
        minPrice: bound(
          ofType.map((f) => f.details.minPrice),
          Math.min,
        ),
        maxPrice: bound(
          ofType.map((f) => f.details.maxPrice),
          Math.max,
        ),
        minSqft: bound(
          ofType.map((f) => f.details.minSqft),
          Math.min,
        ),
        maxSqft: bound(
          ofType.map((f) => f.details.maxSqft),
          Math.max,
        ),
        image: ofType.flatMap((f) => f.imageUrls)[0] ?? null,
      },
    ];
  });
}

/** SPEC.md section 2: optional navigation state filteredFloorPlans restricts the list to those ids. */
export function readFilteredFloorPlans(state: unknown): string[] | null {
  if (!state || typeof state !== 'object') return null;
  const ids = (state as { filteredFloorPlans?: unknown }).filteredFloorPlans;
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is string => typeof id === 'string');
}
