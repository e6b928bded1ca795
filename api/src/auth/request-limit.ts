// A request budget per key (a client address, an account) for actions anyone may take without logging in, such as
// reporting an outdated listing: enough for a renter, too little for a script flooding staff queues. Same library,
// Redis sharing and memory fallback as the login limits.
import { createHmac } from 'node:crypto';
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
  /**
   * The keys are personal data (renters' e-mail addresses): the store (Redis) holds only their HMAC under this
   * server's secret, which no one without the secret can match to an address, as a plain hash of one could be.
   */
  secret?: Uint8Array;
}

export interface RequestLimiter {
  /** Counts one request (or `points`) of the key; throws a 429 AppError with Retry-After once the budget is spent. */
  consume(key: string, points?: number): Promise<void>;
  /** Gives back what consume counted, for a request that in the end did nothing. */
  reward(key: string, points?: number): Promise<void>;
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
  // A key of its own per limiter, so that these digests never equal a token's or an upload link's signature.
  const digestKey = options.secret && createHmac('sha256', options.secret).update(`limit:${options.name}`).digest();
  const stored = (key: string) => {
    const counted = options.perAddress ? rateLimitAddress(key) : key;
    return digestKey ? createHmac('sha256', digestKey).update(counted).digest('base64url') : counted;
  };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(stored(key), points);
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
    async reward(key, points = 1) {
      await limiter.reward(stored(key), points);
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}

/**
 * Counts one request against each budget (one action judged by several keys, such as a guest card by its network and
 * its e-mail address). When any refuses, the others get their point back, since nothing was done, and the first
 * refusal is thrown.
 */
export async function consumeEach(budgets: readonly (readonly [RequestLimiter, string])[]): Promise<void> {
  const results = await Promise.allSettled(budgets.map(([limiter, key]) => limiter.consume(key)));
  const refused = results.find((result) => result.status === 'rejected');
  if (!refused) return;
  await Promise.all(
    budgets
      .filter((_, index) => results[index].status === 'fulfilled')
      .map(([limiter, key]) => limiter.reward(key).catch(() => undefined)),
  );
  throw refused.reason;
}
