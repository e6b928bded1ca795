// Creates an API key, then shows it once with a copy button: the server keeps only its hash.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  ApiKeyScope,
  CreateApiKeyDialogMutation,
} from '../../../__generated__/CreateApiKeyDialogMutation.graphql';
import { commit } from '../../../relay/commit';
import { useFormAction } from '../../../lib/forms/useFormAction';

const createMutation = graphql`
  mutation CreateApiKeyDialogMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
      }
    }
  }
`;

interface Props {
  /** `created` says whether a key was made, so the list loads again. */
  onClose: (created: boolean) => void;
  onError: (message: string) => void;
}

export function CreateApiKeyDialog({ onClose, onError }: Props) {
  const environment = useRelayEnvironment();
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('READ');
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);

  const action = useFormAction(
    () => commit<CreateApiKeyDialogMutation>(environment, createMutation, { input: { name, scope } }, 'admin'),
    {
      fallback: 'Failed to create the key.',
      onSuccess: (result) => setCreated({ key: result.createApiKey.key, name: result.createApiKey.apiKey.name }),
      // A refused name shows beside the field (fieldErrors); anything else as a toast.
      onError,
    },
  );
  const saving = action.busy;
  const nameError = action.fieldErrors.name ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onClose(created !== null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--form" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">
            {created ? `API key ${created.name}` : 'Create API Key'}
          </Dialog.Title>
          {created ? (
            <div className="api-key-secret">
              <p className="dialog__message" id={`${id}-once`}>
                Copy the key now: it is shown only this once. Store it where the tool keeps its secrets.
              </p>
              <label className="field__label" htmlFor={`${id}-key`}>
                Key
              </label>
              <input
                id={`${id}-key`}
                className="input api-key-secret__value"
                readOnly
                value={created.key}
                aria-describedby={`${id}-once`}
                onFocus={(event) => event.target.select()}
              />
              <div className="dialog__actions dialog__actions--end">
                <button type="button" className="button button--ghost" onClick={() => void copy()}>
                  {copied ? 'Copied' : 'Copy'}
                </button>
                <button type="button" className="button button--primary" onClick={() => onClose(true)}>
                  Done
                </button>
              </div>
            </div>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <div className={nameError ? 'form-field form-field--invalid' : 'form-field'}>
                <label className="field__label" htmlFor={`${id}-name`}>
                  Name
                </label>
                <input
                  id={`${id}-name`}
                  className="input"
                  value={name}
                  maxLength={100}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-name-error` : undefined}
                  onChange={(event) => setName(event.target.value)}
                />
                {nameError && (
                  <p className="form-field__error" id={`${id}-name-error`}>
                    {nameError}
                  </p>
                )}
              </div>
              <fieldset className="form-field">
                <legend className="field__label">Scope</legend>
                <label className="checkbox">
                  <input type="radio" name="scope" checked={scope === 'READ'} onChange={() => setScope('READ')} />
                  Read: queries only
                </label>
                <label className="checkbox">
                  <input type="radio" name="scope" checked={scope === 'WRITE'} onChange={() => setScope('WRITE')} />
                  Write: queries and admin changes
                </label>
                <label className="checkbox">
                  <input type="radio" name="scope" checked={scope === 'LEADS'} onChange={() => setScope('LEADS')} />
                  Leads: queries, renters&apos; leads and e-mail included; no changes
                </label>
              </fieldset>
              <div className="dialog__actions dialog__actions--end">
                <button type="button" className="button button--ghost" onClick={() => onClose(false)} disabled={saving}>
                  Cancel
                </button>
                <button type="submit" className="button button--primary" disabled={saving}>
                  {saving ? 'Creating...' : 'Create Key'}
                </button>
              </div>
            </form>
          )}
          <Dialog.Close className="dialog__close" aria-label="Close" disabled={saving}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
