/**
 * The header every GraphQL request (and every REST write sent as a form or plain text) must carry unless it has
 * a bearer token: a page on another site can make a browser send a GET or a form POST, but not a custom header
 * without a CORS preflight, which this origin never grants. The name is graphql-yoga's convention, so GraphQL
 * tools already know it; the web app's Relay network layer sends it.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
