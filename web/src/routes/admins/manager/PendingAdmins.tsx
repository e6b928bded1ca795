// docs/contract.md "Accounts and sessions": an admin signup waits until an active admin approves or rejects it here.
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { PendingAdminsApproveMutation } from '../../../__generated__/PendingAdminsApproveMutation.graphql';
import type { PendingAdminsQuery } from '../../../__generated__/PendingAdminsQuery.graphql';
import type { PendingAdminsRejectMutation } from '../../../__generated__/PendingAdminsRejectMutation.graphql';
import { commit } from '../../../relay/commit';
import { useFormAction } from '../../../lib/forms/useFormAction';
import { formatDateTime } from '../../../lib/format';

export const pendingAdminsQuery = graphql`
  query PendingAdminsQuery {
    pendingAdmins {
      id
      name
      email
      createdAt
    }
  }
`;

const approveMutation = graphql`
  mutation PendingAdminsApproveMutation($id: ID!) {
    approveAdmin(id: $id) {
      id
      status
    }
  }
`;

const rejectMutation = graphql`
  mutation PendingAdminsRejectMutation($id: ID!) {
    rejectAdmin(id: $id) {
      id
      status
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<PendingAdminsQuery>;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

export function PendingAdmins({ queryRef, onDone, onError }: Props) {
  const { pendingAdmins } = usePreloadedQuery<PendingAdminsQuery>(pendingAdminsQuery, queryRef);
  const environment = useRelayEnvironment();
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());

  const action = useFormAction(
    async (admin: { id: string; name: string }, decision: 'approve' | 'reject') => {
      if (decision === 'approve')
        await commit<PendingAdminsApproveMutation>(environment, approveMutation, { id: admin.id }, 'admin');
      else await commit<PendingAdminsRejectMutation>(environment, rejectMutation, { id: admin.id }, 'admin');
      setReviewed((current) => new Set(current).add(admin.id));
      onDone(decision === 'approve' ? `${admin.name} can now log in.` : `${admin.name}'s signup was rejected.`);
    },
    { fallback: 'Failed to review the signup.', onError },
  );
  const review = (admin: { id: string; name: string }, decision: 'approve' | 'reject') => action.run(admin, decision);
  const busyId = action.pending?.[0].id ?? null;

  const waiting = pendingAdmins.filter((admin) => !reviewed.has(admin.id));
  if (waiting.length === 0) return <p className="empty-state">No signups are waiting for approval.</p>;
  return (
    <ul className="review-list">
      {waiting.map((admin) => (
        <li key={admin.id} className="review-list__item">
          <div>
            <strong>{admin.name}</strong>
            <span className="review-list__meta">
              {admin.email} · signed up {formatDateTime(admin.createdAt)}
            </span>
          </div>
          <div className="review-list__actions">
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busyId === admin.id}
              onClick={() => void review(admin, 'approve')}
            >
              Approve
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busyId === admin.id}
              onClick={() => void review(admin, 'reject')}
            >
              Reject
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
