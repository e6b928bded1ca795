// docs/product.md section 1 (Footer): the affiliated real-estate business, street address, sales e-mail, phone,
// two legal notices, the current year (automatic) and the daily-changes disclaimer; plus business hours.
import { Link } from 'react-router-dom';
import { BUSINESS, DISCLAIMER } from '../lib/business';
import { BUSINESS_HOURS } from '../lib/domain';
import { paths } from '../lib/paths';

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__col" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            {BUSINESS.name}
          </h2>
          <p>{BUSINESS.affiliation}</p>
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
            Business hours
          </h2>
          <ul className="footer__list">
            {BUSINESS_HOURS.map((slot) => (
              <li key={slot.days}>
                <span>{slot.days}</span> {slot.hours}
              </li>
            ))}
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__heading">
            Explore
          </h2>
          <ul className="footer__list">
            <li>
              <Link to={paths.search}>All Apartments SATX</Link>
            </li>
            <li>
              <Link to={paths.blockBusterDeals}>Blockbuster Deals</Link>
            </li>
            <li>
              <Link to={paths.ourServices}>Our Services</Link>
            </li>
            <li>
              <Link to={paths.appointment}>Schedule a Consultation</Link>
            </li>
            <li>
              <Link to={paths.connectWithAnAgent}>Connect With An Agent</Link>
            </li>
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__heading">
            Legal notices
          </h2>
          <ul className="footer__list">
            {BUSINESS.legalNotices.map((notice) => (
              <li key={notice.href}>
                <a href={notice.href} target="_blank" rel="noopener noreferrer">
                  {notice.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <p className="footer__disclaimer">{DISCLAIMER}</p>
        <p>
          © {year} {BUSINESS.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
