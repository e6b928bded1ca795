// Outside images being copied into our storage (docs/contract.md "Where an apartment is"), as the Apartment Manager's
// row and the editor show them: a copy on its way, or why it failed ("We could not copy the image from example.com:
// 404") with a Retry button. The retry's answer refreshes this fragment wherever it is mounted.
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ImageImportNotice_apartment$key } from '../../../__generated__/ImageImportNotice_apartment.graphql';
import type { ImageImportNoticeRetryMutation } from '../../../__generated__/ImageImportNoticeRetryMutation.graphql';
import { commit } from '../../../relay/commit';
import { errorMessage } from '../../../relay/errors';

const importsFragment = graphql`
  fragment ImageImportNotice_apartment on Apartment {
    imageImports {
      id
      status
      host
      message
    }
  }
`;

const retryMutation = graphql`
  mutation ImageImportNoticeRetryMutation($id: ID!) {
    retryImageImport(id: $id) {
      ...ImageImportNotice_apartment
    }
  }
`;

export function ImageImportNotice({
  apartment,
  onError,
  compact = false,
}: {
  apartment: ImageImportNotice_apartment$key;
  onError: (message: string) => void;
  /** The table row: the message only, smaller. */
  compact?: boolean;
}) {
  const data = useFragment(importsFragment, apartment);
  const environment = useRelayEnvironment();
  const [retrying, setRetrying] = useState<string | null>(null);
  if (!data.imageImports?.length) return null;
  const retry = async (id: string) => {
    setRetrying(id);
    try {
      await commit<ImageImportNoticeRetryMutation>(environment, retryMutation, { id }, 'admin');
    } catch (error) {
      onError(errorMessage(error, 'The image could not be retried.'));
    } finally {
      setRetrying(null);
    }
  };
  return (
    <ul className={compact ? 'image-imports image-imports--compact' : 'image-imports'} aria-live="polite">
      {data.imageImports.map((row) => (
        <li key={row.id} className={row.status === 'FAILED' ? 'image-imports__failed' : 'image-imports__pending'}>
          <span>{row.message ?? `Copying the image from ${row.host}…`}</span>
          {/* A passing failure is tried again by itself; the admin may still ask now. */}
          {row.message && (
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={retrying === row.id}
              onClick={() => void retry(row.id)}
            >
              {retrying === row.id ? 'Retrying...' : 'Retry'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
