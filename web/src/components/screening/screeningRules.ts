// A property's stated screening rules, read whole by the views that show them (the apartment page's stated
// criteria) and the form that edits them (the listing editor's Screening section): one selection, so the two cannot
// read different rules. Inline, so plain functions read it.
import type { I18n } from '@lingui/core';
import { formatFeeCents, formatMultiple } from '../../lib/format';
import { msg, plural } from '@lingui/core/macro';
import { graphql, readInlineData } from 'react-relay';
import type {
  screeningRules_screening$data,
  screeningRules_screening$key,
} from '../../__generated__/screeningRules_screening.graphql';

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

/** Each rule in neutral words for renters, in the order they ask about them; "Not stated" for a rule left empty. */
export function statedCriteriaRows(rules: ScreeningRulesData, i18n: I18n): [string, string][] {
  const notStated = i18n._(msg`Not stated`);
  const yes = i18n._(msg`Accepted`);
  const no = i18n._(msg`Not accepted`);
  const accepted = (value: boolean | null | undefined) => (value == null ? notStated : value ? yes : no);
  const history = (policy: string | null | undefined, wait: number | null | undefined): string => {
    if (policy === 'ACCEPTED_ALWAYS') return yes;
    if (policy === 'NEVER') return no;
    if (policy === 'AFTER_YEARS' && wait != null)
      return i18n._(msg`${plural(wait, { one: 'Accepted after # year', other: 'Accepted after # years' })}`);
    return notStated;
  };
  const minimum = rules.minimumCreditScore;
  const credit =
    rules.creditPolicy === 'NO_MINIMUM'
      ? i18n._(msg`No minimum score`)
      : rules.creditPolicy === 'MINIMUM' && minimum != null
        ? i18n._(msg`Minimum score of ${minimum}`)
        : notStated;
  const felonyYears = rules.criminalYears;
  const criminal =
    rules.criminalPolicy === 'CASE_BY_CASE'
      ? i18n._(msg`Reviewed case by case`)
      : rules.criminalPolicy === 'NONE_ACCEPTED'
        ? no
        : rules.criminalPolicy === 'FELONIES_AFTER_YEARS' && felonyYears != null
          ? i18n._(
              msg`${plural(felonyYears, { one: 'Felonies accepted after # year', other: 'Felonies accepted after # years' })}`,
            )
          : notStated;
  const ids =
    rules.ssnOrItin === 'SSN_ONLY'
      ? i18n._(msg`SSN required`)
      : rules.ssnOrItin === 'SSN_OR_ITIN'
        ? i18n._(msg`SSN or ITIN`)
        : notStated;
  const money = (cents: number | null | undefined) => (cents == null ? notStated : formatFeeCents(cents));
  const multiple = rules.incomeMultiple == null ? null : formatMultiple(rules.incomeMultiple);
  return [
    [i18n._(msg`Income`), multiple == null ? notStated : i18n._(msg`${multiple}x the all-in monthly rent`)],
    [i18n._(msg`Credit score`), credit],
    [i18n._(msg`Broken leases`), history(rules.brokenLeasePolicy, rules.brokenLeaseYears)],
    [i18n._(msg`Evictions`), history(rules.evictionPolicy, rules.evictionYears)],
    [i18n._(msg`Criminal history`), criminal],
    [i18n._(msg`Co-signers`), accepted(rules.coSignerAccepted)],
    [i18n._(msg`Guarantor services`), accepted(rules.guarantorServicesAccepted)],
    [i18n._(msg`Housing vouchers`), accepted(rules.acceptsVouchers)],
    [i18n._(msg`SSN or ITIN`), ids],
    [i18n._(msg`Application fee`), money(rules.applicationFeeCents)],
    [i18n._(msg`Admin fee`), money(rules.adminFeeCents)],
  ];
}
