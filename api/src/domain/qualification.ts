// Who qualifies (docs/contract.md "Who qualifies"): a renter's private answers matched against a property's stated
// screening rules. Pure: no I/O, the same words for the server and the browser. The property decides; this only
// says whether its stated rules look met ("Likely qualifies"), cannot be told ("Ask us") or look unmet ("Likely not").
import type { PetKind } from './listing-features.js';
import { isVerificationStale } from './verification.js';

export const ACCESSIBILITY_FEATURES = [
  'GROUND_FLOOR',
  'ELEVATOR',
  'STEP_FREE_ENTRY',
  'ROLL_IN_SHOWER',
  'GRAB_BARS',
  'VISUAL_ALARMS',
  'WIDE_DOORWAYS',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** Credit score bands a renter picks from (no exact score is asked for), with the scores each covers. */
export const CREDIT_SCORE_BANDS = {
  UNDER_500: [300, 499],
  FROM_500_TO_579: [500, 579],
  FROM_580_TO_619: [580, 619],
  FROM_620_TO_659: [620, 659],
  FROM_660_TO_719: [660, 719],
  FROM_720: [720, 850],
  UNKNOWN: null,
} as const satisfies Record<string, readonly [number, number] | null>;
export type CreditScoreBand = keyof typeof CREDIT_SCORE_BANDS;

export const CREDIT_POLICIES = ['NO_MINIMUM', 'MINIMUM'] as const;
export const HISTORY_POLICIES = ['ACCEPTED_ALWAYS', 'AFTER_YEARS', 'NEVER'] as const;
export const CRIMINAL_POLICIES = ['CASE_BY_CASE', 'FELONIES_AFTER_YEARS', 'NONE_ACCEPTED'] as const;
export const ID_REQUIREMENTS = ['SSN_ONLY', 'SSN_OR_ITIN'] as const;
export const CRIMINAL_HISTORIES = ['NONE', 'MISDEMEANOR', 'FELONY'] as const;
export const QUALIFICATION_VERDICTS = ['LIKELY', 'ASK', 'UNLIKELY'] as const;

export type HistoryPolicy = (typeof HISTORY_POLICIES)[number];
export type CriminalHistory = (typeof CRIMINAL_HISTORIES)[number];
export type QualificationVerdict = (typeof QUALIFICATION_VERDICTS)[number];

/** A property's stated rules; null is a rule it has not told us. */
export interface ScreeningRules {
  incomeMultiple: number | null;
  creditPolicy: (typeof CREDIT_POLICIES)[number] | null;
  minimumCreditScore: number | null;
  brokenLeasePolicy: HistoryPolicy | null;
  brokenLeaseYears: number | null;
  evictionPolicy: HistoryPolicy | null;
  evictionYears: number | null;
  criminalPolicy: (typeof CRIMINAL_POLICIES)[number] | null;
  criminalYears: number | null;
  coSignerAccepted: boolean | null;
  acceptsVouchers: boolean | null;
  verifiedAt: Date | null;
}

/** The renter's answers. Years since an event: null when it never happened. */
export interface QualificationAnswers {
  monthlyIncomeCents: number;
  creditScoreBand: CreditScoreBand;
  hasVoucher: boolean;
  yearsSinceBrokenLease: number | null;
  yearsSinceEviction: number | null;
  criminalHistory: CriminalHistory;
  /** Years since the most recent conviction; null with NONE. */
  yearsSinceCriminalRecord: number | null;
  hasCoSigner: boolean;
  pets: readonly PetKind[];
}

/**
 * Why a rule reads as it does, as a code with the numbers it names, so a page can write it in the renter's language
 * (docs/contract.md "Spanish pages"); `qualificationReasonText` writes it in English, the API's `reasons`.
 */
export const QUALIFICATION_REASON_CODES = [
  'CRITERIA_NOT_VERIFIED',
  'INCOME_NOT_STATED',
  'INCOME_RENT_NOT_LISTED',
  'INCOME_MET',
  'INCOME_SHORT',
  'INCOME_SHORT_VOUCHER',
  'INCOME_SHORT_CO_SIGNER',
  'CREDIT_NO_MINIMUM',
  'CREDIT_NOT_STATED',
  'CREDIT_MINIMUM_MET',
  'CREDIT_UNDER_MINIMUM',
  'CREDIT_UNDER_MINIMUM_CO_SIGNER',
  'CREDIT_SCORE_UNKNOWN',
  'CREDIT_WITHIN_BAND',
  'BROKEN_LEASES_ACCEPTED',
  'BROKEN_LEASES_NOT_ACCEPTED',
  'BROKEN_LEASES_ACCEPTED_AFTER_YEARS',
  'BROKEN_LEASES_NOT_STATED',
  'EVICTIONS_ACCEPTED',
  'EVICTIONS_NOT_ACCEPTED',
  'EVICTIONS_ACCEPTED_AFTER_YEARS',
  'EVICTIONS_NOT_STATED',
  'CRIMINAL_HISTORY_NOT_ACCEPTED',
  'CRIMINAL_HISTORY_CASE_BY_CASE',
  'CRIMINAL_HISTORY_NOT_STATED',
  'FELONIES_ACCEPTED_AFTER_YEARS',
  'FELONIES_AFTER_YEARS_ASK_US',
  'VOUCHERS_ACCEPTED',
  'VOUCHERS_NOT_ACCEPTED',
  'VOUCHERS_NOT_STATED',
  'PETS_ALLOWED',
  'PETS_NOT_ALLOWED',
] as const;
export type QualificationReasonCode = (typeof QUALIFICATION_REASON_CODES)[number];

export interface QualificationReason {
  code: QualificationReasonCode;
  /** INCOME_* but INCOME_NOT_STATED: the stated multiple of the all-in monthly rent. */
  multiple?: number;
  /** CREDIT_* but CREDIT_NO_MINIMUM and CREDIT_NOT_STATED: the stated minimum score. */
  minimumCreditScore?: number;
  /** *_AFTER_YEARS*: the stated wait. */
  years?: number;
  /** PETS_*: the pets the sentence names. */
  pets?: PetKind[];
}

export interface QualificationResult {
  verdict: QualificationVerdict;
  /** In English, one per rule (the API's `reasons`). */
  reasons: string[];
  /** The same reasons, in the same order, as codes with their numbers. */
  reasonDetails: QualificationReason[];
}

/** What one floorplan of the property costs and allows, read by the caller (catalog/true-cost.ts). */
export interface QualificationListing {
  /** The lowest all-in monthly cost of the floorplan; null without a price. */
  allInMonthlyCents: number | null;
  petsAllowed: readonly string[];
}

type Outcome = { verdict: QualificationVerdict; reason: QualificationReason } | null;

const PET_WORDS: Record<PetKind, string> = { cats: 'cats', smallDogs: 'small dogs', largeDogs: 'large dogs' };

const times = (multiple: number) => `${Number(multiple.toFixed(2))}x`;
const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;

/** A reason in English: the sentence the API has always answered in `reasons`. */
export function qualificationReasonText(reason: QualificationReason): string {
  const multiple = times(reason.multiple ?? 0);
  const minimum = reason.minimumCreditScore ?? 0;
  const wait = years(reason.years ?? 0);
  const pets = (reason.pets ?? []).map((kind) => PET_WORDS[kind]).join(', ');
  const texts: Record<QualificationReasonCode, () => string> = {
    CRITERIA_NOT_VERIFIED: () => "this property's stated criteria were not verified in the last 30 days: ask us",
    INCOME_NOT_STATED: () => 'income requirement not stated: ask us',
    INCOME_RENT_NOT_LISTED: () => `income of ${multiple} the all-in rent; this floorplan's rent is not listed`,
    INCOME_MET: () => `income of at least ${multiple} the all-in rent`,
    INCOME_SHORT: () => `income under ${multiple} the all-in rent`,
    INCOME_SHORT_VOUCHER: () =>
      `income under ${multiple} the all-in rent; with a voucher it is compared with your share: ask us`,
    INCOME_SHORT_CO_SIGNER: () => `income under ${multiple} the all-in rent; co-signers accepted`,
    CREDIT_NO_MINIMUM: () => 'no minimum credit score',
    CREDIT_NOT_STATED: () => 'credit score requirement not stated: ask us',
    CREDIT_MINIMUM_MET: () => `minimum credit score of ${minimum}`,
    CREDIT_UNDER_MINIMUM: () => `credit score under the minimum of ${minimum}`,
    CREDIT_UNDER_MINIMUM_CO_SIGNER: () => `credit score under the minimum of ${minimum}; co-signers accepted`,
    CREDIT_SCORE_UNKNOWN: () => `minimum credit score of ${minimum}; your score is not known: ask us`,
    CREDIT_WITHIN_BAND: () => `minimum credit score of ${minimum}, within your band: ask us`,
    BROKEN_LEASES_ACCEPTED: () => 'broken leases accepted',
    BROKEN_LEASES_NOT_ACCEPTED: () => 'broken leases not accepted',
    BROKEN_LEASES_ACCEPTED_AFTER_YEARS: () => `broken leases accepted after ${wait}`,
    BROKEN_LEASES_NOT_STATED: () => 'broken leases policy not stated: ask us',
    EVICTIONS_ACCEPTED: () => 'evictions accepted',
    EVICTIONS_NOT_ACCEPTED: () => 'evictions not accepted',
    EVICTIONS_ACCEPTED_AFTER_YEARS: () => `evictions accepted after ${wait}`,
    EVICTIONS_NOT_STATED: () => 'evictions policy not stated: ask us',
    CRIMINAL_HISTORY_NOT_ACCEPTED: () => 'criminal history not accepted',
    CRIMINAL_HISTORY_CASE_BY_CASE: () => 'criminal history reviewed case by case: ask us',
    CRIMINAL_HISTORY_NOT_STATED: () => 'criminal history policy not stated: ask us',
    FELONIES_ACCEPTED_AFTER_YEARS: () => `felonies accepted after ${wait}`,
    FELONIES_AFTER_YEARS_ASK_US: () => `felonies accepted after ${wait}: ask us`,
    VOUCHERS_ACCEPTED: () => 'housing vouchers accepted',
    VOUCHERS_NOT_ACCEPTED: () => 'housing vouchers not accepted',
    VOUCHERS_NOT_STATED: () => 'voucher acceptance not stated: ask us',
    PETS_ALLOWED: () => `${pets} allowed`,
    PETS_NOT_ALLOWED: () => `${pets} not allowed`,
  };
  return texts[reason.code]();
}

export const STALE_SCREENING_REASON = qualificationReasonText({ code: 'CRITERIA_NOT_VERIFIED' });

const pass = (reason: QualificationReason): Outcome => ({ verdict: 'LIKELY', reason });
const ask = (reason: QualificationReason): Outcome => ({ verdict: 'ASK', reason });
const fail = (reason: QualificationReason): Outcome => ({ verdict: 'UNLIKELY', reason });

/**
 * Income against the floorplan's all-in monthly cost; exactly the multiple passes. With an accepted voucher the
 * property compares income with the renter's share of the rent, which we do not know: a shortfall is "Ask us",
 * never "Likely not". An accepted co-signer can make up a shortfall, on the co-signer's own income: "Ask us".
 */
function incomeOutcome(rules: ScreeningRules | null, answers: QualificationAnswers, allIn: number | null): Outcome {
  const multiple = rules?.incomeMultiple ?? null;
  if (multiple === null) return ask({ code: 'INCOME_NOT_STATED' });
  if (allIn === null) return ask({ code: 'INCOME_RENT_NOT_LISTED', multiple });
  // Integer arithmetic in hundredths, so 3 x $1,000.00 against $3,000.00 is exact.
  const meets = answers.monthlyIncomeCents * 100 >= Math.round(multiple * 100) * allIn;
  if (meets) return pass({ code: 'INCOME_MET', multiple });
  if (answers.hasVoucher && rules?.acceptsVouchers === true) return ask({ code: 'INCOME_SHORT_VOUCHER', multiple });
  if (answers.hasCoSigner && rules?.coSignerAccepted === true) return ask({ code: 'INCOME_SHORT_CO_SIGNER', multiple });
  return fail({ code: 'INCOME_SHORT', multiple });
}

function creditOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  const policy = rules?.creditPolicy ?? null;
  if (policy === 'NO_MINIMUM') return pass({ code: 'CREDIT_NO_MINIMUM' });
  const minimum = policy === 'MINIMUM' ? (rules?.minimumCreditScore ?? null) : null;
  if (minimum === null) return ask({ code: 'CREDIT_NOT_STATED' });
  const band = CREDIT_SCORE_BANDS[answers.creditScoreBand];
  if (band === null) return ask({ code: 'CREDIT_SCORE_UNKNOWN', minimumCreditScore: minimum });
  if (band[0] >= minimum) return pass({ code: 'CREDIT_MINIMUM_MET', minimumCreditScore: minimum });
  if (band[1] < minimum) {
    if (answers.hasCoSigner && rules?.coSignerAccepted === true)
      return ask({ code: 'CREDIT_UNDER_MINIMUM_CO_SIGNER', minimumCreditScore: minimum });
    return fail({ code: 'CREDIT_UNDER_MINIMUM', minimumCreditScore: minimum });
  }
  return ask({ code: 'CREDIT_WITHIN_BAND', minimumCreditScore: minimum });
}

const HISTORY_CODES = {
  brokenLeases: {
    accepted: 'BROKEN_LEASES_ACCEPTED',
    notAccepted: 'BROKEN_LEASES_NOT_ACCEPTED',
    afterYears: 'BROKEN_LEASES_ACCEPTED_AFTER_YEARS',
    notStated: 'BROKEN_LEASES_NOT_STATED',
  },
  evictions: {
    accepted: 'EVICTIONS_ACCEPTED',
    notAccepted: 'EVICTIONS_NOT_ACCEPTED',
    afterYears: 'EVICTIONS_ACCEPTED_AFTER_YEARS',
    notStated: 'EVICTIONS_NOT_STATED',
  },
} as const satisfies Record<string, Record<string, QualificationReasonCode>>;

/** Broken leases and evictions: the year the stated wait ends is accepted. */
function historyOutcome(
  what: keyof typeof HISTORY_CODES,
  policy: HistoryPolicy | null,
  wait: number | null,
  yearsSince: number | null,
): Outcome {
  if (yearsSince === null) return null;
  const codes = HISTORY_CODES[what];
  if (policy === 'ACCEPTED_ALWAYS') return pass({ code: codes.accepted });
  if (policy === 'NEVER') return fail({ code: codes.notAccepted });
  if (policy === 'AFTER_YEARS' && wait !== null)
    return (yearsSince >= wait ? pass : fail)({ code: codes.afterYears, years: wait });
  return ask({ code: codes.notStated });
}

function criminalOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  if (answers.criminalHistory === 'NONE') return null;
  const policy = rules?.criminalPolicy ?? null;
  if (policy === 'NONE_ACCEPTED') return fail({ code: 'CRIMINAL_HISTORY_NOT_ACCEPTED' });
  if (policy === 'CASE_BY_CASE') return ask({ code: 'CRIMINAL_HISTORY_CASE_BY_CASE' });
  const wait = rules?.criminalYears ?? null;
  if (policy === 'FELONIES_AFTER_YEARS' && wait !== null) {
    // The stated rule speaks of felonies only: a misdemeanor is the property's call.
    const since = answers.criminalHistory === 'MISDEMEANOR' ? null : answers.yearsSinceCriminalRecord;
    if (since === null) return ask({ code: 'FELONIES_AFTER_YEARS_ASK_US', years: wait });
    return (since >= wait ? pass : fail)({ code: 'FELONIES_ACCEPTED_AFTER_YEARS', years: wait });
  }
  return ask({ code: 'CRIMINAL_HISTORY_NOT_STATED' });
}

function voucherOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  if (!answers.hasVoucher) return null;
  const accepts = rules?.acceptsVouchers ?? null;
  if (accepts === null) return ask({ code: 'VOUCHERS_NOT_STATED' });
  return accepts ? pass({ code: 'VOUCHERS_ACCEPTED' }) : fail({ code: 'VOUCHERS_NOT_ACCEPTED' });
}

function petsOutcome(answers: QualificationAnswers, listing: QualificationListing): Outcome {
  const missing = answers.pets.filter((kind) => !listing.petsAllowed.includes(kind));
  if (answers.pets.length === 0) return null;
  return missing.length === 0
    ? pass({ code: 'PETS_ALLOWED', pets: [...answers.pets] })
    : fail({ code: 'PETS_NOT_ALLOWED', pets: missing });
}

const RANK: Record<QualificationVerdict, number> = { LIKELY: 0, ASK: 1, UNLIKELY: 2 };

/**
 * One floorplan's verdict: the worst of its rules, with every rule's reason. A rule the property has not stated,
 * or rules not verified within 30 days (the prices' rule, domain/true-cost.ts), make that rule "Ask us".
 */
export function evaluateQualification(
  rules: ScreeningRules | null,
  answers: QualificationAnswers,
  listing: QualificationListing,
  now: Date,
): QualificationResult {
  const stale = rules !== null && isVerificationStale(rules.verifiedAt, now);
  const screened = [
    voucherOutcome(rules, answers),
    incomeOutcome(rules, answers, listing.allInMonthlyCents),
    creditOutcome(rules, answers),
    historyOutcome(
      'brokenLeases',
      rules?.brokenLeasePolicy ?? null,
      rules?.brokenLeaseYears ?? null,
      answers.yearsSinceBrokenLease,
    ),
    historyOutcome(
      'evictions',
      rules?.evictionPolicy ?? null,
      rules?.evictionYears ?? null,
      answers.yearsSinceEviction,
    ),
    criminalOutcome(rules, answers),
  ].flatMap((outcome) => (outcome ? [outcome] : []));
  // Pets are the listing's own facts (verified with its prices), not screening rules.
  const outcomes = [
    ...screened.map((outcome) =>
      stale && outcome.verdict !== 'ASK' ? { ...outcome, verdict: 'ASK' as const } : outcome,
    ),
    ...[petsOutcome(answers, listing)].flatMap((outcome) => (outcome ? [outcome] : [])),
  ];
  const verdict = outcomes.reduce<QualificationVerdict>(
    (worst, outcome) => (RANK[outcome.verdict] > RANK[worst] ? outcome.verdict : worst),
    'LIKELY',
  );
  const reasonDetails: QualificationReason[] = [
    ...(stale ? [{ code: 'CRITERIA_NOT_VERIFIED' as const }] : []),
    ...outcomes.map((outcome) => outcome.reason),
  ];
  return { verdict, reasons: reasonDetails.map(qualificationReasonText), reasonDetails };
}

/** An apartment's verdict: its best floorplan's (a renter needs one home that fits), or the rules alone without one. */
export function bestQualification(results: readonly QualificationResult[]): QualificationResult | null {
  return results.reduce<QualificationResult | null>(
    (best, result) => (best === null || RANK[result.verdict] < RANK[best.verdict] ? result : best),
    null,
  );
}

/** The property's stated criteria in neutral words, for its page ("This property's stated criteria: ..."). */
export function statedCriteria(rules: ScreeningRules): string[] {
  const lines: string[] = [];
  if (rules.incomeMultiple !== null) lines.push(`income of ${times(rules.incomeMultiple)} the all-in rent`);
  if (rules.creditPolicy === 'NO_MINIMUM') lines.push('no minimum credit score');
  else if (rules.creditPolicy === 'MINIMUM' && rules.minimumCreditScore !== null)
    lines.push(`minimum credit score of ${rules.minimumCreditScore}`);
  const history = (what: string, policy: HistoryPolicy | null, wait: number | null) => {
    if (policy === 'ACCEPTED_ALWAYS') lines.push(`${what} accepted`);
    else if (policy === 'NEVER') lines.push(`${what} not accepted`);
    else if (policy === 'AFTER_YEARS' && wait !== null) lines.push(`${what} accepted after ${years(wait)}`);
  };
  history('broken leases', rules.brokenLeasePolicy, rules.brokenLeaseYears);
  history('evictions', rules.evictionPolicy, rules.evictionYears);
  if (rules.criminalPolicy === 'CASE_BY_CASE') lines.push('criminal history reviewed case by case');
  else if (rules.criminalPolicy === 'NONE_ACCEPTED') lines.push('criminal history not accepted');
  else if (rules.criminalPolicy === 'FELONIES_AFTER_YEARS' && rules.criminalYears !== null)
    lines.push(`felonies accepted after ${years(rules.criminalYears)}`);
  if (rules.acceptsVouchers !== null)
    lines.push(rules.acceptsVouchers ? 'housing vouchers accepted' : 'housing vouchers not accepted');
  if (rules.coSignerAccepted) lines.push('co-signers accepted');
  return lines;
}
