import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ERROR_MESSAGES } from '../lib/domain';
import { ContactOptions } from './ContactOptions';

/** The last resort for a page that failed (a chunk that did not load, an unexpected error). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : ERROR_MESSAGES.generic;
  return (
    <div className="page page--narrow">
      <h1>{ERROR_MESSAGES.generic}</h1>
      <p className="error-text">{message || ERROR_MESSAGES.generic}</p>
      <p>
        <Link to="/">Back to the home page</Link>, or reach us directly:
      </p>
      <ContactOptions />
    </div>
  );
}
