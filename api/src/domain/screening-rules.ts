// Who qualifies (docs/contract.md "Who qualifies"): what staff may record as a property's screening rules. One rule
// table and one check for the server's input (services/screening.ts) and the listing editor's Screening section, so a
// bad rule gets the same words from either. Pure, without zod: the web bundle imports it.
import type { AccessibilityFeature, ID_REQUIREMENTS, ScreeningRules } from './qualification.js';

/** The rules as sent to setApartmentScreening; null is a rule the property has not stated. */
export interface ScreeningRulesInput extends Omit<ScreeningRules, 'verifiedAt'> {
  guarantorServicesAccepted: boolean | null;
  ssnOrItin: (typeof ID_REQUIREMENTS)[number] | null;
}

export type ScreeningNumberField =
  'incomeMultiple' | 'minimumCreditScore' | 'brokenLeaseYears' | 'evictionYears' | 'criminalYears';

interface NumberLimit {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Whole numbers, or two decimals (an income multiple such as 2.75). */
  readonly kind: 'whole' | 'hundredths';
}

export const SCREENING_NUMBER_LIMITS: Record<ScreeningNumberField, NumberLimit> = {
  incomeMultiple: { label: 'Income multiple', min: 1, max: 5, kind: 'hundredths' },
  minimumCreditScore: { label: 'Minimum credit score', min: 300, max: 850, kind: 'whole' },
  brokenLeaseYears: { label: 'Broken lease years', min: 1, max: 20, kind: 'whole' },
  evictionYears: { label: 'Eviction years', min: 1, max: 20, kind: 'whole' },
  criminalYears: { label: 'Criminal history years', min: 1, max: 30, kind: 'whole' },
};

function numberError(limit: NumberLimit, value: number): string | null {
  if (limit.kind === 'hundredths') {
    if (Math.abs(value * 100 - Math.round(value * 100)) >= 1e-6) return `${limit.label} has at most two decimals`;
  } else if (!Number.isInteger(value)) return `${limit.label} must be a whole number`;
  if (value < limit.min) return `${limit.label} must be at least ${limit.min}`;
  if (value > limit.max) return `${limit.label} must be at most ${limit.max}`;
  return null;
}

/** The numbers that belong to one policy: given with it, and only with it. */
const POLICY_NUMBERS: readonly {
  field: ScreeningNumberField;
  policy: 'creditPolicy' | 'brokenLeasePolicy' | 'evictionPolicy' | 'criminalPolicy';
  when: string;
  missing: string;
  unwanted: string;
}[] = [
  {
    field: 'minimumCreditScore',
    policy: 'creditPolicy',
    when: 'MINIMUM',
    missing: 'Give the minimum credit score',
    unwanted: 'A minimum credit score needs the MINIMUM policy',
  },
  {
    field: 'brokenLeaseYears',
    policy: 'brokenLeasePolicy',
    when: 'AFTER_YEARS',
    missing: 'Give the years after which broken leases are accepted',
    unwanted: 'Broken lease years need the AFTER_YEARS policy',
  },
  {
    field: 'evictionYears',
    policy: 'evictionPolicy',
    when: 'AFTER_YEARS',
    missing: 'Give the years after which evictions are accepted',
    unwanted: 'Eviction years need the AFTER_YEARS policy',
  },
  {
    field: 'criminalYears',
    policy: 'criminalPolicy',
    when: 'FELONIES_AFTER_YEARS',
    missing: 'Give the years after which felonies are accepted',
    unwanted: 'Criminal history years need the FELONIES_AFTER_YEARS policy',
  },
];

/**
 * Every broken rule's message by field: a number out of its range, or a policy without its number (a minimum score,
 * the years of an "after N years" rule) and a number without its policy. Empty when the rules can be saved.
 */
export function screeningRuleErrors(rules: ScreeningRulesInput): Partial<Record<keyof ScreeningRulesInput, string>> {
  const errors: Partial<Record<keyof ScreeningRulesInput, string>> = {};
  for (const [field, limit] of Object.entries(SCREENING_NUMBER_LIMITS) as [ScreeningNumberField, NumberLimit][]) {
    const value = rules[field];
    const message = value === null ? null : numberError(limit, value);
    if (message) errors[field] = message;
  }
  for (const { field, policy, when, missing, unwanted } of POLICY_NUMBERS) {
    if (errors[field]) continue;
    const needed = rules[policy] === when;
    if (needed && rules[field] === null) errors[field] = missing;
    else if (!needed && rules[field] !== null) errors[field] = unwanted;
  }
  return errors;
}

/** How staff and renters read each accessibility feature of a floorplan. */
export const ACCESSIBILITY_FEATURE_LABELS: Record<AccessibilityFeature, string> = {
  GROUND_FLOOR: 'Ground floor',
  ELEVATOR: 'Elevator',
  STEP_FREE_ENTRY: 'Step-free entry',
  ROLL_IN_SHOWER: 'Roll-in shower',
  GRAB_BARS: 'Grab bars',
  VISUAL_ALARMS: 'Visual alarms',
  WIDE_DOORWAYS: 'Wide doorways',
};
