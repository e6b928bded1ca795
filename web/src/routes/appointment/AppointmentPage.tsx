// docs/product.md section 2 (appointment): an inline third-party scheduling widget; when an event is scheduled
// (a message from the provider's origin named 'event_scheduled') the renter goes to /thank-you. Without a
// configured provider, or when it does not load, the page offers phone and e-mail (docs/contract.md). Reached from an
// apartment's "Schedule a Tour" (`?apartment=<id>`), it names that apartment and offers the guest card about it, so
// the lead says which apartment the renter wants to see.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppointmentPageQuery } from '../../__generated__/AppointmentPageQuery.graphql';
import { ContactOptions } from '../../components/ContactOptions';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { GuestCardForm } from '../../components/guest-card/GuestCardForm';
import { Spinner } from '../../components/Spinner';
import { askedApartmentId, paths } from '../../lib/paths';
import { safeHttpUrl } from '../../lib/siteConfig';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';
import { isSchedulingEvent } from './schedulingEvent';

const appointmentPageQuery = graphql`
  query AppointmentPageQuery($apartmentId: ID!, $hasApartment: Boolean!) {
    siteConfig {
      schedulingUrl
    }
    apartment(id: $apartmentId) @include(if: $hasApartment) {
      _id
      displayName
    }
  }
`;

export function loader({ request, context }: LoaderFunctionArgs): PreloadedQuery<AppointmentPageQuery> {
  const apartmentId = askedApartmentId(request.url);
  return preload<AppointmentPageQuery>(
    appointmentPageQuery,
    { apartmentId, hasApartment: apartmentId !== '' },
    undefined,
    context,
  );
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Schedule a Free Consultation`);
  const initialRef = useLoaderData<PreloadedQuery<AppointmentPageQuery>>();
  const [queryRef] = useQueryLoader<AppointmentPageQuery>(appointmentPageQuery, initialRef);
  return (
    <div className="page">
      <header className="page__header">
        <p className="eyebrow">
          <Trans>Free consultation</Trans>
        </p>
        <h1>
          <Trans>Schedule a Free Consultation</Trans>
        </h1>
        <p className="lead">
          <Trans>Pick a time that works for you. A licensed San Antonio agent will call to learn what you need.</Trans>
        </p>
      </header>
      <ErrorBoundary fallback={() => <ContactOptions heading={t`Book by phone or e-mail`} />}>
        <Suspense fallback={<Spinner label={t`Loading the scheduler...`} />}>
          {queryRef && <TourOf queryRef={queryRef} />}
          {queryRef && <Scheduler queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** The apartment the renter asked to tour, and the guest card that tells the agent which one it is. */
function TourOf({ queryRef }: { queryRef: PreloadedQuery<AppointmentPageQuery> }) {
  const { t } = useLingui();
  const { apartment } = usePreloadedQuery<AppointmentPageQuery>(appointmentPageQuery, queryRef);
  if (!apartment) return null;
  return (
    <section className="appointment__tour" aria-labelledby="appointment-tour">
      <h2 id="appointment-tour">{t`Touring ${apartment.displayName}`}</h2>
      <p className="lead">
        <Trans>Book a time below, or send us a guest card and an agent sets up the tour with you.</Trans>
      </p>
      <GuestCardForm apartment={{ id: apartment._id, name: apartment.displayName }} />
    </section>
  );
}

function Scheduler({ queryRef }: { queryRef: PreloadedQuery<AppointmentPageQuery> }) {
  const { t } = useLingui();
  const { siteConfig } = usePreloadedQuery<AppointmentPageQuery>(appointmentPageQuery, queryRef);
  const navigate = useNavigate();
  const schedulingUrl = safeHttpUrl(siteConfig.schedulingUrl);
  const providerOrigin = schedulingUrl?.origin ?? null;

  useEffect(() => {
    if (!providerOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (isSchedulingEvent(event, providerOrigin)) void navigate(paths.thankYou);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin, navigate]);

  // The embed names this site's host, which only the browser knows; a page without JavaScript offers the phone.
  const hostname = useBrowserValue<string | null>(() => window.location.hostname, null);

  if (!schedulingUrl || hostname === null) return <ContactOptions heading={t`Book by phone or e-mail`} />;
  const embedUrl = new URL(schedulingUrl.href);
  embedUrl.searchParams.set('embed_domain', hostname);
  embedUrl.searchParams.set('embed_type', 'Inline');
  return (
    <>
      <iframe className="scheduler" title={t`Schedule an appointment`} src={embedUrl.href} loading="eager" />
      <ContactOptions heading={t`Scheduler not loading? Book by phone or e-mail`} />
    </>
  );
}
