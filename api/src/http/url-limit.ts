// No route takes a long address: the longest search URL is well under 1 kB. Node's HTTP server already stops
// request heads over 16 kB; this refuses addresses over 8 kB in the app itself (in-process callers, other
// adapters), before any route reads the query string.
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.js';

const URL_MAX_LENGTH = 8_192;
const URL_TOO_LONG_MESSAGE = `The address is longer than ${URL_MAX_LENGTH.toLocaleString('en-US')} characters.`;

export const urlLengthLimit = () =>
  createMiddleware(async (c, next) => {
    if (c.req.url.length > URL_MAX_LENGTH) throw new AppError('URI_TOO_LONG', URL_TOO_LONG_MESSAGE);
    await next();
  });
