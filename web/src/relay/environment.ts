// The one Relay environment: the web app speaks only GraphQL, to /graphql on its own origin
// (docs/contract.md "One origin").
import type { RequestParams } from 'graphql-sse';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { CSRF_HEADER } from '../lib/domain';
import { authorizationFor, isRole, type SessionRole as Role } from '../lib/session/sessionStore';
import { readCachedResponse, responseCacheKey, writeCachedResponse } from './responseCache';

interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; errors?: Record<string, string>; requestId?: string };
}

/** A failed operation, with the server's error code (UNAUTHENTICATED, FORBIDDEN, CONFLICT, ...) and field messages. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** The server's id of the request when it failed on the server's side (docs/operations.md, Request ids). */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * Trusted documents: an operation the compiler persisted travels as its hash only (the server knows the
 * text); the text is sent only for operations without one.
 */
export function requestBody(
  operation: { id?: string | null; text?: string | null },
  variables: Record<string, unknown>,
) {
  return operation.id
    ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
    : { query: operation.text, variables };
}

/** What every GraphQL request carries besides its body's type. */
function requestHeaders(role: Role | null): Record<string, string> {
  // The server runs no GraphQL request without CSRF_HEADER or a token (a cross-site form cannot send either).
  const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
  // docs/product.md section 6: admin and agent calls carry that role's bearer token; an operation names its role in
  // its network metadata (relay/roles.ts). Public calls send none, so their answers stay cacheable.
  const authorization = role ? authorizationFor(role) : null;
  if (authorization) headers.Authorization = authorization;
  return headers;
}

async function postGraphQL(
  operation: { id?: string | null; text?: string | null },
  variables: Record<string, unknown>,
  role: Role | null,
): Promise<{ data: Record<string, unknown> }> {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...requestHeaders(role) };
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify(requestBody(operation, variables)),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!json || typeof json !== 'object') throw new GraphQLRequestError(`GraphQL request failed (${response.status})`);
  const body = json as { data?: Record<string, unknown> | null; errors?: GraphQLErrorBody[] };
  // A response without data is a failure of the whole operation; partial data is kept (Relay's default).
  if (body.data == null) {
    const first = body.errors?.[0];
    throw new GraphQLRequestError(
      first?.message ?? `GraphQL request failed (${response.status})`,
      first?.extensions?.code,
      first?.extensions?.errors,
      first?.extensions?.requestId ?? response.headers.get('x-request-id') ?? undefined,
    );
  }
  return json as { data: Record<string, unknown> };
}

export const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig) => {
  const cacheKey = responseCacheKey(operation.name, variables);
  const role = cacheConfig?.metadata?.role;
  try {
    const json = await postGraphQL(operation, variables, isRole(role) ? role : null);
    if (cacheKey) writeCachedResponse(cacheKey, json);
    return json;
  } catch (error) {
    // docs/product.md section 4: the apartment detail falls back to its local-storage cache.
    const cached = cacheKey ? readCachedResponse(cacheKey) : null;
    if (!cached) throw error;
    console.error(error);
    return cached;
  }
};

/** The longest wait between two attempts to reopen a live stream. */
export const LIVE_RETRY_MAX_MS = 30_000;

/**
 * Live operations (the staff's inbox) over GraphQL over SSE, in graphql-sse's "distinct connections" mode, which is
 * what the server's yoga speaks by default: one streamed POST per subscription, sent as its persisted hash like any
 * other operation. A dropped stream is reopened, waiting longer each time; the operation's network metadata may
 * carry `onReconnect`, called when it is, since the server keeps no history of what was missed. Only staff pages
 * subscribe, so the client library is fetched with the first subscription, never on a renter's first visit.
 */
export const subscribeGraphQL: SubscribeFunction = (operation, variables, cacheConfig) =>
  Observable.create<GraphQLResponse>((sink) => {
    const role = cacheConfig?.metadata?.role;
    const onReconnect = cacheConfig?.metadata?.onReconnect;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('graphql-sse').then(
      ({ createClient }) => {
        if (stopped) return;
        const client = createClient({
          url: '/graphql',
          headers: () => requestHeaders(isRole(role) ? role : null),
          retryAttempts: Number.POSITIVE_INFINITY,
          retry: (retries) =>
            new Promise((resolve) =>
              setTimeout(resolve, Math.min(1_000 * 2 ** retries, LIVE_RETRY_MAX_MS) + Math.random() * 1_000),
            ),
          on: {
            connected: (reconnected) => {
              if (reconnected && typeof onReconnect === 'function') (onReconnect as () => void)();
            },
          },
        });
        // The body is the one fetchGraphQL sends: a persisted operation travels without its text.
        const dispose = client.subscribe(requestBody(operation, variables) as RequestParams, {
          next: (result) => sink.next(result as GraphQLResponse),
          error: (error) => sink.error(error instanceof Error ? error : new GraphQLRequestError(String(error))),
          complete: () => sink.complete(),
        });
        stop = () => {
          dispose();
          client.dispose();
        };
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new GraphQLRequestError(String(error))),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  });

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

export const environment = createEnvironment();
