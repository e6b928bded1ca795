// /agents/rental-details/ (docs/product.md section 2, Rental Details): agents only. The embedded form comes from
// RENTAL_FORM_URL (GraphQL siteConfig); without it, or when the form does not show, the agent fills in the
// first-party guest card, which creates the lead on their behalf (docs/contract.md: first-party leads).
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { RentalDetailsPageQuery } from '../../__generated__/RentalDetailsPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { GuestCardForm } from '../../components/guest-card/GuestCardForm';
import { ShareLinkButton } from '../../components/ShareLinkButton';
import { Spinner } from '../../components/Spinner';
import { BUSINESS, leadFormSrc } from '../../lib/business';
import { RequireRole } from '../../lib/session/RequireRole';
import { staffPaths } from '../../lib/session/staffPaths';
import { safeHttpUrl } from '../../lib/siteConfig';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';
import '../accounts/accounts.css';

/** docs/product.md section 2: the form's iframe is about 1089 px high. */
export const RENTAL_FORM_HEIGHT_PX = 1089;
const TAGLINE = 'Free Service • Real Experts • Fast Response';

const rentalQuery = graphql`
  query RentalDetailsPageQuery {
    siteConfig {
      rentalFormUrl
    }
  }
`;

export function loader(): PreloadedQuery<RentalDetailsPageQuery> {
  return preload<RentalDetailsPageQuery>(rentalQuery, {});
}

/** The form's address with the product source label and the referring page, as the lead form's. */
export const rentalFormSrc = leadFormSrc;

export function Component() {
  usePageTitle('Rental Details');
  const initialRef = useLoaderData<PreloadedQuery<RentalDetailsPageQuery>>();
  const [queryRef] = useQueryLoader<RentalDetailsPageQuery>(rentalQuery, initialRef);
  return (
    <RequireRole role="agent">
      {() => (
        <div className="page staff-page">
          <header className="page__header page__header--split">
            <div>
              <h1>Rental Details</h1>
              <p className="lead">{TAGLINE}</p>
            </div>
            <ShareLinkButton path={staffPaths.rentalDetails} />
          </header>
          <ErrorBoundary fallback={() => <GuestCardForm role="agent" />}>
            <Suspense fallback={<Spinner label="Loading the form..." />}>
              {queryRef && <RentalForm queryRef={queryRef} />}
            </Suspense>
          </ErrorBoundary>
          <p className="fine-print">
            By submitting this form you agree to be contacted by {BUSINESS.name} by phone, text message or e-mail.
            Message and data rates may apply.
          </p>
        </div>
      )}
    </RequireRole>
  );
}

function RentalForm({ queryRef }: { queryRef: PreloadedQuery<RentalDetailsPageQuery> }) {
  const { siteConfig } = usePreloadedQuery<RentalDetailsPageQuery>(rentalQuery, queryRef);
  const formUrl = safeHttpUrl(siteConfig.rentalFormUrl);
  const [ownForm, setOwnForm] = useState(false);
  if (!formUrl) return <GuestCardForm role="agent" />;
  const src = rentalFormSrc(formUrl, window.location.href);
  return (
    <>
      <iframe
        className="rental-form"
        title="Rental Details - Guest Card form"
        src={src}
        height={RENTAL_FORM_HEIGHT_PX}
      />
      <noscript>
        <a href={src}>Open the form</a>
      </noscript>
      <p className="fine-print">
        Form not showing?{' '}
        <a href={src} target="_blank" rel="noopener noreferrer">
          Open the form directly
        </a>
        ,{' '}
        <button type="button" className="link-button" onClick={() => setOwnForm(true)}>
          use the guest card here
        </button>
        , call <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> or e-mail{' '}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
      </p>
      {ownForm && <GuestCardForm role="agent" />}
    </>
  );
}
