// A request budget per key (a client address, an account) for actions anyone may take without logging in, such as
// reporting an outdated listing: enough for a renter, too little for a script flooding staff queues. Same library,
// Redis sharing and memory fallback as the login limits.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.js';
import { rateLimitAddress } from './client-address.js';

export interface RequestLimitOptions {
  name: string;
  points: number;
  windowSeconds: number;
  message: string;
  redisUrl?: string;
  /** The keys are client addresses: counted by rateLimitAddress (an IPv6 client by its /64). */
  perAddress?: boolean;
}

export interface RequestLimiter {
  /** Counts one request (or `points`) of the key; throws a 429 AppError with Retry-After once the budget is spent. */
  consume(key: string, points?: number): Promise<void>;
  close(): Promise<void>;
}

export function createRequestLimiter(options: RequestLimitOptions): RequestLimiter {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  // ioredis reports a lost connection as an 'error' event; the insurance limiter covers the outage.
  redis?.on('error', () => undefined);
  const settings = { keyPrefix: options.name, points: options.points, duration: options.windowSeconds };
  const memory = new RateLimiterMemory(settings);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(options.perAddress ? rateLimitAddress(key) : key, points);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        throw new AppError(
          'RATE_LIMITED',
          options.message,
          undefined,
          Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
        );
      }
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
