import type { Context as HonoContext } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { AppError, toAppError } from '../errors.js';
import { currentRequest } from '../telemetry/request-scope.js';

/** docs/contract.md "REST adapter details": `{ message, errors? }` with the status; a masked 500 otherwise. */
export function errorResponse(thrown: unknown, c: HonoContext, logger: Logger): Response {
  const error = toAppError(thrown) ?? thrown;
  if (error instanceof AppError) {
    if (error.code === 'UNAVAILABLE')
      logger.warn({ reason: (thrown as Error).message, path: c.req.path }, 'database unavailable');
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
    const body = error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message };
    // A server-side failure (503) names the request, as the masked 500 does.
    const requestId = error.status >= 500 ? currentRequest()?.requestId : undefined;
    if (requestId) return c.json({ ...body, requestId }, error.status as 503, headers);
    return c.json(body, error.status as 400, headers);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Bad request' }, error.status);
  }
  logger.error({ err: error, path: c.req.path }, 'request failed');
  // The request id lets support find this request's log lines from what the client shows (docs/operations.md).
  const requestId = currentRequest()?.requestId;
  return c.json({ message: 'Internal server error', ...(requestId ? { requestId } : {}) }, 500);
}
