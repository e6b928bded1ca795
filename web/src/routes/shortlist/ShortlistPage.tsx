// /list/{token}/: the hand-picked list an agent sent (docs/product.md section 1), by its private link with no login. The
// figures are today's; an item whose price changed or whose special ended since the list was sent says so. The
// renter marks each item love, maybe or no with a comment, and the agent hears about it. Never indexed.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { ShortlistPageQuery } from '../../__generated__/ShortlistPageQuery.graphql';
import type {
  ShortlistPageReactMutation,
  ShortlistReaction,
} from '../../__generated__/ShortlistPageReactMutation.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { LoadFailed, NotFound } from '../../components/StatusPage';
import { PRICE_DISCLAIMER, STATUS_PAGES } from '../../lib/domain';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { GraphQLRequestError } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';
import '../leads/leads.css';

const shortlistQuery = graphql`
  query ShortlistPageQuery($token: String!) {
    shortlist(token: $token) {
      note
      createdByName
      items {
        id
        note
        allInMonthlyCents
        changes
        reaction
        comment
        apartment {
          _id
          displayName
          location
        }
        floorplan {
          typeLabel
        }
      }
    }
  }
`;

const reactMutation = graphql`
  mutation ShortlistPageReactMutation($token: String!, $itemId: ID!, $reaction: ShortlistReaction!, $comment: String) {
    reactToShortlistItem(token: $token, itemId: $itemId, reaction: $reaction, comment: $comment) {
      id
      reaction
      comment
    }
  }
`;

const REACTIONS: { value: ShortlistReaction; label: string }[] = [
  { value: 'love', label: 'Love it' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'no', label: 'No' },
];

export function Component() {
  usePageTitle('Your Shortlist');
  const { token = '' } = useParams();
  return (
    <div className="page">
      <ErrorBoundary
        fallback={(error) =>
          // A link that names no list (the server answers its page with 404), or a list that did not load.
          error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT') ? (
            <NotFound
              heading={STATUS_PAGES.listNotFound.heading}
              message={errorMessage(error, STATUS_PAGES.listNotFound.message)}
            />
          ) : (
            <LoadFailed heading="Your list did not load" error={error} />
          )
        }
      >
        <Suspense fallback={<Spinner label="Loading your list..." />}>
          <Shortlist token={token} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Shortlist({ token }: { token: string }) {
  const { shortlist } = useLazyLoadQuery<ShortlistPageQuery>(
    shortlistQuery,
    { token },
    { fetchPolicy: 'network-only' },
  );
  return (
    <>
      <header className="page__header">
        <h1>Your shortlist</h1>
        <p className="lead">
          Picked for you by {shortlist.createdByName}.{shortlist.note ? ` ${shortlist.note}` : ''}
        </p>
      </header>
      <ol className="lead-list">
        {shortlist.items.map((item) => (
          <li key={item.id} className="lead-row shortlist-item">
            <ItemView item={item} token={token} />
          </li>
        ))}
      </ol>
      <p className="fine-print">{PRICE_DISCLAIMER}</p>
    </>
  );
}

type Item = ShortlistPageQuery['response']['shortlist']['items'][number];

function ItemView({ item, token }: { item: Item; token: string }) {
  const environment = useRelayEnvironment();
  const [comment, setComment] = useState(item.comment ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const react = async (reaction: ShortlistReaction) => {
    setBusy(true);
    try {
      await commit<ShortlistPageReactMutation>(environment, reactMutation, {
        token,
        itemId: item.id,
        reaction,
        comment: comment.trim() || null,
      });
      setMessage('Thanks, your agent will see this.');
    } catch (error) {
      setMessage(errorMessage(error, 'Your answer was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const name = item.apartment?.displayName ?? 'No longer listed';
  return (
    <div className="inline-form">
      <h2 className="lead-row__name">
        {item.apartment ? <Link to={paths.filteredFloorplans(item.apartment._id)}>{name}</Link> : name}
        {item.floorplan ? `, ${item.floorplan.typeLabel}` : ''}
      </h2>
      {item.apartment && <p className="fine-print">{item.apartment.location.join(' · ')}</p>}
      {item.allInMonthlyCents != null && <p>From {formatDollars(item.allInMonthlyCents)}/month all-in today</p>}
      {item.changes.map((change) => (
        <p key={change} className="notice">
          {change}
        </p>
      ))}
      {item.note && <p>Agent&apos;s note: {item.note}</p>}
      <label className="form-field">
        <span className="field__label">Your comment</span>
        <input
          className="input"
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div className="inline-form__row" role="group" aria-label={`Your answer for ${name}`}>
        {REACTIONS.map((reaction) => (
          <button
            key={reaction.value}
            type="button"
            className={item.reaction === reaction.value ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={item.reaction === reaction.value}
            disabled={busy}
            onClick={() => void react(reaction.value)}
          >
            {reaction.label}
          </button>
        ))}
      </div>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
