// docs/contract.md "Who qualifies": the property's stated screening rules, in neutral words, each rule the property
// has not stated saying so, with when the rules were last confirmed. The property decides; we only report its rules.
import { graphql, useFragment } from 'react-relay';
import type {
  ApartmentCriteria_apartment$data,
  ApartmentCriteria_apartment$key,
} from '../../__generated__/ApartmentCriteria_apartment.graphql';
import { ScreeningVerified } from '../../components/screening/ScreeningVerified';
import { formatCents } from '../../lib/domain';

const fragment = graphql`
  fragment ApartmentCriteria_apartment on Apartment {
    screening {
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
      ...ScreeningVerified_screening
    }
  }
`;

type Rules = NonNullable<ApartmentCriteria_apartment$data['screening']>;

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

/** Each rule as a row of the block, in the order renters ask about them. */
export function criteriaRows(rules: Rules): [string, string][] {
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

export function ApartmentCriteria({ apartment }: { apartment: ApartmentCriteria_apartment$key }) {
  const { screening } = useFragment(fragment, apartment);
  return (
    <section className="apartment-about" aria-labelledby="apartment-criteria-title">
      <h2 id="apartment-criteria-title" className="apartment-about__title">
        This property&apos;s stated criteria
      </h2>
      {screening ? (
        <>
          <dl className="facts">
            {criteriaRows(screening).map(([rule, value]) => (
              <div key={rule}>
                <dt>{rule}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ScreeningVerified screening={screening} />
        </>
      ) : (
        <p className="apartment-about__description">The property has not stated its criteria to us yet: ask us.</p>
      )}
    </section>
  );
}
