// One lead (/agents/leads/{id}/ and /admins/leads/{id}/): the renter's card, claiming or assigning, the status
// along the pipeline, notes and the next follow-up, the apartments that match, and the referrals with every
// step the property must accept for the commission. Opening it reads the renter's contact data, which the
// server records (privacy audit).
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { LeadPageQuery } from '../../__generated__/LeadPageQuery.graphql';
import type { LeadPageClaimMutation } from '../../__generated__/LeadPageClaimMutation.graphql';
import type { LeadPageAssignMutation } from '../../__generated__/LeadPageAssignMutation.graphql';
import type { LeadPageStatusMutation, LeadStatus } from '../../__generated__/LeadPageStatusMutation.graphql';
import type { LeadPageNoteMutation } from '../../__generated__/LeadPageNoteMutation.graphql';
import type { LeadPageEraseMutation } from '../../__generated__/LeadPageEraseMutation.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { Toast, useToast } from '../../components/Toast';
import {
  AMENITY_LABELS,
  CONTACT_METHOD_LABELS,
  FLOORPLAN_TYPE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  PET_KIND_LABELS,
  formatCents,
  type LeadStatus as LeadStatusName,
} from '../../lib/domain';
import { paths } from '../../lib/paths';
import { RequireRole } from '../../lib/session/RequireRole';
import type { Role } from '../../lib/session/sessionStore';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { GraphQLRequestError } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';
import { asRole } from '../../relay/roles';
import { ReferralsCard } from './ReferralsCard';
import { ShortlistCard } from './ShortlistCard';
import { leadPaths, roleOfLeadPath, waited } from './staffRole';
import '../accounts/accounts.css';
import './leads.css';

export const leadQuery = graphql`
  query LeadPageQuery($id: ID!, $admin: Boolean!) {
    lead(id: $id) {
      id
      _id
      name
      email
      phone
      preferredContact
      moveInDate
      budgetCents
      areas
      roomTypes
      pets
      amenities
      notes
      status
      lostReason
      followUpOn
      hoursToFirstContact
      firstContactOverdue
      erasedAt
      createdAt
      agent {
        id
        name
      }
      apartment {
        _id
        displayName
      }
      timeline {
        id
        kind
        status
        text
        actorName
        createdAt
      }
      views @include(if: $admin) {
        viewerName
        createdAt
      }
      ...ReferralsCard_lead
      ...ShortlistCard_lead
    }
    activeAgents @include(if: $admin) {
      id
      name
    }
  }
`;

const claimMutation = graphql`
  mutation LeadPageClaimMutation($id: ID!) {
    claimLead(id: $id) {
      id
    }
  }
`;
const assignMutation = graphql`
  mutation LeadPageAssignMutation($id: ID!, $agentId: ID) {
    assignLead(id: $id, agentId: $agentId) {
      id
    }
  }
`;
const statusMutation = graphql`
  mutation LeadPageStatusMutation($id: ID!, $input: LeadStatusInput!) {
    setLeadStatus(id: $id, input: $input) {
      id
    }
  }
`;
const noteMutation = graphql`
  mutation LeadPageNoteMutation($id: ID!, $input: LeadNoteInput!) {
    addLeadNote(id: $id, input: $input) {
      id
    }
  }
`;
const eraseMutation = graphql`
  mutation LeadPageEraseMutation($id: ID!) {
    eraseLead(id: $id) {
      id
    }
  }
`;

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
  const [toast, showToast] = useToast();
  const reload = useCallback(
    () =>
      loadLead(
        { id: leadId, admin: role === 'admin' },
        { fetchPolicy: 'network-only', networkCacheConfig: asRole(role) },
      ),
    [leadId, loadLead, role],
  );
  useEffect(reload, [reload]);
  return (
    <>
      <QueryBoundary resetKey={queryRef} failure="Failed to load the lead." loading="Loading...">
        {queryRef && (
          <LeadView queryRef={queryRef} role={role} viewerId={viewerId} onChanged={reload} onMessage={showToast} />
        )}
      </QueryBoundary>
      <Toast message={toast} />
    </>
  );
}

type Lead = NonNullable<LeadPageQuery['response']['lead']>;

function LeadView({
  queryRef,
  role,
  viewerId,
  onChanged,
  onMessage,
}: {
  queryRef: PreloadedQuery<LeadPageQuery>;
  role: Role;
  viewerId: string;
  onChanged: () => void;
  onMessage: (message: string) => void;
}) {
  const { lead, activeAgents } = usePreloadedQuery<LeadPageQuery>(leadQuery, queryRef);
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const canWork = !lead.erasedAt && (role === 'admin' || lead.agent?.id === viewerId);

  /**
   * Runs one change, then reloads the lead; the server's message shows when it refuses. A change refused because the
   * lead moved on meanwhile reloads it too, so every form shows the state the next save is based on.
   */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      onMessage(done);
      onChanged();
    } catch (error) {
      onMessage(errorMessage(error, 'The change was not saved.'));
      if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="page__header page__header--split">
        <div>
          <h1>{lead.erasedAt ? 'Erased renter' : (lead.name ?? 'Renter')}</h1>
          <p className={lead.firstContactOverdue ? 'error-text' : 'lead'}>
            {LEAD_STATUS_LABELS[lead.status as LeadStatusName]} ·{' '}
            {lead.status === 'new'
              ? `waiting ${waited(lead.hoursToFirstContact)}${lead.firstContactOverdue ? ' - past the 24-hour answer' : ''}`
              : `first contact after ${waited(lead.hoursToFirstContact)}`}
            {lead.agent ? ` · ${lead.agent.name}` : ' · unclaimed'}
          </p>
        </div>
        {!lead.agent && role === 'agent' && !lead.erasedAt && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void run(
                () => commit<LeadPageClaimMutation>(environment, claimMutation, { id: lead._id }, role),
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
          <RenterFacts lead={lead} />
        </section>

        <section className="lead-card" aria-labelledby="lead-card-pipeline">
          <h2 id="lead-card-pipeline">Pipeline</h2>
          {role === 'admin' && activeAgents && !lead.erasedAt && (
            <AssignForm
              key={lead.agent?.id ?? ''}
              lead={lead}
              agents={activeAgents}
              busy={busy}
              onAssign={(agentId) =>
                void run(
                  () => commit<LeadPageAssignMutation>(environment, assignMutation, { id: lead._id, agentId }, role),
                  agentId ? 'Lead assigned.' : 'Lead back in the new inbox.',
                )
              }
            />
          )}
          {canWork ? (
            <>
              {/* Keyed by what the form shows: a change elsewhere (a referral moving the lead on) starts it afresh. */}
              <StatusForm
                key={lead.status}
                lead={lead}
                busy={busy}
                onSave={(input) =>
                  void run(
                    () =>
                      commit<LeadPageStatusMutation>(
                        environment,
                        statusMutation,
                        { id: lead._id, input: { ...input, expectedStatus: lead.status } },
                        role,
                      ),
                    'Status saved.',
                  )
                }
              />
              <NoteForm
                key={lead.followUpOn ?? ''}
                lead={lead}
                busy={busy}
                onSave={(input) =>
                  void run(
                    () => commit<LeadPageNoteMutation>(environment, noteMutation, { id: lead._id, input }, role),
                    'Saved to the timeline.',
                  )
                }
              />
            </>
          ) : (
            !lead.erasedAt && <p className="fine-print">Claim this lead to record contact, notes and referrals.</p>
          )}
          {role === 'admin' && !lead.erasedAt && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                if (!window.confirm("Erase this renter's name, e-mail, phone and notes? This cannot be undone."))
                  return;
                void run(
                  () => commit<LeadPageEraseMutation>(environment, eraseMutation, { id: lead._id }, role),
                  "The renter's personal data is erased.",
                );
              }}
            >
              Erase personal data
            </button>
          )}
        </section>

        <ReferralsCard lead={lead} role={role} canWork={canWork} onChanged={onChanged} onMessage={onMessage} />
        <ShortlistCard lead={lead} role={role} canWork={canWork} onChanged={onChanged} onMessage={onMessage} />

        <section className="lead-card" aria-labelledby="lead-card-timeline">
          <h2 id="lead-card-timeline">Timeline</h2>
          <ol className="timeline">
            {lead.timeline.map((event) => (
              <li key={event.id}>
                {timelineText(event)}
                <span className="timeline__meta">
                  {new Date(event.createdAt).toLocaleString('en-US')} · {event.actorName ?? 'Renter'}
                </span>
              </li>
            ))}
          </ol>
          {lead.views && lead.views.length > 0 && (
            <details>
              <summary>Contact data read {lead.views.length} times</summary>
              <ul>
                {lead.views.map((view, index) => (
                  <li key={index}>
                    {view.viewerName}, {new Date(view.createdAt).toLocaleString('en-US')}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
      </div>
    </>
  );
}

function timelineText(event: Lead['timeline'][number]): string {
  switch (event.kind) {
    case 'created':
      return event.text ?? 'Guest card received';
    case 'claimed':
      return 'Claimed';
    case 'unassigned':
      return 'Put back in the new inbox';
    case 'status':
      return `Status: ${event.status ? LEAD_STATUS_LABELS[event.status as LeadStatusName] : ''}${event.text ? ` (${event.text})` : ''}`;
    case 'erased':
      return 'Personal data erased';
    case 'reaction':
      return event.text ?? 'The renter answered a shortlist';
    default:
      return event.text ?? event.kind;
  }
}

function RenterFacts({ lead }: { lead: Lead }) {
  const rows: [string, ReactNode][] = [
    ['E-mail', lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null],
    ['Phone', lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : null],
    ['Prefers', CONTACT_METHOD_LABELS[lead.preferredContact as keyof typeof CONTACT_METHOD_LABELS]],
    [
      'Asked about',
      lead.apartment ? (
        <Link to={paths.filteredFloorplans(lead.apartment._id)}>{lead.apartment.displayName}</Link>
      ) : null,
    ],
    ['Move-in', lead.moveInDate],
    ['Budget', lead.budgetCents != null ? `${formatCents(lead.budgetCents)} a month, all in` : null],
    [
      'Room types',
      lead.roomTypes.map((type) => FLOORPLAN_TYPE_LABELS[type as keyof typeof FLOORPLAN_TYPE_LABELS]).join(', '),
    ],
    ['Areas', lead.areas.join(', ')],
    ['Pets', lead.pets.map((kind) => PET_KIND_LABELS[kind as keyof typeof PET_KIND_LABELS]).join(', ')],
    ['Must have', lead.amenities.map((amenity) => AMENITY_LABELS[amenity as keyof typeof AMENITY_LABELS]).join(', ')],
    ['Notes', lead.notes],
    ['Received', new Date(lead.createdAt).toLocaleString('en-US')],
    ['Follow up', lead.followUpOn],
    ['Lost because', lead.lostReason],
  ];
  return (
    <dl className="lead-facts">
      {rows
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function AssignForm({
  lead,
  agents,
  busy,
  onAssign,
}: {
  lead: Lead;
  agents: readonly { id: string; name: string }[];
  busy: boolean;
  onAssign: (agentId: string | null) => void;
}) {
  const [agentId, setAgentId] = useState(lead.agent?.id ?? '');
  return (
    <form
      className="inline-form__row"
      onSubmit={(event) => {
        event.preventDefault();
        onAssign(agentId || null);
      }}
    >
      <label className="form-field">
        <span className="field__label">Agent</span>
        <select className="input" value={agentId} onChange={(event) => setAgentId(event.target.value)}>
          <option value="">Nobody (new inbox)</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary" disabled={busy}>
        Assign
      </button>
    </form>
  );
}

function StatusForm({
  lead,
  busy,
  onSave,
}: {
  lead: Lead;
  busy: boolean;
  onSave: (input: { status: LeadStatus; lostReason: string | null }) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status === 'new' ? 'contacted' : lead.status);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status, lostReason: status === 'lost' ? reason : null });
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <div className="inline-form__row">
        <label className="form-field">
          <span className="field__label">Status</span>
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            {LEAD_STATUSES.filter((value) => value !== 'new').map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {status === 'lost' && (
          <label className="form-field">
            <span className="field__label">Why was it lost?</span>
            <input
              className="input"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          Save status
        </button>
      </div>
    </form>
  );
}

function NoteForm({
  lead,
  busy,
  onSave,
}: {
  lead: Lead;
  busy: boolean;
  onSave: (input: { text: string | null; followUpOn?: string | null }) => void;
}) {
  const [text, setText] = useState('');
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changedDate = followUpOn !== (lead.followUpOn ?? '');
    onSave({ text: text.trim() || null, ...(changedDate ? { followUpOn: followUpOn || null } : {}) });
    setText('');
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label className="form-field">
        <span className="field__label">Note</span>
        <textarea
          className="input"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="inline-form__row">
        <label className="form-field">
          <span className="field__label">Next follow-up</span>
          <input
            className="input"
            type="date"
            value={followUpOn}
            onChange={(event) => setFollowUpOn(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary" disabled={busy}>
          Add to timeline
        </button>
      </div>
    </form>
  );
}
