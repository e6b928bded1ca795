// The Agents tab (docs/product.md section 5): an agent account reads renters' contact data, so a new one waits
// here until an admin approves it; an admin disables an agent who should no longer have access, and every
// session of that agent ends at its next request.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { AgentsApproveMutation } from '../../../__generated__/AgentsApproveMutation.graphql';
import type { AgentsDisableMutation } from '../../../__generated__/AgentsDisableMutation.graphql';
import type { AgentsQuery } from '../../../__generated__/AgentsQuery.graphql';
import { LANGUAGE_LABELS, type Language } from '../../../lib/domain';
import { commit } from '../../../relay/commit';
import { useFormAction } from '../../../lib/forms/useFormAction';
import { errorMessage } from '../../../relay/errors';
import { formatDateTime } from '../../../lib/format';

export const agentsQuery = graphql`
  query AgentsQuery {
    pendingAgents {
      id
      name
      email
      licenseNumber
      languages
      createdAt
    }
    activeAgents {
      id
      name
      email
      licenseNumber
      languages
      createdAt
    }
  }
`;

const approveMutation = graphql`
  mutation AgentsApproveMutation($id: ID!) {
    approveAgent(id: $id) {
      id
      status
    }
  }
`;

const disableMutation = graphql`
  mutation AgentsDisableMutation($id: ID!) {
    disableAgent(id: $id) {
      id
      status
    }
  }
`;

type AgentRow = AgentsQuery['response']['pendingAgents'][number];

/** docs/contract.md "Spanish": the languages the agent recorded, replacing the "Hablo español" notes. */
const speaks = (languages: readonly string[]) =>
  languages.length === 0
    ? 'No languages recorded'
    : `Speaks ${languages.map((language) => LANGUAGE_LABELS[language as Language] ?? language).join(', ')}`;

interface Props {
  queryRef: PreloadedQuery<AgentsQuery>;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

export function Agents({ queryRef, onDone, onError }: Props) {
  const { pendingAgents, activeAgents } = usePreloadedQuery<AgentsQuery>(agentsQuery, queryRef);
  const environment = useRelayEnvironment();
  // Decisions made since the lists loaded: an approved agent moves to the active list, a disabled one leaves.
  const [approved, setApproved] = useState<readonly AgentRow[]>([]);
  const [disabled, setDisabled] = useState<ReadonlySet<string>>(new Set());
  const [toDisable, setToDisable] = useState<AgentRow | null>(null);

  const action = useFormAction(
    async (agent: AgentRow, decision: 'approve' | 'disable') => {
      if (decision === 'approve') {
        await commit<AgentsApproveMutation>(environment, approveMutation, { id: agent.id }, 'admin');
        setApproved((current) => [...current, agent]);
        onDone(`${agent.name} can now log in and work on leads.`);
      } else {
        await commit<AgentsDisableMutation>(environment, disableMutation, { id: agent.id }, 'admin');
        setDisabled((current) => new Set(current).add(agent.id));
        onDone(`${agent.name} was disabled and logged out everywhere.`);
      }
    },
    {
      fallback: (error, _agent, decision) => errorMessage(error, `Failed to ${decision} the agent.`),
      onError,
    },
  );
  const act = (agent: AgentRow, decision: 'approve' | 'disable') => action.run(agent, decision);
  const busyId = action.pending?.[0].id ?? null;

  const approvedIds = new Set(approved.map((agent) => agent.id));
  const waiting = pendingAgents.filter((agent) => !approvedIds.has(agent.id) && !disabled.has(agent.id));
  const active = [...activeAgents, ...approved].filter((agent) => !disabled.has(agent.id));

  const row = (agent: AgentRow, pending: boolean) => (
    <li key={agent.id} className="review-list__item">
      <div>
        <strong>{agent.name}</strong>
        <span className="review-list__meta">
          {agent.email} · {agent.licenseNumber ? `Texas license ${agent.licenseNumber}` : 'No license number given'} ·{' '}
          {speaks(agent.languages)} · signed up {formatDateTime(agent.createdAt)}
        </span>
      </div>
      <div className="review-list__actions">
        {pending && (
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busyId === agent.id}
            aria-label={`Approve ${agent.name}`}
            onClick={() => void act(agent, 'approve')}
          >
            Approve
          </button>
        )}
        <button
          type="button"
          className="button button--small button--danger"
          disabled={busyId === agent.id}
          aria-label={`Disable ${agent.name}`}
          onClick={() => setToDisable(agent)}
        >
          Disable
        </button>
      </div>
    </li>
  );

  return (
    <>
      <h3 className="manager__subheading">Waiting for approval</h3>
      {waiting.length === 0 ? (
        <p className="empty-state">No agent signups are waiting for approval.</p>
      ) : (
        <ul className="review-list" aria-label="Agents waiting for approval">
          {waiting.map((agent) => row(agent, true))}
        </ul>
      )}
      <h3 className="manager__subheading">Active agents</h3>
      {active.length === 0 ? (
        <p className="empty-state">No active agents.</p>
      ) : (
        <ul className="review-list" aria-label="Active agents">
          {active.map((agent) => row(agent, false))}
        </ul>
      )}
      <Dialog.Root open={toDisable !== null} onOpenChange={(open) => !open && setToDisable(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" role="alertdialog">
            <Dialog.Title className="dialog__title">Disable {toDisable?.name}</Dialog.Title>
            <Dialog.Description className="dialog__message">
              The agent is logged out at once and can no longer log in. This cannot be undone here.
            </Dialog.Description>
            <div className="dialog__actions dialog__actions--end">
              <Dialog.Close className="button button--ghost">Cancel</Dialog.Close>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  const agent = toDisable;
                  setToDisable(null);
                  if (agent) void act(agent, 'disable');
                }}
              >
                Disable
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
