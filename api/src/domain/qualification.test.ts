import { describe, expect, it } from 'vitest';
import {
  bestQualification,
  evaluateQualification,
  qualificationReasonText,
  statedCriteria,
  STALE_SCREENING_REASON,
  type QualificationAnswers,
  type ScreeningRules,
} from './qualification.js';

const now = new Date('2026-11-22T12:00:00Z');

// A strict property: 3x, 650 minimum, no evictions, no vouchers; verified two days ago.
const STRICT: ScreeningRules = {
  incomeMultiple: 3,
  creditPolicy: 'MINIMUM',
  minimumCreditScore: 650,
  brokenLeasePolicy: 'AFTER_YEARS',
  brokenLeaseYears: 2,
  evictionPolicy: 'NEVER',
  evictionYears: null,
  criminalPolicy: 'FELONIES_AFTER_YEARS',
  criminalYears: 7,
  coSignerAccepted: false,
  acceptsVouchers: false,
  verifiedAt: new Date('2026-11-20T12:00:00Z'),
};

const CLEAN: QualificationAnswers = {
  monthlyIncomeCents: 450_000,
  creditScoreBand: 'FROM_660_TO_719',
  hasVoucher: false,
  yearsSinceBrokenLease: null,
  yearsSinceEviction: null,
  criminalHistory: 'NONE',
  yearsSinceCriminalRecord: null,
  hasCoSigner: false,
  pets: [],
};

const listing = { allInMonthlyCents: 150_000, petsAllowed: ['cats'] };
const judge = (rules: ScreeningRules | null, answers: Partial<QualificationAnswers>, allIn = 150_000) =>
  evaluateQualification(rules, { ...CLEAN, ...answers }, { ...listing, allInMonthlyCents: allIn }, now);

describe('who likely qualifies', () => {
  it('passes income at exactly the multiple of the all-in rent and refuses one cent less', () => {
    expect(judge(STRICT, { monthlyIncomeCents: 450_000 })).toEqual({
      verdict: 'LIKELY',
      reasons: ['income of at least 3x the all-in rent', 'minimum credit score of 650'],
      reasonDetails: [
        { code: 'INCOME_MET', multiple: 3 },
        { code: 'CREDIT_MINIMUM_MET', minimumCreditScore: 650 },
      ],
    });
    expect(judge(STRICT, { monthlyIncomeCents: 449_999 })).toEqual({
      verdict: 'UNLIKELY',
      reasons: ['income under 3x the all-in rent', 'minimum credit score of 650'],
      reasonDetails: [
        { code: 'INCOME_SHORT', multiple: 3 },
        { code: 'CREDIT_MINIMUM_MET', minimumCreditScore: 650 },
      ],
    });
  });

  it('compares a 2.5x multiple exactly', () => {
    const rules = { ...STRICT, incomeMultiple: 2.5 };
    expect(judge(rules, { monthlyIncomeCents: 375_000 }).verdict).toBe('LIKELY');
    expect(judge(rules, { monthlyIncomeCents: 374_999 }).reasons[0]).toBe('income under 2.5x the all-in rent');
  });

  it('accepts a broken lease from the year the wait ends, not the year before', () => {
    expect(judge(STRICT, { yearsSinceBrokenLease: 2 }).verdict).toBe('LIKELY');
    expect(judge(STRICT, { yearsSinceBrokenLease: 1 })).toEqual({
      verdict: 'UNLIKELY',
      reasons: [
        'income of at least 3x the all-in rent',
        'minimum credit score of 650',
        'broken leases accepted after 2 years',
      ],
      reasonDetails: [
        { code: 'INCOME_MET', multiple: 3 },
        { code: 'CREDIT_MINIMUM_MET', minimumCreditScore: 650 },
        { code: 'BROKEN_LEASES_ACCEPTED_AFTER_YEARS', years: 2 },
      ],
    });
  });

  it('reads evictions after 3 years as a second chance and NEVER as likely not', () => {
    const second = { ...STRICT, evictionPolicy: 'AFTER_YEARS' as const, evictionYears: 3 };
    expect(judge(second, { yearsSinceEviction: 3 }).reasons).toContain('evictions accepted after 3 years');
    expect(judge(second, { yearsSinceEviction: 3 }).verdict).toBe('LIKELY');
    expect(judge(STRICT, { yearsSinceEviction: 10 }).reasons).toContain('evictions not accepted');
  });

  it('puts a credit band straddling the minimum at ask, below it at likely not', () => {
    expect(judge(STRICT, { creditScoreBand: 'FROM_620_TO_659' }).verdict).toBe('ASK');
    expect(judge(STRICT, { creditScoreBand: 'FROM_580_TO_619' }).verdict).toBe('UNLIKELY');
    expect(judge(STRICT, { creditScoreBand: 'UNKNOWN' }).verdict).toBe('ASK');
    expect(judge({ ...STRICT, creditPolicy: 'NO_MINIMUM' }, { creditScoreBand: 'UNDER_500' }).verdict).toBe('LIKELY');
  });

  it('refuses vouchers where they are not accepted and asks about a voucher holder short on income', () => {
    expect(judge(STRICT, { hasVoucher: true }).reasons[0]).toBe('housing vouchers not accepted');
    expect(judge(STRICT, { hasVoucher: true }).verdict).toBe('UNLIKELY');
    const friendly = { ...STRICT, acceptsVouchers: true };
    expect(judge(friendly, { hasVoucher: true, monthlyIncomeCents: 120_000 })).toEqual({
      verdict: 'ASK',
      reasons: [
        'housing vouchers accepted',
        'income under 3x the all-in rent; with a voucher it is compared with your share: ask us',
        'minimum credit score of 650',
      ],
      reasonDetails: [
        { code: 'VOUCHERS_ACCEPTED' },
        { code: 'INCOME_SHORT_VOUCHER', multiple: 3 },
        { code: 'CREDIT_MINIMUM_MET', minimumCreditScore: 650 },
      ],
    });
  });

  it('answers ask for a rule the property has not stated, and for no rules at all', () => {
    expect(judge({ ...STRICT, incomeMultiple: null }, {}).verdict).toBe('ASK');
    expect(judge({ ...STRICT, evictionPolicy: null }, { yearsSinceEviction: 5 }).reasons).toContain(
      'evictions policy not stated: ask us',
    );
    expect(judge(null, {}).verdict).toBe('ASK');
  });

  it('turns every stated rule into ask once the rules are 30 days old', () => {
    const stale = { ...STRICT, verifiedAt: new Date('2026-10-23T12:00:00Z') };
    const fresh = { ...STRICT, verifiedAt: new Date('2026-10-24T12:00:00Z') };
    expect(judge(fresh, {}).verdict).toBe('LIKELY');
    expect(judge(stale, {})).toEqual({
      verdict: 'ASK',
      reasons: [STALE_SCREENING_REASON, 'income of at least 3x the all-in rent', 'minimum credit score of 650'],
      reasonDetails: [
        { code: 'CRITERIA_NOT_VERIFIED' },
        { code: 'INCOME_MET', multiple: 3 },
        { code: 'CREDIT_MINIMUM_MET', minimumCreditScore: 650 },
      ],
    });
    expect(judge(stale, { monthlyIncomeCents: 1 }).verdict).toBe('ASK');
    expect(judge({ ...STRICT, verifiedAt: null }, {}).verdict).toBe('ASK');
  });

  it('reads felonies after the stated years, misdemeanors as ask, and pets from the listing', () => {
    expect(judge(STRICT, { criminalHistory: 'FELONY', yearsSinceCriminalRecord: 7 }).verdict).toBe('LIKELY');
    expect(judge(STRICT, { criminalHistory: 'FELONY', yearsSinceCriminalRecord: 6 }).verdict).toBe('UNLIKELY');
    expect(judge(STRICT, { criminalHistory: 'MISDEMEANOR', yearsSinceCriminalRecord: 1 }).verdict).toBe('ASK');
    expect(judge(STRICT, { pets: ['cats'] }).verdict).toBe('LIKELY');
    expect(judge(STRICT, { pets: ['largeDogs'] }).reasons).toContain('large dogs not allowed');
    expect(judge(STRICT, { pets: ['cats', 'largeDogs'] }).reasonDetails).toContainEqual({
      code: 'PETS_NOT_ALLOWED',
      pets: ['largeDogs'],
    });
  });

  it('lets an accepted co-signer turn a shortfall into ask', () => {
    const cosign = { ...STRICT, coSignerAccepted: true };
    expect(judge(cosign, { monthlyIncomeCents: 100_000, hasCoSigner: true }).verdict).toBe('ASK');
    expect(judge(cosign, { monthlyIncomeCents: 100_000 }).verdict).toBe('UNLIKELY');
  });

  it('writes every reason in English as the API always has, each number in its place', () => {
    expect(STALE_SCREENING_REASON).toBe(
      "this property's stated criteria were not verified in the last 30 days: ask us",
    );
    expect(qualificationReasonText({ code: 'INCOME_RENT_NOT_LISTED', multiple: 2.75 })).toBe(
      "income of 2.75x the all-in rent; this floorplan's rent is not listed",
    );
    expect(qualificationReasonText({ code: 'CREDIT_UNDER_MINIMUM_CO_SIGNER', minimumCreditScore: 600 })).toBe(
      'credit score under the minimum of 600; co-signers accepted',
    );
    expect(qualificationReasonText({ code: 'FELONIES_AFTER_YEARS_ASK_US', years: 1 })).toBe(
      'felonies accepted after 1 year: ask us',
    );
    expect(qualificationReasonText({ code: 'PETS_ALLOWED', pets: ['cats', 'smallDogs'] })).toBe(
      'cats, small dogs allowed',
    );
  });

  it('gives an apartment its best floorplan verdict and states criteria neutrally', () => {
    const results = [judge(STRICT, {}, 200_000), judge(STRICT, {}, 150_000)];
    expect(bestQualification(results)?.verdict).toBe('LIKELY');
    expect(bestQualification([])).toBeNull();
    expect(statedCriteria(STRICT)).toEqual([
      'income of 3x the all-in rent',
      'minimum credit score of 650',
      'broken leases accepted after 2 years',
      'evictions not accepted',
      'felonies accepted after 7 years',
      'housing vouchers not accepted',
    ]);
  });
});
