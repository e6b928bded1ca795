// A property's stated screening rules, read whole by the views that show them (the apartment page's stated
// criteria) and the form that edits them (the listing editor's Screening section): one selection, so the two cannot
// read different rules. Inline, so plain functions read it.
import { graphql, readInlineData } from 'react-relay';
import type {
  screeningRules_screening$data,
  screeningRules_screening$key,
} from '../../__generated__/screeningRules_screening.graphql';
import { formatCents } from '../../lib/domain';

const rulesFragment = graphql`
  fragment screeningRules_screening on Screening @inline {
    incomeMultiple
    creditPolicy
    minimumCreditScore
    brokenLeasePolicy
    brokenLeaseYears
    evictionPolicy
    evictionYears
    criminalPolicy
    criminalYears
    coSignerAccepted
    guarantorServicesAccepted
    acceptsVouchers
    ssnOrItin
    applicationFeeCents
    adminFeeCents
  }
`;

export type ScreeningRulesData = screeningRules_screening$data;
export type ScreeningRulesKey = screeningRules_screening$key;

export const readScreeningRules = (rules: ScreeningRulesKey): ScreeningRulesData =>
  readInlineData(rulesFragment, rules);

const NOT_STATED = 'Not stated';
const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;
const accepted = (value: boolean | null | undefined) =>
  value == null ? NOT_STATED : value ? 'Accepted' : 'Not accepted';

function history(policy: string | null | undefined, wait: number | null | undefined): string {
  if (policy === 'ACCEPTED_ALWAYS') return 'Accepted';
  if (policy === 'NEVER') return 'Not accepted';
  if (policy === 'AFTER_YEARS' && wait != null) return `Accepted after ${years(wait)}`;
  return NOT_STATED;
}

/** Each rule in neutral words for renters, in the order they ask about them; "Not stated" for a rule left empty. */
export function statedCriteriaRows(rules: ScreeningRulesData): [string, string][] {
  const credit =
    rules.creditPolicy === 'NO_MINIMUM'
      ? 'No minimum score'
      : rules.creditPolicy === 'MINIMUM' && rules.minimumCreditScore != null
        ? `Minimum score of ${rules.minimumCreditScore}`
        : NOT_STATED;
  const criminal =
    rules.criminalPolicy === 'CASE_BY_CASE'
      ? 'Reviewed case by case'
      : rules.criminalPolicy === 'NONE_ACCEPTED'
        ? 'Not accepted'
        : rules.criminalPolicy === 'FELONIES_AFTER_YEARS' && rules.criminalYears != null
          ? `Felonies accepted after ${years(rules.criminalYears)}`
          : NOT_STATED;
  const ids =
    rules.ssnOrItin === 'SSN_ONLY' ? 'SSN required' : rules.ssnOrItin === 'SSN_OR_ITIN' ? 'SSN or ITIN' : NOT_STATED;
  const money = (cents: number | null | undefined) => (cents == null ? NOT_STATED : formatCents(cents));
  return [
    [
      'Income',
      rules.incomeMultiple == null ? NOT_STATED : `${Number(rules.incomeMultiple.toFixed(2))}x the all-in monthly rent`,
    ],
    ['Credit score', credit],
    ['Broken leases', history(rules.brokenLeasePolicy, rules.brokenLeaseYears)],
    ['Evictions', history(rules.evictionPolicy, rules.evictionYears)],
    ['Criminal history', criminal],
    ['Co-signers', accepted(rules.coSignerAccepted)],
    ['Guarantor services', accepted(rules.guarantorServicesAccepted)],
    ['Housing vouchers', accepted(rules.acceptsVouchers)],
    ['SSN or ITIN', ids],
    ['Application fee', money(rules.applicationFeeCents)],
    ['Admin fee', money(rules.adminFeeCents)],
  ];
}
