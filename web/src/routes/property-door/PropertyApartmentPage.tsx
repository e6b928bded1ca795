// /property-door/apartments/{apartmentId}/: a leasing office keeps one of its apartments true in the very sections
// staff use (docs/contract.md "The property door"): rents, fees, specials, availability and screening rules. Every save
// is the property's confirmation. Another property's apartment is refused by the server, and the page says so.
import { Suspense, useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { PropertyApartmentPageQuery } from '../../__generated__/PropertyApartmentPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { sessions } from '../../lib/session/sessionStore';
import { usePageTitle } from '../../lib/usePageTitle';
import { environment } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';
import { asRole } from '../../relay/roles';
import { AvailabilityEditor } from '../admins/manager/costs/AvailabilityEditor';
import { FeesEditor } from '../admins/manager/costs/FeesEditor';
import { SpecialsEditor } from '../admins/manager/costs/SpecialsEditor';
import { FloorplanSection } from '../admins/manager/editor/FloorplanSection';
import { ScreeningSection } from '../admins/manager/editor/ScreeningSection';
import type { SectionProps } from '../admins/manager/editor/sections';
import '../accounts/accounts.css';
import '../admins/manager/manager.css';
import { LogoutButton } from './PropertyHomePage';
import { RequireProperty } from './RequireProperty';

const apartmentQuery = graphql`
  query PropertyApartmentPageQuery($id: ID!) {
    propertyApartment(id: $id) {
      _id
      name
      ...FloorplanSection_apartment
      ...FeesEditor_apartment
      ...SpecialsEditor_apartment
      ...AvailabilityEditor_apartment
      ...ScreeningSection_apartment
    }
  }
`;

const FETCH = { fetchPolicy: 'network-only', networkCacheConfig: asRole('property') } as const;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<PropertyApartmentPageQuery> | null {
  if (!sessions.property.restore().session || !params.apartmentId) return null;
  return loadQuery<PropertyApartmentPageQuery>(environment, apartmentQuery, { id: params.apartmentId }, FETCH);
}

export function Component() {
  usePageTitle('Your apartment');
  const { apartmentId = '' } = useParams();
  const initialRef = useLoaderData<PreloadedQuery<PropertyApartmentPageQuery> | null>();
  return <RequireProperty>{() => <Editor apartmentId={apartmentId} initialRef={initialRef} />}</RequireProperty>;
}

function Editor({
  apartmentId,
  initialRef,
}: {
  apartmentId: string;
  initialRef: PreloadedQuery<PropertyApartmentPageQuery> | null;
}) {
  const [queryRef, load] = useQueryLoader<PropertyApartmentPageQuery>(apartmentQuery, initialRef);
  useEffect(() => {
    if (!queryRef) load({ id: apartmentId }, FETCH);
  }, [queryRef, load, apartmentId]);
  return (
    <div className="page">
      <p>
        <Link to="/property-door/">Your apartments</Link>
      </p>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => (
          <p role="alert" className="error-text">
            {errorMessage(error, 'Failed to load the apartment.')}
          </p>
        )}
      >
        <Suspense fallback={<Spinner label="Loading..." />}>{queryRef && <Sections queryRef={queryRef} />}</Suspense>
      </ErrorBoundary>
      <LogoutButton />
    </div>
  );
}

function Sections({ queryRef }: { queryRef: PreloadedQuery<PropertyApartmentPageQuery> }) {
  const { propertyApartment: apartment } = usePreloadedQuery<PropertyApartmentPageQuery>(apartmentQuery, queryRef);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const props: SectionProps = {
    role: 'property',
    onSaved: (text) => setNotice({ text, failed: false }),
    onError: (text) => setNotice({ text, failed: true }),
  };
  return (
    <>
      <h1>{apartment.name}</h1>
      <p>
        Each save counts as the leasing office&apos;s check.{' '}
        <Link to={`/apartment/${encodeURIComponent(apartment._id)}/filteredFloorplans/`}>See the public page</Link>
      </p>
      {notice && (
        <p role={notice.failed ? 'alert' : 'status'} className={notice.failed ? 'error-text' : 'notice'}>
          {notice.text}
        </p>
      )}
      <div className="listing-editor">
        <h2>Floorplans &amp; prices</h2>
        <FloorplanSection apartment={apartment} {...props} />
        <FeesEditor apartment={apartment} {...props} />
        <SpecialsEditor apartment={apartment} {...props} />
        <AvailabilityEditor apartment={apartment} {...props} />
        <h2>Screening</h2>
        <ScreeningSection apartment={apartment} {...props} />
      </div>
    </>
  );
}
