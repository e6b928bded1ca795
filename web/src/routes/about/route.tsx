import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactOptions } from '../../components/ContactOptions';
import { BUSINESS } from '../../lib/business';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

// docs/product.md section 1: who we are and how the service is free to renters.
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`About Us`);
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>About Us</Trans>
        </p>
        <h1>
          <Trans>Local apartment experts since day one</Trans>
        </h1>
      </header>
      <div className="prose">
        <p>
          <Trans>
            {BUSINESS.name} is a team of licensed real-estate agents who help renters find apartments across San
            Antonio. Tell us what matters to you (location, amenities, price) and we do the searching, touring and
            negotiating.
          </Trans>
        </p>
        <p>
          <Trans>
            Properties pay our fee, so our help costs you nothing. We compare every community fairly and tell you about
            the specials that are live right now.
          </Trans>
        </p>
        <p>
          <Trans>
            Want to know more about what we do? Read about <Link to={paths.ourServices}>our services</Link> or our{' '}
            <Link to={paths.process}>1-2-3 process</Link>.
          </Trans>
        </p>
      </div>
      <ContactOptions heading={t`Talk to a real expert`} />
    </div>
  );
}
