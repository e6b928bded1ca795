import { describe, expect, it } from 'vitest';
import { availabilityDraft, availabilityInput } from './AvailabilityFields';

describe('availability as staff type it', () => {
  it('reads blanks as available now with the units unknown', () => {
    expect(availabilityInput({ from: '', units: '' })).toEqual({
      ok: true,
      input: { availableFrom: null, unitsAvailable: null },
    });
    expect(availabilityInput({ from: '2027-02-01', units: '3' })).toEqual({
      ok: true,
      input: { availableFrom: '2027-02-01', unitsAvailable: 3 },
    });
  });

  it('refuses part of a unit or a negative count', () => {
    const message = 'Units available must be a whole number, 0 or more';
    expect(availabilityInput({ from: '', units: '2.5' })).toEqual({ ok: false, message });
    expect(availabilityInput({ from: '', units: '-1' })).toEqual({ ok: false, message });
  });

  it('starts from the floorplan as listed: available now shows a blank day', () => {
    expect(availabilityDraft({ availableNow: true, availableFrom: '2026-11-24', unitsAvailable: 4 })).toEqual({
      from: '',
      units: '4',
    });
    expect(availabilityDraft({ availableNow: false, availableFrom: '2027-01-10', unitsAvailable: null })).toEqual({
      from: '2027-01-10',
      units: '',
    });
  });
});
