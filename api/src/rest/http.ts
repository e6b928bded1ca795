import type { Context as HonoContext } from 'hono';
import type { Context } from '../context.js';
import type { CatalogRead } from '../catalog/catalog.js';

/**
 * Hono's per-request variables: the same context GraphQL resolvers receive. Bindings: the server's (Node's request and response), and for a request made in process while a page renders,
 * where to keep what it reads of the catalog (web.ts caches the page by it).
 */
export type AppEnv = { Variables: { ctx: Context }; Bindings: { catalogReads?: CatalogRead[] } | undefined };
export type AppContext = HonoContext<AppEnv>;
