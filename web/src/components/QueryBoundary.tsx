// A staff or renter page's query while it loads and when it fails: a spinner, then the page, or the server's
// message (or `failure`) in an alert; a record the server says is not there (NOT_FOUND) shows `notFound` when given.
import { Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GraphQLRequestError } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { ErrorBoundary } from './ErrorBoundary';
import { Spinner } from './Spinner';

export function QueryBoundary({
  resetKey,
  failure,
  loading,
  notFound,
  children,
}: {
  /** A new value clears a failure (a new query started). */
  resetKey?: unknown;
  failure: string;
  loading?: string;
  /** What shows in place of the page when the server answers NOT_FOUND (a status page, not an alert). */
  notFound?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) =>
        notFound && error instanceof GraphQLRequestError && error.code === 'NOT_FOUND' ? (
          notFound
        ) : (
          <p className="error-text" role="alert">
            {errorMessage(error, failure)}
          </p>
        )
      }
    >
      <Suspense fallback={<Spinner label={loading ?? t`Loading...`} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
