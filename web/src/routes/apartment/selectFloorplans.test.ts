import { describe, expect, it } from 'vitest';
import { readSelectionState, selectFloorplans } from './selectFloorplans';

const floorplans = [
  { _id: 'a', type: 'studio' },
  { _id: 'b', type: 'oneBed' },
  { _id: 'c', type: 'oneBed' },
];

describe('which floorplans the detail page shows (docs/product.md section 2)', () => {
  it('shows all, the one in the path, the matched ones, or those of a room type', () => {
    expect(selectFloorplans(floorplans, {})).toHaveLength(3);
    expect(selectFloorplans(floorplans, { floorplanId: 'b' }).map((f) => f._id)).toEqual(['b']);
    expect(selectFloorplans(floorplans, { floorplanIds: ['a', 'c'] }).map((f) => f._id)).toEqual(['a', 'c']);
    expect(selectFloorplans(floorplans, { roomType: 'oneBed' }).map((f) => f._id)).toEqual(['b', 'c']);
  });
  it('reads only well-formed navigation state', () => {
    expect(readSelectionState(null)).toEqual({});
    expect(readSelectionState({ roomType: 3, floorplanIds: ['x', 4] })).toEqual({
      floorplanIds: ['x'],
      roomType: undefined,
    });
  });
});
