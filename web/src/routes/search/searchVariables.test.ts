import { describe, expect, it } from 'vitest';
import { searchVariables, variablesKey, withQualification } from './searchVariables';

describe('search query variables from the URL and the width', () => {
  it('asks for a page of cards per row x rows per page after the previous pages', () => {
    const vars = searchVariables(new URLSearchParams('page=3&rows=4&roomTypes=studio&code=xxx-1'), 1440);
    expect(vars.first).toBe(12);
    expect(atob(vars.after!)).toBe('OffsetConnection:23');
    expect(vars.filter).toEqual({ roomTypes: ['studio'] });
    expect(vars.code).toBeNull();
  });

  it('falls back to the first rows option of the width and page 1', () => {
    expect(searchVariables(new URLSearchParams('rows=3&page=-2'), 390)).toEqual({
      first: 5,
      after: null,
      filter: null,
      code: null,
      sort: null,
      answers: null,
    });
  });

  it('sends the all-in filters and the all-in sort by their GraphQL names', () => {
    const vars = searchVariables(
      new URLSearchParams(
        'maxAllInMonthly=1500&moveInBy=2026-12-15&pets=cats,largeDogs&amenities=pool&sort=allInMonthly',
      ),
      1440,
    );
    expect(vars.filter).toEqual({
      maxAllInMonthly: 1500,
      moveInBy: '2026-12-15',
      pets: ['cats', 'largeDogs'],
      amenities: ['pool'],
    });
    expect(vars.sort).toBe('ALL_IN_MONTHLY');
  });

  it('adds the renter\'s answers to the body, never to the URL, and "Likely matches only" with them', () => {
    const answers = {
      monthlyIncomeCents: 300_000,
      creditScoreBand: 'UNKNOWN' as const,
      hasVoucher: false,
      yearsSinceBrokenLease: null,
      yearsSinceEviction: null,
      criminalHistory: 'NONE' as const,
      yearsSinceCriminalRecord: null,
      hasCoSigner: false,
      pets: [],
    };
    const base = searchVariables(new URLSearchParams('accessibility=ELEVATOR'), 1440);
    expect(withQualification(base, null, true)).toBe(base);
    const asked = withQualification(base, answers, true);
    expect(asked.filter).toEqual({ accessibility: ['ELEVATOR'], qualification: answers, likelyOnly: true });
    expect(asked.answers).toBe(answers);
    expect(withQualification(base, answers, false).filter).toEqual({
      accessibility: ['ELEVATOR'],
      qualification: answers,
    });
    expect(variablesKey(asked)).not.toBe(variablesKey(base));
  });
});
