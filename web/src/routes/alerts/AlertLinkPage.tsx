// /alerts/confirm/?token= and /alerts/unsubscribe/?token=: the links in saved-search e-mails. Confirming starts
// the alerts (double opt-in); unsubscribing stops them at once. Never indexed. Opening the link changes nothing:
// mail scanners open links (and run their scripts) to check them, so only the person's press of the button
// confirms or unsubscribes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { AlertLinkPageConfirmMutation } from '../../__generated__/AlertLinkPageConfirmMutation.graphql';
import type { AlertLinkPageUnsubscribeMutation } from '../../__generated__/AlertLinkPageUnsubscribeMutation.graphql';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';

const confirmMutation = graphql`
  mutation AlertLinkPageConfirmMutation($token: String!) {
    confirmSavedSearch(token: $token) {
      label
      frequency
      searchPath
    }
  }
`;

const unsubscribeMutation = graphql`
  mutation AlertLinkPageUnsubscribeMutation($token: String!) {
    unsubscribeSavedSearch(token: $token) {
      label
      searchPath
    }
  }
`;

type Outcome = { ok: true; text: string; searchPath: string } | { ok: false; text: string };

export function Component() {
  const unsubscribe = useLocation().pathname.startsWith('/alerts/unsubscribe');
  const { t } = useLingui();
  usePageTitle(unsubscribe ? t`Unsubscribe` : t`Confirm your alerts`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The server's page shows the button disabled: it works once the page's script runs.
  const scripted = useBrowserValue(() => true, false);

  const action = useFormAction(
    (): Promise<Outcome> =>
      unsubscribe
        ? commit<AlertLinkPageUnsubscribeMutation>(environment, unsubscribeMutation, { token }).then(
            ({ unsubscribeSavedSearch: search }) => ({
              ok: true as const,
              text: t`You are unsubscribed: no more e-mails for "${search.label}".`,
              searchPath: search.searchPath,
            }),
          )
        : commit<AlertLinkPageConfirmMutation>(environment, confirmMutation, { token }).then(
            ({ confirmSavedSearch: search }) => ({
              ok: true as const,
              text:
                search.frequency === 'daily'
                  ? t`Confirmed: we will e-mail you a daily digest for "${search.label}".`
                  : t`Confirmed: we will e-mail you as soon as something changes for "${search.label}".`,
              searchPath: search.searchPath,
            }),
          ),
    {
      fallback: t`This link is not valid.`,
      onSuccess: setOutcome,
      onError: (text) => setOutcome({ ok: false, text }),
    },
  );
  const busy = action.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };

  return (
    <div className="page page--narrow">
      <h1>{unsubscribe ? t`Unsubscribe` : t`Apartment alerts`}</h1>
      {!outcome ? (
        <form onSubmit={submit} aria-label={unsubscribe ? t`Unsubscribe` : t`Confirm your alerts`}>
          <p>
            {unsubscribe
              ? t`Stop the e-mails for this saved search?`
              : t`Start the e-mail alerts you asked for? Nothing is sent until you confirm.`}
          </p>
          <button type="submit" className="button" disabled={busy || !scripted}>
            {unsubscribe ? t`Unsubscribe` : t`Confirm alerts`}
          </button>
          {busy && <Spinner label={t`One moment...`} />}
        </form>
      ) : (
        <>
          <p role="status" className={outcome.ok ? 'notice' : 'error-text'}>
            {outcome.text}
          </p>
          <p>
            <Link to={outcome.ok ? outcome.searchPath : paths.search}>
              <Trans>Back to the search</Trans>
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
