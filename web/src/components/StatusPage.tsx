// What a page shows in place of its content when there is none to show (docs/contract.md, One origin, these paths):
// a record that does not exist, or data that did not load. Each says which, with a heading, and offers the way
// on: back to search, or loading the page again. A failed load never reads as an empty result.
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { STATUS_PAGES } from '../lib/domain';
import { useDomainText } from '../lib/domainText';
import { paths } from '../lib/paths';
import { GraphQLRequestError } from '../relay/environment';

/**
 * An apartment, floorplan, list or lead that does not exist for this viewer (the server answers such a page with
 * 404). The way on is search and home, or `back` on a staff page (its own list).
 */
export function NotFound({
  heading,
  message,
  back,
}: {
  heading: string;
  message: string;
  back?: { to: string; label: string };
}) {
  const text = useDomainText();
  return (
    <section className="status-page">
      <h1>{text(heading)}</h1>
      <p>{text(message)}</p>
      <p className="cta-row">
        {back ? (
          <Link className="button button--primary" to={back.to}>
            {back.label}
          </Link>
        ) : (
          <>
            <Link className="button button--primary" to={paths.search}>
              {text(STATUS_PAGES.backToSearch)}
            </Link>
            <Link className="button button--secondary" to={paths.home}>
              {text(STATUS_PAGES.home)}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}

/**
 * The page's data did not load (the server did not answer, or answered with an error). The retry is a link to
 * the page itself, so it works before the app has started too; with the app running it reloads the page.
 */
/** `error`: what failed; a server-side failure names its request id, which the page shows for support. */
export function LoadFailed({ heading, error }: { heading: string; error?: unknown }) {
  const requestId = error instanceof GraphQLRequestError ? error.requestId : undefined;
  const location = useLocation();
  const text = useDomainText();
  const reload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.reload();
  };
  return (
    <section className="status-page" role="alert">
      <h1>{text(heading)}</h1>
      <p>{text(STATUS_PAGES.loadFailed.message)}</p>
      <p className="cta-row">
        <a className="button button--primary" href={`${location.pathname}${location.search}`} onClick={reload}>
          {text(STATUS_PAGES.loadFailed.retry)}
        </a>
      </p>
      {requestId ? (
        <p className="status-page__reference">
          {text(STATUS_PAGES.loadFailed.reference)} <code>{requestId}</code>
        </p>
      ) : null}
    </section>
  );
}
