// The one Relay environment: the web app speaks only GraphQL, to /graphql on its own origin
// (CONTRACT.md "One origin").
import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

export class GraphQLRequestError extends Error {}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!json || typeof json !== 'object') throw new GraphQLRequestError(`GraphQL request failed (${response.status})`);
  const body = json as { data?: unknown; errors?: { message: string }[] };
  // A response without data is a failure of the whole operation; partial data is kept (Relay's default).
  if (body.data == null) throw new GraphQLRequestError(body.errors?.[0]?.message ?? `GraphQL request failed (${response.status})`);
  return json as never;
};

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
