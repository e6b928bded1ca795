// docs/product.md section 2: the shell has a header, a footer and one more persistent element (the Contact Us
// widget). Pages render inside <main>; a page still loading its chunk or query shows the spinner.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactWidget } from './ContactWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { SpanishSuggestion } from './SpanishSuggestion';
import { Spinner } from './Spinner';

export function Layout() {
  const navigation = useNavigation();
  const { t } = useLingui();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SpanishSuggestion />
      <Header />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t`Loading page`} />
      )}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t`Loading...`} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ContactWidget />
      <ScrollRestoration />
    </div>
  );
}
