/**
 * docs/product.md section 2 (Apartment detail): which floorplans show. A floorplan id in the path shows that one;
 * navigation state may carry the floorplans a search matched, or a room type; otherwise all show.
 */
export interface DetailSelection {
  floorplanId?: string;
  floorplanIds?: readonly string[];
  roomType?: string;
}

export function selectFloorplans<T extends { _id: string; type: string }>(
  floorplans: readonly T[],
  selection: DetailSelection,
): T[] {
  if (selection.floorplanId) return floorplans.filter((f) => f._id === selection.floorplanId);
  let shown = [...floorplans];
  if (selection.floorplanIds && selection.floorplanIds.length > 0)
    shown = shown.filter((f) => selection.floorplanIds!.includes(f._id));
  if (selection.roomType) shown = shown.filter((f) => f.type === selection.roomType);
  return shown;
}

export function readSelectionState(state: unknown): Omit<DetailSelection, 'floorplanId'> {
  if (!state || typeof state !== 'object') return {};
  const { floorplanIds, roomType } = state as Record<string, unknown>;
  return {
    floorplanIds: Array.isArray(floorplanIds)
      ? floorplanIds.filter((id): id is string => typeof id === 'string')
      : undefined,
    roomType: typeof roomType === 'string' ? roomType : undefined,
  };
}
