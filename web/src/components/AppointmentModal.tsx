// docs/product.md section 2 (Appointment modal): 'We're here for you!' with a Schedule Appointment button that
// opens the external booking page; closes on the close button, Escape or an overlay click. Section 9: it
// shows when its timestamp key is older than 1 hour, and the key is refreshed then.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS } from '../lib/business';
import { APPOINTMENT_MODAL_REFRESH_MS } from '../lib/domain';
import { paths } from '../lib/paths';
import { loadSiteConfig, safeHttpUrl } from '../lib/siteConfig';
import { loadStampedAt, saveStamped } from '../lib/storage';

const APPOINTMENT_MODAL_KEY = 'appointmentModalShownAt';
/** Let the renter see the page before inviting them. */
const APPOINTMENT_MODAL_DELAY_MS = 3_000;

export function shouldShowAppointmentModal(shownAt: number | null, now: number): boolean {
  return shownAt === null || now - shownAt >= APPOINTMENT_MODAL_REFRESH_MS;
}

export function AppointmentModal({ delayMs = APPOINTMENT_MODAL_DELAY_MS }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const [schedulingUrl, setSchedulingUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!shouldShowAppointmentModal(loadStampedAt(APPOINTMENT_MODAL_KEY), Date.now())) return;
    const timer = setTimeout(() => {
      saveStamped(APPOINTMENT_MODAL_KEY, true);
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadSiteConfig().then((config) => {
      if (live) setSchedulingUrl(safeHttpUrl(config?.schedulingUrl)?.href ?? null);
    });
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--appointment">
          <Dialog.Title className="dialog__title">We're here for you!</Dialog.Title>
          <Dialog.Description className="dialog__description">
            Book a free consultation with a licensed San Antonio agent. We search, tour and help you sign, at no cost to
            you.
          </Dialog.Description>
          <div className="dialog__actions">
            {schedulingUrl ? (
              <a className="button button--primary" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
                Schedule Appointment
              </a>
            ) : (
              <Link className="button button--primary" to={paths.appointment} onClick={() => setOpen(false)}>
                Schedule Appointment
              </Link>
            )}
            <a className="button button--secondary" href={BUSINESS.phoneHref}>
              Call {BUSINESS.phoneDisplay}
            </a>
          </div>
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
