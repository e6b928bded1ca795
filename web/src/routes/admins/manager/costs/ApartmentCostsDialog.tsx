// What an apartment really costs, edited by admins beside the Add/Edit dialogs (docs/product.md section 2's Apartment
// Manager): the fees beyond rent, the move-in specials, each floorplan's availability, the pet policy and the
// amenities renters filter on. Each part saves on its own and is audited by the server.
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useCallback, useEffect, useTransition } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { ApartmentCostsDialogQuery } from '../../../../__generated__/ApartmentCostsDialogQuery.graphql';
import { ErrorBoundary } from '../../../../components/ErrorBoundary';
import { Spinner } from '../../../../components/Spinner';
import { errorMessage } from '../../../../relay/errors';
import { asRole } from '../../../../relay/roles';
import { AvailabilityEditor } from './AvailabilityEditor';
import { CommissionEditor } from './CommissionEditor';
import { FeaturesEditor } from './FeaturesEditor';
import { FeesEditor } from './FeesEditor';
import { SpecialsEditor } from './SpecialsEditor';

const costsQuery = graphql`
  query ApartmentCostsDialogQuery($id: ID!) {
    apartment(id: $id) {
      ...FeesEditor_apartment
      ...FeaturesEditor_apartment
      ...SpecialsEditor_apartment
      ...AvailabilityEditor_apartment
      ...CommissionEditor_apartment
    }
  }
`;

const ADMIN_NETWORK = { fetchPolicy: 'network-only', networkCacheConfig: asRole('admin') } as const;

export interface CostsEditorProps {
  /** Called after a save: the dialog reads the apartment again and the manager shows `message`. */
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}

export function ApartmentCostsDialog({
  apartment,
  onClose,
  onDone,
  onError,
}: {
  apartment: { id: string; name: string };
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [queryRef, loadCosts] = useQueryLoader<ApartmentCostsDialogQuery>(costsQuery);
  const [, startTransition] = useTransition();
  useEffect(() => {
    loadCosts({ id: apartment.id }, ADMIN_NETWORK);
  }, [apartment.id, loadCosts]);
  const onSaved = useCallback(
    (message: string) => {
      onDone(message);
      startTransition(() => loadCosts({ id: apartment.id }, ADMIN_NETWORK));
    },
    [apartment.id, loadCosts, onDone],
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--form" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Costs of {apartment.name}</Dialog.Title>
          <ErrorBoundary
            resetKey={queryRef}
            fallback={(error) => (
              <p className="error-text" role="alert">
                {errorMessage(error, 'Failed to load the apartment.')}
              </p>
            )}
          >
            <Suspense fallback={<Spinner label="Loading..." />}>
              {queryRef && <CostsEditors queryRef={queryRef} onSaved={onSaved} onError={onError} />}
            </Suspense>
          </ErrorBoundary>
          <div className="dialog__actions dialog__actions--end">
            <Dialog.Close className="button button--ghost">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CostsEditors({
  queryRef,
  ...editor
}: { queryRef: PreloadedQuery<ApartmentCostsDialogQuery> } & CostsEditorProps) {
  const { apartment } = usePreloadedQuery<ApartmentCostsDialogQuery>(costsQuery, queryRef);
  if (!apartment) return <p className="empty-state">This apartment no longer exists.</p>;
  return (
    <div className="costs-editors">
      <FeesEditor apartment={apartment} {...editor} />
      <SpecialsEditor apartment={apartment} {...editor} />
      <AvailabilityEditor apartment={apartment} {...editor} />
      <FeaturesEditor apartment={apartment} {...editor} />
      <CommissionEditor apartment={apartment} {...editor} />
    </div>
  );
}
