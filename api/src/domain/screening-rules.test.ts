import { describe, expect, it } from 'vitest';
import { screeningRuleErrors, type ScreeningRulesInput } from './screening-rules.js';

const NONE: ScreeningRulesInput = {
  incomeMultiple: null,
  creditPolicy: null,
  minimumCreditScore: null,
  brokenLeasePolicy: null,
  brokenLeaseYears: null,
  evictionPolicy: null,
  evictionYears: null,
  criminalPolicy: null,
  criminalYears: null,
  coSignerAccepted: null,
  guarantorServicesAccepted: null,
  acceptsVouchers: null,
  ssnOrItin: null,
};

describe('the screening rules staff may record (docs/contract.md "Who qualifies")', () => {
  it('takes every rule left unstated, and the bounds themselves', () => {
    expect(screeningRuleErrors(NONE)).toEqual({});
    expect(
      screeningRuleErrors({
        ...NONE,
        incomeMultiple: 2.75,
        creditPolicy: 'MINIMUM',
        minimumCreditScore: 850,
        evictionPolicy: 'AFTER_YEARS',
        evictionYears: 1,
      }),
    ).toEqual({});
  });

  it('names each field out of its range', () => {
    expect(
      screeningRuleErrors({
        ...NONE,
        incomeMultiple: 2.555,
        creditPolicy: 'MINIMUM',
        minimumCreditScore: 299,
        criminalPolicy: 'FELONIES_AFTER_YEARS',
        criminalYears: 2.5,
      }),
    ).toEqual({
      incomeMultiple: 'Income multiple has at most two decimals',
      minimumCreditScore: 'Minimum credit score must be at least 300',
      criminalYears: 'Criminal history years must be a whole number',
    });
  });

  it('pairs each "after N years" or minimum policy with its number, and a number with its policy', () => {
    expect(
      screeningRuleErrors({
        ...NONE,
        creditPolicy: 'MINIMUM',
        brokenLeasePolicy: 'NEVER',
        brokenLeaseYears: 2,
        evictionPolicy: 'AFTER_YEARS',
      }),
    ).toEqual({
      minimumCreditScore: 'Give the minimum credit score',
      brokenLeaseYears: 'Broken lease years need the AFTER_YEARS policy',
      evictionYears: 'Give the years after which evictions are accepted',
    });
  });
});
