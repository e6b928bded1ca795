// The lead inbox (/agents/leads/ and /admins/leads/): unclaimed leads oldest first (they have waited longest),
// the agent's own, and for admins every lead. A renter gives up on a property that has not answered within a
// day, so a new lead unanswered past 24 hours is highlighted. The inbox is live (useLiveInbox.ts): a guest card sent
// while it is open shows at the top, marked "Just in", until the next read puts it in its place. A language filter
// narrows the list; without it, an agent who speaks Spanish sees the new Spanish leads first (docs/contract.md
// "Spanish": the server orders them).
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { LeadsPageQuery, LeadInbox } from '../../__generated__/LeadsPageQuery.graphql';
import type { LeadsPage_lead$key } from '../../__generated__/LeadsPage_lead.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { LANGUAGES, LANGUAGE_LABELS, LEAD_STATUS_LABELS, type Language, type LeadStatus } from '../../lib/domain';
import { floorplanTypeLabel, formatCents, formatDay, formatHoursWaited } from '../../lib/format';
import { RequireRole } from '../../lib/session/RequireRole';
import type { Role } from '../../lib/session/sessionStore';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { asRole } from '../../relay/roles';
import { firstContactPhrase, leadPaths, roleOfLeadPath } from './staffRole';
import { useLiveInbox } from './useLiveInbox';
import '../accounts/accounts.css';
import './leads.css';
import { StaffLinks } from '../../components/staff/StaffLinks';
import { PipelineFunnelSection } from '../../components/staff/PipelineFunnelChart';

const PAGE_SIZE = 50;

// Rows arrive from the query and from the live inbox (useLiveInbox.ts), which keeps this connection current.
const leadsQuery = graphql`
  query LeadsPageQuery($inbox: LeadInbox!, $first: Int!, $language: Language) {
    leads(inbox: $inbox, first: $first, language: $language) @connection(key: "LeadsPage_leads", filters: ["inbox"]) {
      totalCount
      edges {
        node {
          id
          ...LeadsPage_lead
        }
      }
    }
  }
`;

const leadFragment = graphql`
  fragment LeadsPage_lead on Lead {
    _id
    name
    status
    hoursToFirstContact
    firstContactOverdue
    followUpOn
    areas
    roomTypes
    budgetCents
    preferredLanguage
    erasedAt
    apartment {
      displayName
    }
    agent {
      name
    }
  }
`;

const TABS: Record<Role, { id: LeadInbox; label: string }[]> = {
  agent: [
    { id: 'new', label: 'New' },
    { id: 'mine', label: 'Mine' },
  ],
  admin: [
    { id: 'new', label: 'New' },
    { id: 'all', label: 'All' },
  ],
};

export function Component() {
  const role = roleOfLeadPath(useLocation().pathname);
  usePageTitle('Leads');
  return (
    <RequireRole role={role}>
      {(session) => (
        <div className="page page--wide staff-page">
          <header className="page__header">
            <h1>Leads</h1>
            <p className="lead">Renters expect an answer within a day: claim new leads and contact them first.</p>
            <StaffLinks
              links={
                role === 'agent'
                  ? [
                      { to: staffPaths.agentPortal(session.id), label: 'Agent Portal' },
                      { to: staffPaths.rentalDetails, label: 'New guest card' },
                    ]
                  : [
                      { to: staffPaths.apartmentManager(session.id), label: 'Apartment Manager' },
                      { to: leadPaths.commissions, label: 'Commissions' },
                      { to: leadPaths.outbox, label: 'Outbox' },
                    ]
              }
            />
          </header>
          {role === 'admin' && <PipelineFunnelSection role="admin" />}
          <Inbox role={role} viewerId={session.id} />
        </div>
      )}
    </RequireRole>
  );
}

function Inbox({ role, viewerId }: { role: Role; viewerId: string }) {
  const [inbox, setInbox] = useState<LeadInbox>(role === 'agent' ? 'new' : 'all');
  const [language, setLanguage] = useState<Language | null>(null);
  const [queryRef, loadLeads] = useQueryLoader<LeadsPageQuery>(leadsQuery);
  const shown = useRef({ inbox, language });
  // The live inbox keeps every tab already read current in the store: a tab opens from it at once and is read again
  // in the background. After a reconnect the events missed meanwhile are lost, so the open tab is read afresh.
  useEffect(() => {
    shown.current = { inbox, language };
    loadLeads(
      { inbox, first: PAGE_SIZE, language },
      // One connection per tab (useLiveInbox.ts): a language filter reads it again from the server.
      { fetchPolicy: language ? 'network-only' : 'store-and-network', networkCacheConfig: asRole(role) },
    );
  }, [inbox, language, loadLeads, role]);
  const readAgain = useCallback(
    () =>
      loadLeads(
        { ...shown.current, first: PAGE_SIZE },
        { fetchPolicy: 'network-only', networkCacheConfig: asRole(role) },
      ),
    [loadLeads, role],
  );
  const { arrived, seen } = useLiveInbox(role, viewerId, readAgain);
  // The window title counts the new leads that arrived while the agent was elsewhere, until they come back.
  usePageTitle(arrived.size > 0 ? `(${arrived.size}) Leads` : 'Leads');
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') seen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [seen]);
  return (
    <>
      <div role="tablist" aria-label="Inbox" className="tabs">
        {TABS[role].map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={inbox === tab.id}
            className="tabs__tab"
            onClick={() => {
              seen();
              setInbox(tab.id);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <label className="lead-filter">
        Language{' '}
        <select
          value={language ?? ''}
          onChange={(event) => setLanguage((event.target.value || null) as Language | null)}
        >
          <option value="">All languages</option>
          {LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {LANGUAGE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <QueryBoundary resetKey={queryRef} failure="Failed to load the leads." loading="Loading...">
        {queryRef && <LeadList queryRef={queryRef} role={role} arrived={arrived} />}
      </QueryBoundary>
    </>
  );
}

function LeadList({
  queryRef,
  role,
  arrived,
}: {
  queryRef: PreloadedQuery<LeadsPageQuery>;
  role: Role;
  arrived: ReadonlySet<string>;
}) {
  const { leads } = usePreloadedQuery<LeadsPageQuery>(leadsQuery, queryRef);
  if (leads.edges.length === 0) return <p className="empty-state">No leads here.</p>;
  return (
    <>
      <p className="fine-print">
        {leads.totalCount} lead{leads.totalCount === 1 ? '' : 's'}
        {leads.totalCount > leads.edges.length ? `, the first ${leads.edges.length} shown` : ''}
      </p>
      <ul className="lead-list">
        {leads.edges.map(({ node }) => (
          <LeadRow key={node.id} lead={node} role={role} live={arrived.has(node.id)} />
        ))}
      </ul>
    </>
  );
}

function LeadRow({ lead: leadKey, role, live }: { lead: LeadsPage_lead$key; role: Role; live: boolean }) {
  const lead = useFragment(leadFragment, leadKey);
  return (
    <li
      className={['lead-row', lead.firstContactOverdue ? 'lead-row--overdue' : '', live ? 'lead-row--live' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <Link className="lead-row__name" to={leadPaths.lead(role, lead._id)}>
        {lead.erasedAt ? 'Erased renter' : (lead.name ?? 'Renter')}
      </Link>
      <span className={`lead-status lead-status--${lead.status}`}>
        {LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}
      </span>
      <span className="lead-row__criteria">
        {[
          lead.apartment ? `About ${lead.apartment.displayName}` : null,
          lead.roomTypes.map(floorplanTypeLabel).join(', '),
          lead.areas.join(', '),
          lead.budgetCents != null ? `${formatCents(lead.budgetCents)}/mo` : null,
          lead.preferredLanguage === 'EN' ? null : LANGUAGE_LABELS[lead.preferredLanguage as Language],
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="lead-row__time">
        {live ? 'Just in · ' : ''}
        {lead.firstContactOverdue
          ? `Unanswered for ${formatHoursWaited(lead.hoursToFirstContact)}`
          : sentence(firstContactPhrase(lead.hoursToFirstContact, lead.status))}
        {lead.followUpOn ? ` · Follow up ${formatDay(lead.followUpOn)}` : ''}
        {lead.agent ? ` · ${lead.agent.name}` : ''}
      </span>
    </li>
  );
}

const sentence = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);
