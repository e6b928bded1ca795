// /list/{token}/: the hand-picked list an agent sent (docs/product.md section 1), by its private link with no login. The
// figures are today's; an item whose price changed or whose special ended since the list was sent says so. The
// renter marks each item love, maybe or no with a comment, and the agent hears about it. Never indexed.
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery } from 'react-relay';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ShortlistPageQuery } from '../../__generated__/ShortlistPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { LoadFailed, NotFound } from '../../components/StatusPage';
import { PRICE_DISCLAIMER, SOURCE_LOCALE, STATUS_PAGES } from '../../lib/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { GraphQLRequestError } from '../../relay/environment';
import { loaderEnvironment } from '../../relay/preload';
import { errorMessage } from '../../relay/errors';
import '../leads/leads.css';
import { ShortlistItem } from './ShortlistItem';

const shortlistQuery = graphql`
  query ShortlistPageQuery($token: String!) {
    shortlist(token: $token) {
      note
      createdByName
      items {
        id
        ...ShortlistItem_item
      }
    }
  }
`;

/** The answers of a link that names no list: mistyped, replaced or withdrawn. */
const isMissingList = (error: unknown) =>
  error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT');

/**
 * A link that names no list is a page that does not exist: 404, shown inside the site's header and footer by the
 * route's error page (components/RouteError.tsx), on the server as in the browser. Any other failure is the page's
 * own to show and retry.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const variables = { token: params.token ?? '' };
  try {
    await fetchQuery<ShortlistPageQuery>(loaderEnvironment(context), shortlistQuery, variables, {
      fetchPolicy: 'store-or-network',
    }).toPromise();
  } catch (error) {
    // React Router's not-found answer: thrown, as its loaders signal it (components/RouteError.tsx reads it).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (isMissingList(error)) throw data(null, { status: 404 });
  }
  return null;
}

export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Your Shortlist`);
  const { token = '' } = useParams();
  return (
    <div className="page">
      <ErrorBoundary
        fallback={(error) =>
          // A list withdrawn since the page opened, or a list that did not load.
          isMissingList(error) ? (
            <NotFound
              heading={STATUS_PAGES.listNotFound.heading}
              // The server's reason is English: a Spanish page says the list is not there in its own words.
              message={
                locale === SOURCE_LOCALE
                  ? errorMessage(error, STATUS_PAGES.listNotFound.message)
                  : STATUS_PAGES.listNotFound.message
              }
            />
          ) : (
            <LoadFailed heading={t`Your list did not load`} error={error} />
          )
        }
      >
        <Suspense fallback={<Spinner label={t`Loading your list...`} />}>
          <Shortlist token={token} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Shortlist({ token }: { token: string }) {
  // The figures are today's: what the store holds shows at once and the server's answer follows.
  const { shortlist } = useLazyLoadQuery<ShortlistPageQuery>(
    shortlistQuery,
    { token },
    { fetchPolicy: 'store-and-network' },
  );
  const text = useDomainText();
  const agent = shortlist.createdByName;
  return (
    <>
      <header className="page__header">
        <h1>
          <Trans>Your shortlist</Trans>
        </h1>
        <p className="lead">
          <Trans>Picked for you by {agent}.</Trans>
          {shortlist.note ? ` ${shortlist.note}` : ''}
        </p>
      </header>
      <ol className="lead-list">
        {shortlist.items.map((item) => (
          <li key={item.id} className="lead-row shortlist-item">
            <ShortlistItem item={item} token={token} />
          </li>
        ))}
      </ol>
      <p className="fine-print">{text(PRICE_DISCLAIMER)}</p>
    </>
  );
}
