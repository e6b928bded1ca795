// docs/contract.md "Beyond docs/product.md": internal tools use API keys that admins create, watch (last used) and revoke
// here. The key itself is shown once, in the create dialog; the list shows only its public prefix.
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { ApiKeysQuery } from '../../../__generated__/ApiKeysQuery.graphql';
import type { ApiKeysRevokeMutation } from '../../../__generated__/ApiKeysRevokeMutation.graphql';
import { commit } from '../../../relay/commit';
import { useFormAction } from '../../../lib/forms/useFormAction';
import { ConfirmRevokeDialog } from './ConfirmRevokeDialog';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { formatDateTime } from '../../../lib/format';

export const apiKeysQuery = graphql`
  query ApiKeysQuery {
    apiKeys {
      id
      name
      scope
      prefix
      createdAt
      lastUsedAt
      revokedAt
      createdBy {
        name
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiKeysRevokeMutation($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<ApiKeysQuery>;
  /** The list changed on the server (a key was created): load it again. */
  onChanged: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

const SCOPE_LABELS: Record<string, string> = { READ: 'Read', WRITE: 'Write', LEADS: 'Leads' };

const when = (value: string | null | undefined, never: string) => (value ? formatDateTime(value) : never);

export function ApiKeys({ queryRef, onChanged, onDone, onError }: Props) {
  const { apiKeys } = usePreloadedQuery<ApiKeysQuery>(apiKeysQuery, queryRef);
  const environment = useRelayEnvironment();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<{ id: string; name: string } | null>(null);
  const action = useFormAction(
    async ({ id, name }: { id: string; name: string }) => {
      await commit<ApiKeysRevokeMutation>(environment, revokeMutation, { id }, 'admin');
      onDone(`The key ${name} was revoked.`);
    },
    { fallback: 'Failed to revoke the key.', onError },
  );
  const busyId = action.pending?.[0].id ?? null;
  const revoke = () => {
    if (!toRevoke) return;
    setToRevoke(null);
    void action.run(toRevoke);
  };

  return (
    <>
      <div className="manager__toolbar">
        <p className="api-keys__intro">
          Internal tools send a key as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/graphql</code>.
        </p>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Create API Key
        </button>
      </div>
      {apiKeys.length === 0 ? (
        <p className="empty-state">No API keys yet.</p>
      ) : (
        <div className="manager-table__scroll" tabIndex={0} role="region" aria-label="API keys">
          <table className="manager-table api-keys-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Scope</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {apiKeys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}_…</code>
                  </td>
                  <td>{SCOPE_LABELS[key.scope] ?? key.scope}</td>
                  <td>
                    {when(key.createdAt, '')} by {key.createdBy.name}
                  </td>
                  <td>{when(key.lastUsedAt, 'Never')}</td>
                  <td>{key.revokedAt ? `Revoked ${when(key.revokedAt, '')}` : 'Active'}</td>
                  <td>
                    {!key.revokedAt && (
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={busyId === key.id}
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => setToRevoke({ id: key.id, name: key.name })}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <CreateApiKeyDialog
          onClose={(created) => {
            setCreating(false);
            if (created) onChanged();
          }}
          onError={onError}
        />
      )}
      <ConfirmRevokeDialog
        name={toRevoke?.name ?? null}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => void revoke()}
      />
    </>
  );
}
