import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, type DocumentNode } from 'graphql';
import { createYoga, maskError as defaultMaskError, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { CSRF_HEADER } from '../domain/index.js';
import { AppError, toAppError } from '../errors.js';
import type { Context } from '../context.js';
import { currentRequest } from '../telemetry/request-scope.js';
import { apiKeyScope } from './api-key-scope.js';
import { GRAPHQL_LIMITS, rejectOver } from './limits.js';
import { graphqlParams } from './params.js';
import { UNKNOWN_PERSISTED_OPERATION, type PersistedDocuments } from './persisted.js';
import { schema } from './schema/index.js';

/** Client mistakes keep their message and code; anything else is masked (no stack, no SQL). */
function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const known = original instanceof AppError ? original : toAppError(original);
  // The request id is what a renter can quote from a screenshot of a server-side failure; the log lines of the
  // request carry it too (docs/operations.md, Request ids).
  const requestId = currentRequest()?.requestId;
  if (known) {
    return new GraphQLError(known.message, {
      extensions: {
        code: known.code,
        ...(known.status >= 500 && requestId ? { requestId } : {}),
        ...(known.fieldErrors ? { errors: known.fieldErrors } : {}),
        ...(known.retryAfterSeconds !== undefined ? { retryAfter: known.retryAfterSeconds } : {}),
        // A limit answers 429 with Retry-After through GraphQL as through REST (docs/contract.md, Accounts and
        // sessions), so that clients and proxies back off the same way.
        ...(known.code === 'RATE_LIMITED'
          ? { http: { status: 429, headers: { 'Retry-After': String(known.retryAfterSeconds ?? 1) } } }
          : {}),
      },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  const masked = defaultMaskError(error, message, isDev);
  if (!requestId || !(masked instanceof GraphQLError)) return masked;
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    originalError: masked.originalError,
    extensions: { ...masked.extensions, requestId },
  });
}

/**
 * The metrics label of a GraphQL operation (telemetry/metrics.ts): the name of one of the site's own documents, or
 * one word for any other document, whose name is whatever its sender chose.
 */
function operationLabel(document: DocumentNode, operationName: string | null | undefined, known: ReadonlySet<string>) {
  const name = getOperationAST(document, operationName)?.name?.value;
  if (!name) return '(anonymous)';
  return known.has(name) ? name : '(other)';
}

/** The operation names of the trusted documents, the only names a metrics label may hold. */
function operationNames(persisted: PersistedDocuments): Set<string> {
  const names = new Set<string>();
  for (const text of persisted.values())
    for (const match of text.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/g)) names.add(match[1]);
  return names;
}

/** Names the current request's operation for the request metrics (http/request-metrics.ts). */
function labelOperations(persisted: PersistedDocuments): Plugin {
  const known = operationNames(persisted);
  const label = (document: DocumentNode, operationName: string | null | undefined) => {
    const scope = currentRequest();
    if (scope) scope.operation = operationLabel(document, operationName, known);
  };
  return {
    onExecute: ({ args }) => label(args.document as DocumentNode, args.operationName as string | null | undefined),
    onSubscribe: ({ args }) => label(args.document as DocumentNode, args.operationName as string | null | undefined),
  };
}

/** The HTTP status yoga answers an error with, when it set one (a variable of the wrong type: 400). */
const statusOf = (value: unknown): number | undefined => {
  const status = (value as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
  return typeof status === 'number' ? status : undefined;
};

function isClientError(value: unknown): boolean {
  const status = statusOf(value);
  if (status !== undefined) return status < 500;
  if (!(value instanceof GraphQLError)) return false;
  const known = value.originalError instanceof AppError ? value.originalError : toAppError(value.originalError);
  if (known) return known.status < 500;
  return !value.originalError;
}

export { GRAPHQL_LIMITS } from './limits.js';

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export interface GraphQLOptions {
  production: boolean;
  logger: Logger;
  persisted: PersistedDocuments;
  /** Whether a request may run a document that is not persisted: always outside production, else admins only. */
  allowArbitrary: (request: Request) => Promise<boolean>;
}

export function createGraphQL(options: GraphQLOptions) {
  return createYoga<Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL (outside production) sends the header a GraphQL GET needs (http/csrf.ts).
    graphiql: options.production ? false : { additionalHeaders: { [CSRF_HEADER]: '1' } },
    landingPage: false,
    // One origin (docs/contract.md): the web app needs no CORS, and yoga's default would echo any Origin with
    // credentials allowed, letting every other site read answers and pass the preflight of a JSON POST.
    cors: false,
    maskedErrors: { maskError, isDev: false },
    batching: false,
    // The HTTP edge refuses a body over docs/contract.md's limit before yoga reads it (http/security.ts
    // `jsonBodyLimit`); yoga's own, larger limit would only pass every body through a second stream.
    maxRequestBodySize: false,
    plugins: [
      // Malformed parameters answer 400 before any other plugin reads them (graphql/params.ts).
      graphqlParams,
      // A form post or a GET sent cross-site carries neither header; http/csrf.ts asks for one on every such request
      // that reaches the app, this covers requests handed to yoga directly (in process). A JSON POST needs none.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER, 'authorization'] }),
      // Each refusal names the limit, the value allowed and what to change (graphql/limits.ts).
      EnvelopArmorPlugin({
        maxDepth: {
          n: GRAPHQL_LIMITS.maxDepth,
          ignoreIntrospection: !options.production,
          onReject: [rejectOver('maxDepth')],
        },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases, onReject: [rejectOver('maxAliases')] },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, onReject: [rejectOver('maxDirectives')] },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens, onReject: [rejectOver('maxTokens')] },
        costLimit: {
          maxCost: GRAPHQL_LIMITS.maxCost,
          ignoreIntrospection: !options.production,
          onReject: [rejectOver('maxCost')],
        },
        blockFieldSuggestion: { enabled: options.production },
      }),
      ...(options.production ? [noIntrospection] : []),
      apiKeyScope,
      labelOperations(options.persisted),
      usePersistedOperations({
        getPersistedOperation: (hash) => options.persisted.get(hash) ?? null,
        allowArbitraryOperations: (request) => (options.production ? options.allowArbitrary(request) : true),
        customErrors: {
          notFound: UNKNOWN_PERSISTED_OPERATION,
          persistedQueryOnly: 'Only the operations of this site may run here.',
        },
      }),
    ],
    logging: {
      debug: (...args) => options.logger.debug(args),
      info: (...args) => options.logger.info(args),
      warn: (...args) => options.logger.warn(args),
      // A client's mistake (bad input, no token, a refused document) is not the server's error.
      // Logged without its message, which can repeat what was sent: a renter's answers (docs/contract.md "Who
      // qualifies") or contact details.
      error: (...args) =>
        args.every(isClientError)
          ? options.logger.debug({ statuses: args.map((arg) => statusOf(arg) ?? 400) }, 'client error')
          : options.logger.error(args),
    },
  });
}
