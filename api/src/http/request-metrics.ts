// The first middleware of every request (docs/operations.md, Request ids and Metrics): it names the request, runs
// everything after it in that request's scope (log lines, masked errors), and times the answer by route pattern.
import { trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import { pagePattern } from '../domain/routes.js';
import type { AppContext, AppEnv } from '../context.js';
import type { Metrics } from '../telemetry/metrics.js';
import {
  currentRequest,
  REQUEST_ID_HEADER,
  requestIdFor,
  runInRequestScope,
  type RequestScope,
} from '../telemetry/request-scope.js';

/** Every path no route serves is one label: a scanner's thousand paths must not make a thousand series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The pattern of the route that answered: the web app's page pattern for pages, never the path itself. */
export function routeLabel(c: AppContext): string {
  const routes = matchedRoutes(c);
  let route = routes[c.req.routeIndex]?.path ?? '';
  // A middleware that answered (a read-cache hit, a refusal) stands for the route that would have answered.
  if (route.includes('*'))
    route = routes.slice(c.req.routeIndex + 1).find((later) => !later.path.includes('*'))?.path ?? route;
  // The web app's catch-all (web.ts) serves every page path; the product's page list names its pattern.
  if (route === '*' || route === '/*' || route === '') {
    const page = c.req.method === 'GET' || c.req.method === 'HEAD' ? pagePattern(c.req.path) : undefined;
    return page ?? UNMATCHED_ROUTE;
  }
  return route;
}

function setHeader(c: AppContext, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one made by Response.redirect or fetch) is copied once.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = copy;
  }
}

export function observeRequests(options: {
  trustProxy: boolean;
  logger: Logger;
  metrics?: Metrics;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    // Server rendering reads GraphQL through the app in process (web.ts): those reads belong to the page's request,
    // whose id they share and whose time includes theirs, so they are not counted as requests of their own.
    const page = currentRequest();
    const requestId = page?.requestId ?? requestIdFor(c.req.header(REQUEST_ID_HEADER), options.trustProxy);
    // The request's trace span, when tracing is on (telemetry/tracing.ts): it starts without the path, which can
    // hold a private link's token, and is named here by the same route pattern as the log line and the metrics.
    const span = page ? undefined : trace.getActiveSpan();
    const scope: RequestScope = { requestId };
    await runInRequestScope(scope, next);
    setHeader(c, REQUEST_ID_HEADER, scope.requestId);
    // Neither traced, measured nor logged (no METRICS_TOKEN, LOG_LEVEL above debug): nothing more to work out.
    if (!span && !options.metrics && !options.logger.isLevelEnabled('debug')) return;
    const route = routeLabel(c);
    span?.setAttribute('http.route', route).updateName(`${c.req.method} ${route}`);
    const seconds = (performance.now() - started) / 1000;
    const labels = { route, operation: scope.operation ?? '-', method: c.req.method };
    if (!page) options.metrics?.observeRequest({ ...labels, status: c.res.status }, seconds);
    // Pattern, not path: a path can hold a list token or a lead's id, and log lines are read by more people.
    runInRequestScope(scope, () =>
      options.logger.debug({ ...labels, status: c.res.status, ms: Math.round(seconds * 1000) }, 'request answered'),
    );
  };
}
