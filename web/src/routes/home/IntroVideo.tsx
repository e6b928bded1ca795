import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../lib/paths';

/**
 * docs/product.md section 2 (Home): the intro. Its moving picture is an animated SVG of the San Antonio skyline
 * served from this origin (no third-party video host, nothing to download before the page is usable).
 */
export function IntroVideo() {
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <div className="intro__media" aria-hidden="true">
        {/* The first screen's largest picture on a phone (Largest Contentful Paint): fetched first. */}
        <img className="intro__poster" src="/intro-poster.svg" alt="" fetchPriority="high" />
      </div>
      <div className="intro__content">
        <p className="eyebrow eyebrow--light">
          <Trans>San Antonio's free apartment locators</Trans>
        </p>
        <h1 id="intro-heading" className="intro__title">
          <Trans>Find your next apartment without the legwork</Trans>
        </h1>
        <p className="intro__lead">
          <Trans>
            Tell us what you need. A licensed agent hand-picks apartments, tours them with you and helps you sign. Free
            to renters, plus 2 hours of free movers or a gift card on qualified rentals.
          </Trans>
        </p>
        <div className="intro__actions">
          <Link className="button button--accent button--large" to={paths.search}>
            <Trans>Browse Apartments</Trans>
          </Link>
          <Link className="button button--light button--large" to={paths.appointment}>
            <Trans>Book a Free Consultation</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
