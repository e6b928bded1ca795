// docs/product.md section 2: /process/ shows 4 steps and a schedule-consultation button linking to /appointment/.
import { useLingui } from '@lingui/react/macro';
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
        <p className="eyebrow">Free to renters: properties pay us</p>
        <h1>Our 1-2-3 Process</h1>
        <p className="lead">
          Finding an apartment in San Antonio should take days, not weekends. Here is how we do it.
        </p>
      </header>
      <ProcessSteps />
      <p className="fine-print">* Restrictions apply. Ask your agent for details.</p>
      <div className="cta-row">
        <Link className="button button--primary button--large" to={paths.appointment}>
          Schedule a Free Consultation
        </Link>
      </div>
    </div>
  );
}
