// docs/product.md section 4 (Protected routes): wait until auth is ready ('Loading...'), then the page when that
// role is logged in, else a redirect to the role's login, which returns here.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { Session } from './sessionStore';
import { loginPathFor } from './staffPaths';
import { useSession } from './useSession';
import type { Role } from './sessionStore';

export function RequireRole({ role, children }: { role: Role; children: (session: Session) => ReactNode }) {
  const { authReady, session } = useSession(role);
  const location = useLocation();
  if (!authReady) return <Spinner label="Loading..." />;
  // The login returns to this page: an e-mail's link to a lead opens the lead, not the portal.
  if (!session)
    return <Navigate to={loginPathFor(role, location.pathname + location.search + location.hash)} replace />;
  return <>{children(session)}</>;
}
