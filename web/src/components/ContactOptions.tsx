import { BUSINESS } from '../lib/business';
import { BUSINESS_HOURS } from '../lib/domain';

/** Phone and e-mail: what every page offers when its third party is unset or unreachable (docs/contract.md). */
export function ContactOptions({ heading }: { heading?: string }) {
  return (
    <div className="contact-options">
      {heading && <h2 className="contact-options__heading">{heading}</h2>}
      <div className="contact-options__actions">
        <a className="button button--primary" href={BUSINESS.phoneHref}>
          Call {BUSINESS.phoneDisplay}
        </a>
        <a className="button button--secondary" href={`mailto:${BUSINESS.email}`}>
          E-mail {BUSINESS.email}
        </a>
      </div>
      <p className="contact-options__hours">{BUSINESS_HOURS.map((slot) => `${slot.days} ${slot.hours}`).join(' · ')}</p>
    </div>
  );
}
