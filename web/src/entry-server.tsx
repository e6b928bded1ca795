// Server rendering of the public pages (docs/product.md section 2), built by Vite's SSR build into web/dist-server and
// called by api/src/web.ts. A request gets its own Relay environment whose network runs GraphQL in process
// through the server's own schema (no HTTP hop), so one renter's records never reach another's page.
// The page is rendered after the route's queries resolved, and the records travel with the HTML so that the
// browser hydrates without fetching them again (main.tsx).
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { I18nProvider } from '@lingui/react';
import { createI18n, localeOfPath, routerBasename } from './i18n';
import type { Locale } from './lib/domain';
import { messages as englishMessages } from './locales/en/messages.po';
import { messages as spanishMessages } from './locales/es/messages.po';
import { SERVER_WIDTH_PX, ServerWidthContext } from './lib/useWindowWidth';
import { GraphQLRequestError, requestBody } from './relay/environment';
import type { LoaderContext } from './relay/preload';
import type { PageHandle } from './lib/pageHandle';
import { routes } from './router';
import { serializeServerData } from './ssr/payload';

/** A GraphQL request's body, as the browser's network sends it. */
type GraphQLRequestBody = ReturnType<typeof requestBody>;

/** What the server answers a page's GraphQL request, and the id of the page's request (a failed page shows it). */
interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; requestId?: string } }[];
  requestId?: string;
}

/**
 * Runs one GraphQL request in process, through the schema, plugins and error masking of the server's /graphql door
 * (api/src/graphql/page-reads.ts), with the page request's credentials (normally none: public pages are anonymous).
 */
export type GraphQLHandler = (body: GraphQLRequestBody, authorization: string | null) => Promise<GraphQLAnswer>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup that goes inside `<div id="root">`. */
      html: string;
      /** JSON for the `<script type="application/json">` element, with `<` escaped; null when the page has none. */
      data: string | null;
      /** The source modules of the page's routes, as the build's manifest names them (router.tsx). */
      modules: string[];
    };

/** The same routes under / and, for the Spanish pages, under /es/ (docs/contract.md "Spanish pages"). */
const handlers = {
  en: createStaticHandler(routes),
  es: createStaticHandler(routes, { basename: routerBasename('es') }),
} satisfies Record<Locale, unknown>;
const MESSAGES = { en: englishMessages, es: spanishMessages } satisfies Record<Locale, unknown>;

/** What the route's error element reads: the query's error, as the browser's network would have thrown it. */
const asRouteError = (error: unknown) =>
  error instanceof GraphQLRequestError ? error : new GraphQLRequestError('GraphQL request failed');

/** Codes of a request the client got wrong: its page shows what the server said, as in the browser. */
const CLIENT_ERROR_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN']);

/** Whether a query's failure is the API's (down, erring, not answering), not the request's. */
const isApiFailure = (error: unknown) =>
  !(error instanceof GraphQLRequestError && error.code !== undefined && CLIENT_ERROR_CODES.has(error.code));

function inProcessNetwork(
  page: Request,
  graphql: GraphQLHandler,
  pending: Set<Promise<unknown>>,
  failures: unknown[],
): FetchFunction {
  const authorization = page.headers.get('authorization');
  return (operation, variables) => {
    const answer = (async () => {
      const body = await graphql(requestBody(operation, variables), authorization);
      if (body.data == null) {
        const first = body.errors?.[0];
        // The reference the failed page shows is the page's own request id (docs/operations.md, Request ids).
        throw new GraphQLRequestError(
          first?.message ?? 'GraphQL request failed',
          first?.extensions?.code,
          undefined,
          first?.extensions?.requestId ?? body.requestId,
        );
      }
      return body as { data: Record<string, unknown> };
    })();
    pending.add(answer);
    answer.then(
      () => pending.delete(answer),
      (error: unknown) => {
        if (isApiFailure(error)) failures.push(error);
        pending.delete(answer);
      },
    );
    return answer;
  };
}

/**
 * The page in one synchronous pass when nothing in it waits: its queries' records are in the store before it renders,
 * so a page normally suspends nowhere, and then a string is all it takes (the stream below writes every piece as
 * bytes). A boundary that suspended (a lazy component's first use, a record the loaders did not fetch) or failed is
 * left to the client in that pass (React marks it `<!--$!-->`): the page is then rendered again by the stream, which
 * waits for it, as is a page whose shell failed.
 */
function renderAtOnce(element: ReactNode): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes('<!--$!-->')) return Promise.resolve(html);
  } catch {
    // The stream renders it again and reports what failed.
  }
  return renderWhole(element);
}

/**
 * The whole page once every Suspense boundary has resolved: streaming out a boundary later needs React's inline
 * scripts, which the Content-Security-Policy refuses (and renderers of crawlers may not run).
 */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // React outlines large boundaries to reveal them progressively, with inline scripts: never here.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        // A failed query shows its page's error state; the browser retries it after hydration.
        if (!(error instanceof GraphQLRequestError)) console.error(error);
      },
    });
  });
}

/**
 * The renter's viewport width from the client hint Chromium sends once asked (Accept-CH and Critical-CH, set by
 * api/src/web.ts), so that the first page already has the page size of their screen (docs/product.md section 9).
 */
function viewportWidthOf(request: Request): number {
  const hint = Number(request.headers.get('sec-ch-viewport-width'));
  return Number.isInteger(hint) && hint >= 200 && hint <= 10_000 ? hint : SERVER_WIDTH_PX;
}

/** The source modules of the routes a path opens, whether or not the page is rendered here (router.tsx). */
function modulesOf(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.module] : [];
  });
}

/**
 * The modules of a page the browser renders (staff pages): the server links their stylesheets from the shell, so the
 * page is styled from its first paint when opened directly, as a server-rendered page is.
 */
export function pageModules(pathname: string): string[] {
  return modulesOf(matchRoutes(routes, pathname, routerBasename(localeOfPath(pathname))) ?? []);
}

export async function render(request: Request, graphql: GraphQLHandler): Promise<RenderResult> {
  const pending = new Set<Promise<unknown>>();
  const failures: unknown[] = [];
  const environment = new Environment({
    network: Network.create(inProcessNetwork(request, graphql, pending, failures)),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const viewportWidth = viewportWidthOf(request);
  const requestContext: LoaderContext = { relayEnvironment: environment, viewportWidth };
  // The page's language, for this request alone: concurrent renders of both languages never share an instance.
  const locale = localeOfPath(new URL(request.url).pathname);
  const i18n = createI18n(locale, MESSAGES[locale]);
  const handler = handlers[locale];
  const queried = await handler.query(request, { requestContext });
  if (queried instanceof Response) {
    return { kind: 'redirect', status: queried.status, location: queried.headers.get('Location') ?? '/' };
  }
  // The loaders started their queries: render once their records are in the store.
  while (pending.size > 0) await Promise.allSettled([...pending]);
  // The API failed a query the page needs: the page's error element says so and offers a retry (503, never kept
  // and with no records, so the browser renders the page afresh and asks again).
  const failedAt = failures.length > 0 ? queried.matches.findLast((match) => match.route.hasErrorBoundary) : undefined;
  const context: StaticHandlerContext = failedAt
    ? {
        ...queried,
        statusCode: 503,
        errors: { [failedAt.route.id]: asRouteError(failures[0]) },
      }
    : queried;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderAtOnce(
    <StrictMode>
      <ServerWidthContext value={viewportWidth}>
        <I18nProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            {/* hydrate={false}: React Router's own hand-over is an inline script, which the CSP refuses. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </ServerWidthContext>
    </StrictMode>,
  );
  const data = failedAt
    ? null
    : serializeServerData({
        records: environment.getStore().getSource().toJSON(),
        routeIds: context.matches.map((match) => match.route.id),
        viewportWidth,
      });
  return { kind: 'page', status: context.statusCode, html, data, modules: modulesOf(context.matches) };
}
