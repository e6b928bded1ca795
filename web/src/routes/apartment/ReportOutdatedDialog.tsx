// "Report outdated": a renter tells the locator that a floorplan's price, availability or special is wrong. The
// report lands in the staff's verification queue; the server limits how many one connection may send.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type {
  OutdatedTopic,
  ReportOutdatedDialogMutation,
} from '../../__generated__/ReportOutdatedDialogMutation.graphql';
import { OUTDATED_NOTE_MAX_LENGTH } from '../../lib/domain';

const mutation = graphql`
  mutation ReportOutdatedDialogMutation($floorplanId: ID!, $topic: OutdatedTopic!, $note: String) {
    reportOutdatedListing(floorplanId: $floorplanId, topic: $topic, note: $note)
  }
`;

const TOPICS: { value: OutdatedTopic; label: string }[] = [
  { value: 'price', label: 'The price' },
  { value: 'availability', label: 'The availability' },
  { value: 'special', label: 'The special' },
];

export function ReportOutdatedDialog({ floorplanId, title }: { floorplanId: string; title: string }) {
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<OutdatedTopic>('price');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

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
        setError(failure.message || 'The report could not be sent. Please try again.');
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
      <Dialog.Trigger asChild>
        <button type="button" className="link-button true-cost__report">
          Report outdated
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">Report outdated: {title}</Dialog.Title>
          <Dialog.Description>Tell us what looks wrong; an agent checks it with the property.</Dialog.Description>
          {status === 'sent' ? (
            <p role="status">Thank you. We will check this listing with the property.</p>
          ) : (
            <form onSubmit={submit} className="report-form">
              <fieldset>
                <legend>What is wrong?</legend>
                {TOPICS.map((option) => (
                  <label key={option.value} className="report-form__option">
                    <input
                      type="radio"
                      name="topic"
                      value={option.value}
                      checked={topic === option.value}
                      onChange={() => setTopic(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
              <label className="report-form__note">
                Details (optional)
                <textarea
                  value={note}
                  maxLength={OUTDATED_NOTE_MAX_LENGTH}
                  onChange={(event) => setNote(event.target.value)}
                  rows={3}
                />
              </label>
              {error && (
                <p role="alert" className="form-error">
                  {error}
                </p>
              )}
              <button type="submit" className="button" disabled={status === 'sending'}>
                {status === 'sending' ? 'Sending...' : 'Send report'}
              </button>
            </form>
          )}
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
