import * as Dialog from '@radix-ui/react-dialog';

export interface Result {
  kind: 'success' | 'error';
  message: string;
}

/** docs/product.md section 4 (Signup): the result popup, closed by Close or an overlay click; errors are error-styled. */
export function ResultPopup({ result, onClose }: { result: Result | null; onClose: () => void }) {
  return (
    <Dialog.Root open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={result?.kind === 'error' ? 'dialog popup popup--error' : 'dialog popup popup--success'}
        >
          <Dialog.Title className="dialog__title">{result?.kind === 'error' ? 'Signup failed' : 'Signup'}</Dialog.Title>
          <Dialog.Description className="dialog__message">{result?.message}</Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
