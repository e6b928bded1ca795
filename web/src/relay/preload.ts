// Route loaders start their query synchronously and hand the reference to the page (render-as-you-fetch);
// pages pass it to useQueryLoader, which disposes it.
//
// On the server (entry-server.tsx) every request brings its own Relay environment in the loader context:
// one renter's records must never reach another renter's page, so the browser's shared environment is only
// the fallback in the browser.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

/** What entry-server.tsx (and the browser's hydration) hands every loader. */
export interface LoaderContext {
  /** The environment made for this request alone. */
  relayEnvironment?: Environment;
  /** The width the page sizes of the first render assume (the server cannot measure the window). */
  viewportWidth?: number;
  /** The store already holds the records the server rendered this page with (the browser's hydration). */
  serverRecords?: boolean;
}

function loaderContext(context: unknown): LoaderContext {
  return context && typeof context === 'object' ? context : {};
}

/** The Relay environment a loader starts its query in. */
export function loaderEnvironment(context?: unknown): Environment {
  return loaderContext(context).relayEnvironment ?? environment;
}

/** True while the browser hydrates a server-rendered page: its records are the freshest there are. */
export function hasServerRecords(context?: unknown): boolean {
  return loaderContext(context).serverRecords === true;
}

/** The window width a loader sizes its page for (docs/product.md section 9). */
export function loaderViewportWidth(context?: unknown): number {
  return loaderContext(context).viewportWidth ?? window.innerWidth;
}

/**
 * Starts a route's query. A page's records stay current through the mutations that change them (each asks for the
 * fragments it changes), so no route reloads from the network alone: the store answers at once, and a page that
 * must be fresh (the apartment page after hydration) refreshes it in the background.
 */
export function preload<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: 'store-or-network' | 'store-and-network' = 'store-or-network',
  context?: unknown,
): PreloadedQuery<Q> {
  return loadQuery<Q>(loaderEnvironment(context), query, variables, { fetchPolicy });
}
