// /lease-verification/?token=: the property's leasing office answers a Lease Verification request with no account
// (docs/contract.md "Getting paid"): confirm, correct the rent, move-in date or unit, or dispute with a reason. The
// link works once and expires; a used or expired link shows the server's answer. Like the staff pages, written in
// English: it is a business's form, not a renter's page. Opening the link changes nothing (mail scanners open
// links): only the office's press of a button answers.
import { useEffect, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type {
  LeaseVerificationPageQuery,
  LeaseVerificationPageQuery$data,
} from '../../__generated__/LeaseVerificationPageQuery.graphql';
import type {
  DisputeReason,
  LeaseVerificationPageAnswerMutation,
  LeaseVerificationPageAnswerMutation$variables,
} from '../../__generated__/LeaseVerificationPageAnswerMutation.graphql';
import { LeaseFields } from '../../components/LeaseFields';
import { Spinner } from '../../components/Spinner';
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS } from '../../lib/domain';
import { formatCents, formatDay } from '../../lib/format';
import { fieldToCents } from '../leads/staffRole';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { errorMessage } from '../../relay/errors';

const requestQuery = graphql`
  query LeaseVerificationPageQuery($token: String!) {
    leaseVerificationByLink(token: $token) {
      status
      apartmentName
      renterName
      unit
      moveInOn
      rentCents
      termMonths
      commissionPercent
      commissionCents
      answeredAt
    }
  }
`;

const answerMutation = graphql`
  mutation LeaseVerificationPageAnswerMutation($token: String!, $input: LeaseAnswerInput!) {
    answerLeaseVerification(token: $token, input: $input) {
      status
      verifiedRentCents
      verifiedCommissionCents
    }
  }
`;

type Request = LeaseVerificationPageQuery$data['leaseVerificationByLink'];
type Choice = 'confirm' | 'correct' | 'dispute';
const INVALID = 'This link is not valid: use the link in the latest e-mail, or ask the locator for a new one';

export function Component() {
  usePageTitle('Lease verification');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const scripted = useBrowserValue(() => true, false);
  const [request, setRequest] = useState<Request | null>(null);
  const [failed, setFailed] = useState<string | null>(token ? null : INVALID);
  const [done, setDone] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>('confirm');
  const [correction, setCorrection] = useState({ rent: '', moveInOn: '', unit: '' });
  const [reason, setReason] = useState<DisputeReason>('notOurRenter');
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!scripted || !token) return;
    const subscription = fetchQuery<LeaseVerificationPageQuery>(
      environment,
      requestQuery,
      { token },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: ({ leaseVerificationByLink }) => setRequest(leaseVerificationByLink),
      error: (error: unknown) => setFailed(errorMessage(error, INVALID)),
    });
    return () => subscription.unsubscribe();
  }, [environment, scripted, token]);

  const action = useFormAction(
    (input: LeaseVerificationPageAnswerMutation$variables['input']) =>
      commit<LeaseVerificationPageAnswerMutation>(environment, answerMutation, { token, input }),
    {
      fallback: INVALID,
      onSuccess: ({ answerLeaseVerification: answer }) =>
        setDone(
          answer.status === 'disputed'
            ? 'Thank you: the dispute is recorded and the locator will be in touch.'
            : `Thank you: the lease is verified. Commission: ${formatCents(answer.verifiedCommissionCents ?? 0)}.`,
        ),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'confirm') return void action.run({ answer: 'confirm' });
    if (choice === 'dispute') return void action.run({ answer: 'dispute', reason, ...(note.trim() ? { note } : {}) });
    const rentCents = correction.rent ? fieldToCents(correction.rent) : null;
    if (rentCents !== null && Number.isNaN(rentCents)) {
      action.setError('Rent must be dollars, like 1450 or 1450.50');
      return;
    }
    void action.run({
      answer: 'correct',
      ...(rentCents !== null ? { rentCents } : {}),
      ...(correction.moveInOn ? { moveInOn: correction.moveInOn } : {}),
      ...(correction.unit.trim() ? { unit: correction.unit.trim() } : {}),
    });
  };

  return (
    <div className="page page--narrow">
      <h1>Lease verification</h1>
      {failed && (
        <p role="alert" className="error-text">
          {failed}
        </p>
      )}
      {done && (
        <p role="status" className="notice">
          {done}
        </p>
      )}
      {!failed && !request && <Spinner label="One moment..." />}
      {request && !done && (
        <>
          <dl className="facts">
            <dt>Property</dt>
            <dd>{request.apartmentName}</dd>
            <dt>Renter</dt>
            <dd>{request.renterName ?? 'Erased at the renter\u2019s request'}</dd>
            <dt>Unit</dt>
            <dd>{request.unit ?? 'Not given'}</dd>
            <dt>Move-in</dt>
            <dd>{formatDay(request.moveInOn)}</dd>
            <dt>Rent</dt>
            <dd>{formatCents(request.rentCents)} a month</dd>
            <dt>Term</dt>
            <dd>{request.termMonths} months</dd>
            <dt>Commission</dt>
            <dd>
              {formatCents(request.commissionCents)} ({request.commissionPercent}% of one month&rsquo;s rent)
            </dd>
          </dl>
          {request.answeredAt ? (
            <p role="status" className="notice">
              This request was already answered ({request.status}).
            </p>
          ) : (
            <form onSubmit={submit} aria-label="Answer the lease verification">
              <fieldset>
                <legend>Your answer</legend>
                {(
                  [
                    ['confirm', 'Confirm: the lease is as above'],
                    ['correct', 'Correct: the rent, move-in date or unit differ'],
                    ['dispute', 'Dispute'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="choice">
                    <input
                      type="radio"
                      name="answer"
                      value={value}
                      checked={choice === value}
                      onChange={() => setChoice(value)}
                    />{' '}
                    {label}
                  </label>
                ))}
              </fieldset>
              {choice === 'correct' && (
                <fieldset>
                  <legend>The correct lease</legend>
                  <LeaseFields
                    value={correction}
                    onChange={(field, value) => setCorrection({ ...correction, [field]: value })}
                  />
                </fieldset>
              )}
              {choice === 'dispute' && (
                <fieldset>
                  <legend>Why</legend>
                  <label className="form-field">
                    <span className="field__label">Reason</span>
                    <select
                      className="input"
                      value={reason}
                      onChange={(event) => setReason(event.target.value as DisputeReason)}
                    >
                      {DISPUTE_REASONS.map((value) => (
                        <option key={value} value={value}>
                          {DISPUTE_REASON_LABELS[value]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="form-field">
                    <span className="field__label">Note (optional)</span>
                    <textarea
                      className="input"
                      maxLength={1000}
                      value={note}
                      onChange={(event) => setNote(event.target.value)}
                    />
                  </label>
                </fieldset>
              )}
              {action.error && (
                <p role="alert" className="error-text">
                  {action.error}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={action.busy}>
                Send answer
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
