// The public read cache (renters' reads cost no SQL): anonymous REST GETs and GraphQL queries are answered from memory
// until the catalog (its version bumped by database triggers on every visible change, whichever instance made
// it) changes what an answer read (http/kept-answers.ts). Every answer carries an ETag built from the version it
// was made at, so browsers revalidate with a 304.
// GraphQL answers the same request in several content types (GraphQL over HTTP: application/graphql-response+json,
// application/json, and yoga's text/event-stream and multipart/mixed streams), chosen by the Accept header: only
// complete JSON answers are kept, each under the type it was negotiated as, and answers say `Vary: Accept`, so one
// visitor's Accept header never decides what another visitor receives.
import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { localDate } from '../domain/index.js';
import type { PersistedDocuments } from '../graphql/persisted.js';
import type { AppEnv } from '../context.js';
import { EVERYTHING, type SharedCatalog } from '../catalog/catalog.js';
import { keptAnswers, type KeptAnswer } from './kept-answers.js';

interface Entry extends KeptAnswer {
  body: string;
  contentType: string;
}

export interface ReadCache {
  middleware: MiddlewareHandler<AppEnv>;
  stats(): { hits: number; misses: number; notModified: number };
}

/**
 * Root fields whose answer is not the catalog's: a guest card's signed timestamp (its minimum fill time would
 * mean nothing if every visitor got the same old token), a renter's shortlist (its reactions change with no
 * catalog change) and an alert link's saved search (confirmed or stopped by its own link). A query that asks for
 * one is never cached.
 */
export const UNCACHED_ROOT_FIELDS: ReadonlySet<string> = new Set(['guestCardToken', 'shortlist', 'savedSearchLink']);

/** Only queries are cached: a mutation, or a document that does not parse, goes straight through. */
function isQueryDocument(text: string | undefined): boolean {
  if (!text) return false;
  try {
    const operations = parse(text).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return (
      operations.length > 0 &&
      operations.every(
        (operation) =>
          operation.operation === OperationTypeNode.QUERY &&
          operation.selectionSet.selections.every(
            (selection) => selection.kind !== Kind.FIELD || !UNCACHED_ROOT_FIELDS.has(selection.name.value),
          ),
      )
    );
  } catch {
    return false;
  }
}

const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/**
 * The JSON type yoga answers a request with, by the rule of its result processors: a complete JSON answer wins
 * whenever the Accept header allows one, taken from the first Accept entry that matches either JSON type
 * (application/json when the entry matches both, as `*` does); entries with a charset other than UTF-8 do not
 * count. undefined when yoga would stream the answer (only text/event-stream or multipart/mixed accepted) or
 * refuse it (406): such requests bypass the cache. The middleware also stores an answer only when yoga's
 * actual content type is this one, so a request negotiated differently is never served another's answer.
 */
export function negotiatedJsonType(accept: string | undefined): string | undefined {
  const entries = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const entry of entries) {
    const [mediaType, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset='));
    if (charset !== undefined && charset !== 'charset=utf-8') continue;
    const [type, subtype] = mediaType.split('/');
    const accepts = (candidate: string) => {
      const [candidateType, candidateSubtype] = candidate.split('/');
      return (type === '*' || type === candidateType) && (subtype === '*' || subtype === candidateSubtype);
    };
    if (accepts('application/json')) return 'application/json';
    if (accepts('application/graphql-response+json')) return 'application/graphql-response+json';
  }
  return undefined;
}

/** Whether each persisted document (by hash) is a cacheable query, worked out once per set of documents. */
const cacheableDocuments = new WeakMap<PersistedDocuments, Map<string, boolean>>();

async function graphqlKey(request: Request, persisted: PersistedDocuments): Promise<string | undefined> {
  if (request.method === 'GET') {
    const url = new URL(request.url);
    return isQueryDocument(url.searchParams.get('query') ?? undefined) ? url.search : undefined;
  }
  // Only the body yoga reads as JSON: anything else is yoga's to answer (415 and the like), never the cache's.
  if (mediaTypeOf(request.headers.get('content-type')) !== 'application/json') return undefined;
  const text = await request.clone().text();
  try {
    const body = JSON.parse(text) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    if (typeof hash !== 'string') return isQueryDocument(body.query) ? text : undefined;
    // The site's own documents are few and fixed: each is parsed once.
    let known = cacheableDocuments.get(persisted);
    if (!known) cacheableDocuments.set(persisted, (known = new Map<string, boolean>()));
    let cacheable = known.get(hash);
    if (cacheable === undefined && persisted.has(hash))
      known.set(hash, (cacheable = isQueryDocument(persisted.get(hash))));
    return cacheable ? text : undefined;
  } catch {
    return undefined;
  }
}

export function readCache(
  catalog: SharedCatalog,
  options: { maxEntries?: number; maxBytes?: number; enabled?: boolean; persisted?: PersistedDocuments } = {},
): ReadCache {
  const persisted = options.persisted ?? new Map<string, string>();
  const entries = keptAnswers<Entry>({
    maxEntries: options.maxEntries ?? 10_000,
    maxBytes: options.maxBytes ?? 128 * 1024 * 1024,
    // UTF-16 strings: two bytes a character.
    bytes: (entry) => entry.body.length * 2,
  });
  const counts = { hits: 0, misses: 0, notModified: 0 };
  /** `answerType`: the content type this request is answered in, when that is a complete JSON answer. */
  const cached = async (
    c: Context<AppEnv>,
    next: Next,
    answerType: string | undefined,
  ): Promise<Response | undefined> => {
    // Hono's next() resolves to its context: a request that is not answered here yields undefined.
    const uncached = async () => {
      await next();
      return undefined;
    };
    const { ctx } = c.var;
    const anonymous = !c.req.header('authorization');
    const isGraphQL = c.req.path === '/graphql';
    if (options.enabled === false || !anonymous || (c.req.method !== 'GET' && !isGraphQL)) return uncached();
    // A page being rendered records what its queries read (http/page-cache.ts): they must run, not be replayed.
    if (ctx.catalog.partOfPage) return uncached();
    if (answerType === undefined) return uncached();
    const request = c.req.raw;
    const requestKey = isGraphQL
      ? await graphqlKey(request, persisted)
      : new URL(request.url).pathname + new URL(request.url).search;
    if (requestKey === undefined) return uncached();

    // When the version cannot be read, the request runs uncached and answers its own error in its own shape.
    const version = await ctx.catalog.version().catch(() => undefined);
    if (version === undefined) return uncached();
    // The answer's type is part of the key and of the ETag: each representation is revalidated on its own.
    const digest = createHash('sha256')
      .update(`${c.req.method} ${c.req.path} ${answerType} ${requestKey}`)
      .digest('base64url')
      .slice(0, 22);
    // Answers change at midnight too: specials end and verifications age with the calendar, not the catalog.
    const day = localDate(ctx.now);
    const key = `${day}:${digest}`;
    // An answer made at an older version is still this version's when no change since touched what it read.
    const entry = await entries.get(key, version, catalog.changesBetween);
    const etag = `W/"${entry?.version ?? version}-${day}-${digest}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' };
    if (c.req.header('if-none-match') === etag) {
      counts.notModified += 1;
      return c.body(null, 304, headers);
    }
    if (entry) {
      counts.hits += 1;
      return c.body(entry.body, 200, { ...headers, 'Content-Type': entry.contentType });
    }
    counts.misses += 1;
    await next();
    const response = c.res;
    if (response.status !== 200) return undefined;
    // Only a complete answer in the negotiated type is kept: never a stream (read before it ends, or replayed
    // to a client that cannot parse it), never another type than the one this key stands for.
    const contentType = response.headers.get('content-type');
    if (mediaTypeOf(contentType) !== answerType) return undefined;
    const body = await response.clone().text();
    if (isGraphQL && body.includes('"errors"')) return undefined;
    // docs/contract.md "Who qualifies": an answer made with a renter's answers is theirs alone.
    if (ctx.privateAnswers?.used) return undefined;
    const reads = ctx.catalog.reads.length > 0 ? [...ctx.catalog.reads] : [EVERYTHING];
    entries.set(key, { body, contentType: contentType ?? answerType, version, reads });
    response.headers.set('ETag', etag);
    response.headers.set('Cache-Control', headers['Cache-Control']);
    return undefined;
  };
  /** docs/contract.md "Who qualifies": no cache on the way (a proxy, the browser) keeps an answer to private answers. */
  const privateAnswer = (c: Context<AppEnv>, answer: Response | undefined) => {
    if (c.var.ctx?.privateAnswers?.used) (answer ?? c.res).headers.set('Cache-Control', 'no-store');
    return answer;
  };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.path !== '/graphql') return privateAnswer(c, await cached(c, next, 'application/json'));
    const answer = await cached(c, next, negotiatedJsonType(c.req.header('accept')));
    // Every GraphQL answer depends on Accept, cached or not: shared caches and browsers must key on it too.
    const headers = (answer ?? c.res).headers;
    if (!/\baccept\b/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Accept');
    return privateAnswer(c, answer);
  };
  return { middleware, stats: () => ({ ...counts }) };
}
