// docs/contract.md "Property feeds": admins register a property's MITS feed, pull or upload it, confirm each
// property's match once, read each run's dry run (what would change per apartment) and apply it.
import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { FeedsQuery, FeedsQuery$data } from '../../../__generated__/FeedsQuery.graphql';
import type { FeedsCreateMutation } from '../../../__generated__/FeedsCreateMutation.graphql';
import type { FeedsRunMutation } from '../../../__generated__/FeedsRunMutation.graphql';
import type { FeedsApplyMutation } from '../../../__generated__/FeedsApplyMutation.graphql';
import type { FeedsConfirmMutation } from '../../../__generated__/FeedsConfirmMutation.graphql';
import { commit } from '../../../relay/commit';
import { authorizationFor } from '../../../lib/session/sessionStore';
import { formatDateTime } from '../../../lib/format';

export const feedsQuery = graphql`
  query FeedsQuery {
    feeds {
      id
      name
      url
      autoApply
      lastPulledAt
      properties {
        id
        propertyId
        name
        apartmentId
        proposedApartmentId
        proposedReason
      }
      runs(limit: 5) {
        id
        status
        source
        startedAt
        propertyCount
        floorplanCount
        messages
        items(limit: 100) {
          propertyId
          name
          outcome
          messages
          changes {
            what
            before
            after
          }
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation FeedsCreateMutation($input: CreateFeedInput!) {
    createFeed(input: $input) {
      id
    }
  }
`;
const runMutation = graphql`
  mutation FeedsRunMutation($id: ID!) {
    runFeed(id: $id) {
      id
      status
    }
  }
`;
const applyMutation = graphql`
  mutation FeedsApplyMutation($id: ID!) {
    applyFeedRun(runId: $id) {
      id
      status
    }
  }
`;
const confirmMutation = graphql`
  mutation FeedsConfirmMutation($id: ID!) {
    confirmFeedMatch(feedPropertyId: $id) {
      id
      apartmentId
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<FeedsQuery>;
  /** A feed, run or match changed on the server: load the list again. */
  onChanged: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

type FeedRow = FeedsQuery$data['feeds'][number];

const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function Feeds({ queryRef, onChanged, onDone, onError }: Props) {
  const { feeds } = usePreloadedQuery<FeedsQuery>(feedsQuery, queryRef);
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<string>, fallback: string) => {
    if (busy) return;
    setBusy(true);
    try {
      onDone(await work());
      onChanged();
    } catch (error) {
      onError(messageOf(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = textOf(form.get('url')).trim();
    void act(async () => {
      await commit<FeedsCreateMutation>(
        environment,
        createMutation,
        {
          input: {
            name: textOf(form.get('name')),
            ...(url ? { url } : {}),
            autoApply: form.get('autoApply') === 'on',
          },
        },
        'admin',
      );
      return 'The feed was registered.';
    }, 'Failed to register the feed.');
  };

  // A feed file can be tens of megabytes: it goes to the REST run route as the request body, which the server
  // streams, rather than inside a GraphQL request (those are limited to 256 kB).
  const upload = (feed: FeedRow, file: File) =>
    act(async () => {
      const response = await fetch(`/api/admins/feeds/${feed.id}/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', authorization: authorizationFor('admin') ?? '' },
        body: file,
      });
      const body = (await response.json()) as { message?: string; run?: { status: string } };
      if (!response.ok) throw new Error(body.message ?? 'Failed to read the file.');
      return `The file was read: ${body.run?.status ?? ''}.`;
    }, 'Failed to read the file.');

  return (
    <>
      <form className="manager__toolbar feeds__create" onSubmit={create}>
        <label>
          Name <input name="name" required maxLength={100} />
        </label>
        <label>
          URL (optional) <input name="url" type="url" maxLength={2048} />
        </label>
        <label>
          <input name="autoApply" type="checkbox" /> Apply automatically
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Register Feed
        </button>
      </form>
      {feeds.length === 0 ? <p>No feed is registered yet.</p> : null}
      {feeds.map((feed) => (
        <section key={feed.id} className="feeds__feed" aria-label={feed.name}>
          <h3>{feed.name}</h3>
          <p>
            {feed.url ?? 'Uploads only'}
            {feed.autoApply ? ' · applied automatically' : ''}
            {feed.lastPulledAt ? ` · last read ${formatDateTime(feed.lastPulledAt)}` : ''}
          </p>
          <div className="feeds__actions">
            {feed.url && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const answer = await commit<FeedsRunMutation>(environment, runMutation, { id: feed.id }, 'admin');
                    return `The feed was pulled: ${answer.runFeed.status}.`;
                  }, 'Failed to pull the feed.')
                }
              >
                Pull Now
              </button>
            )}
            <label className="button">
              Upload MITS File
              <input
                type="file"
                accept=".xml,application/xml,text/xml"
                className="visually-hidden"
                disabled={busy}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) void upload(feed, file);
                }}
              />
            </label>
          </div>
          {feed.properties.length > 0 && (
            <table className="feeds__properties">
              <caption>Properties in the feed</caption>
              <thead>
                <tr>
                  <th scope="col">Feed id</th>
                  <th scope="col">Name</th>
                  <th scope="col">Apartment</th>
                </tr>
              </thead>
              <tbody>
                {feed.properties.map((property) => (
                  <tr key={property.id}>
                    <td>{property.propertyId}</td>
                    <td>{property.name}</td>
                    <td>
                      {property.apartmentId ? (
                        'Matched'
                      ) : property.proposedApartmentId ? (
                        <button
                          type="button"
                          className="button"
                          disabled={busy}
                          onClick={() =>
                            void act(async () => {
                              await commit<FeedsConfirmMutation>(
                                environment,
                                confirmMutation,
                                { id: property.id },
                                'admin',
                              );
                              return `${property.name} is matched.`;
                            }, 'Failed to confirm the match.')
                          }
                        >
                          Confirm match ({property.proposedReason})
                        </button>
                      ) : (
                        'No apartment proposed'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {feed.runs.map((run) => (
            <details key={run.id} className="feeds__run">
              <summary>
                {formatDateTime(run.startedAt)} · {run.source} · {run.status} · {run.propertyCount} properties,{' '}
                {run.floorplanCount} floorplans
              </summary>
              {run.messages.map((message) => (
                <p key={message} role="alert">
                  {message}
                </p>
              ))}
              {run.status === 'planned' && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      const answer = await commit<FeedsApplyMutation>(
                        environment,
                        applyMutation,
                        { id: run.id },
                        'admin',
                      );
                      return `The run was ${answer.applyFeedRun.status}.`;
                    }, 'Failed to apply the run.')
                  }
                >
                  Apply
                </button>
              )}
              <ul>
                {run.items.map((item, index) => (
                  <li key={`${item.propertyId}-${index}`}>
                    <strong>{item.name}</strong> ({item.propertyId}): {item.outcome}
                    {item.changes.length > 0 && (
                      <ul>
                        {item.changes.map((change) => (
                          <li key={change.what}>
                            {change.what}: {change.before ?? 'none'} → {change.after ?? 'none'}
                          </li>
                        ))}
                      </ul>
                    )}
                    {item.messages.map((message) => (
                      <p key={message}>{message}</p>
                    ))}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
