// docs/product.md section 2: the shell has a header, a footer and one more persistent element (the Contact Us
// widget). Pages render inside <main>; a page still loading its chunk or query shows the spinner.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { ContactWidget } from './ContactWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { Spinner } from './Spinner';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ContactWidget />
      <ScrollRestoration />
    </div>
  );
}
