import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ERROR_MESSAGES } from '../lib/domain';
import { useDomainText } from '../lib/domainText';
import { GraphQLRequestError } from '../relay/environment';
import type { PageHandle } from '../lib/pageHandle';
import { ContactOptions } from './ContactOptions';
import { LoadFailed, NotFound } from './StatusPage';

/**
 * The last resort for a page that failed (a chunk that did not load, an unexpected error). A page whose data did
 * not load while the server rendered it (entry-server.tsx) says so and offers to load it again.
 */
export function RouteError() {
  const error = useRouteError();
  const matches = useMatches();
  const { t } = useLingui();
  const text = useDomainText();
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  // An address that names nothing, inside the site's header and footer (the server answers it with 404).
  if (isRouteErrorResponse(error) && error.status === 404 && handle?.notFound) {
    return (
      <div className="page page--narrow">
        <NotFound heading={handle.notFound.heading} message={handle.notFound.message} />
      </div>
    );
  }
  if (error instanceof GraphQLRequestError) {
    return (
      <div className="page page--narrow">
        <LoadFailed heading={handle?.loadFailed ?? t`This page did not load`} error={error} />
      </div>
    );
  }
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : ERROR_MESSAGES.generic;
  return (
    <div className="page page--narrow">
      <h1>{text(ERROR_MESSAGES.generic)}</h1>
      <p className="error-text">{text(message || ERROR_MESSAGES.generic)}</p>
      <p>
        <Trans>
          <Link to="/">Back to the home page</Link>, or reach us directly:
        </Trans>
      </p>
      <ContactOptions />
    </div>
  );
}
