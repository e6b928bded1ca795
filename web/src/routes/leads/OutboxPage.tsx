// /admins/outbox/: the e-mail the site has queued (docs/contract.md: without SMTP_URL messages wait in the outbox and
// admins read them here), newest first, with whether each was sent and why the last try failed.
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { OutboxPageQuery } from '../../__generated__/OutboxPageQuery.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { formatDateTime } from '../../lib/format';
import { RequireRole } from '../../lib/session/RequireRole';
import { usePageTitle } from '../../lib/usePageTitle';
import { asRole } from '../../relay/roles';
import { leadPaths } from './staffRole';
import '../accounts/accounts.css';
import './leads.css';
import { StaffLinks } from '../../components/staff/StaffLinks';

const PAGE_SIZE = 50;

const outboxQuery = graphql`
  query OutboxPageQuery($offset: Int!, $limit: Int!) {
    outboxMessages(offset: $offset, limit: $limit) {
      totalCount
      messages {
        id
        toAddress
        subject
        text
        status
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`;

export function Component() {
  usePageTitle('Outbox');
  return (
    <RequireRole role="admin">
      {() => (
        <div className="page page--wide staff-page">
          <header className="page__header">
            <h1>Outbox</h1>
            <p className="lead">E-mail the site sends: confirmations to renters and notices to agents.</p>
            <StaffLinks
              links={[
                { to: leadPaths.inbox('admin'), label: 'Leads' },
                { to: leadPaths.commissions, label: 'Commissions' },
              ]}
            />
          </header>
          <Outbox />
        </div>
      )}
    </RequireRole>
  );
}

function Outbox() {
  const [offset, setOffset] = useState(0);
  const [queryRef, loadOutbox] = useQueryLoader<OutboxPageQuery>(outboxQuery);
  useEffect(() => {
    // The worker sends in the background: the store's page shows at once and the server's (with what was sent
    // since) follows. Nothing on this page changes a message, so there is no save to reload after.
    loadOutbox({ offset, limit: PAGE_SIZE }, { fetchPolicy: 'store-and-network', networkCacheConfig: asRole('admin') });
  }, [loadOutbox, offset]);
  return (
    <QueryBoundary resetKey={queryRef} failure="Failed to load the outbox." loading="Loading...">
      {queryRef && <Messages queryRef={queryRef} offset={offset} onPage={setOffset} />}
    </QueryBoundary>
  );
}

function Messages({
  queryRef,
  offset,
  onPage,
}: {
  queryRef: PreloadedQuery<OutboxPageQuery>;
  offset: number;
  onPage: (offset: number) => void;
}) {
  const { outboxMessages } = usePreloadedQuery<OutboxPageQuery>(outboxQuery, queryRef);
  if (outboxMessages.totalCount === 0) return <p className="empty-state">No e-mail yet.</p>;
  return (
    <>
      <ul className="lead-list">
        {outboxMessages.messages.map((message) => (
          <li key={message.id} className="lead-row">
            <details>
              <summary>
                <strong>{message.subject}</strong> to {message.toAddress}
              </summary>
              <pre className="outbox-text">{message.text}</pre>
            </details>
            <span className={`lead-status lead-status--${message.status}`}>{message.status}</span>
            <span className="lead-row__time">
              {formatDateTime(message.createdAt)}
              {message.sentAt ? ` · sent ${formatDateTime(message.sentAt)}` : ''}
              {message.attempts > 0 && !message.sentAt ? ` · ${message.attempts} tries` : ''}
              {message.lastError ? ` · ${message.lastError}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="inline-form__row">
        {offset > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onPage(Math.max(0, offset - PAGE_SIZE))}
          >
            Newer
          </button>
        )}
        {offset + outboxMessages.messages.length < outboxMessages.totalCount && (
          <button type="button" className="button button--secondary" onClick={() => onPage(offset + PAGE_SIZE)}>
            Older
          </button>
        )}
      </div>
    </>
  );
}
