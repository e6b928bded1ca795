import { describe, expect, it } from 'vitest';
import {
  approximatePoint,
  destination,
  distanceMeters,
  formatBbox,
  insideMetro,
  parseBbox,
  showsExactPoint,
} from './geo.js';
import { areaPoint, nearestArea, PIN_FAR_FROM_AREAS_M } from './area-points.js';

const ALAMO = { latitude: 29.425967, longitude: -98.486142 };

describe('geometry of the approximate point', () => {
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(Math.round(distanceMeters(ALAMO, { ...ALAMO, latitude: ALAMO.latitude + 1 }))).toBe(111_195);
  });

  it('moves a point the asked distance along the asked bearing', () => {
    const east = destination(ALAMO, 300, 90);
    expect(distanceMeters(ALAMO, east)).toBeCloseTo(300, 6);
    expect(east.longitude).toBeGreaterThan(ALAMO.longitude);
    expect(east.latitude).toBeCloseTo(ALAMO.latitude, 4);
    const north = destination(ALAMO, 450, 0);
    expect(north.latitude).toBeGreaterThan(ALAMO.latitude);
    expect(north.longitude).toBeCloseTo(ALAMO.longitude, 9);
  });

  it('keeps the offset between 200 and 500 m at both ends of its range', () => {
    expect(distanceMeters(ALAMO, approximatePoint(ALAMO, 0, 0.25))).toBeCloseTo(200, 6);
    expect(distanceMeters(ALAMO, approximatePoint(ALAMO, 0.999999, 0.75))).toBeCloseTo(500, 3);
    for (let step = 0; step < 50; step += 1) {
      const distance = distanceMeters(
        ALAMO,
        approximatePoint(ALAMO, step / 50, (step * 7) / 50 - Math.floor((step * 7) / 50)),
      );
      expect(distance).toBeGreaterThanOrEqual(199.999);
      expect(distance).toBeLessThanOrEqual(500.001);
    }
  });

  it('shows the exact point only for codes following the xxx- pattern', () => {
    expect(showsExactPoint({ code: 'xxx-ar9' })).toBe(true);
    expect(showsExactPoint({ code: 'XXX-1' })).toBe(true);
    expect(showsExactPoint({ code: 'NS-1' })).toBe(false);
    expect(showsExactPoint({ code: 'xxxNS' })).toBe(false);
  });
});

describe('the San Antonio metro area', () => {
  it('holds Downtown, Boerne, New Braunfels and Pleasanton, not Austin, Houston or Laredo', () => {
    expect(insideMetro(ALAMO)).toBe(true);
    expect(insideMetro({ latitude: 29.7947, longitude: -98.732 })).toBe(true);
    expect(insideMetro({ latitude: 29.703, longitude: -98.1245 })).toBe(true);
    expect(insideMetro({ latitude: 28.9672, longitude: -98.4786 })).toBe(true);
    expect(insideMetro({ latitude: 30.2672, longitude: -97.7431 })).toBe(false);
    expect(insideMetro({ latitude: 29.7604, longitude: -95.3698 })).toBe(false);
    expect(insideMetro({ latitude: 27.5306, longitude: -99.4803 })).toBe(false);
  });
});

describe('bbox', () => {
  it('reads four numbers and writes them back rounded to 6 decimals', () => {
    expect(parseBbox('-98.6,29.3,-98.4,29.6')).toEqual({ west: -98.6, south: 29.3, east: -98.4, north: 29.6 });
    expect(parseBbox(' -98.6 , 29.3 ,-98.4, 29.6 ')).toEqual({ west: -98.6, south: 29.3, east: -98.4, north: 29.6 });
    expect(formatBbox({ west: -98.61234567, south: 29.3, east: -98.4, north: 29.6 })).toBe(
      '-98.612346,29.3,-98.4,29.6',
    );
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '1e3,2,3,4',
      '0x10,2,3,4',
      `${'1'.repeat(120)},2,3,4`,
      '1,,3,4',
    ])
      expect(parseBbox(text)).toBeNull();
  });
});

describe("a listing's pin and the areas it names", () => {
  it('finds the nearest named area and its distance, ignoring names that are no area', () => {
    const stoneOak = { latitude: 29.64, longitude: -98.48 };
    const nearest = nearestArea(stoneOak, ['Downtown/Pearl/Southtown', 'Alamo Heights', 'Downtown']);
    expect(nearest?.area).toBe('Alamo Heights');
    expect(Math.round(nearest!.distanceM / 1000)).toBe(17);
    expect(nearestArea(stoneOak, ['Downtown'])).toBeNull();
  });

  it('calls a point 20 km from every named area far, and leaves New Braunfels in its own area', () => {
    expect(PIN_FAR_FROM_AREAS_M).toBe(20_000);
    const stoneOak = { latitude: 29.64, longitude: -98.48 };
    expect(nearestArea(stoneOak, ['Downtown/Pearl/Southtown'])!.distanceM).toBeGreaterThan(20_000);
    const newBraunfels = { latitude: 29.703, longitude: -98.124 };
    expect(nearestArea(newBraunfels, ['Northeast/Live Oak/New Braunfels'])!.distanceM).toBeLessThan(20_000);
  });

  it("starts a pin at an area's point, latitude and longitude", () => {
    expect(areaPoint('Medical Center/UTSA')).toEqual({ latitude: 29.522, longitude: -98.578 });
  });
});
