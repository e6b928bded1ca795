// A staff or renter page's query while it loads and when it fails: a spinner, then the page, or the server's
// message (or `failure`) in an alert.
import { Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../relay/errors';
import { ErrorBoundary } from './ErrorBoundary';
import { Spinner } from './Spinner';

export function QueryBoundary({
  resetKey,
  failure,
  loading,
  children,
}: {
  /** A new value clears a failure (a new query started). */
  resetKey?: unknown;
  failure: string;
  loading?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => (
        <p className="error-text" role="alert">
          {errorMessage(error, failure)}
        </p>
      )}
    >
      <Suspense fallback={<Spinner label={loading ?? t`Loading...`} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
