// docs/product.md section 2 (Apartment floorplan list): /apartment/{aptmentId}/floorplans/ and its variant
// /apartment/{aptmentId}/floorplans/{floorplanId}/ (the floorplans of one group). Titled 'Apartment {code}',
// with location, room types, a free-move tooltip and a promotion button; one card per room type. A failed load says
// so with a retry; an apartment or floorplan that does not exist says that (docs/contract.md, One origin, these paths).
import { useDomainText } from '../../lib/domainText';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { FloorplansPageQuery } from '../../__generated__/FloorplansPageQuery.graphql';
import { AppointmentModal } from '../../components/AppointmentModal';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { LoadFailed, NotFound } from '../../components/StatusPage';
import { ERROR_MESSAGES, STATUS_PAGES } from '../../lib/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';
import { FloorplansHeader } from './FloorplansHeader';
import { RoomTypeCard } from './RoomTypeCard';
import { groupByRoomType, readFilteredFloorPlans } from './groupByRoomType';

const floorplansPageQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- groupByRoomType and RoomTypeCard read the floorplans as plain values
  query FloorplansPageQuery($id: ID!) {
    apartment(id: $id) {
      _id
      displayName
      ...FloorplansHeader_apartment
      floorplans {
        ...groupByRoomType_floorplan
      }
    }
  }
`;

export function loader({ params, context }: LoaderFunctionArgs): PreloadedQuery<FloorplansPageQuery> {
  return preload<FloorplansPageQuery>(floorplansPageQuery, { id: params.aptmentId ?? '' }, undefined, context);
}

export function Component() {
  const { t } = useLingui();
  const initialRef = useLoaderData<PreloadedQuery<FloorplansPageQuery>>();
  const [queryRef] = useQueryLoader<FloorplansPageQuery>(floorplansPageQuery, initialRef);
  return (
    <div className="page page--wide">
      <ErrorBoundary fallback={(error) => <LoadFailed heading={ERROR_MESSAGES.loadFloorplans} error={error} />}>
        <Suspense fallback={<Spinner label={t`Loading floorplans...`} />}>
          {queryRef && <FloorplanList queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
      <AppointmentModal />
    </div>
  );
}

function FloorplanList({ queryRef }: { queryRef: PreloadedQuery<FloorplansPageQuery> }) {
  const { apartment } = usePreloadedQuery<FloorplansPageQuery>(floorplansPageQuery, queryRef);
  const { floorplanId } = useParams();
  const location = useLocation();
  const { t } = useLingui();
  const text = useDomainText();
  const displayName = apartment?.displayName;
  usePageTitle(apartment ? t`Apartment ${displayName}` : t`Apartment`);
  if (!apartment) return <NotFound {...STATUS_PAGES.apartmentNotFound} />;

  const restrictTo = floorplanId ? [floorplanId] : readFilteredFloorPlans(location.state);
  const groups = groupByRoomType(apartment.floorplans, restrictTo);
  // A floorplan in the path that the apartment does not have: no group holds it.
  if (floorplanId && groups.length === 0) return <NotFound {...STATUS_PAGES.floorplanNotFound} />;

  return (
    <>
      <FloorplansHeader apartment={apartment} roomTypes={groups.map((group) => text(group.label))} />
      {groups.length === 0 ? (
        <p className="empty-state">
          <Trans>No floorplan found for this apartment.</Trans>
        </p>
      ) : (
        <ul className="card-grid card-grid--auto">
          {groups.map((group) => (
            <li key={group.type}>
              <RoomTypeCard apartmentId={apartment._id} group={group} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
