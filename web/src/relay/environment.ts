// The one Relay environment: the web app speaks only GraphQL, to /graphql on its own origin
// (CONTRACT.md "One origin").
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { readCachedResponse, responseCacheKey, writeCachedResponse } from './responseCache';

export class GraphQLRequestError extends Error {}

async function postGraphQL(text: string | null | undefined, variables: Record<string, unknown>): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: text, variables }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!json || typeof json !== 'object') throw new GraphQLRequestError(`GraphQL request failed (${response.status})`);
  const body = json as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  // A response without data is a failure of the whole operation; partial data is kept (Relay's default).
  if (body.data == null) throw new GraphQLRequestError(body.errors?.[0]?.message ?? `GraphQL request failed (${response.status})`);
  return json as { data: Record<string, unknown> };
}

export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const cacheKey = responseCacheKey(operation.name, variables);
  try {
    const json = await postGraphQL(operation.text, variables);
    if (cacheKey) writeCachedResponse(cacheKey, json);
    return json as GraphQLResponse;
  } catch (error) {
    // SPEC.md section 4: the apartment detail falls back to its local-storage cache.
    const cached = cacheKey ? readCachedResponse(cacheKey) : null;
    if (!cached) throw error;
    console.error(error);
    return cached as GraphQLResponse;
  }
};

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
