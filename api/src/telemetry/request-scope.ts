// Request ids (docs/operations.md, Request ids): every answer carries X-Request-Id, every log line written while the
// request runs names it, and a masked error shows it, so that a renter's screenshot of an error finds its log lines.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export interface RequestScope {
  requestId: string;
  /** The GraphQL operation's name as a metrics label (telemetry/metrics.ts), set once the document is known. */
  operation?: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * A proxy's id is kept only when TRUST_PROXY says one is in front (anyone else could write the header), and only in
 * a shape that is safe in a log line and a header: 1 to 128 letters, digits and `-_.:`.
 */
const PROXY_ID_PATTERN = /^[\w.:-]{1,128}$/;

export function requestIdFor(proxyId: string | undefined, trustProxy: boolean): string {
  if (trustProxy && proxyId !== undefined && PROXY_ID_PATTERN.test(proxyId)) return proxyId;
  return randomUUID();
}

/** Runs `work` with `scope` as the current request's: log lines and errors written inside it name the request. */
export const runInRequestScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

/** The request being answered, if any (jobs and start-up run outside any request). */
export const currentRequest = (): RequestScope | undefined => scopes.getStore();
