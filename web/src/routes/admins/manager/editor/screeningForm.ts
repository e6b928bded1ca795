// The Screening section's form (docs/contract.md "Who qualifies"): what the admin types, read into the rules
// setApartmentScreening takes, checked with the server's own rule table (domain/screening-rules.ts). A blank or
// "Not stated" is a rule the property has not stated (null). The application and admin fees are not typed here: they
// are the fee table's rows (domain/screening-fees.ts), shown with the criteria.
import type { ScreeningRulesData } from '../../../../components/screening/screeningRules';
import {
  SCREENING_NUMBER_LIMITS,
  screeningRuleErrors,
  type CREDIT_POLICIES,
  type CRIMINAL_POLICIES,
  type HistoryPolicy,
  type ID_REQUIREMENTS,
  type ScreeningRulesInput,
} from '../../../../lib/domain';

type CreditPolicy = (typeof CREDIT_POLICIES)[number];
type CriminalPolicy = (typeof CRIMINAL_POLICIES)[number];
type IdRequirement = (typeof ID_REQUIREMENTS)[number];
/** A yes-or-no rule: '' when the property has not stated it. */
export type Stated = '' | 'yes' | 'no';

export interface ScreeningDraft {
  incomeMultiple: string;
  creditPolicy: CreditPolicy | '';
  minimumCreditScore: string;
  brokenLeasePolicy: HistoryPolicy | '';
  brokenLeaseYears: string;
  evictionPolicy: HistoryPolicy | '';
  evictionYears: string;
  criminalPolicy: CriminalPolicy | '';
  criminalYears: string;
  coSignerAccepted: Stated;
  guarantorServicesAccepted: Stated;
  acceptsVouchers: Stated;
  ssnOrItin: IdRequirement | '';
}

export const NOT_STATED = 'Not stated';

export const CREDIT_POLICY_LABELS: Record<CreditPolicy, string> = {
  NO_MINIMUM: 'No minimum score',
  MINIMUM: 'A minimum score',
};
export const HISTORY_POLICY_LABELS: Record<HistoryPolicy, string> = {
  ACCEPTED_ALWAYS: 'Always accepted',
  AFTER_YEARS: 'Accepted after a number of years',
  NEVER: 'Never accepted',
};
export const CRIMINAL_POLICY_LABELS: Record<CriminalPolicy, string> = {
  CASE_BY_CASE: 'Case by case',
  FELONIES_AFTER_YEARS: 'Felonies accepted after a number of years',
  NONE_ACCEPTED: 'None accepted',
};
export const ID_REQUIREMENT_LABELS: Record<IdRequirement, string> = {
  SSN_ONLY: 'SSN only',
  SSN_OR_ITIN: 'SSN or ITIN',
};
export const STATED_LABELS: Record<Exclude<Stated, ''>, string> = { yes: 'Yes', no: 'No' };

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const stated = (value: boolean | null | undefined): Stated => (value == null ? '' : value ? 'yes' : 'no');
const oneOf = <T extends string>(labels: Record<T, string>, value: string | null | undefined): T | '' =>
  value != null && value in labels ? (value as T) : '';

/** The form of the recorded rules, or an empty one (every rule not stated) before any are recorded. */
export function screeningDraft(rules: ScreeningRulesData | null): ScreeningDraft {
  return {
    incomeMultiple: text(rules?.incomeMultiple),
    creditPolicy: oneOf(CREDIT_POLICY_LABELS, rules?.creditPolicy),
    minimumCreditScore: text(rules?.minimumCreditScore),
    brokenLeasePolicy: oneOf(HISTORY_POLICY_LABELS, rules?.brokenLeasePolicy),
    brokenLeaseYears: text(rules?.brokenLeaseYears),
    evictionPolicy: oneOf(HISTORY_POLICY_LABELS, rules?.evictionPolicy),
    evictionYears: text(rules?.evictionYears),
    criminalPolicy: oneOf(CRIMINAL_POLICY_LABELS, rules?.criminalPolicy),
    criminalYears: text(rules?.criminalYears),
    coSignerAccepted: stated(rules?.coSignerAccepted),
    guarantorServicesAccepted: stated(rules?.guarantorServicesAccepted),
    acceptsVouchers: stated(rules?.acceptsVouchers),
    ssnOrItin: oneOf(ID_REQUIREMENT_LABELS, rules?.ssnOrItin),
  };
}

export type ScreeningErrors = Partial<Record<keyof ScreeningRulesInput, string>>;
export type ReadScreening = { ok: true; rules: ScreeningRulesInput } | { ok: false; errors: ScreeningErrors };

/**
 * The draft as the rules to send, or every field's message. A number the rule's policy does not use (the years of
 * an "always accepted" rule) is hidden in the form and sent as null.
 */
export function readScreening(draft: ScreeningDraft): ReadScreening {
  const errors: ScreeningErrors = {};
  const number = (
    field: 'incomeMultiple' | 'minimumCreditScore' | `${'brokenLease' | 'eviction' | 'criminal'}Years`,
  ) => {
    const value = draft[field].trim();
    if (value === '') return null;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) {
      errors[field] = `${SCREENING_NUMBER_LIMITS[field].label} must be a number`;
      return null;
    }
    return parsed;
  };
  const yesNo = (value: Stated) => (value === '' ? null : value === 'yes');
  const rules: ScreeningRulesInput = {
    incomeMultiple: number('incomeMultiple'),
    creditPolicy: draft.creditPolicy || null,
    minimumCreditScore: draft.creditPolicy === 'MINIMUM' ? number('minimumCreditScore') : null,
    brokenLeasePolicy: draft.brokenLeasePolicy || null,
    brokenLeaseYears: draft.brokenLeasePolicy === 'AFTER_YEARS' ? number('brokenLeaseYears') : null,
    evictionPolicy: draft.evictionPolicy || null,
    evictionYears: draft.evictionPolicy === 'AFTER_YEARS' ? number('evictionYears') : null,
    criminalPolicy: draft.criminalPolicy || null,
    criminalYears: draft.criminalPolicy === 'FELONIES_AFTER_YEARS' ? number('criminalYears') : null,
    coSignerAccepted: yesNo(draft.coSignerAccepted),
    guarantorServicesAccepted: yesNo(draft.guarantorServicesAccepted),
    acceptsVouchers: yesNo(draft.acceptsVouchers),
    ssnOrItin: draft.ssnOrItin || null,
  };
  // A field the form could not read keeps its own message; the rule table speaks for the others.
  const all = { ...screeningRuleErrors(rules), ...errors };
  return Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, rules };
}
