// docs/product.md section 2 (Connect With An Agent): an embedded third-party lead form (iframe about 690 px high)
// carrying the product source and the referring page, a Share button and a no-script link to the form.
// docs/contract.md: the first-party guest card is the form when LEAD_FORM_URL is not set, and the fallback when the
// third-party form does not load. Its form token comes with the page's query, so the server-rendered form can be sent
// without JavaScript (a page holding it is never kept in the page cache: the token is single-use).
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ConnectWithAnAgentPageQuery } from '../../__generated__/ConnectWithAnAgentPageQuery.graphql';
import { ContactOptions } from '../../components/ContactOptions';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { formPostErrors, GuestCardForm } from '../../components/guest-card/GuestCardForm';
import { ShareLinkButton } from '../../components/ShareLinkButton';
import { Spinner } from '../../components/Spinner';
import { BUSINESS, leadFormSrc } from '../../lib/business';
import { askedApartmentId, paths } from '../../lib/paths';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { safeHttpUrl } from '../../lib/siteConfig';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';

const connectQuery = graphql`
  query ConnectWithAnAgentPageQuery($apartmentId: ID!, $hasApartment: Boolean!) {
    siteConfig {
      leadFormUrl
    }
    guestCardToken
    apartment(id: $apartmentId) @include(if: $hasApartment) {
      _id
      displayName
    }
  }
`;

export function loader({ request, context }: LoaderFunctionArgs): PreloadedQuery<ConnectWithAnAgentPageQuery> {
  const apartmentId = askedApartmentId(request.url);
  return preload<ConnectWithAnAgentPageQuery>(
    connectQuery,
    { apartmentId, hasApartment: apartmentId !== '' },
    undefined,
    context,
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Connect With An Agent`);
  const initialRef = useLoaderData<PreloadedQuery<ConnectWithAnAgentPageQuery>>();
  const [queryRef] = useQueryLoader<ConnectWithAnAgentPageQuery>(connectQuery, initialRef);
  return (
    <div className="page">
      <header className="page__header page__header--split">
        <div>
          <h1>
            <Trans>Connect With An Agent</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Talk to a real expert who knows San Antonio apartments. Our locating service is 100% free to you.
            </Trans>
          </p>
        </div>
        <ShareLinkButton path={paths.connectWithAnAgent} />
      </header>
      <ErrorBoundary fallback={() => <GuestCardForm />}>
        <Suspense fallback={<Spinner label={t`Loading the form...`} />}>
          {queryRef && <LeadForm queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function LeadForm({ queryRef }: { queryRef: PreloadedQuery<ConnectWithAnAgentPageQuery> }) {
  const { t } = useLingui();
  const { siteConfig, guestCardToken, apartment } = usePreloadedQuery<ConnectWithAnAgentPageQuery>(
    connectQuery,
    queryRef,
  );
  // "Ask about this apartment" opened as a page: the first-party guest card, with the apartment filled in.
  const about = apartment ? { id: apartment._id, name: apartment.displayName } : undefined;
  const [params] = useSearchParams();
  const formUrl = safeHttpUrl(siteConfig.leadFormUrl);
  // The form records where the renter came from, which only the browser knows.
  const source = useBrowserValue<string | null>(() => document.referrer || window.location.href, null);
  const [ownForm, setOwnForm] = useState(false);
  if (!formUrl || about)
    return (
      <GuestCardForm
        apartment={about}
        withoutScript={{
          formToken: guestCardToken,
          returnTo: about ? paths.askAbout(about.id) : paths.connectWithAnAgent,
          errors: formPostErrors(params),
        }}
      />
    );
  if (source === null) return <ContactOptions heading={t`Reach an agent by phone or e-mail`} />;
  const src = leadFormSrc(formUrl, source);
  return (
    <>
      <iframe className="lead-form" title={t`Connect With An Agent form`} src={src} height={690} />
      <noscript>
        <a href={src}>
          <Trans>Open the form</Trans>
        </a>
      </noscript>
      <p className="fine-print">
        <Trans>
          Form not showing?{' '}
          <a href={src} target="_blank" rel="noopener noreferrer">
            Open the form directly
          </a>
          ,{' '}
          <button type="button" className="link-button" onClick={() => setOwnForm(true)}>
            use our own form
          </button>{' '}
          or call <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>.
        </Trans>
      </p>
      {ownForm && <GuestCardForm />}
    </>
  );
}
