// docs/product.md section 2 (Apartment Manager) and section 4 (create/edit/delete flows): the search, the table,
// the listing editor (whose Details section is the Add/Edit dialog) and deletes; an add or a delete is followed by
// a fresh list, an edit updates its row from the save's answer; plus the pending admin signups and the
// audit trail on their own tabs. The table asks the server for one page of the current view (search, header
// filters, sort, page); a new view keeps the previous rows on screen until its page arrives.
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { useQueryLoader, useRelayEnvironment, graphql, type PreloadedQuery } from 'react-relay';
import type { ApartmentListQuery } from '../../../__generated__/ApartmentListQuery.graphql';
import type { ApartmentManagerDeleteMutation } from '../../../__generated__/ApartmentManagerDeleteMutation.graphql';
import type { ApiKeysQuery } from '../../../__generated__/ApiKeysQuery.graphql';
import type { AuditTrailQuery } from '../../../__generated__/AuditTrailQuery.graphql';
import type { PendingAdminsQuery } from '../../../__generated__/PendingAdminsQuery.graphql';
import type { AgentsQuery } from '../../../__generated__/AgentsQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/Spinner';
import { NAME_MAX_LENGTH } from '../../../lib/domain';
import { sessions } from '../../../lib/session/sessionStore';
import { staffPaths } from '../../../lib/session/staffPaths';
import { useFlash } from '../../../lib/session/useFlash';
import { useFormAction } from '../../../lib/forms/useFormAction';
import { commit } from '../../../relay/commit';
import { GraphQLRequestError } from '../../../relay/environment';
import { errorMessage, isAuthError } from '../../../relay/errors';
import { asRole } from '../../../relay/roles';
import type { AddedApartment } from './editor/DetailsSection';
import { ListingEditorDialog, type EditorTarget } from './editor/ListingEditorDialog';
import { apartmentListQuery, ApartmentList } from './ApartmentList';
import { ApiKeys, apiKeysQuery } from './ApiKeys';
import { Feeds, feedsQuery } from './Feeds';
import type { FeedsQuery } from '../../../__generated__/FeedsQuery.graphql';
import { AuditTrail, auditTrailQuery, AUDIT_TRAIL_PAGE_SIZE } from './AuditTrail';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { MANAGER_MESSAGES } from './messages';
import { PendingAdmins, pendingAdminsQuery } from './PendingAdmins';
import { Agents, agentsQuery } from './Agents';
import type { VerificationQueueQuery } from '../../../__generated__/VerificationQueueQuery.graphql';
import {
  VerificationQueue,
  verificationQueueQuery,
  VERIFICATION_PAGE_SIZE,
} from '../../verification/VerificationQueue';
import { Snackbar, useSnackbar } from './Snackbar';
import { DEFAULT_VIEW, listVariables, withChange, type TableView } from './tableRows';
import { Toasts, useToasts } from './Toasts';
import { StaffLinks } from '../../../components/staff/StaffLinks';

const deleteMutation = graphql`
  mutation ApartmentManagerDeleteMutation($id: ID!) {
    deleteApartment(id: $id) {
      deletedId
    }
  }
`;

// A page of the table, a tab's list: which rows it holds changes with every admin's adds and deletes, so these read the
// server. A change to one apartment needs no read: its save answers the apartment and the store updates its row.
const ADMIN_NETWORK = { fetchPolicy: 'network-only', networkCacheConfig: asRole('admin') } as const;

type Tab = 'apartments' | 'verification' | 'pending' | 'agents' | 'audit' | 'keys' | 'feeds';
const TABS: { id: Tab; label: string }[] = [
  { id: 'apartments', label: 'Apartments' },
  { id: 'verification', label: 'Needs Verification' },
  { id: 'pending', label: 'Pending Admins' },
  { id: 'agents', label: 'Agents' },
  { id: 'audit', label: 'Audit Trail' },
  { id: 'keys', label: 'API Keys' },
  { id: 'feeds', label: 'Feeds' },
];

export function ApartmentManager({ initialRef }: { initialRef: PreloadedQuery<ApartmentListQuery> | null }) {
  const environment = useRelayEnvironment();
  const [listRef, loadList] = useQueryLoader<ApartmentListQuery>(apartmentListQuery, initialRef);
  const [pendingRef, loadPending] = useQueryLoader<PendingAdminsQuery>(pendingAdminsQuery);
  const [agentsRef, loadAgents] = useQueryLoader<AgentsQuery>(agentsQuery);
  const [auditRef, loadAudit] = useQueryLoader<AuditTrailQuery>(auditTrailQuery);
  const [keysRef, loadKeys] = useQueryLoader<ApiKeysQuery>(apiKeysQuery);
  const [feedsRef, loadFeeds] = useQueryLoader<FeedsQuery>(feedsQuery);
  const [queueRef, loadQueue] = useQueryLoader<VerificationQueueQuery>(verificationQueueQuery);
  const [, startTransition] = useTransition();
  const [viewPending, startViewTransition] = useTransition();
  const [tab, setTab] = useState<Tab>('apartments');
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  // The apartment just added: shown first and marked until the admin changes the view, since its own place in the
  // order is often on another page.
  const [added, setAdded] = useState<AddedApartment | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [toasts, pushToast] = useToasts();
  const [snackbar, showSnackbar, closeSnackbar] = useSnackbar();
  const searchId = useId();

  const success = useCallback((message: string) => pushToast('success', message), [pushToast]);
  /** docs/product.md section 8: an error shows as a toast and in the snackbar. */
  const failure = useCallback(
    (message: string) => {
      pushToast('error', message);
      showSnackbar(message);
    },
    [pushToast, showSnackbar],
  );
  useFlash(success);

  // docs/product.md section 8's 'Apartments fetched successfully!' follows the first load and the reload after each
  // change, not every search keystroke, sort or page.
  const announceLoad = useRef(true);
  const onListLoaded = useCallback(() => {
    if (!announceLoad.current) return;
    announceLoad.current = false;
    success(MANAGER_MESSAGES.fetched);
  }, [success]);

  const refresh = useCallback(() => {
    announceLoad.current = true;
    startTransition(() => loadList(listVariables(view), ADMIN_NETWORK));
  }, [loadList, view]);
  const changeView = useCallback(
    (next: TableView) => {
      setView(next);
      setAdded(null);
      startViewTransition(() => loadList(listVariables(next), ADMIN_NETWORK));
    },
    [loadList],
  );
  useEffect(() => {
    if (!listRef) loadList(listVariables(DEFAULT_VIEW), ADMIN_NETWORK);
  }, [listRef, loadList]);

  const openTab = (next: Tab) => {
    setTab(next);
    if (next === 'pending') loadPending({}, ADMIN_NETWORK);
    if (next === 'agents') loadAgents({}, ADMIN_NETWORK);
    if (next === 'audit') loadAudit({ first: AUDIT_TRAIL_PAGE_SIZE }, ADMIN_NETWORK);
    if (next === 'keys') loadKeys({}, ADMIN_NETWORK);
    if (next === 'feeds') loadFeeds({}, ADMIN_NETWORK);
    if (next === 'verification') loadQueue({ limit: VERIFICATION_PAGE_SIZE }, ADMIN_NETWORK);
  };

  // A new apartment joins the list: the list is read again (and announced), the new row shown first.
  const onAdded = (apartment: AddedApartment) => {
    setAdded(apartment);
    refresh();
  };

  const remove = useFormAction(
    async (id: string) => {
      await commit<ApartmentManagerDeleteMutation>(environment, deleteMutation, { id }, 'admin');
      if (added?.id === id) setAdded(null);
      success(MANAGER_MESSAGES.deleted);
      refresh();
    },
    {
      fallback: (error) =>
        error instanceof GraphQLRequestError
          ? errorMessage(error, MANAGER_MESSAGES.deleteFailed)
          : MANAGER_MESSAGES.deleteUnexpected,
      onError: failure,
    },
  );
  const deletingId = remove.pending?.[0] ?? null;
  const confirmDelete = () => {
    if (!toDelete) return;
    setToDelete(null);
    void remove.run(toDelete.id);
  };

  return (
    <div className="page page--wide staff-page manager">
      <header className="page__header manager__header">
        <h1>Apartment Manager</h1>
        <StaffLinks
          links={[
            { to: staffPaths.adminLeads, label: 'Leads' },
            { to: '/admins/commissions/', label: 'Commissions' },
            { to: '/admins/outbox/', label: 'Outbox' },
          ]}
        />
        <div role="tablist" aria-label="Admin sections" className="tabs">
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`panel-${item.id}`}
              className="tabs__tab"
              onClick={() => openTab(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </header>

      <section id="panel-apartments" role="tabpanel" aria-labelledby="tab-apartments" hidden={tab !== 'apartments'}>
        <div className="manager__toolbar">
          <div className="manager__search">
            <label className="visually-hidden" htmlFor={searchId}>
              Search by name
            </label>
            <input
              id={searchId}
              className="input"
              type="search"
              placeholder="Search by name"
              maxLength={NAME_MAX_LENGTH}
              value={view.search}
              onChange={(event) => changeView(withChange(view, { search: event.target.value }))}
            />
          </div>
          <button type="button" className="button button--primary" onClick={() => setEditing({ mode: 'add' })}>
            Add New Apartment
          </button>
        </div>
        <ErrorBoundary resetKey={listRef} fallback={(error) => <ListFailure error={error} onFailure={failure} />}>
          <Suspense fallback={<Spinner label={MANAGER_MESSAGES.loading} />}>
            {listRef ? (
              <ApartmentList
                queryRef={listRef}
                view={view}
                onViewChange={changeView}
                busy={viewPending}
                deletingId={deletingId}
                added={added}
                onEdit={(apartment) => setEditing({ mode: 'edit', id: apartment.id })}
                onDelete={setToDelete}
                onCosts={(apartment) => setEditing({ mode: 'edit', id: apartment.id, section: 'fees' })}
                onLoaded={onListLoaded}
                onError={failure}
              />
            ) : (
              <Spinner label={MANAGER_MESSAGES.loading} />
            )}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section
        id="panel-verification"
        role="tabpanel"
        aria-labelledby="tab-verification"
        hidden={tab !== 'verification'}
      >
        <h2 className="visually-hidden">Needs Verification</h2>
        <ErrorBoundary
          resetKey={queueRef}
          fallback={(error) => (
            <ListFailure error={error} onFailure={failure} fallback="Failed to load the floorplans to verify." />
          )}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {queueRef && <VerificationQueue queryRef={queueRef} role="admin" onDone={success} onError={failure} />}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section id="panel-pending" role="tabpanel" aria-labelledby="tab-pending" hidden={tab !== 'pending'}>
        <h2 className="visually-hidden">Pending Admins</h2>
        <ErrorBoundary
          resetKey={pendingRef}
          fallback={(error) => <ListFailure error={error} onFailure={failure} fallback="Failed to load the signups." />}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {pendingRef && <PendingAdmins queryRef={pendingRef} onDone={success} onError={failure} />}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section id="panel-agents" role="tabpanel" aria-labelledby="tab-agents" hidden={tab !== 'agents'}>
        <h2 className="visually-hidden">Agents</h2>
        <ErrorBoundary
          resetKey={agentsRef}
          fallback={(error) => <ListFailure error={error} onFailure={failure} fallback="Failed to load the agents." />}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {agentsRef && <Agents queryRef={agentsRef} onDone={success} onError={failure} />}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section id="panel-audit" role="tabpanel" aria-labelledby="tab-audit" hidden={tab !== 'audit'}>
        <h2 className="visually-hidden">Audit Trail</h2>
        <ErrorBoundary
          resetKey={auditRef}
          fallback={(error) => (
            <ListFailure error={error} onFailure={failure} fallback="Failed to load the audit trail." />
          )}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {auditRef && <AuditTrail queryRef={auditRef} />}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section id="panel-keys" role="tabpanel" aria-labelledby="tab-keys" hidden={tab !== 'keys'}>
        <h2 className="visually-hidden">API Keys</h2>
        <ErrorBoundary
          resetKey={keysRef}
          fallback={(error) => (
            <ListFailure error={error} onFailure={failure} fallback="Failed to load the API keys." />
          )}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {keysRef && (
              <ApiKeys
                queryRef={keysRef}
                onChanged={() => startTransition(() => loadKeys({}, ADMIN_NETWORK))}
                onDone={success}
                onError={failure}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      </section>

      <section id="panel-feeds" role="tabpanel" aria-labelledby="tab-feeds" hidden={tab !== 'feeds'}>
        <h2 className="visually-hidden">Feeds</h2>
        <ErrorBoundary
          resetKey={feedsRef}
          fallback={(error) => <ListFailure error={error} onFailure={failure} fallback="Failed to load the feeds." />}
        >
          <Suspense fallback={<Spinner label="Loading..." />}>
            {feedsRef && (
              <Feeds
                queryRef={feedsRef}
                // Runs and matches change on the server in ways no mutation answer names: the list is read again.
                onChanged={() => startTransition(() => loadFeeds({}, ADMIN_NETWORK))}
                onDone={success}
                onError={failure}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      </section>

      {editing && (
        <ListingEditorDialog
          target={editing}
          onClose={() => setEditing(null)}
          onAdded={onAdded}
          onSaved={success}
          onError={failure}
        />
      )}
      <ConfirmDeleteDialog name={toDelete?.name ?? null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
      <Toasts toasts={toasts} />
      <Snackbar message={snackbar} onClose={closeSnackbar} />
    </div>
  );
}

/** A failed load: a refused token logs the admin out (the route then sends them to login); else the snackbar. */
function ListFailure({
  error,
  onFailure,
  fallback,
}: {
  error: Error;
  onFailure: (message: string) => void;
  fallback?: string;
}) {
  useEffect(() => {
    if (isAuthError(error)) {
      sessions.admin.logout();
      return;
    }
    onFailure(
      fallback ??
        (error instanceof GraphQLRequestError
          ? errorMessage(error, MANAGER_MESSAGES.fetchFailed)
          : MANAGER_MESSAGES.fetchUnexpected),
    );
  }, [error, onFailure, fallback]);
  return <p className="empty-state">{fallback ?? MANAGER_MESSAGES.empty}</p>;
}
