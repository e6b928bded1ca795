import * as Dialog from '@radix-ui/react-dialog';

/** docs/product.md section 2 (Shared pieces): the error dialog titled 'An Error Occurred!' with a Close button. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--error">
          <Dialog.Title className="dialog__title">An Error Occurred!</Dialog.Title>
          <Dialog.Description className="dialog__message">{message}</Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
