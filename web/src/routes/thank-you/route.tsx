import { Link } from 'react-router-dom';
import { ContactOptions } from '../../components/ContactOptions';
import { useConversionOnLoad } from '../../lib/conversion';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

// docs/product.md section 2: 'Thank You!' and the confirmation; an ad-conversion event fires once on load.
export function Component() {
  usePageTitle('Thank You');
  useConversionOnLoad('thank-you');
  return (
    <div className="page page--narrow page--center">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>Thank You!</h1>
      <p className="lead">Your appointment is confirmed. We look forward to speaking with you.</p>
      <div className="cta-row">
        <Link className="button button--primary" to={paths.search}>
          Browse Apartments
        </Link>
        <Link className="button button--secondary" to={paths.blockBusterDeals}>
          See Blockbuster Deals
        </Link>
      </div>
      <ContactOptions heading="Questions before your appointment?" />
    </div>
  );
}
