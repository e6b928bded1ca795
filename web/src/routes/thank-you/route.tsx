import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactOptions } from '../../components/ContactOptions';
import { useConversionOnLoad } from '../../lib/conversion';
import { GUEST_CARD_MESSAGES, GUEST_CARD_SENT_QUERY } from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

// docs/product.md section 2: 'Thank You!' and the confirmation; an ad-conversion event fires once on load. A guest card
// sent without JavaScript lands here too (GUEST_CARD_SENT_QUERY), with the guest card's own confirmation.
const [SENT_KEY, SENT_VALUE] = GUEST_CARD_SENT_QUERY.split('=');

export function Component() {
  const { t } = useLingui();
  const guestCardText = useDomainText();
  usePageTitle(t`Thank You`);
  useConversionOnLoad('thank-you');
  const [params] = useSearchParams();
  const guestCard = params.get(SENT_KEY) === SENT_VALUE;
  return (
    <div className="page page--narrow page--center">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>
        <Trans>Thank You!</Trans>
      </h1>
      <p className="lead">
        {guestCard
          ? guestCardText(GUEST_CARD_MESSAGES.sent)
          : t`Your appointment is confirmed. We look forward to speaking with you.`}
      </p>
      <div className="cta-row">
        <Link className="button button--primary" to={paths.search}>
          <Trans>Browse Apartments</Trans>
        </Link>
        <Link className="button button--secondary" to={paths.blockBusterDeals}>
          <Trans>See Blockbuster Deals</Trans>
        </Link>
      </div>
      <ContactOptions heading={guestCard ? t`Questions in the meantime?` : t`Questions before your appointment?`} />
    </div>
  );
}
