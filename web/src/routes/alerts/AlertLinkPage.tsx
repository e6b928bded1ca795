// /alerts/confirm/?token= and /alerts/unsubscribe/?token=: the links in saved-search e-mails. Confirming starts
// the alerts (double opt-in); unsubscribing stops them at once. Never indexed. Opening the link changes nothing:
// mail scanners open links (and run their scripts) to check them, so only the person's press of the button
// confirms or unsubscribes. The page first reads what the link stands for (savedSearchLink, read only): a link
// already used says so ("Already confirmed"), and one that cannot work shows the server's answer, never a button
// that does nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { AlertLinkPageConfirmMutation } from '../../__generated__/AlertLinkPageConfirmMutation.graphql';
import type { AlertLinkPageQuery } from '../../__generated__/AlertLinkPageQuery.graphql';
import type { AlertLinkPageUnsubscribeMutation } from '../../__generated__/AlertLinkPageUnsubscribeMutation.graphql';
import { Spinner } from '../../components/Spinner';
import { ALERT_LINK_MESSAGES } from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import { paths } from '../../lib/paths';
import { errorMessage } from '../../relay/errors';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';

const linkQuery = graphql`
  query AlertLinkPageQuery($token: String!) {
    savedSearchLink(token: $token) {
      label
      frequency
      searchPath
      confirmedAt
      unsubscribedAt
    }
  }
`;

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
type LinkSearch = { label: string; frequency: string; searchPath: string };
type Known =
  { kind: 'ask' } | { kind: 'confirmed' | 'unsubscribed'; search: LinkSearch } | { kind: 'failed'; text: string };

export function Component() {
  const unsubscribe = useLocation().pathname.startsWith('/alerts/unsubscribe');
  const { t } = useLingui();
  const text = useDomainText();
  usePageTitle(unsubscribe ? t`Unsubscribe` : t`Confirm your alerts`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The server's page shows the button disabled: it works once the page's script runs.
  const scripted = useBrowserValue(() => true, false);
  /** What the link stands for, read once the page runs: null while it is read. */
  const [known, setKnown] = useState<Known | null>(null);

  const confirmedText = (search: { frequency: string; label: string }) =>
    search.frequency === 'daily'
      ? t`Confirmed: we will e-mail you a daily digest for "${search.label}".`
      : t`Confirmed: we will e-mail you as soon as something changes for "${search.label}".`;

  useEffect(() => {
    if (!scripted || !token) return;
    // Read from the network each time: a reload after confirming must see the confirmation.
    const subscription = fetchQuery<AlertLinkPageQuery>(
      environment,
      linkQuery,
      { token },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: ({ savedSearchLink: search }) =>
        setKnown(
          search.unsubscribedAt
            ? { kind: 'unsubscribed', search }
            : search.confirmedAt
              ? { kind: 'confirmed', search }
              : { kind: 'ask' },
        ),
      error: (error: unknown) => setKnown({ kind: 'failed', text: errorMessage(error, ALERT_LINK_MESSAGES.invalid) }),
    });
    return () => subscription.unsubscribe();
  }, [environment, scripted, token]);

  /** What the link's state says without a press: a used or broken link is answered at once. */
  const answered = (state: Known | null): Outcome | null => {
    if (!state || state.kind === 'ask') return null;
    if (state.kind === 'failed') return { ok: false, text: state.text };
    const { label, searchPath } = state.search;
    if (state.kind === 'unsubscribed')
      return unsubscribe
        ? { ok: true, text: t`Already unsubscribed: no more e-mails for "${label}".`, searchPath }
        : { ok: false, text: ALERT_LINK_MESSAGES.unsubscribed };
    return unsubscribe
      ? null
      : { ok: true, text: `${t`Already confirmed.`} ${confirmedText(state.search)}`, searchPath };
  };

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
              text: confirmedText(search),
              searchPath: search.searchPath,
            }),
          ),
    // Every refusal is shown, the token's own ("This link is not valid") included.
    { fallback: t`This link is not valid.`, onSuccess: setOutcome },
  );
  const busy = action.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };
  // A link without a token needs no question to the server.
  const state: Known | null = token ? known : { kind: 'failed', text: ALERT_LINK_MESSAGES.invalid };
  const shown: Outcome | null = outcome ?? (action.error ? { ok: false, text: action.error } : answered(state));
  // A confirmed search's unsubscribe link still asks: stopping is the press of the button.
  const canPress = state !== null && state.kind !== 'failed' && answered(state) === null;

  return (
    <div className="page page--narrow">
      <h1>{unsubscribe ? t`Unsubscribe` : t`Apartment alerts`}</h1>
      {!shown ? (
        <form onSubmit={submit} aria-label={unsubscribe ? t`Unsubscribe` : t`Confirm your alerts`}>
          <p>
            {unsubscribe
              ? t`Stop the e-mails for this saved search?`
              : t`Start the e-mail alerts you asked for? Nothing is sent until you confirm.`}
          </p>
          <button type="submit" className="button" disabled={busy || !canPress}>
            {unsubscribe ? t`Unsubscribe` : t`Confirm alerts`}
          </button>
          {(busy || (scripted && state === null)) && <Spinner label={t`One moment...`} />}
        </form>
      ) : (
        <>
          <p role="status" className={shown.ok ? 'notice' : 'error-text'}>
            {text(shown.text)}
          </p>
          <p>
            <Link to={shown.ok ? shown.searchPath : paths.search}>
              <Trans>Back to the search</Trans>
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
