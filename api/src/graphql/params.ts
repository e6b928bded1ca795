// A GraphQL request's parameters (docs/contract.md, One origin, these paths: /graphql is GraphQL over HTTP). Parameters
// a client sends wrong (`variables` that are not JSON, an array for an object, a persisted-operation entry of the wrong
// shape, no document at all) are the client's mistake: 400 with a message saying what to send, in GraphQL-over-HTTP's
// `{"errors":[{"message"}]}` shape, before persisted operations or anything else looks at them.
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

const badRequest = (message: string) =>
  createGraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const JSON_PARAMS = ['variables', 'extensions'] as const;

/**
 * Parameters from a query string or a form body, as yoga reads them, except that a JSON parameter that does not
 * parse is a 400 naming it (yoga lets JSON.parse's SyntaxError through: a 500).
 */
function fromSearchParams(search: URLSearchParams): GraphQLParams {
  const json = (name: (typeof JSON_PARAMS)[number]) => {
    const text = search.get(name);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(`The "${name}" parameter is not valid JSON: send a JSON object, URL-encoded.`);
    }
  };
  return {
    operationName: search.get('operationName') || undefined,
    query: search.get('query') || undefined,
    variables: json('variables') as GraphQLParams['variables'],
    extensions: json('extensions') as GraphQLParams['extensions'],
  };
}

/** A form body, by yoga's own rule (so that what yoga refuses with 415 still is). */
function isFormBody(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(',')[0] ?? '';
  const form = 'application/x-www-form-urlencoded';
  return type === form || type.startsWith(`${form};`);
}

/** The types of each parameter, whichever way they came (query string, JSON body or form). */
export function checkParams(params: GraphQLParams): void {
  const given = params as Record<string, unknown>;
  if (given.query != null && typeof given.query !== 'string')
    throw badRequest('The "query" parameter must be a string holding a GraphQL document.');
  if (given.operationName != null && typeof given.operationName !== 'string')
    throw badRequest('The "operationName" parameter must be a string.');
  for (const name of JSON_PARAMS) {
    if (given[name] != null && !isObject(given[name]))
      throw badRequest(`The "${name}" parameter must be a JSON object (or left out).`);
  }
  const persisted = isObject(given.extensions) ? given.extensions.persistedQuery : undefined;
  if (
    persisted != null &&
    !(isObject(persisted) && persisted.version === 1 && typeof persisted.sha256Hash === 'string')
  )
    throw badRequest('extensions.persistedQuery must be {"version": 1, "sha256Hash": "<the operation\'s hash>"}.');
  if (!given.query && persisted == null)
    throw badRequest(
      'A GraphQL request needs a "query" parameter (or, for an operation of this site, extensions.persistedQuery).',
    );
}

export const graphqlParams: Plugin = {
  onRequestParse({ request, setRequestParser }) {
    if (request.method === 'GET') setRequestParser((get) => fromSearchParams(new URL(get.url).searchParams));
    else if (request.method === 'POST' && isFormBody(request))
      setRequestParser(async (form) => fromSearchParams(new URLSearchParams(await form.text())));
  },
  onParams({ params }) {
    checkParams(params);
  },
};
