// /admins/{adminId}/apartment-manager/ (docs/product.md section 2): admins only; 'Loading...' until auth is known,
// then the manager or a redirect to /admins/login/. The loader starts the query of the table's first page at
// once when an admin session exists, so the table loads while the chunk renders.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import type { ApartmentListQuery } from '../../__generated__/ApartmentListQuery.graphql';
import { RequireRole } from '../../lib/session/RequireRole';
import { sessions } from '../../lib/session/sessionStore';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { environment } from '../../relay/environment';
import { asRole } from '../../relay/roles';
import '../accounts/accounts.css';
import { apartmentListQuery } from './manager/ApartmentList';
import { ApartmentManager } from './manager/ApartmentManager';
import { DEFAULT_VIEW, listVariables } from './manager/tableRows';
import './manager/manager.css';

export function loader(): PreloadedQuery<ApartmentListQuery> | null {
  if (!sessions.admin.restore().session) return null;
  return loadQuery<ApartmentListQuery>(environment, apartmentListQuery, listVariables(DEFAULT_VIEW), {
    fetchPolicy: 'network-only',
    networkCacheConfig: asRole('admin'),
  });
}

export function Component() {
  usePageTitle('Apartment Manager');
  const { adminId } = useParams();
  const initialRef = useLoaderData<PreloadedQuery<ApartmentListQuery> | null>();
  return (
    <RequireRole role="admin">
      {(session) =>
        session.id !== adminId ? (
          <Navigate to={staffPaths.apartmentManager(session.id)} replace />
        ) : (
          <ApartmentManager initialRef={initialRef} />
        )
      }
    </RequireRole>
  );
}
