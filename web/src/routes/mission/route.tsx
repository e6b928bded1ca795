import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useConversionOnLoad } from '../../lib/conversion';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

// docs/product.md sections 1 and 7: the mission page, which records an ad conversion on load.
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Our Mission`);
  useConversionOnLoad('our-mission');
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>Our Mission</Trans>
        </p>
        <h1>
          <Trans>Make moving in San Antonio simple, honest and free</Trans>
        </h1>
      </header>
      <div className="prose">
        <p>
          <Trans>
            Renting should not mean weeks of phone calls, outdated listings and surprise fees. Our licensed agents know
            San Antonio neighbourhood by neighbourhood, from Downtown and the Pearl to Stone Oak, the Medical Center and
            Alamo Ranch, and they keep track of the specials that change every day.
          </Trans>
        </p>
        <p>
          <Trans>
            Our service is 100% free to renters because the apartment communities pay us. That lets us work for you: we
            listen to what you need, curate a short list, tour with you and help you sign.
          </Trans>
        </p>
        <ul className="checklist">
          <li>
            <Trans>Real experts who answer the phone</Trans>
          </li>
          <li>
            <Trans>Up-to-date prices and move-in specials</Trans>
          </li>
          <li>
            <Trans>No pressure, no fees, ever</Trans>
          </li>
          <li>
            <Trans>2 hours of free movers or a gift card on qualified rentals (restrictions apply)</Trans>
          </li>
        </ul>
      </div>
      <div className="cta-row">
        <Link className="button button--primary" to={paths.appointment}>
          <Trans>Schedule a Free Consultation</Trans>
        </Link>
        <Link className="button button--secondary" to={paths.search}>
          <Trans>Browse Apartments</Trans>
        </Link>
      </div>
    </div>
  );
}
