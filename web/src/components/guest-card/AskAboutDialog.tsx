// "Ask about this apartment" on apartment and floorplan pages: the guest card in a dialog, with the apartment
// filled in, so the agent who answers knows what the renter was looking at.
import * as Dialog from '@radix-ui/react-dialog';
import { GuestCardForm } from './GuestCardForm';

export function AskAboutDialog({ apartment }: { apartment: { id: string; name: string } }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          Ask about this apartment
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--guest-card">
          <Dialog.Title className="dialog__title">Ask about {apartment.name}</Dialog.Title>
          <Dialog.Description className="fine-print">
            A licensed agent answers within one business day. Our service is free to you.
          </Dialog.Description>
          <GuestCardForm apartment={apartment} />
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
