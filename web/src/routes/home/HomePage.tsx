// docs/product.md section 2 (Home): intro video, a 1-2-3 process teaser, a blockbuster-deals teaser, a database
// teaser and a rotating testimonials block.
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
import { formatCount, formatPrice } from '../../lib/format';
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
  usePageTitle('Free Apartment Locating in San Antonio');
  const initialRef = useLoaderData<PreloadedQuery<HomePageQuery>>();
  const [queryRef] = useQueryLoader<HomePageQuery>(homePageQuery, initialRef);
  return (
    <div className="home">
      <IntroVideo />
      <section className="section" aria-labelledby="process-heading">
        <div className="section__header">
          <h2 id="process-heading" className="section__title">
            Our 1-2-3 process
          </h2>
          <Link to={paths.process} className="section__link">
            How it works
          </Link>
        </div>
        <ProcessSteps limit={3} />
      </section>
      <ErrorBoundary
        fallback={(error) => <p className="error-text section">{error.message || ERROR_MESSAGES.generic}</p>}
      >
        <Suspense fallback={<Spinner label="Loading deals..." />}>
          {queryRef && <HomeData queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
      <Testimonials />
    </div>
  );
}

function HomeData({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
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
            Blockbuster deals
          </h2>
          <Link to={paths.blockBusterDeals} className="section__link">
            See all deals
          </Link>
        </div>
        {deals.length === 0 ? (
          <p className="empty-state">No blockbuster deals available</p>
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
          Our San Antonio apartment database
        </h2>
        <dl className="stats">
          <div className="stats__item">
            <dt>Apartment communities</dt>
            <dd>{formatCount(totalCount)}</dd>
          </div>
          <div className="stats__item">
            <dt>Floorplans</dt>
            <dd>{formatCount(totalFloorplans)}</dd>
          </div>
          <div className="stats__item">
            <dt>Rents from</dt>
            <dd>{lowestMinPrice != null ? `${formatPrice(lowestMinPrice)}/mo` : 'Ask us'}</dd>
          </div>
          <div className="stats__item">
            <dt>Areas covered</dt>
            <dd>12</dd>
          </div>
        </dl>
        <Link to={paths.search} className="button button--primary button--large">
          Browse All Apartments
        </Link>
      </section>
    </>
  );
}
