// Alert computation with a controlled clock: new matches, all-in price drops (not list-price changes), new
// specials, specials ending within 3 days, each once; and when a daily digest is due.
import { describe, expect, it } from 'vitest';
import { baselineOf, diffAlerts, digestDue, type Listing } from './alerts.js';

// 10:00 in San Antonio on 2026-12-01 (UTC-6).
const NOW = new Date('2026-12-01T16:00:00Z');

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  floorplanId: 'fp-1',
  apartmentId: 'apt-1',
  apartmentName: 'The Brook',
  floorplanType: 'twoBed',
  allInCents: 150_000,
  special: null,
  ...overrides,
});

describe('diffAlerts', () => {
  it('says nothing to a subscriber who has just confirmed', () => {
    const now = [listing()];
    expect(diffAlerts(baselineOf(now), now, NOW).alerts).toEqual([]);
  });

  it('announces a new match with its all-in price', () => {
    const { alerts } = diffAlerts({}, [listing()], NOW);
    expect(alerts.map((alert) => [alert.kind, alert.text])).toEqual([
      ['newMatch', 'New match: The Brook, 2 Bedroom from $1,500/month all-in'],
    ]);
  });

  it('announces an all-in drop once, and no rise', () => {
    const baseline = baselineOf([listing()]);
    const dropped = diffAlerts(baseline, [listing({ allInCents: 142_500 })], NOW);
    expect(dropped.alerts.map((alert) => alert.text)).toEqual([
      'Price drop: The Brook, 2 Bedroom now $1,425/month all-in (was $1,500)',
    ]);
    expect(diffAlerts(dropped.baseline, [listing({ allInCents: 142_500 })], NOW).alerts).toEqual([]);
    expect(diffAlerts(baseline, [listing({ allInCents: 155_000 })], NOW).alerts).toEqual([]);
  });

  it('announces a new special, and its end when 3 days or fewer are left, once', () => {
    const special = { id: 'sp-1', text: '6 weeks free', validUntil: '2026-12-31' };
    const baseline = baselineOf([listing()]);
    const started = diffAlerts(baseline, [listing({ special })], NOW);
    expect(started.alerts.map((alert) => alert.kind)).toEqual(['newSpecial']);
    const fourDaysBefore = new Date('2026-12-27T16:00:00Z');
    expect(diffAlerts(started.baseline, [listing({ special })], fourDaysBefore).alerts).toEqual([]);
    const threeDaysBefore = new Date('2026-12-28T16:00:00Z');
    const ending = diffAlerts(started.baseline, [listing({ special })], threeDaysBefore);
    expect(ending.alerts.map((alert) => alert.text)).toEqual([
      'Special ending on Dec 31, 2026 at The Brook, 2 Bedroom: 6 weeks free',
    ]);
    expect(diffAlerts(ending.baseline, [listing({ special })], new Date('2026-12-29T16:00:00Z')).alerts).toEqual([]);
  });

  it('counts the day in San Antonio: 11 pm on the 27th is still four days before the 31st', () => {
    const special = { id: 'sp-1', text: '6 weeks free', validUntil: '2026-12-31' };
    const baseline = { 'fp-1': { allInCents: 150_000, specialId: 'sp-1' } };
    expect(diffAlerts(baseline, [listing({ special })], new Date('2026-12-28T05:00:00Z')).alerts).toEqual([]);
    expect(diffAlerts(baseline, [listing({ special })], new Date('2026-12-28T06:00:00Z')).alerts).toHaveLength(1);
  });

  it('names each change with the same key wherever it is computed', () => {
    const baseline = baselineOf([listing()]);
    const one = diffAlerts(baseline, [listing({ allInCents: 140_000 })], NOW).alerts;
    const two = diffAlerts(baseline, [listing({ allInCents: 140_000 })], new Date('2026-12-01T20:00:00Z')).alerts;
    expect(one.map((alert) => alert.key)).toEqual(['drop:fp-1:140000']);
    expect(two.map((alert) => alert.key)).toEqual(one.map((alert) => alert.key));
  });
});

describe('digestDue', () => {
  it('sends a digest when something waits and the last one is 24 hours old', () => {
    expect(digestDue(null, 1, NOW)).toBe(true);
    expect(digestDue(null, 0, NOW)).toBe(false);
    expect(digestDue(new Date('2026-11-30T16:00:01Z'), 3, NOW)).toBe(false);
    expect(digestDue(new Date('2026-11-30T16:00:00Z'), 3, NOW)).toBe(true);
  });
});
