// "Report outdated": a renter tells the locator that a floorplan's price, availability or special is wrong. The
// report lands in the staff's verification queue; the server limits how many one connection may send.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as Dialog from '@radix-ui/react-dialog';
import { ScriptOnly } from '../../components/ScriptOnly';
import { useId, useState, type FormEvent } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type {
  OutdatedTopic,
  ReportOutdatedDialogMutation,
} from '../../__generated__/ReportOutdatedDialogMutation.graphql';
import { OUTDATED_NOTE_MAX_LENGTH } from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import { CharacterCount } from '../../components/CharacterCount';

const mutation = graphql`
  mutation ReportOutdatedDialogMutation($floorplanId: ID!, $topic: OutdatedTopic!, $note: String) {
    reportOutdatedListing(floorplanId: $floorplanId, topic: $topic, note: $note)
  }
`;

const TOPICS: { value: OutdatedTopic; label: MessageDescriptor }[] = [
  { value: 'price', label: msg`The price` },
  { value: 'availability', label: msg`The availability` },
  { value: 'special', label: msg`The special` },
];

export function ReportOutdatedDialog({ floorplanId, title }: { floorplanId: string; title: string }) {
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<OutdatedTopic>('price');
  const [note, setNote] = useState('');
  const countId = useId();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const { i18n, t } = useLingui();
  // The server's refusal (the per-connection limit) in the page's language when it is one of the shared texts.
  const text = useDomainText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    setError(null);
    commitMutation<ReportOutdatedDialogMutation>(environment, {
      mutation,
      variables: { floorplanId, topic, note: note.trim() || null },
      onCompleted: (_response, errors) => {
        if (errors?.length) {
          setStatus('idle');
          setError(errors[0].message);
        } else setStatus('sent');
      },
      onError: (failure) => {
        setStatus('idle');
        setError(failure.message || t`The report could not be sent. Please try again.`);
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setStatus('idle');
          setError(null);
        }
      }}
    >
      <ScriptOnly>
        <Dialog.Trigger asChild>
          <button type="button" className="link-button true-cost__report">
            <Trans>Report outdated</Trans>
          </button>
        </Dialog.Trigger>
      </ScriptOnly>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">
            <Trans>Report outdated: {title}</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Tell us what looks wrong; an agent checks it with the property.</Trans>
          </Dialog.Description>
          {status === 'sent' ? (
            <p role="status">
              <Trans>Thank you. We will check this listing with the property.</Trans>
            </p>
          ) : (
            <form onSubmit={submit} className="report-form">
              <fieldset>
                <legend>
                  <Trans>What is wrong?</Trans>
                </legend>
                {TOPICS.map((option) => (
                  <label key={option.value} className="report-form__option">
                    <input
                      type="radio"
                      name="topic"
                      value={option.value}
                      checked={topic === option.value}
                      onChange={() => setTopic(option.value)}
                    />
                    {i18n._(option.label)}
                  </label>
                ))}
              </fieldset>
              <label className="report-form__note">
                <Trans>Details (optional)</Trans>
                <textarea
                  value={note}
                  maxLength={OUTDATED_NOTE_MAX_LENGTH}
                  aria-describedby={countId}
                  onChange={(event) => setNote(event.target.value)}
                  rows={3}
                />
              </label>
              <CharacterCount id={countId} length={note.length} max={OUTDATED_NOTE_MAX_LENGTH} />
              {error && (
                <p role="alert" className="form-error">
                  {text(error)}
                </p>
              )}
              <button type="submit" className="button" disabled={status === 'sending'}>
                {status === 'sending' ? t`Sending...` : t`Send report`}
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
