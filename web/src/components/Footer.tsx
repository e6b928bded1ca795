// docs/product.md section 1 (Footer): the affiliated real-estate business, street address, sales e-mail, phone,
// two legal notices, the current year (automatic) and the daily-changes disclaimer; plus business hours.
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../i18n';
import { useDomainText } from '../lib/domainText';
import { BUSINESS, DISCLAIMER } from '../lib/business';
import { BUSINESS_HOURS, SOURCE_LOCALE } from '../lib/domain';
import { paths } from '../lib/paths';

/** The footer's days in Spanish (the hours read the same). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const locale = useLocale();
  const text = useDomainText();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__col" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {BUSINESS.name}
          </h2>
          <p>{text(BUSINESS.affiliation)}</p>
          <address className="footer__address">
            {BUSINESS.street}
            <br />
            {BUSINESS.city}
            <br />
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            <br />
            <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>
          </address>
        </section>
        <section className="footer__col" aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer__heading">
            <Trans>Business hours</Trans>
          </h2>
          <ul className="footer__list">
            {BUSINESS_HOURS.map((slot) => (
              <li key={slot.days}>
                <span>{text(slot.days)}</span> {slot.hours}
              </li>
            ))}
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__heading">
            <Trans>Explore</Trans>
          </h2>
          <ul className="footer__list">
            <li>
              <Link to={paths.search}>
                <Trans>All Apartments SATX</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.blockBusterDeals}>
                <Trans>Blockbuster Deals</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.market}>
                <Trans>San Antonio rent report</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.ourServices}>
                <Trans>Our Services</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.appointment}>
                <Trans>Schedule a Consultation</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.connectWithAnAgent}>
                <Trans>Connect With An Agent</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__heading">
            <Trans>Legal notices</Trans>
          </h2>
          {/* The Commission's labels stay in English on Spanish pages, with a courtesy line in Spanish. */}
          <ul className="footer__list">
            {BUSINESS.legalNotices.map((notice) => (
              <li key={notice.href}>
                <a href={notice.href} target="_blank" rel="noopener noreferrer" lang="en">
                  {notice.label}
                </a>
              </li>
            ))}
          </ul>
          {/* The notices keep their English labels; a page in another language says what they are in its own. */}
          {locale !== SOURCE_LOCALE && (
            <p className="footer__courtesy">
              <Trans>
                Texas Real Estate Commission (TREC) notices: information about brokerage services and the consumer
                protection notice. The official documents are in English.
              </Trans>
            </p>
          )}
        </section>
      </div>
      <div className="footer__bottom">
        <p className="footer__disclaimer">{text(DISCLAIMER)}</p>
        <p>
          <Trans>
            © {year} {BUSINESS.name}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
