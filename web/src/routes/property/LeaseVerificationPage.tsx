// /lease-verification/?token=: the property's leasing office answers a Lease Verification request with no account
// (docs/contract.md "Getting paid"): confirm, correct the rent, move-in date or unit, or dispute with a reason. The
// link works once and expires; an expired link and an answered one say so in the office's language (the e-mail
// of a Spanish-reading office links to /es/lease-verification/). Opening the link changes nothing (mail scanners
// open links): only the office's press of a button answers.
import { useLingui } from '@lingui/react/macro';
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
import { useLocale } from '../../i18n';
import { DISPUTE_REASONS } from '../../lib/domain';
import { formatCents, formatDay } from '../../lib/format';
import { fieldToCents } from '../leads/staffRole';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { GraphQLRequestError } from '../../relay/environment';
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

export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Lease verification`);
  const INVALID = t`This link is not valid: use the link in the latest e-mail, or ask the locator for a new one`;
  // The server's refusals of the link, by their code, in the office's language (docs/contract.md "Getting paid").
  const linkRefusal = (error: unknown) => {
    const code = error instanceof GraphQLRequestError ? error.code : undefined;
    if (code === 'GONE') return t`This link has expired: ask the locator to send the request again`;
    if (code === 'CONFLICT') return t`This request was already answered: the answer is on record`;
    return errorMessage(error, INVALID);
  };
  const reasonLabels: Record<(typeof DISPUTE_REASONS)[number], string> = {
    notOurRenter: t`Not our renter`,
    cameDirect: t`The renter came to us directly`,
    anotherLocatorFirst: t`Another locator registered this renter first`,
    leaseCancelled: t`The lease was cancelled`,
  };
  const statusLabels: Record<string, string> = {
    pending: t`not answered yet`,
    confirmed: t`confirmed`,
    corrected: t`corrected`,
    disputed: t`disputed`,
  };
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
      error: (error: unknown) => setFailed(linkRefusal(error)),
    });
    return () => subscription.unsubscribe();
    // The refusal's words are read when it comes; the request is fetched once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, scripted, token]);

  const action = useFormAction(
    (input: LeaseVerificationPageAnswerMutation$variables['input']) =>
      commit<LeaseVerificationPageAnswerMutation>(environment, answerMutation, { token, input }),
    {
      fallback: linkRefusal,
      onSuccess: ({ answerLeaseVerification: answer }) => {
        const commission = formatCents(answer.verifiedCommissionCents ?? 0);
        setDone(
          answer.status === 'disputed'
            ? t`Thank you: the dispute is recorded and the locator will be in touch.`
            : t`Thank you: the lease is verified. Commission: ${commission}.`,
        );
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'confirm') return void action.run({ answer: 'confirm' });
    if (choice === 'dispute') return void action.run({ answer: 'dispute', reason, ...(note.trim() ? { note } : {}) });
    const rentCents = correction.rent ? fieldToCents(correction.rent) : null;
    if (rentCents !== null && Number.isNaN(rentCents)) {
      action.setError(t`Rent must be dollars, like 1450 or 1450.50`);
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
      <h1>{t`Lease verification`}</h1>
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
      {!failed && !request && <Spinner label={t`One moment...`} />}
      {request && !done && (
        <>
          <dl className="facts">
            <dt>{t`Property`}</dt>
            <dd>{request.apartmentName}</dd>
            <dt>{t`Renter`}</dt>
            <dd>{request.renterName ?? t`Erased at the renter’s request`}</dd>
            <dt>{t`Unit`}</dt>
            <dd>{request.unit ?? t`Not given`}</dd>
            <dt>{t`Move-in`}</dt>
            <dd>{formatDay(request.moveInOn, locale)}</dd>
            <dt>{t`Rent`}</dt>
            <dd>{t`${formatCents(request.rentCents)} a month`}</dd>
            <dt>{t`Term`}</dt>
            <dd>{t`${request.termMonths} months`}</dd>
            <dt>{t`Commission`}</dt>
            <dd>{t`${formatCents(request.commissionCents)} (${request.commissionPercent}% of one month’s rent)`}</dd>
          </dl>
          {request.answeredAt ? (
            <p role="status" className="notice">
              {t`This request was already answered (${statusLabels[request.status] ?? request.status}).`}
            </p>
          ) : (
            <form onSubmit={submit} aria-label={t`Answer the lease verification`}>
              <fieldset>
                <legend>{t`Your answer`}</legend>
                {(
                  [
                    ['confirm', t`Confirm: the lease is as above`],
                    ['correct', t`Correct: the rent, move-in date or unit differ`],
                    ['dispute', t`Dispute`],
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
                  <legend>{t`The correct lease`}</legend>
                  <LeaseFields
                    value={correction}
                    onChange={(field, value) => setCorrection({ ...correction, [field]: value })}
                  />
                </fieldset>
              )}
              {choice === 'dispute' && (
                <fieldset>
                  <legend>{t`Why`}</legend>
                  <label className="form-field">
                    <span className="field__label">{t`Reason`}</span>
                    <select
                      className="input"
                      value={reason}
                      onChange={(event) => setReason(event.target.value as DisputeReason)}
                    >
                      {DISPUTE_REASONS.map((value) => (
                        <option key={value} value={value}>
                          {reasonLabels[value]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="form-field">
                    <span className="field__label">{t`Note (optional)`}</span>
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
                {t`Send answer`}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
