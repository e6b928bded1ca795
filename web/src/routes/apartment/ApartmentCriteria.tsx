// docs/contract.md "Who qualifies": the property's stated screening rules, in neutral words, each rule the property
// has not stated saying so, with when the rules were last confirmed. The property decides; we only report its rules.
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ApartmentCriteria_apartment$key } from '../../__generated__/ApartmentCriteria_apartment.graphql';
import { readScreeningRules, statedCriteriaRows } from '../../components/screening/screeningRules';
import { ScreeningVerified } from '../../components/screening/ScreeningVerified';

const fragment = graphql`
  fragment ApartmentCriteria_apartment on Apartment {
    screening {
      ...screeningRules_screening
      ...ScreeningVerified_screening
    }
  }
`;

export function ApartmentCriteria({ apartment }: { apartment: ApartmentCriteria_apartment$key }) {
  const { screening } = useFragment(fragment, apartment);
  const { i18n } = useLingui();
  return (
    <section className="apartment-about" aria-labelledby="apartment-criteria-title">
      <h2 id="apartment-criteria-title" className="apartment-about__title">
        <Trans>This property&apos;s stated criteria</Trans>
      </h2>
      {screening ? (
        <>
          <dl className="facts">
            {statedCriteriaRows(readScreeningRules(screening), i18n).map(([rule, value]) => (
              <div key={rule}>
                <dt>{rule}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ScreeningVerified screening={screening} />
        </>
      ) : (
        <p className="apartment-about__description">
          <Trans>The property has not stated its criteria to us yet: ask us.</Trans>
        </p>
      )}
    </section>
  );
}
