// docs/product.md section 2: /process/ shows 4 steps and a schedule-consultation button linking to /appointment/.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProcessSteps } from '../../components/ProcessSteps';
import { usePageTitle } from '../../lib/usePageTitle';
import { paths } from '../../lib/paths';

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Our 1-2-3 Process`);
  return (
    <div className="page">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>Free to renters: properties pay us</Trans>
        </p>
        <h1>
          <Trans>Our 1-2-3 Process</Trans>
        </h1>
        <p className="lead">
          <Trans>Finding an apartment in San Antonio should take days, not weekends. Here is how we do it.</Trans>
        </p>
      </header>
      <ProcessSteps />
      <p className="fine-print">
        <Trans>* Restrictions apply. Ask your agent for details.</Trans>
      </p>
      <div className="cta-row">
        <Link className="button button--primary button--large" to={paths.appointment}>
          <Trans>Schedule a Free Consultation</Trans>
        </Link>
      </div>
    </div>
  );
}
