// A disputed lease verification on the receivables page: the property's reason and note, the lead's timeline (the
// evidence) one link away, and the admin's decision (docs/contract.md "Getting paid"): accept the dispute (nothing is
// invoiced) or overrule it with a note (the lease stands as recorded and is invoiced once move-in has come). The
// decision lands on the lead's timeline.
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DisputeCase_verification$key } from '../../__generated__/DisputeCase_verification.graphql';
import type {
  DisputeCaseDecision,
  DisputeCaseResolveMutation,
} from '../../__generated__/DisputeCaseResolveMutation.graphql';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '../../lib/domain';
import { useFormAction } from '../../lib/forms/useFormAction';
import { commit } from '../../relay/commit';
import { ActionError } from './InlineFields';
import { leadPaths } from './staffRole';

const fragment = graphql`
  fragment DisputeCase_verification on LeaseVerification {
    id
    leadId
    apartmentName
    renterName
    disputeReason
    disputeNote
  }
`;

const resolveMutation = graphql`
  mutation DisputeCaseResolveMutation($id: ID!, $input: DisputeCaseInput!) {
    resolveDisputeCase(id: $id, input: $input) {
      id
      status
      caseResolution
    }
  }
`;

export function DisputeCase({
  verification,
  onResolved,
}: {
  verification: DisputeCase_verification$key;
  onResolved: (message: string) => void;
}) {
  const data = useFragment(fragment, verification);
  const environment = useRelayEnvironment();
  const noteId = useId();
  const [note, setNote] = useState('');
  const who = `${data.renterName ?? 'Erased renter'} at ${data.apartmentName}`;
  const resolve = useFormAction(
    (resolution: DisputeCaseDecision) =>
      commit<DisputeCaseResolveMutation>(
        environment,
        resolveMutation,
        { id: data.id, input: { resolution, ...(note.trim() ? { note: note.trim() } : {}) } },
        'admin',
      ),
    {
      fallback: 'Could not close the case.',
      onSuccess: ({ resolveDisputeCase: result }) =>
        onResolved(
          result.caseResolution === 'accepted'
            ? `Dispute accepted for ${who}: nothing is invoiced.`
            : `Dispute overruled for ${who}: the lease stands as recorded.`,
        ),
    },
  );
  const decide = (resolution: DisputeCaseDecision) => {
    // The same rule as the server's, said before the round trip.
    if (resolution === 'overrule' && !note.trim()) return resolve.setError('Say why the dispute is overruled');
    void resolve.run(resolution);
  };
  return (
    <li className="receivable" data-dispute={data.id}>
      <p>
        <Link to={leadPaths.lead('admin', data.leadId)}>{who}</Link>:{' '}
        {data.disputeReason ? DISPUTE_REASON_LABELS[data.disputeReason as DisputeReason] : ''}
        {data.disputeNote ? ` (${data.disputeNote})` : ''}
      </p>
      <form
        className="inline-form"
        aria-label={`Close the dispute case of ${who}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="form-field" htmlFor={noteId}>
          <span className="field__label">Note (needed to overrule)</span>
          <textarea
            id={noteId}
            className="input"
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={resolve.busy}
          onClick={() => decide('accept')}
        >
          Accept the dispute
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={resolve.busy}
          onClick={() => decide('overrule')}
        >
          Overrule the dispute
        </button>
        <ActionError error={resolve.error} />
      </form>
    </li>
  );
}
