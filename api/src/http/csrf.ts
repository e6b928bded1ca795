// Cross-site request forgery. A page on any other site can make a visitor's browser send a GET, or a POST whose
// body is a form (urlencoded or multipart) or plain text, without asking this origin first (no CORS preflight);
// those requests must not run an operation. A request proves it was not sent that way by carrying a header no
// form can set: CSRF_HEADER (the web app's Relay network layer sends it) or a bearer token (tools, signed-in
// staff). Anything else that could change state (a JSON body, PUT, PATCH, DELETE) needs a preflight, and this
// origin answers none (no CORS headers: the API serves its own origin only).
import { shouldRenderGraphiQL } from 'graphql-yoga';
import type { MiddlewareHandler } from 'hono';
import { CSRF_HEADER, GUEST_CARD_FORM_PATH } from '../domain/index.js';
import type { AppEnv } from '../context.js';

/** The List-Unsubscribe target of alert e-mails (services/saved-searches.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

export const CSRF_MESSAGES = {
  graphql: `A GraphQL GET, or a POST whose body is not JSON, needs an ${CSRF_HEADER} header or a bearer token (protection against cross-site requests).`,
  rest: `A form or plain-text request body needs an ${CSRF_HEADER} header or a bearer token (protection against cross-site requests).`,
} as const;

/** The content types a browser sends cross-site without a preflight (the Fetch standard's CORS-safelisted ones). */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function provesSameSite(request: Request): boolean {
  return request.headers.has(CSRF_HEADER) || request.headers.has('authorization');
}

/** The body's media type without its parameters, lower-cased ('' when the request names none). */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

function sentWithoutPreflight(request: Request): boolean {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) return false;
  const type = mediaType(request);
  // A body sent without a content type (sendBeacon, a no-cors fetch of a Blob without a type) needs no preflight.
  return type === '' || FORM_CONTENT_TYPES.includes(type);
}

/**
 * /graphql: a POST of a JSON body is what every GraphQL client sends (curl, Apollo, urql, graphql-http), and a
 * browser sends it cross-site only after a preflight this origin never answers, so it needs nothing more. A GET
 * (which a link or an image can send) and a POST of any other body need the header or a token
 * (docs/contract.md, GraphQL). The GraphiQL page itself (outside production) is a plain navigation and runs nothing.
 */
export function graphqlCsrfGuard(options: { graphiql: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === 'OPTIONS' || provesSameSite(request)) return next();
    if (request.method === 'POST' && mediaType(request) === 'application/json') return next();
    if (options.graphiql && shouldRenderGraphiQL(request)) return next();
    return c.json({ errors: [{ message: CSRF_MESSAGES.graphql, extensions: { code: 'FORBIDDEN' } }] }, 403);
  };
}

/**
 * /api: the REST adapter keeps docs/product.md section 7's JSON routes for any client, so a JSON write needs nothing more
 * (it cannot be sent cross-site without a preflight). A write that a form could send needs the header or a token.
 */
export function restCsrfGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return next();
    // RFC 8058 one-click unsubscribe: mail providers POST a form to the link in List-Unsubscribe. The link's secret
    // token is what authorizes it, and all it can do is stop e-mail.
    const { pathname } = new URL(request.url);
    if (pathname === ONE_CLICK_UNSUBSCRIBE_PATH) return next();
    // The guest card without JavaScript is a form post by nature: its proofs are the browser's Sec-Fetch-Site (or
    // Origin) naming this site and the page's single-use form token (rest/guest-card-form.ts).
    if (pathname === GUEST_CARD_FORM_PATH && request.method === 'POST') return next();
    if (!sentWithoutPreflight(request) || provesSameSite(request)) return next();
    return c.json({ message: CSRF_MESSAGES.rest }, 403);
  };
}
