import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactOptions } from '../../components/ContactOptions';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

// docs/product.md section 2: the static calendar-redirect page, where a calendar invitation's link lands.
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Your Appointment`);
  return (
    <div className="page page--narrow page--center">
      <h1>
        <Trans>Your appointment</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Thanks for booking with us. Your agent will contact you before your appointment. Need to change it? Call or
          e-mail us and we will find a new time.
        </Trans>
      </p>
      <ContactOptions />
      <p>
        <Link to={paths.search}>
          <Trans>Browse apartments while you wait</Trans>
        </Link>
      </p>
    </div>
  );
}
