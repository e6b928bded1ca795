// docs/product.md section 2 (Home): intro video, a 1-2-3 process teaser, a blockbuster-deals teaser, a database
// teaser and a rotating testimonials block.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { ApartmentCard } from '../../components/ApartmentCard';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ProcessSteps } from '../../components/ProcessSteps';
import { Spinner } from '../../components/Spinner';
import { Testimonials } from '../../components/Testimonials';
import { ERROR_MESSAGES } from '../../lib/domain';
import { formatCount, formatRentDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';
import { IntroVideo } from './IntroVideo';

const homePageQuery = graphql`
  query HomePageQuery {
    # A teaser: enough highlights to pick the promoted ones from, however large the catalogue.
    highlights(first: 24) {
      id
      promotion
      ...ApartmentCard_apartment
    }
    apartments(first: 1) {
      totalCount
      totalFloorplans
      lowestMinPrice
    }
  }
`;

/** Deal cards shown on the home page; the deals page has them all. */
const DEALS_TEASER_COUNT = 4;

export function loader({ context }: LoaderFunctionArgs): PreloadedQuery<HomePageQuery> {
  return preload<HomePageQuery>(homePageQuery, {}, undefined, context);
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Free Apartment Locating in San Antonio`);
  const initialRef = useLoaderData<PreloadedQuery<HomePageQuery>>();
  const [queryRef] = useQueryLoader<HomePageQuery>(homePageQuery, initialRef);
  return (
    <div className="home">
      <IntroVideo />
      <section className="section" aria-labelledby="process-heading">
        <div className="section__header">
          <h2 id="process-heading" className="section__title">
            <Trans>Our 1-2-3 process</Trans>
          </h2>
          <Link to={paths.process} className="section__link">
            <Trans>How it works</Trans>
          </Link>
        </div>
        <ProcessSteps limit={3} />
      </section>
      <ErrorBoundary
        fallback={(error) => <p className="error-text section">{error.message || ERROR_MESSAGES.generic}</p>}
      >
        <Suspense fallback={<Spinner label={t`Loading deals...`} />}>
          {queryRef && <HomeData queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
      <Testimonials />
    </div>
  );
}

function HomeData({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  const { t } = useLingui();
  // The teaser is about deals: promoted apartments first, then the other highlights.
  const deals = [...data.highlights.filter((a) => a.promotion), ...data.highlights.filter((a) => !a.promotion)].slice(
    0,
    DEALS_TEASER_COUNT,
  );
  const { totalCount, totalFloorplans, lowestMinPrice } = data.apartments;
  return (
    <>
      <section className="section" aria-labelledby="deals-heading">
        <div className="section__header">
          <h2 id="deals-heading" className="section__title">
            <Trans>Blockbuster deals</Trans>
          </h2>
          <Link to={paths.blockBusterDeals} className="section__link">
            <Trans>See all deals</Trans>
          </Link>
        </div>
        {deals.length === 0 ? (
          <p className="empty-state">
            <Trans>No blockbuster deals available</Trans>
          </p>
        ) : (
          <ul className="card-grid card-grid--auto">
            {deals.map((apartment) => (
              <li key={apartment.id}>
                <ApartmentCard apartment={apartment} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="section database-teaser" aria-labelledby="database-heading">
        <h2 id="database-heading" className="section__title">
          <Trans>Our San Antonio apartment database</Trans>
        </h2>
        <dl className="stats">
          <div className="stats__item">
            <dt>
              <Trans>Apartment communities</Trans>
            </dt>
            <dd>{formatCount(totalCount)}</dd>
          </div>
          <div className="stats__item">
            <dt>
              <Trans>Floorplans</Trans>
            </dt>
            <dd>{formatCount(totalFloorplans)}</dd>
          </div>
          <div className="stats__item">
            <dt>
              <Trans>Rents from</Trans>
            </dt>
            <dd>{lowestMinPrice != null ? t`${formatRentDollars(lowestMinPrice)}/mo` : t`Ask us`}</dd>
          </div>
          <div className="stats__item">
            <dt>
              <Trans>Areas covered</Trans>
            </dt>
            <dd>12</dd>
          </div>
        </dl>
        <Link to={paths.search} className="button button--primary button--large">
          <Trans>Browse All Apartments</Trans>
        </Link>
      </section>
    </>
  );
}
