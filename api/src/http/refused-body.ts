// A refused request never breaks the client's connection (docs/contract.md: 413 for a body too large). A handler
// may answer before it has read the request's body (a declared size over the limit, a stream stopped at its
// limit, an upload cancelled at 10 MB), while the rest of that body is still arriving on the same connection.
// Closing or resetting the connection then makes a keep-alive client lose its next request ("other side
// closed"). So the body's unread rest is read and thrown away before the answer goes out, up to a bound; a
// body beyond the bound gets `Connection: close`, so the client opens a new connection for what follows.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';

/** Bytes of an unread body read and discarded to keep the connection: several times every limit the server sets. */
export const UNREAD_BODY_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * A body declared this small (every GraphQL request the site sends is a few kB) arrives with its request's headers.
 * Left unread, it is read and thrown away once the answer is sent by Node's adapter (@hono/node-server reads a
 * request's unread rest after the answer), which keeps the connection: such a request goes through untouched.
 */
const SMALL_BODY_BYTES = 64 * 1024;

export function keepConnectionsAfterRefusals(maxDrainBytes = UNREAD_BODY_DRAIN_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const original = c.req.raw;
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (!original.body || (Number.isInteger(declared) && declared >= 0 && declared <= SMALL_BODY_BYTES)) return next();
    const reader = original.body.getReader();
    let read = 0;
    let ended = false;
    let draining: Promise<void> | null = null;
    // Reads the rest of the body and throws it away, up to the bound; a failure means the client went away.
    const drain = () =>
      (draining ??= (async () => {
        try {
          while (read <= maxDrainBytes) {
            const { done, value } = await reader.read();
            if (done) {
              ended = true;
              return;
            }
            read += value.byteLength;
          }
        } catch {
          // The client went away: there is no connection left to keep.
        }
      })());
    // The handlers read this copy of the body; when one cancels it, the rest is drained instead of the
    // connection being torn down under the answer.
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            ended = true;
            controller.close();
            return;
          }
          read += value.byteLength;
          controller.enqueue(value);
        },
        cancel: () => void drain(),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(original, { body, duplex: 'half' } as RequestInit);
    await next();
    if (ended) return;
    if (!(declared > maxDrainBytes)) await drain();
    if (!ended) c.res.headers.set('Connection', 'close');
  });
}
