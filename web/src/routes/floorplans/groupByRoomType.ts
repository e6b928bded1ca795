import { graphql, readInlineData } from 'react-relay';
import type { groupByRoomType_floorplan$key } from '../../__generated__/groupByRoomType_floorplan.graphql';
import { FLOORPLAN_TYPES } from '../../lib/domain';

/** What a room-type card sums and spans of each floorplan; read where the groups are made. */
const fragment = graphql`
  fragment groupByRoomType_floorplan on Floorplan @inline {
    _id
    type
    typeLabel
    totalFloorplans
    details {
      minPrice
      maxPrice
      minSqft
      maxSqft
    }
    imageUrls
  }
`;

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

/**
 * docs/product.md section 2: one card per room type, in the spec's type order, summing and spanning its floorplans;
 * `restrictTo` (floorplan ids) leaves out the others.
 */
export function groupByRoomType(
  keys: readonly groupByRoomType_floorplan$key[],
  restrictTo: readonly string[] | null,
): RoomTypeGroup[] {
  const all = keys.map((key) => readInlineData(fragment, key));
  const floorplans = restrictTo ? all.filter((f) => restrictTo.includes(f._id)) : all;
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

/** docs/product.md section 2: optional navigation state filteredFloorPlans restricts the list to those ids. */
export function readFilteredFloorPlans(state: unknown): string[] | null {
  if (!state || typeof state !== 'object') return null;
  const ids = (state as { filteredFloorPlans?: unknown }).filteredFloorPlans;
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is string => typeof id === 'string');
}
