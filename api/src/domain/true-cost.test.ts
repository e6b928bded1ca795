import { describe, expect, it } from 'vitest';
import { localDayOf } from './san-antonio-day.js';
import {
  allInMonthlyCents,
  bestSpecial,
  concessionValueCents,
  isSpecialActive,
  moveInCostCents,
  netEffectiveRentCents,
  type Fee,
  type Special,
} from './true-cost.js';
import { daysSinceVerified, isVerificationStale, verificationStaleFrom } from './verification.js';

// The fees renters most often find hidden (valet trash, pest control) and the usual one-time ones.
const FEES: Fee[] = [
  { name: 'Valet trash', amountCents: 3_000, kind: 'monthlyMandatory' },
  { name: 'Pest control', amountCents: 500, kind: 'monthlyMandatory' },
  { name: 'Covered parking', amountCents: 2_500, kind: 'monthlyOptional' },
  { name: 'Application', amountCents: 7_500, kind: 'oneTime' },
  { name: 'Admin', amountCents: 20_000, kind: 'oneTime' },
  { name: 'Deposit', amountCents: 50_000, kind: 'deposit' },
];

const special = (overrides: Partial<Special>): Special => ({
  text: '4 weeks free',
  concession: { kind: 'weeksFree', value: 4 },
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  floorplanTypes: [],
  minLeaseTermMonths: 12,
  ...overrides,
});

describe('net effective rent', () => {
  it('spreads free weeks over the lease, a week being 7 days of a 30-day month', () => {
    // (100,000 x 12 - 100,000 / 30 x 7 x 4) / 12 = 92,222.2
    expect(netEffectiveRentCents(100_000, 12, { kind: 'weeksFree', value: 4 })).toBe(92_222);
  });

  it('spreads a dollar amount off over the lease', () => {
    // (150,000 x 12 - 60,000) / 12
    expect(netEffectiveRentCents(150_000, 12, { kind: 'amountOff', value: 60_000 })).toBe(145_000);
  });

  it('is the reduced rent when that is the special', () => {
    expect(netEffectiveRentCents(120_000, 12, { kind: 'reducedRent', value: 110_000 })).toBe(110_000);
  });

  it('is the rent without a special, and never below zero', () => {
    expect(netEffectiveRentCents(99_900, 12)).toBe(99_900);
    expect(netEffectiveRentCents(100_000, 1, { kind: 'weeksFree', value: 20 })).toBe(0);
    expect(concessionValueCents(100_000, 12, { kind: 'amountOff', value: 5_000_000 })).toBe(1_200_000);
  });
});

describe('all-in monthly and move-in cost', () => {
  it('adds only the monthly required fees to the net effective rent', () => {
    expect(allInMonthlyCents(100_000, 12, FEES)).toBe(103_500);
    expect(allInMonthlyCents(100_000, 12, FEES, { kind: 'weeksFree', value: 4 })).toBe(95_722);
  });

  it('counts the first month, the one-time fees and the deposits at move-in', () => {
    // 100,000 rent + 3,500 monthly required + 27,500 one-time + 50,000 deposit
    expect(moveInCostCents(100_000, FEES)).toBe(181_000);
    expect(moveInCostCents(100_000, FEES, { kind: 'reducedRent', value: 90_000 })).toBe(171_000);
    expect(moveInCostCents(100_000, [])).toBe(100_000);
  });

  it('takes dollars off the first month at move-in, as the all-in takes them off the lease', () => {
    // "$300 off your first month" on $1,295: the first month is $995, and the all-in spreads the $300 over 12 months.
    const offFirstMonth = { kind: 'amountOff', value: 30_000 } as const;
    expect(moveInCostCents(129_500, FEES, offFirstMonth)).toBe(129_500 - 30_000 + 3_500 + 27_500 + 50_000);
    expect(allInMonthlyCents(129_500, 12, FEES, offFirstMonth)).toBe(129_500 - 2_500 + 3_500);
    // Never below nothing for the month: $1,500 off a $1,000 month leaves the first month free.
    expect(moveInCostCents(100_000, [], { kind: 'amountOff', value: 150_000 })).toBe(0);
  });
});

describe('specials end by themselves', () => {
  it('is on through the last minute of its last day in San Antonio', () => {
    // 23:00 in San Antonio (CST, UTC-6) on November 30 is 05:00 UTC on December 1.
    expect(isSpecialActive(special({}), new Date('2026-12-01T05:00:00Z'))).toBe(true);
    expect(isSpecialActive(special({}), new Date('2026-12-01T06:30:00Z'))).toBe(false);
    expect(isSpecialActive(special({}), new Date('2026-10-31T12:00:00Z'))).toBe(false);
  });

  it('picks the special worth most among those on now for this floorplan and lease', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    const weeks = special({ text: 'weeks' });
    const amount = special({ text: 'amount', concession: { kind: 'amountOff', value: 100_000 } });
    const ended = special({ text: 'ended', validUntil: '2026-11-10', concession: { kind: 'weeksFree', value: 8 } });
    const otherType = special({
      text: 'studios',
      floorplanTypes: ['studio'],
      concession: { kind: 'weeksFree', value: 6 },
    });
    const longLease = special({
      text: '15 months',
      minLeaseTermMonths: 15,
      concession: { kind: 'weeksFree', value: 6 },
    });
    const all = [weeks, amount, ended, otherType, longLease];
    // 4 weeks of $1,000 rent are worth $933.33, less than $1,000 off.
    expect(bestSpecial(all, 'twoBed', 100_000, 12, now)?.text).toBe('amount');
    // 4 weeks of $2,000 rent are worth $1,866.67.
    expect(bestSpecial(all, 'twoBed', 200_000, 12, now)?.text).toBe('weeks');
    expect(bestSpecial(all, 'studio', 200_000, 12, now)?.text).toBe('studios');
    expect(bestSpecial([ended], 'twoBed', 100_000, 12, now)).toBeUndefined();
  });
});

describe('verification', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('counts whole days since the last check', () => {
    expect(daysSinceVerified(new Date('2026-11-20T13:00:00Z'), now)).toBe(2);
    expect(daysSinceVerified(null, now)).toBeNull();
  });

  it('marks a floorplan unchecked for 30 days, or never checked', () => {
    expect(isVerificationStale(new Date('2026-10-25T12:00:00Z'), now)).toBe(false);
    expect(isVerificationStale(new Date('2026-10-24T12:00:00Z'), now)).toBe(true);
    expect(isVerificationStale(null, now)).toBe(true);
  });

  it('names the instant a check turns 30 days old, the one isVerificationStale turns at', () => {
    const checked = new Date('2026-10-24T12:00:00Z');
    expect(verificationStaleFrom(checked)).toBe(Date.parse('2026-11-23T12:00:00Z'));
    expect(isVerificationStale(checked, new Date(Date.parse('2026-11-23T12:00:00Z') - 1))).toBe(false);
    expect(isVerificationStale(checked, new Date('2026-11-23T12:00:00Z'))).toBe(true);
    expect(verificationStaleFrom(null)).toBe(-Infinity);
  });
});

describe("San Antonio's day", () => {
  const bounds = (instant: string) => {
    const { day, from, until } = localDayOf(new Date(instant));
    return { day, from: new Date(from).toISOString(), until: new Date(until).toISOString() };
  };

  it('runs from midnight to midnight in Central time, summer and winter', () => {
    expect(bounds('2026-07-04T04:59:59Z')).toEqual({
      day: '2026-07-03',
      from: '2026-07-03T05:00:00.000Z',
      until: '2026-07-04T05:00:00.000Z',
    });
    expect(bounds('2026-12-01T06:00:00Z')).toEqual({
      day: '2026-12-01',
      from: '2026-12-01T06:00:00.000Z',
      until: '2026-12-02T06:00:00.000Z',
    });
  });

  it('has 25 hours when the clocks fall back and 23 when they spring forward', () => {
    // 2026-11-01: 2 a.m. CDT becomes 1 a.m. CST; 2027-03-14: 2 a.m. CST becomes 3 a.m. CDT.
    expect(bounds('2026-11-02T05:30:00Z')).toEqual({
      day: '2026-11-01',
      from: '2026-11-01T05:00:00.000Z',
      until: '2026-11-02T06:00:00.000Z',
    });
    expect(bounds('2027-03-14T12:00:00Z')).toEqual({
      day: '2027-03-14',
      from: '2027-03-14T06:00:00.000Z',
      until: '2027-03-15T05:00:00.000Z',
    });
  });
});
