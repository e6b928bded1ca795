// "Ask about this apartment" on apartment and floorplan pages: the guest card in a dialog, with the apartment
// filled in, so the agent who answers knows what the renter was looking at.
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { GuestCardForm } from './GuestCardForm';

export function AskAboutDialog({ apartment }: { apartment: { id: string; name: string } }) {
  const { t } = useLingui();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          <Trans>Ask about this apartment</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--guest-card">
          <Dialog.Title className="dialog__title">
            <Trans>Ask about {apartment.name}</Trans>
          </Dialog.Title>
          <Dialog.Description className="fine-print">
            <Trans>A licensed agent answers within one business day. Our service is free to you.</Trans>
          </Dialog.Description>
          <GuestCardForm apartment={apartment} />
          <Dialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
