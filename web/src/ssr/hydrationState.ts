// The browser's side of a server-rendered page: the Relay store starts from the server's records, the page's
// route modules are loaded, and the same loaders run again against that store, so hydration renders what the
// server rendered without fetching it again (store-or-network finds every record).
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { RecordSource, type Environment } from 'relay-runtime';
import { nextTask } from '../lib/nextTask';
import type { LoaderContext } from '../relay/preload';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from './payload';

export function readServerData(document: Document): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
}

/**
 * The router's hydration state for `location`, or null when the page must render in the browser instead (a
 * loader redirects, for instance to restore saved search filters, or the routes differ from the server's).
 */
export async function hydrationState(
  routes: RouteObject[],
  location: Location,
  data: ServerData,
  environment: Environment,
  basename?: string,
): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  if (matches.length !== data.routeIds.length) return null;
  environment.getStore().publish(new RecordSource(data.records));
  environment.getStore().notify();
  await nextTask();
  // Lazy route modules must be in place before hydrating, or the router would render its fallback.
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  const context: LoaderContext = { viewportWidth: data.viewportWidth, serverRecords: true };
  const url = new URL(location.href);
  const request = new Request(url);
  const loaderData: Record<string, unknown> = {};
  try {
    for (const [index, match] of matches.entries()) {
      const loader = match.route.loader;
      if (typeof loader !== 'function') continue;
      // The context type is React Router's middleware provider; without middleware it is whatever the caller
      // passes, here what the server passed (relay/preload.ts reads it).
      await nextTask();
      const args = { request, url, params: match.params, pattern: match.pathnameBase, context } as unknown;
      loaderData[data.routeIds[index]] = await loader(args as Parameters<typeof loader>[0]);
    }
  } catch {
    return null;
  }
  return { loaderData };
}
