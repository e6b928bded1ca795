// docs/contract.md "Where an apartment is": what the building is like, in the admin's words (the property named by its
// display name), and where it roughly is: the area names renters search by (docs/product.md section 2), never the
// street address, which is staff only.
import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { useLocale } from '../../i18n';
import { SOURCE_LOCALE } from '../../lib/domain';
import type { ApartmentAbout_apartment$key } from '../../__generated__/ApartmentAbout_apartment.graphql';

const fragment = graphql`
  fragment ApartmentAbout_apartment on Apartment {
    displayDescription
    yearBuilt
    location
  }
`;

export function ApartmentAbout({ apartment }: { apartment: ApartmentAbout_apartment$key }) {
  const data = useFragment(fragment, apartment);
  const locale = useLocale();
  const description = data.displayDescription?.trim();
  const yearBuilt = data.yearBuilt;
  if (!description && data.yearBuilt == null && data.location.length === 0) return null;
  return (
    <section className="apartment-about" aria-labelledby="apartment-about-title">
      <h2 id="apartment-about-title" className="apartment-about__title">
        <Trans>About this apartment</Trans>
      </h2>
      <dl className="facts">
        {data.location.length > 0 && (
          <div>
            <dt>
              <Trans>Area</Trans>
            </dt>
            <dd>{data.location.join(', ')}</dd>
          </div>
        )}
        {data.yearBuilt != null && (
          <div>
            <dt>
              <Trans>Year</Trans>
            </dt>
            <dd>
              <Trans>Built {yearBuilt}</Trans>
            </dd>
          </div>
        )}
      </dl>
      {description && locale !== SOURCE_LOCALE && (
        <p className="fine-print">
          <Trans>The property&apos;s description, in English:</Trans>
        </p>
      )}
      {description && (
        <p className="apartment-about__description" lang={SOURCE_LOCALE}>
          {description}
        </p>
      )}
    </section>
  );
}
