import * as Dialog from '@radix-ui/react-dialog';

/** Revoking cannot be undone: the tool using the key stops working at its next request. */
export function ConfirmRevokeDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog__title">Revoke {name}</Dialog.Title>
          <Dialog.Description className="dialog__message">
            Tools using this key are refused from their next request. This cannot be undone.
          </Dialog.Description>
          <div className="dialog__actions dialog__actions--end">
            <Dialog.Close className="button button--ghost">Cancel</Dialog.Close>
            <button type="button" className="button button--danger" onClick={onConfirm}>
              Revoke
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
