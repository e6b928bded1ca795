import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS } from '../lib/business';
import { BUSINESS_HOURS } from '../lib/domain';

/** Phone and e-mail: what every page offers when its third party is unset or unreachable (docs/contract.md). */
/** The business hours' days in the page's language (the hours read the same). */
const DAYS = { 'Mon-Fri': msg`Mon-Fri`, 'Sat-Sun': msg`Sat-Sun` } as const;

export function ContactOptions({ heading }: { heading?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="contact-options">
      {heading && <h2 className="contact-options__heading">{heading}</h2>}
      <div className="contact-options__actions">
        <a className="button button--primary" href={BUSINESS.phoneHref}>
          <Trans>Call {BUSINESS.phoneDisplay}</Trans>
        </a>
        <a className="button button--secondary" href={`mailto:${BUSINESS.email}`}>
          <Trans>E-mail {BUSINESS.email}</Trans>
        </a>
      </div>
      <p className="contact-options__hours">
        {BUSINESS_HOURS.map((slot) => `${i18n._(DAYS[slot.days])} ${slot.hours}`).join(' · ')}
      </p>
    </div>
  );
}
