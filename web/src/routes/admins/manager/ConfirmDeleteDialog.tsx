import * as Dialog from '@radix-ui/react-dialog';
import { MANAGER_MESSAGES } from './messages';

/** docs/product.md section 8: the confirmation before a delete. */
export function ConfirmDeleteDialog({
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
          <Dialog.Title className="dialog__title">Delete {name}</Dialog.Title>
          <Dialog.Description className="dialog__message">{MANAGER_MESSAGES.confirmDelete}</Dialog.Description>
          <div className="dialog__actions dialog__actions--end">
            <Dialog.Close className="button button--ghost">Cancel</Dialog.Close>
            <button type="button" className="button button--danger" onClick={onConfirm}>
              Delete
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
