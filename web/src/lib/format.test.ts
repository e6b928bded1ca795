// Money, counts and days as renters read them, written without Intl (lib/format.ts, domain/money.ts).
import { describe, expect, it } from 'vitest';
import {
  floorplanTypeLabel,
  formatCents,
  formatCount,
  formatDateTime,
  formatDay,
  formatFeeCents,
  formatHoursWaited,
  formatMonth,
  formatPhone,
  formatRange,
  formatRentDollars,
  formatSqft,
} from './format';

describe('formatting', () => {
  it('writes rents in whole dollars and counts with en-US thousands separators', () => {
    expect(formatRentDollars(0)).toBe('$0');
    expect(formatRentDollars(950)).toBe('$950');
    expect(formatRentDollars(1200)).toBe('$1,200');
    expect(formatRentDollars(1234567)).toBe('$1,234,567');
    expect(formatRentDollars(-1500)).toBe('-$1,500');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatSqft(1050)).toBe('1,050 sq ft');
    expect(formatRange(900, 1200, formatRentDollars)).toBe('$900 - $1,200');
  });

  it('writes an amount in cents with its cents, unless they are zero', () => {
    expect(formatCents(103_500)).toBe('$1,035');
    expect(formatCents(95_722)).toBe('$957.22');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-2_500)).toBe('-$25');
  });

  it('never rounds an all-in figure down: $1,268.99 stays $1,268.99, a fraction of a cent goes up', () => {
    expect(formatCents(126_899)).toBe('$1,268.99');
    expect(formatCents(131_083)).toBe('$1,310.83');
    expect(formatCents(1268.99 * 100)).toBe('$1,268.99');
    expect(formatCents(126_898.2)).toBe('$1,268.99');
  });

  it('writes a fee exactly as the property states it', () => {
    expect(formatFeeCents(2_999)).toBe('$29.99');
    expect(formatFeeCents(8_500)).toBe('$85');
    expect(formatFeeCents(4_999)).toBe('$49.99');
    expect(formatFeeCents(0)).toBe('$0');
  });

  it('writes a calendar day the same on every time zone', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay('2027-01-05')).toBe('Jan 5, 2027');
  });

  it('writes days, ranges and areas in Spanish on Spanish pages (es-US)', () => {
    expect(formatDay('2027-02-01', 'es')).toBe('1 de febrero de 2027');
    expect(formatDay('2026-12-31', 'es')).toBe('31 de diciembre de 2026');
    expect(formatDateTime(new Date(2026, 11, 18, 15, 5).toISOString(), 'es')).toBe(
      '18 de diciembre de 2026, 3:05 p. m.',
    );
    expect(formatRange(900, null, formatRentDollars, 'es')).toBe('Desde $900');
    expect(formatRange(null, 1200, formatRentDollars, 'es')).toBe('Hasta $1,200');
    expect(formatSqft(1050, 'es')).toBe('1,050 pies²');
  });

  it("writes a moment in the reader's clock with the day written as everywhere else", () => {
    // Built from local parts, so the test holds on every time zone.
    expect(formatDateTime(new Date(2026, 11, 18, 15, 5).toISOString())).toBe('Dec 18, 2026, 3:05 PM');
    expect(formatDateTime(new Date(2027, 0, 5, 0, 30).toISOString())).toBe('Jan 5, 2027, 12:30 AM');
    expect(formatDateTime(new Date(2027, 0, 5, 12, 0).toISOString())).toBe('Jan 5, 2027, 12:00 PM');
  });

  // The staff's pages read people's words: "(210) 555-0199", "1 Bedroom", "just now", never the stored forms.
  it('writes a stored phone number as people dial it', () => {
    expect(formatPhone('+12105550199')).toBe('(210) 555-0199');
    expect(formatPhone('+18305550123')).toBe('(830) 555-0123');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('not a number')).toBe('not a number');
  });

  it('writes floorplan types with their labels, never their stored names', () => {
    expect(floorplanTypeLabel('oneBed')).toBe('1 Bedroom');
    expect(floorplanTypeLabel('twoBed')).toBe('2 Bedroom');
    expect(floorplanTypeLabel('townHome')).toBe('Town Home/Home');
    expect(floorplanTypeLabel('loft')).toBe('loft');
  });

  it('writes a month as a day is written, without the day', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
  });

  it('writes a wait as "just now" under an hour, then in hours and days', () => {
    expect(formatHoursWaited(0)).toBe('just now');
    expect(formatHoursWaited(3)).toBe('3 h');
    expect(formatHoursWaited(23)).toBe('23 h');
    expect(formatHoursWaited(24)).toBe('1 d');
    expect(formatHoursWaited(52)).toBe('2 d 4 h');
  });
});
