// docs/product.md section 2 (Apartment detail), routes /apartment/{aptmentId}/filteredFloorplans/ and
// /apartment/{aptmentId}/{floorplanId}/. A failed load is logged and says so, with a retry, never as the empty
// state; an apartment or floorplan that does not exist says that (docs/contract.md, One origin, these paths).
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApartmentPageQuery } from '../../__generated__/ApartmentPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { LoadFailed, NotFound } from '../../components/StatusPage';
import { Toast, useToast } from '../../components/Toast';
import { ERROR_MESSAGES, STATUS_PAGES } from '../../lib/domain';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { QualificationBadge } from '../../components/qualification/QualificationBadge';
import { QualificationBar } from '../../components/qualification/QualificationBar';
import { loaderAnswers, useAskWithAnswers } from '../../lib/qualification/useAnswersQuery';
import { hasServerRecords, loaderEnvironment, preload } from '../../relay/preload';
import { readCachedResponse, responseCacheKey } from '../../relay/responseCache';
import { ApartmentAbout } from './ApartmentAbout';
import { ApartmentCosts } from './ApartmentCosts';
import { ApartmentCriteria } from './ApartmentCriteria';
import { ApartmentGallery } from './ApartmentGallery';
import { ApartmentHeader } from './ApartmentHeader';
import { FloorplanCard } from './FloorplanCard';
import { readSelectionState, selectFloorplans } from './selectFloorplans';

const apartmentPageQuery = graphql`
  query ApartmentPageQuery($id: ID!, $answers: QualificationInput) {
    apartment(id: $id) {
      id
      _id
      displayName
      # The renter's answers as an argument, so a verdict is stored under the answers it was made for.
      qualification(answers: $answers) {
        ...QualificationBadge_result
      }
      ...ApartmentHeader_apartment
      ...ApartmentGallery_apartment
      ...ApartmentAbout_apartment
      ...ApartmentCosts_apartment
      ...ApartmentCriteria_apartment
      floorplans {
        id
        _id
        # eslint-disable-next-line relay/unused-fields -- selectFloorplans picks the floorplans to show by type
        type
        ...FloorplanCard_floorplan @arguments(answers: $answers)
      }
    }
  }
`;

export function loader({ params, context }: LoaderFunctionArgs): PreloadedQuery<ApartmentPageQuery> {
  const variables = { id: params.aptmentId ?? '', answers: loaderAnswers(context) };
  // docs/product.md section 4: a cached detail shows at once while the server's answer is on its way.
  const key = responseCacheKey('ApartmentPageQuery', variables);
  // A server-rendered page brought fresher records than the cache holds.
  const cached = key && !hasServerRecords(context) ? readCachedResponse(key) : null;
  if (cached) {
    loaderEnvironment(context).commitPayload(
      createOperationDescriptor(getRequest(apartmentPageQuery), variables),
      cached.data,
    );
    return preload<ApartmentPageQuery>(apartmentPageQuery, variables, 'store-and-network', context);
  }
  return preload<ApartmentPageQuery>(apartmentPageQuery, variables, undefined, context);
}

export function Component() {
  const { t } = useLingui();
  const initialRef = useLoaderData<PreloadedQuery<ApartmentPageQuery>>();
  const [queryRef, loadQuery] = useQueryLoader<ApartmentPageQuery>(apartmentPageQuery, initialRef);
  useAskWithAnswers(queryRef, loadQuery);
  return (
    <div className="page page--wide">
      <ErrorBoundary fallback={(error) => <LoadFailed heading={ERROR_MESSAGES.loadFloorplans} error={error} />}>
        <Suspense fallback={<Spinner label={t`Loading floorplans...`} />}>
          {queryRef && <ApartmentDetail queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function ApartmentDetail({ queryRef }: { queryRef: PreloadedQuery<ApartmentPageQuery> }) {
  const { apartment } = usePreloadedQuery<ApartmentPageQuery>(apartmentPageQuery, queryRef);
  const { floorplanId } = useParams();
  const location = useLocation();
  const [toast, showToast] = useToast();
  const { t } = useLingui();
  const displayName = apartment?.displayName;
  usePageTitle(apartment ? t`Apartment ${displayName}` : t`Apartment`);
  if (!apartment) return <NotFound {...STATUS_PAGES.apartmentNotFound} />;
  if (floorplanId && !apartment.floorplans.some((floorplan) => floorplan._id === floorplanId))
    return <NotFound {...STATUS_PAGES.floorplanNotFound} />;

  const shown = selectFloorplans(apartment.floorplans, { floorplanId, ...readSelectionState(location.state) });
  const partial = shown.length !== apartment.floorplans.length;
  const shownCount = shown.length;
  const totalCount = apartment.floorplans.length;
  return (
    <>
      <ApartmentHeader apartment={apartment} onToast={showToast} />
      <ApartmentGallery apartment={apartment} />
      <ApartmentAbout apartment={apartment} />
      <ApartmentCosts apartment={apartment} />
      <ApartmentCriteria apartment={apartment} />
      <QualificationBar />
      {apartment.qualification && <QualificationBadge result={apartment.qualification} />}
      {partial && (
        <p className="notice">
          <Trans>
            Showing {shownCount} of {totalCount} floorplans.
          </Trans>{' '}
          <Link to={paths.filteredFloorplans(apartment._id)} state={null}>
            <Trans>Show all floorplans</Trans>
          </Link>
        </p>
      )}
      {shown.length === 0 ? (
        <p className="empty-state">
          <Trans>No floorplans available.</Trans>
        </p>
      ) : (
        <div className="floorplan-grid">
          {shown.map((floorplan) => (
            <FloorplanCard
              key={floorplan.id}
              floorplan={floorplan}
              apartmentId={apartment._id}
              apartmentGlobalId={apartment.id}
              onToast={showToast}
            />
          ))}
        </div>
      )}
      <Toast message={toast} />
    </>
  );
}
