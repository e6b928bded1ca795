// The public read cache (renters' reads cost no SQL): anonymous REST GETs and GraphQL queries are answered from memory
// while the catalog version (bumped by database triggers on every visible change, whichever instance made it)
// is unchanged. Every answer carries an ETag built from that version, so browsers revalidate with a 304.
import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { localDate } from '../domain/index.js';
import type { PersistedDocuments } from '../graphql/persisted.js';
import type { AppEnv } from '../rest/http.js';

interface Entry {
  body: string;
  contentType: string;
}

export interface ReadCache {
  middleware: MiddlewareHandler<AppEnv>;
  stats(): { hits: number; misses: number; notModified: number };
}

/** Only queries are cached: a mutation, or a document that does not parse, goes straight through. */
function isQueryDocument(text: string | undefined): boolean {
  if (!text) return false;
  try {
    const operations = parse(text).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return operations.length > 0 && operations.every((operation) => operation.operation === OperationTypeNode.QUERY);
  } catch {
    return false;
  }
}

async function graphqlKey(request: Request, persisted: PersistedDocuments): Promise<string | undefined> {
  if (request.method === 'GET') {
    const url = new URL(request.url);
    return isQueryDocument(url.searchParams.get('query') ?? undefined) ? url.search : undefined;
  }
  const text = await request.clone().text();
  try {
    const body = JSON.parse(text) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    return isQueryDocument(typeof hash === 'string' ? persisted.get(hash) : body.query) ? text : undefined;
  } catch {
    return undefined;
  }
}

export function readCache(
  options: { maxEntries?: number; maxBytes?: number; enabled?: boolean; persisted?: PersistedDocuments } = {},
): ReadCache {
  const persisted = options.persisted ?? new Map<string, string>();
  // Bounded by count and by size (UTF-16 strings: two bytes a character), whichever is reached first.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2_000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
  });
  const counts = { hits: 0, misses: 0, notModified: 0 };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { ctx } = c.var;
    const anonymous = !c.req.header('authorization');
    const isGraphQL = c.req.path === '/graphql';
    if (options.enabled === false || !anonymous || (c.req.method !== 'GET' && !isGraphQL)) return next();
    const request = c.req.raw;
    const requestKey = isGraphQL
      ? await graphqlKey(request, persisted)
      : new URL(request.url).pathname + new URL(request.url).search;
    if (requestKey === undefined) return next();

    // When the version cannot be read, the request runs uncached and answers its own error in its own shape.
    const version = await ctx.catalog.version().catch(() => undefined);
    if (version === undefined) return next();
    const digest = createHash('sha256')
      .update(`${c.req.method} ${c.req.path} ${requestKey}`)
      .digest('base64url')
      .slice(0, 22);
    // Answers change at midnight too: specials end and verifications age with the calendar, not the catalog.
    const day = localDate(ctx.now);
    const etag = `W/"${version}-${day}-${digest}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' };
    if (c.req.header('if-none-match') === etag) {
      counts.notModified += 1;
      return c.body(null, 304, headers);
    }
    const key = `${version}:${day}:${digest}`;
    const cached = entries.get(key);
    if (cached) {
      counts.hits += 1;
      return c.body(cached.body, 200, { ...headers, 'Content-Type': cached.contentType });
    }
    counts.misses += 1;
    await next();
    const response = c.res;
    if (response.status !== 200) return;
    const body = await response.clone().text();
    if (isGraphQL && body.includes('"errors"')) return;
    entries.set(key, { body, contentType: response.headers.get('content-type') ?? 'application/json' });
    response.headers.set('ETag', etag);
    response.headers.set('Cache-Control', headers['Cache-Control']);
  };
  return { middleware, stats: () => ({ ...counts }) };
}
