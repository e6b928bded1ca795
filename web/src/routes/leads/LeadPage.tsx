// One lead (/agents/leads/{id}/ and /admins/leads/{id}/): the renter's card, claiming or assigning, the status
// along the pipeline, notes and the next follow-up, the apartments that match, and the referrals with every
// step the property must accept for the commission. Opening it reads the renter's contact data, which the
// server records (privacy audit). The page owns the query; each part reads its own fragment, and every change
// returns the lead's fragments, so the page shows the lead as the server left it without loading it again; changes
// made elsewhere (a renter's answer on a shortlist) arrive through the lead's live stream (useLiveLead.ts).
import { useCallback, useEffect } from 'react';
import {
  fetchQuery,
  graphql,
  useFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { LeadPage_lead$key } from '../../__generated__/LeadPage_lead.graphql';
import type { AssignForm_agents$key } from '../../__generated__/AssignForm_agents.graphql';
import type { ContactReads_lead$key } from '../../__generated__/ContactReads_lead.graphql';
import type { LeadPageQuery } from '../../__generated__/LeadPageQuery.graphql';
import type { LeadPageClaimMutation } from '../../__generated__/LeadPageClaimMutation.graphql';
import type { LeadPageAssignMutation } from '../../__generated__/LeadPageAssignMutation.graphql';
import type { LeadPageStatusMutation } from '../../__generated__/LeadPageStatusMutation.graphql';
import type { LeadPageNoteMutation } from '../../__generated__/LeadPageNoteMutation.graphql';
import type { LeadPageEraseMutation } from '../../__generated__/LeadPageEraseMutation.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { NotFound } from '../../components/StatusPage';
import { Toast, useToast } from '../../components/Toast';
import { RequireRole } from '../../lib/session/RequireRole';
import type { Role } from '../../lib/session/sessionStore';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { GraphQLRequestError } from '../../relay/environment';

import { asRole } from '../../relay/roles';
import { AssignForm } from './AssignForm';
import { ContactReads } from './ContactReads';
import { LeadHeader } from './LeadHeader';
import { LeadTimeline } from './LeadTimeline';
import { NoteForm } from './NoteForm';
import { ReferralsCard } from './ReferralsCard';
import { QualificationCard } from './QualificationCard';
import { RenterFacts } from './RenterFacts';
import { ShortlistCard } from './ShortlistCard';
import { StatusForm } from './StatusForm';
import { leadPaths, roleOfLeadPath } from './staffRole';
import { useLiveLead } from './useLiveLead';
import '../accounts/accounts.css';
import './leads.css';

export const leadQuery = graphql`
  query LeadPageQuery($id: ID!, $admin: Boolean!) {
    lead(id: $id) {
      ...LeadPage_lead
      ...ContactReads_lead @include(if: $admin) @alias(as: "contactReads")
    }
    activeAgents @include(if: $admin) {
      ...AssignForm_agents
    }
  }
`;

/** Everything the page shows of a lead but the admins' privacy audit: what each change hands back. */
const fragment = graphql`
  fragment LeadPage_lead on Lead {
    id
    _id
    erasedAt
    status
    followUpOn
    agent {
      id
    }
    ...LeadHeader_lead
    ...RenterFacts_lead
    ...QualificationCard_lead
    ...AssignForm_lead
    ...StatusForm_lead
    ...NoteForm_lead
    ...LeadTimeline_lead
    ...ReferralsCard_lead
    ...ShortlistCard_lead
  }
`;

const claimMutation = graphql`
  mutation LeadPageClaimMutation($id: ID!) {
    claimLead(id: $id) {
      ...LeadPage_lead
    }
  }
`;
const assignMutation = graphql`
  mutation LeadPageAssignMutation($id: ID!, $agentId: ID) {
    assignLead(id: $id, agentId: $agentId) {
      ...LeadPage_lead
    }
  }
`;
const statusMutation = graphql`
  mutation LeadPageStatusMutation($id: ID!, $input: LeadStatusInput!) {
    setLeadStatus(id: $id, input: $input) {
      ...LeadPage_lead
    }
  }
`;
const noteMutation = graphql`
  mutation LeadPageNoteMutation($id: ID!, $input: LeadNoteInput!) {
    addLeadNote(id: $id, input: $input) {
      ...LeadPage_lead
    }
  }
`;
const eraseMutation = graphql`
  mutation LeadPageEraseMutation($id: ID!) {
    eraseLead(id: $id) {
      ...LeadPage_lead
    }
  }
`;

/** Staff pages stay English (docs/contract.md "Spanish pages"). */
const LEAD_NOT_FOUND = {
  heading: 'Lead not found',
  message: 'This lead is not in your inbox: another agent may have it, or it was deleted.',
};

export function Component() {
  const role = roleOfLeadPath(useLocation().pathname);
  const { leadId = '' } = useParams();
  usePageTitle('Lead');
  return (
    <RequireRole role={role}>
      {(session) => (
        <div className="page page--wide staff-page">
          <p>
            <Link to={leadPaths.inbox(role)}>Back to the leads</Link>
          </p>
          <LeadLoader role={role} leadId={leadId} viewerId={session.id} />
        </div>
      )}
    </RequireRole>
  );
}

function LeadLoader({ role, leadId, viewerId }: { role: Role; leadId: string; viewerId: string }) {
  const [queryRef, loadLead] = useQueryLoader<LeadPageQuery>(leadQuery);
  const environment = useRelayEnvironment();
  const [toast, showToast] = useToast();
  useEffect(() => {
    // What the store holds shows at once; the server's copy follows (another agent may have moved the lead on).
    loadLead(
      { id: leadId, admin: role === 'admin' },
      { fetchPolicy: 'store-and-network', networkCacheConfig: asRole(role) },
    );
  }, [leadId, loadLead, role]);
  // The reload: a save refused as stale (CONFLICT) says the lead changed elsewhere, and only the server knows how; a
  // live stream opened again has missed what happened meanwhile (useLiveLead.ts).
  const refresh = useCallback(
    () =>
      void fetchQuery<LeadPageQuery>(
        environment,
        leadQuery,
        { id: leadId, admin: role === 'admin' },
        {
          fetchPolicy: 'network-only',
          networkCacheConfig: asRole(role),
        },
      )
        .toPromise()
        .catch(() => showToast('Failed to load the lead.')),
    [environment, leadId, role, showToast],
  );
  useLiveLead(role, leadId, refresh);
  return (
    <>
      <QueryBoundary
        resetKey={queryRef}
        failure="Failed to load the lead."
        loading="Loading..."
        // An agent reads unclaimed leads and their own (docs/contract.md, the staff's inbox); any other lead is not
        // revealed to exist: the server answers NOT_FOUND, and the page says so as renter pages do for a missing one.
        notFound={<NotFound {...LEAD_NOT_FOUND} back={{ to: leadPaths.inbox(role), label: 'Open the inbox' }} />}
      >
        {queryRef && (
          <LeadView queryRef={queryRef} role={role} viewerId={viewerId} onStale={refresh} onMessage={showToast} />
        )}
      </QueryBoundary>
      <Toast message={toast} />
    </>
  );
}

function LeadView({
  queryRef,
  role,
  viewerId,
  onStale,
  onMessage,
}: {
  queryRef: PreloadedQuery<LeadPageQuery>;
  role: Role;
  viewerId: string;
  onStale: () => void;
  onMessage: (message: string) => void;
}) {
  const { lead, activeAgents } = usePreloadedQuery<LeadPageQuery>(leadQuery, queryRef);
  return (
    <LeadDetail
      lead={lead}
      contactReads={lead.contactReads ?? null}
      agents={activeAgents ?? null}
      role={role}
      viewerId={viewerId}
      onStale={onStale}
      onMessage={onMessage}
    />
  );
}

function LeadDetail({
  lead,
  contactReads,
  agents,
  role,
  viewerId,
  onStale,
  onMessage,
}: {
  lead: LeadPage_lead$key;
  /** Admins only: who read the renter's contact data. */
  contactReads: ContactReads_lead$key | null;
  agents: AssignForm_agents$key | null;
  role: Role;
  viewerId: string;
  onStale: () => void;
  onMessage: (message: string) => void;
}) {
  const data = useFragment(fragment, lead);
  const environment = useRelayEnvironment();
  const canWork = !data.erasedAt && (role === 'admin' || data.agent?.id === viewerId);

  /**
   * Runs one change; its answer updates every part of the page. The server's message shows when it refuses, and a
   * change refused because the lead moved on meanwhile fetches it again, so every form shows the state the next
   * save is based on.
   */
  const action = useFormAction(
    async (work: () => Promise<unknown>, done: string) => {
      try {
        await work();
      } catch (error) {
        if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') onStale();
        throw error;
      }
      return done;
    },
    { fallback: 'The change was not saved.', onSuccess: onMessage, onError: onMessage },
  );
  const busy = action.busy;
  /** True when the change was saved, so a form clears what was typed only then (docs/product.md section 8). */
  const run = async (work: () => Promise<unknown>, done: string) => (await action.run(work, done)) !== undefined;

  return (
    <>
      <header className="page__header page__header--split">
        <LeadHeader lead={data} />
        {!data.agent && role === 'agent' && !data.erasedAt && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void run(
                () => commit<LeadPageClaimMutation>(environment, claimMutation, { id: data._id }, role),
                'The lead is yours.',
              )
            }
          >
            Claim this lead
          </button>
        )}
      </header>
      <div className="lead-detail">
        <section className="lead-card" aria-labelledby="lead-card-renter">
          <h2 id="lead-card-renter">Guest card</h2>
          <RenterFacts lead={data} />
        </section>
        <QualificationCard lead={data} />

        <section className="lead-card" aria-labelledby="lead-card-pipeline">
          <h2 id="lead-card-pipeline">Pipeline</h2>
          {/* A refusal naming an input shows here, where the forms are, rather than in the page's notice. */}
          {Object.keys(action.fieldErrors).length > 0 && (
            <p className="form-field__error" role="alert">
              {action.error}
            </p>
          )}
          {role === 'admin' && agents && !data.erasedAt && (
            <AssignForm
              key={data.agent?.id ?? ''}
              lead={data}
              agents={agents}
              busy={busy}
              onAssign={(agentId) =>
                void run(
                  () => commit<LeadPageAssignMutation>(environment, assignMutation, { id: data._id, agentId }, role),
                  agentId ? 'Lead assigned.' : 'Lead back in the new inbox.',
                )
              }
            />
          )}
          {canWork ? (
            <>
              {/* Keyed by what the form shows: a change elsewhere (a referral moving the lead on) starts it afresh. */}
              <StatusForm
                key={data.status}
                lead={data}
                busy={busy}
                onMessage={onMessage}
                onSave={(input) =>
                  void run(
                    () =>
                      commit<LeadPageStatusMutation>(
                        environment,
                        statusMutation,
                        { id: data._id, input: { ...input, expectedStatus: data.status } },
                        role,
                      ),
                    'Status saved.',
                  )
                }
              />
              <NoteForm
                key={data.followUpOn ?? ''}
                lead={data}
                busy={busy}
                onSave={(input) =>
                  run(
                    () => commit<LeadPageNoteMutation>(environment, noteMutation, { id: data._id, input }, role),
                    'Saved to the timeline.',
                  )
                }
              />
            </>
          ) : (
            !data.erasedAt && <p className="fine-print">Claim this lead to record contact, notes and referrals.</p>
          )}
          {role === 'admin' && !data.erasedAt && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                if (!window.confirm("Erase this renter's name, e-mail, phone and notes? This cannot be undone."))
                  return;
                void run(
                  () => commit<LeadPageEraseMutation>(environment, eraseMutation, { id: data._id }, role),
                  "The renter's personal data is erased.",
                );
              }}
            >
              Erase personal data
            </button>
          )}
        </section>

        <ReferralsCard lead={data} role={role} canWork={canWork} onMessage={onMessage} />
        <ShortlistCard lead={data} role={role} canWork={canWork} onMessage={onMessage} />

        <section className="lead-card" aria-labelledby="lead-card-timeline">
          <h2 id="lead-card-timeline">Timeline</h2>
          <LeadTimeline lead={data} />
          {contactReads && <ContactReads lead={contactReads} />}
        </section>
      </div>
    </>
  );
}
