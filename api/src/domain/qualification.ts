// Who qualifies (docs/contract.md "Who qualifies"): a renter's private answers matched against a property's stated
// screening rules. Pure: no I/O, the same words for the server and the browser. The property decides; this only
// says whether its stated rules look met ("Likely qualifies"), cannot be told ("Ask us") or look unmet ("Likely not").
import { isVerificationStale, type PetKind } from './true-cost.js';

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

export interface QualificationResult {
  verdict: QualificationVerdict;
  reasons: string[];
}

/** What one floorplan of the property costs and allows, read by the caller (catalog/true-cost.ts). */
export interface QualificationListing {
  /** The lowest all-in monthly cost of the floorplan; null without a price. */
  allInMonthlyCents: number | null;
  petsAllowed: readonly string[];
}

type Outcome = { verdict: QualificationVerdict; reason: string } | null;

const PET_WORDS: Record<PetKind, string> = { cats: 'cats', smallDogs: 'small dogs', largeDogs: 'large dogs' };
export const STALE_SCREENING_REASON = "this property's stated criteria were not verified in the last 30 days: ask us";

const times = (multiple: number) => `${Number(multiple.toFixed(2))}x`;
const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;
const pass = (reason: string): Outcome => ({ verdict: 'LIKELY', reason });
const ask = (reason: string): Outcome => ({ verdict: 'ASK', reason });
const fail = (reason: string): Outcome => ({ verdict: 'UNLIKELY', reason });

/**
 * Income against the floorplan's all-in monthly cost; exactly the multiple passes. With an accepted voucher the
 * property compares income with the renter's share of the rent, which we do not know: a shortfall is "Ask us",
 * never "Likely not". An accepted co-signer can make up a shortfall, on the co-signer's own income: "Ask us".
 */
function incomeOutcome(rules: ScreeningRules | null, answers: QualificationAnswers, allIn: number | null): Outcome {
  const multiple = rules?.incomeMultiple ?? null;
  if (multiple === null) return ask('income requirement not stated: ask us');
  if (allIn === null) return ask(`income of ${times(multiple)} the all-in rent; this floorplan's rent is not listed`);
  // Integer arithmetic in hundredths, so 3 x $1,000.00 against $3,000.00 is exact.
  const meets = answers.monthlyIncomeCents * 100 >= Math.round(multiple * 100) * allIn;
  if (meets) return pass(`income of at least ${times(multiple)} the all-in rent`);
  if (answers.hasVoucher && rules?.acceptsVouchers === true)
    return ask(
      `income under ${times(multiple)} the all-in rent; with a voucher it is compared with your share: ask us`,
    );
  if (answers.hasCoSigner && rules?.coSignerAccepted === true)
    return ask(`income under ${times(multiple)} the all-in rent; co-signers accepted`);
  return fail(`income under ${times(multiple)} the all-in rent`);
}

function creditOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  const policy = rules?.creditPolicy ?? null;
  if (policy === 'NO_MINIMUM') return pass('no minimum credit score');
  const minimum = policy === 'MINIMUM' ? (rules?.minimumCreditScore ?? null) : null;
  if (minimum === null) return ask('credit score requirement not stated: ask us');
  const band = CREDIT_SCORE_BANDS[answers.creditScoreBand];
  if (band === null) return ask(`minimum credit score of ${minimum}; your score is not known: ask us`);
  if (band[0] >= minimum) return pass(`minimum credit score of ${minimum}`);
  if (band[1] < minimum) {
    if (answers.hasCoSigner && rules?.coSignerAccepted === true)
      return ask(`credit score under the minimum of ${minimum}; co-signers accepted`);
    return fail(`credit score under the minimum of ${minimum}`);
  }
  return ask(`minimum credit score of ${minimum}, within your band: ask us`);
}

/** Broken leases and evictions: the year the stated wait ends is accepted. */
function historyOutcome(
  what: string,
  policy: HistoryPolicy | null,
  wait: number | null,
  yearsSince: number | null,
): Outcome {
  if (yearsSince === null) return null;
  if (policy === 'ACCEPTED_ALWAYS') return pass(`${what} accepted`);
  if (policy === 'NEVER') return fail(`${what} not accepted`);
  if (policy === 'AFTER_YEARS' && wait !== null)
    return yearsSince >= wait
      ? pass(`${what} accepted after ${years(wait)}`)
      : fail(`${what} accepted after ${years(wait)}`);
  return ask(`${what} policy not stated: ask us`);
}

function criminalOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  if (answers.criminalHistory === 'NONE') return null;
  const policy = rules?.criminalPolicy ?? null;
  if (policy === 'NONE_ACCEPTED') return fail('criminal history not accepted');
  if (policy === 'CASE_BY_CASE') return ask('criminal history reviewed case by case: ask us');
  const wait = rules?.criminalYears ?? null;
  if (policy === 'FELONIES_AFTER_YEARS' && wait !== null) {
    // The stated rule speaks of felonies only: a misdemeanor is the property's call.
    if (answers.criminalHistory === 'MISDEMEANOR') return ask(`felonies accepted after ${years(wait)}: ask us`);
    const since = answers.yearsSinceCriminalRecord;
    if (since === null) return ask(`felonies accepted after ${years(wait)}: ask us`);
    return since >= wait
      ? pass(`felonies accepted after ${years(wait)}`)
      : fail(`felonies accepted after ${years(wait)}`);
  }
  return ask('criminal history policy not stated: ask us');
}

function voucherOutcome(rules: ScreeningRules | null, answers: QualificationAnswers): Outcome {
  if (!answers.hasVoucher) return null;
  const accepts = rules?.acceptsVouchers ?? null;
  if (accepts === null) return ask('voucher acceptance not stated: ask us');
  return accepts ? pass('housing vouchers accepted') : fail('housing vouchers not accepted');
}

function petsOutcome(answers: QualificationAnswers, listing: QualificationListing): Outcome {
  const missing = answers.pets.filter((kind) => !listing.petsAllowed.includes(kind));
  if (answers.pets.length === 0) return null;
  return missing.length === 0
    ? pass(`${answers.pets.map((kind) => PET_WORDS[kind]).join(', ')} allowed`)
    : fail(`${missing.map((kind) => PET_WORDS[kind]).join(', ')} not allowed`);
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
      'broken leases',
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
  const reasons = outcomes.map((outcome) => outcome.reason);
  return { verdict, reasons: stale ? [STALE_SCREENING_REASON, ...reasons] : reasons };
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
