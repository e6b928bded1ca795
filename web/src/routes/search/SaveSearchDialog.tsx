// "Get alerts for this search": the renter leaves an e-mail address and chooses instant alerts or a daily digest
// (new matches, all-in price drops, new specials, specials about to end). Nothing is sent until they confirm
// from the e-mail (double opt-in).
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AlertFrequency, SaveSearchDialogMutation } from '../../__generated__/SaveSearchDialogMutation.graphql';
import type { ApartmentFilter } from '../../lib/filters';
import { useDomainText } from '../../lib/domainText';
import { useFormAction } from '../../lib/forms/useFormAction';
import { useLocale } from '../../i18n';
import { LANGUAGE_OF_LOCALE } from '../../lib/domain';
import { commit } from '../../relay/commit';

const saveMutation = graphql`
  mutation SaveSearchDialogMutation($input: SaveSearchInput!) {
    saveSearch(input: $input)
  }
`;

export function SaveSearchDialog({ filter }: { filter: ApartmentFilter | null }) {
  const environment = useRelayEnvironment();
  const { t } = useLingui();
  const text = useDomainText();
  // docs/contract.md "Spanish": the confirmation and every alert are written in the page's language.
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [sent, setSent] = useState(false);
  const action = useFormAction(
    () =>
      commit<SaveSearchDialogMutation>(environment, saveMutation, {
        input: { email, filter: filter ?? {}, frequency, preferredLanguage: LANGUAGE_OF_LOCALE[locale] },
      }),
    { fallback: t`The search was not saved. Please try again.`, onSuccess: () => setSent(true) },
  );
  const busy = action.busy;
  const error = action.fieldErrors.email ?? action.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };

  return (
    <Dialog.Root onOpenChange={(open) => open && setSent(false)}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          <Trans>Get alerts for this search</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">
            <Trans>Get alerts for this search</Trans>
          </Dialog.Title>
          <Dialog.Description className="fine-print">
            <Trans>
              New matches, all-in price drops, new specials and specials about to end. Unsubscribe in one click from any
              e-mail.
            </Trans>
          </Dialog.Description>
          {sent ? (
            <p role="status" className="notice">
              <Trans>Check your inbox: confirm from the e-mail we just sent and the alerts start.</Trans>
            </p>
          ) : (
            <form className="inline-form" onSubmit={submit} noValidate>
              <label className="form-field" htmlFor={`${id}-email`}>
                <span className="field__label">{t`E-mail`}</span>
              </label>
              <input
                id={`${id}-email`}
                className="input"
                type="email"
                autoComplete="email"
                value={email}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <fieldset className="guest-card__choices">
                <legend className="field__label">
                  <Trans>How often</Trans>
                </legend>
                <label className="guest-card__choice">
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    checked={frequency === 'instant'}
                    onChange={() => setFrequency('instant')}
                  />
                  <Trans>As it happens</Trans>
                </label>
                <label className="guest-card__choice">
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    checked={frequency === 'daily'}
                    onChange={() => setFrequency('daily')}
                  />
                  <Trans>Daily digest</Trans>
                </label>
              </fieldset>
              {error && (
                <p className="form-field__error" role="alert">
                  {text(error)}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={busy}>
                <Trans>Save search</Trans>
              </button>
            </form>
          )}
          <Dialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
