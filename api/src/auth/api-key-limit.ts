// Each API key gets its own request budget, so one runaway script cannot starve the site or the other tools.
// Counters live in memory, or in Redis with REDIS_URL so that every instance shares them (the same library
// and the same fallback to memory during a Redis outage as the login limits).
import { createRequestLimiter, type RequestLimiter } from './request-limit.js';

export const API_KEY_REQUESTS = 600;
export const API_KEY_WINDOW_SECONDS = 60;
export const API_KEY_RATE_LIMITED_MESSAGE = 'This API key has made too many requests. Please slow down.';

export interface ApiKeyLimitOptions {
  /** Requests allowed per key within the window. */
  requests?: number;
  windowSeconds?: number;
  redisUrl?: string;
  /** Separates deployments (and test runs) sharing one Redis. */
  keyPrefix?: string;
}

/** Counts one request of the key; throws a 429 AppError with Retry-After once the budget is spent. */
export type ApiKeyRateLimiter = RequestLimiter;

export function createApiKeyRateLimiter(options: ApiKeyLimitOptions = {}): ApiKeyRateLimiter {
  return createRequestLimiter({
    name: options.keyPrefix ?? 'apikey',
    points: options.requests ?? API_KEY_REQUESTS,
    windowSeconds: options.windowSeconds ?? API_KEY_WINDOW_SECONDS,
    message: API_KEY_RATE_LIMITED_MESSAGE,
    redisUrl: options.redisUrl,
  });
}
