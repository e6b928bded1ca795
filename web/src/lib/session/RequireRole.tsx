// docs/product.md section 4 (Protected routes): wait until auth is ready ('Loading...'), then the page when that
// role is logged in, else a redirect to the role's login.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { Session } from './sessionStore';
import { loginPathOf } from './staffPaths';
import { useSession } from './useSession';
import type { Role } from './sessionStore';

export function RequireRole({ role, children }: { role: Role; children: (session: Session) => ReactNode }) {
  const { authReady, session } = useSession(role);
  const location = useLocation();
  if (!authReady) return <Spinner label="Loading..." />;
  if (!session) return <Navigate to={loginPathOf[role]} replace state={{ from: location.pathname }} />;
  return <>{children(session)}</>;
}
