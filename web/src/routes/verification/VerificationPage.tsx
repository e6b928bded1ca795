// /agents/verification/: the agents' "Needs verification" queue (admins have it as a tab of the Apartment
// Manager). Staff pages are rendered in the browser and never indexed.
import { Suspense, useEffect } from 'react';
import { useQueryLoader } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VerificationQueueQuery } from '../../__generated__/VerificationQueueQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { Toast, useToast } from '../../components/Toast';
import { RequireRole } from '../../lib/session/RequireRole';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../relay/errors';
import { asRole } from '../../relay/roles';
import { VerificationQueue, verificationQueueQuery, VERIFICATION_PAGE_SIZE } from './VerificationQueue';
import '../accounts/accounts.css';
import '../admins/manager/manager.css';

export function Component() {
  usePageTitle('Needs Verification');
  return (
    <RequireRole role="agent">
      {(session) => (
        <div className="page staff-page">
          <header className="page__header">
            <h1>Needs Verification</h1>
            <p className="lead">
              Call the property, then confirm each floorplan&apos;s price and availability. Renters&apos; reports come
              first, then the listings checked longest ago.
            </p>
            <Link to={staffPaths.agentPortal(session.id)}>Back to the Agent Portal</Link>
          </header>
          <AgentQueue />
        </div>
      )}
    </RequireRole>
  );
}

function AgentQueue() {
  const [queryRef, loadQueue] = useQueryLoader<VerificationQueueQuery>(verificationQueueQuery);
  const [toast, showToast] = useToast();
  useEffect(() => {
    // The queue the store holds shows at once and the server's follows (other agents work it too); a confirmation
    // updates its floorplan in the store and leaves the list, with no reload.
    loadQueue(
      { limit: VERIFICATION_PAGE_SIZE },
      { fetchPolicy: 'store-and-network', networkCacheConfig: asRole('agent') },
    );
  }, [loadQueue]);
  return (
    <>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => (
          <p className="error-text" role="alert">
            {errorMessage(error, 'Failed to load the floorplans to verify.')}
          </p>
        )}
      >
        <Suspense fallback={<Spinner label="Loading..." />}>
          {queryRef && <VerificationQueue queryRef={queryRef} role="agent" onDone={showToast} onError={showToast} />}
        </Suspense>
      </ErrorBoundary>
      <Toast message={toast} />
    </>
  );
}
