// docs/product.md section 2 (Appointment modal): 'We're here for you!' with a Schedule Appointment button that
// opens the external booking page; closes on the close button, Escape or an overlay click. Section 9: it
// shows when its timestamp key is older than 1 hour, and the key is refreshed then.
import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
          <Dialog.Title className="dialog__title">
            <Trans>We're here for you!</Trans>
          </Dialog.Title>
          <Dialog.Description className="dialog__description">
            <Trans>
              Book a free consultation with a licensed San Antonio agent. We search, tour and help you sign, at no cost
              to you.
            </Trans>
          </Dialog.Description>
          <div className="dialog__actions">
            {schedulingUrl ? (
              <a className="button button--primary" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Schedule Appointment</Trans>
              </a>
            ) : (
              <Link className="button button--primary" to={paths.appointment} onClick={() => setOpen(false)}>
                <Trans>Schedule Appointment</Trans>
              </Link>
            )}
            <a className="button button--secondary" href={BUSINESS.phoneHref}>
              <Trans>Call {BUSINESS.phoneDisplay}</Trans>
            </a>
          </div>
          <Dialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
