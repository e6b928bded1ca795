// docs/product.md section 2 (Blockbuster deals): promotional deals grouped by the fixed alphabetical list of 12
// areas; each card has ribbons and a price. Section 7: the page records an ad conversion.
import { useDomainText } from '../../lib/domainText';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { BlockbusterDealsPageQuery } from '../../__generated__/BlockbusterDealsPageQuery.graphql';
import { ApartmentCard } from '../../components/ApartmentCard';
import { cardImagePriority } from '../../components/ApartmentImage';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { useConversionOnLoad } from '../../lib/conversion';
import { ERROR_MESSAGES } from '../../lib/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { QualificationBar } from '../../components/qualification/QualificationBar';
import { loaderAnswers, useAskWithAnswers } from '../../lib/qualification/useAnswersQuery';
import { preload } from '../../relay/preload';

// The page records an ad conversion as it mounts, which reads the site configuration (lib/siteConfig.ts): asked
// for here too, it travels with the server-rendered HTML and no GraphQL request follows hydration.
const dealsQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- the conversion reads siteConfig through loadSiteConfig's query
  query BlockbusterDealsPageQuery($answers: QualificationInput) {
    siteConfig {
      publicUrl
      schedulingUrl
      leadFormUrl
      rentalFormUrl
      adsConversionId
    }
    blockbusterDeals {
      area
      apartments {
        id
        ...ApartmentCard_apartment @arguments(answers: $answers)
      }
    }
  }
`;

export function loader({ context }: LoaderFunctionArgs): PreloadedQuery<BlockbusterDealsPageQuery> {
  return preload<BlockbusterDealsPageQuery>(dealsQuery, { answers: loaderAnswers(context) }, undefined, context);
}

export function Component() {
  const { t } = useLingui();
  const text = useDomainText();
  usePageTitle(t`Blockbuster Deals`);
  useConversionOnLoad('blockbuster-deals');
  const initialRef = useLoaderData<PreloadedQuery<BlockbusterDealsPageQuery>>();
  const [queryRef, loadQuery] = useQueryLoader<BlockbusterDealsPageQuery>(dealsQuery, initialRef);
  useAskWithAnswers(queryRef, loadQuery);
  return (
    <div className="page page--wide">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>Updated daily</Trans>
        </p>
        <h1>
          <Trans>Blockbuster Deals</Trans>
        </h1>
        <p className="lead">
          <Trans>Free rent, free moves and special pricing across San Antonio, grouped by area.</Trans>
        </p>
      </header>
      <QualificationBar />
      <ErrorBoundary
        fallback={(error) => (
          <p className="error-text" role="alert">
            {error.message || text(ERROR_MESSAGES.generic)}
          </p>
        )}
      >
        <Suspense fallback={<Spinner label={t`Loading deals...`} />}>
          {queryRef && <Deals queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function areaAnchor(area: string): string {
  return `area-${area.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Deals({ queryRef }: { queryRef: PreloadedQuery<BlockbusterDealsPageQuery> }) {
  const data = usePreloadedQuery<BlockbusterDealsPageQuery>(dealsQuery, queryRef);
  const groups = data.blockbusterDeals.filter((group) => group.apartments.length > 0);
  const { t } = useLingui();
  if (groups.length === 0)
    return (
      <p className="empty-state">
        <Trans>No blockbuster deals available</Trans>
      </p>
    );
  return (
    <>
      <nav className="area-nav" aria-label={t`Areas with deals`}>
        {groups.map((group) => (
          <a key={group.area} href={`#${areaAnchor(group.area)}`} className="chip chip--link">
            {group.area} <span className="chip__count">{group.apartments.length}</span>
          </a>
        ))}
      </nav>
      {groups.map((group, groupIndex) => (
        <section
          key={group.area}
          className="deal-group"
          id={areaAnchor(group.area)}
          aria-labelledby={`${areaAnchor(group.area)}-h`}
        >
          <h2 className="deal-group__title" id={`${areaAnchor(group.area)}-h`}>
            {group.area}
          </h2>
          <ul className="card-grid card-grid--auto">
            {group.apartments.map((apartment, index) => (
              <li key={apartment.id}>
                {/* The first area's cards are the first screen. */}
                <ApartmentCard
                  apartment={apartment}
                  imagePriority={groupIndex === 0 ? cardImagePriority(index) : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
