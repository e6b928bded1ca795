import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactOptions } from '../../components/ContactOptions';
import { useConversionOnLoad } from '../../lib/conversion';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

const SERVICES: readonly { key: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'locating',
    title: msg`Apartment locating`,
    text: msg`A curated list of apartments that match your budget, area and must-haves.`,
  },
  { key: 'tours', title: msg`Guided tours`, text: msg`A licensed agent tours with you, in person or by video.` },
  {
    key: 'deals',
    title: msg`Deal hunting`,
    text: msg`We track the move-in specials and free-rent promotions that change daily.`,
  },
  {
    key: 'movers',
    title: msg`Free movers`,
    text: msg`2 hours of free movers or a gift card with a qualified rental (restrictions apply).`,
  },
];

// docs/product.md section 1: the our-services page, headed 'Free Apartment Locating + Free Movers'; it records an
// ad conversion on load (section 7).
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Our Services`);
  useConversionOnLoad('our-services');
  return (
    <div className="page">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>Our Services</Trans>
        </p>
        <h1>
          <Trans>Free Apartment Locating + Free Movers</Trans>
        </h1>
        <p className="lead">
          <Trans>Everything you need to find, tour and sign your next San Antonio apartment, at no cost to you.</Trans>
        </p>
      </header>
      <ul className="feature-grid">
        {SERVICES.map((service) => (
          <li key={service.key} className="feature">
            <h2 className="feature__title">{i18n._(service.title)}</h2>
            <p>{i18n._(service.text)}</p>
          </li>
        ))}
      </ul>
      <div className="cta-row">
        <Link className="button button--primary button--large" to={paths.appointment}>
          <Trans>Schedule a Free Consultation</Trans>
        </Link>
      </div>
      <ContactOptions heading={t`Prefer to talk now?`} />
    </div>
  );
}
