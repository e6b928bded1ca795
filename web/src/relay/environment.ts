// The one Relay environment: the web app speaks only GraphQL, to /graphql on its own origin
// (CONTRACT.md "One origin").
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { readCachedResponse, responseCacheKey, writeCachedResponse } from './responseCache';

export class GraphQLRequestError extends Error {}

/**
 * Trusted documents: an operation the compiler persisted travels as its hash only (the server knows the
 * text); the text is sent only for operations without one.
 */
export function requestBody(operation: { id?: string | null; text?: string | null }, variables: Record<string, unknown>) {
  return operation.id
    ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
    : { query: operation.text, variables };
}

async function postGraphQL(operation: { id?: string | null; text?: string | null }, variables: Record<string, unknown>): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(requestBody(operation, variables)),
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
    const json = await postGraphQL(operation, variables);
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
