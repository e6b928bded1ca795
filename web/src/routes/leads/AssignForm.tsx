import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssignForm_agents$key } from '../../__generated__/AssignForm_agents.graphql';
import type { AssignForm_lead$key } from '../../__generated__/AssignForm_lead.graphql';

const leadFragment = graphql`
  fragment AssignForm_lead on Lead {
    agent {
      id
    }
  }
`;

const agentsFragment = graphql`
  fragment AssignForm_agents on Agent @relay(plural: true) {
    id
    name
  }
`;

/** An admin gives the lead to an active agent, or puts it back in the new inbox. */
export function AssignForm({
  lead,
  agents,
  busy,
  onAssign,
}: {
  lead: AssignForm_lead$key;
  agents: AssignForm_agents$key;
  busy: boolean;
  onAssign: (agentId: string | null) => void;
}) {
  const { agent } = useFragment(leadFragment, lead);
  const activeAgents = useFragment(agentsFragment, agents);
  const [agentId, setAgentId] = useState(agent?.id ?? '');
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
          {activeAgents.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
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
