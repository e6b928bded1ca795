// "Ask about this apartment" on apartment and floorplan pages: the guest card in a dialog, with the apartment
// filled in, so the agent who answers knows what the renter was looking at. The trigger is a link to the Connect With
// An Agent page with the apartment filled in, so it works before the page has started and without script too.
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { paths } from '../../lib/paths';
import { GuestCardForm } from './GuestCardForm';

export function AskAboutDialog({ apartment }: { apartment: { id: string; name: string } }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        className="button button--secondary"
        href={paths.askAbout(apartment.id)}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Trans>Ask about this apartment</Trans>
      </a>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content
            className="dialog dialog--guest-card"
            onCloseAutoFocus={(event) => {
              // Focus goes back to the link that opened the dialog, as a dialog's own trigger would have it.
              event.preventDefault();
              trigger.current?.focus();
            }}
          >
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
    </>
  );
}
