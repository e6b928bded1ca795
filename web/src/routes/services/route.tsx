import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ContactOptions } from '../../components/ContactOptions';
import { useConversionOnLoad } from '../../lib/conversion';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

const SERVICES = [
  { title: 'Apartment locating', text: 'A curated list of apartments that match your budget, area and must-haves.' },
  { title: 'Guided tours', text: 'A licensed agent tours with you, in person or by video.' },
  { title: 'Deal hunting', text: 'We track the move-in specials and free-rent promotions that change daily.' },
  { title: 'Free movers', text: '2 hours of free movers or a gift card with a qualified rental (restrictions apply).' },
] as const;

// docs/product.md section 1: the our-services page, headed 'Free Apartment Locating + Free Movers'; it records an
// ad conversion on load (section 7).
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Our Services`);
  useConversionOnLoad('our-services');
  return (
    <div className="page">
      <header className="page__header">
        <p className="eyebrow">Our Services</p>
        <h1>Free Apartment Locating + Free Movers</h1>
        <p className="lead">
          Everything you need to find, tour and sign your next San Antonio apartment, at no cost to you.
        </p>
      </header>
      <ul className="feature-grid">
        {SERVICES.map((service) => (
          <li key={service.title} className="feature">
            <h2 className="feature__title">{service.title}</h2>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
      <div className="cta-row">
        <Link className="button button--primary button--large" to={paths.appointment}>
          Schedule a Free Consultation
        </Link>
      </div>
      <ContactOptions heading="Prefer to talk now?" />
    </div>
  );
}
