import { describe, expect, it } from 'vitest';
import { AREAS } from '../domain/index.js';
import { insideMetro } from '../domain/geo.js';
import { AREA_PLACES, SCATTER_DEG } from './places.js';

describe('demo places', () => {
  it('give each of the 12 areas a scatter box inside the metro area and Texas ZIP codes', () => {
    expect(Object.keys(AREA_PLACES).sort()).toEqual([...AREAS].sort());
    for (const place of Object.values(AREA_PLACES)) {
      for (const latitude of [-SCATTER_DEG, SCATTER_DEG])
        for (const longitude of [-SCATTER_DEG, SCATTER_DEG])
          expect(
            insideMetro({
              latitude: place.center.latitude + latitude,
              longitude: place.center.longitude + longitude,
            }),
          ).toBe(true);
      for (const zip of place.zips) expect(zip).toMatch(/^7[5-9]\d{3}$/);
    }
  });
});
