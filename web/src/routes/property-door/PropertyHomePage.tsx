// /property-door/: a leasing office contact's apartments (docs/contract.md "The property door"), each opening its
// editor; nothing else of the product (leads, renters, commissions, other properties) is reachable from here.
import { Suspense, useEffect } from 'react';
import {
  graphql,
  loadQuery,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { PropertyHomePageLogoutMutation } from '../../__generated__/PropertyHomePageLogoutMutation.graphql';
import type { PropertyHomePageQuery } from '../../__generated__/PropertyHomePageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { useFormAction } from '../../lib/forms/useFormAction';
import { sessions } from '../../lib/session/sessionStore';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { environment } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';
import { asRole } from '../../relay/roles';
import { RequireProperty } from './RequireProperty';

const homeQuery = graphql`
  query PropertyHomePageQuery {
    propertyContact {
      name
      apartments {
        _id
        name
      }
    }
  }
`;

const logoutMutation = graphql`
  mutation PropertyHomePageLogoutMutation {
    logoutPropertyContact
  }
`;

const FETCH = { fetchPolicy: 'network-only', networkCacheConfig: asRole('property') } as const;

export function loader(): PreloadedQuery<PropertyHomePageQuery> | null {
  if (!sessions.property.restore().session) return null;
  return loadQuery<PropertyHomePageQuery>(environment, homeQuery, {}, FETCH);
}

export function Component() {
  usePageTitle('Your apartments');
  const initialRef = useLoaderData<PreloadedQuery<PropertyHomePageQuery> | null>();
  return <RequireProperty>{() => <Home initialRef={initialRef} />}</RequireProperty>;
}

function Home({ initialRef }: { initialRef: PreloadedQuery<PropertyHomePageQuery> | null }) {
  const [queryRef, load] = useQueryLoader<PropertyHomePageQuery>(homeQuery, initialRef);
  useEffect(() => {
    if (!queryRef) load({}, FETCH);
  }, [queryRef, load]);
  return (
    <div className="page">
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => (
          <p role="alert" className="error-text">
            {errorMessage(error, 'Failed to load your apartments.')}
          </p>
        )}
      >
        <Suspense fallback={<Spinner label="Loading..." />}>{queryRef && <Apartments queryRef={queryRef} />}</Suspense>
      </ErrorBoundary>
      <LogoutButton />
    </div>
  );
}

function Apartments({ queryRef }: { queryRef: PreloadedQuery<PropertyHomePageQuery> }) {
  const { propertyContact } = usePreloadedQuery<PropertyHomePageQuery>(homeQuery, queryRef);
  return (
    <>
      <h1>Your apartments</h1>
      <p>
        Signed in as {propertyContact.name}. Each save counts as the leasing office&apos;s check: renters see it as
        verified by the leasing office.
      </p>
      <ul>
        {propertyContact.apartments.map((apartment) => (
          <li key={apartment._id}>
            <Link to={`/property-door/apartments/${encodeURIComponent(apartment._id)}/`}>{apartment.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Ends every session of the contact on the server, then here whatever the server answered. */
export function LogoutButton() {
  const relay = useRelayEnvironment();
  const navigate = useNavigate();
  const finish = () => {
    sessions.property.logout();
    void navigate('/property-door/');
  };
  const action = useFormAction(() => commit<PropertyHomePageLogoutMutation>(relay, logoutMutation, {}, 'property'), {
    fallback: 'Logout failed.',
    onSuccess: finish,
    onError: finish,
  });
  return (
    <button type="button" className="button button--small button--secondary" onClick={() => void action.run()}>
      Sign out
    </button>
  );
}
