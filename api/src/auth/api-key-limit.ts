// Each API key gets its own request budget, so one runaway script cannot starve the site or the other tools.
// Counters live in memory, or in Redis with REDIS_URL so that every instance shares them (the same library
// and the same fallback to memory during a Redis outage as the login limits).
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.js';

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

export interface ApiKeyRateLimiter {
  /** Counts one request of the key; throws a 429 AppError with Retry-After once the budget is spent. */
  consume(keyId: string): Promise<void>;
  close(): Promise<void>;
}

export function createApiKeyRateLimiter(options: ApiKeyLimitOptions = {}): ApiKeyRateLimiter {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  // ioredis reports a lost connection as an 'error' event; the insurance limiter covers the outage.
  redis?.on('error', () => undefined);
  const settings = {
    keyPrefix: options.keyPrefix ?? 'apikey',
    points: options.requests ?? API_KEY_REQUESTS,
    duration: options.windowSeconds ?? API_KEY_WINDOW_SECONDS,
  };
  const memory = new RateLimiterMemory(settings);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async consume(keyId) {
      try {
        await limiter.consume(keyId);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', API_KEY_RATE_LIMITED_MESSAGE, undefined, seconds);
      }
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
