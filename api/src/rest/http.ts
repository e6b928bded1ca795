import type { Context as HonoContext } from 'hono';
import type { Context } from '../context.js';

/** Hono's per-request variables: the same context GraphQL resolvers receive. */
export type AppEnv = { Variables: { ctx: Context } };
export type AppContext = HonoContext<AppEnv>;
