// CONTRACT.md "Accounts and sessions": repeated login failures for one e-mail or one client address are
// refused with 429 and Retry-After. Counters live in memory by default and in Redis when REDIS_URL is set,
// so that every instance shares them; a Redis outage falls back to per-instance memory counters rather
// than refusing every login.
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors.js';

export interface LoginRateLimitOptions {
  /** Failures allowed per e-mail (per role) within the window. */
  emailFailures?: number;
  /** Failures allowed per client address within the window; higher, as offices and NATs share one. */
  addressFailures?: number;
  windowSeconds?: number;
  redisUrl?: string;
  /** Separates deployments (and test runs) sharing one Redis. */
  keyPrefix?: string;
}

export interface LoginAttempt {
  scope: string;
  email: string;
  clientIp: string;
}

export interface LoginRateLimiter {
  /** Throws a 429 AppError when either counter is spent. */
  assertAllowed(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  /** A successful login clears the e-mail's counter (not the address's: one success must not unlock a sweep). */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_EMAIL_FAILURES = 5;
export const LOGIN_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const RATE_LIMITED_MESSAGE = 'Too many failed login attempts. Please try again later.';

export function createLoginRateLimiter(options: LoginRateLimitOptions = {}): LoginRateLimiter {
  const windowSeconds = options.windowSeconds ?? LOGIN_WINDOW_SECONDS;
  const prefix = options.keyPrefix ?? 'login';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  // ioredis reports a lost connection as an 'error' event; the insurance limiter covers the outage.
  redis?.on('error', () => undefined);

  const make = (name: string, points: number): RateLimiterAbstract | RateLimiterStoreAbstract => {
    const settings = { keyPrefix: `${prefix}:${name}`, points, duration: windowSeconds, blockDuration: windowSeconds };
    const memory = new RateLimiterMemory(settings);
    return redis ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  const byEmail = make('email', options.emailFailures ?? LOGIN_EMAIL_FAILURES);
  const byAddress = make('ip', options.addressFailures ?? LOGIN_ADDRESS_FAILURES);
  const emailKey = (attempt: LoginAttempt) => `${attempt.scope}:${attempt.email.toLowerCase()}`;

  return {
    async assertAllowed(attempt) {
      const [email, address] = await Promise.all([byEmail.get(emailKey(attempt)), byAddress.get(attempt.clientIp)]);
      const spent = [
        email && email.consumedPoints >= byEmail.points ? email : null,
        address && address.consumedPoints >= byAddress.points ? address : null,
      ].filter((result) => result !== null);
      if (spent.length === 0) return;
      const waitMs = Math.max(...spent.map((result) => result.msBeforeNext));
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
    },
    async recordFailure(attempt) {
      // consume() rejects once the points are spent; that is the block starting, not an error.
      await Promise.all([
        byEmail.consume(emailKey(attempt)).catch(() => undefined),
        byAddress.consume(attempt.clientIp).catch(() => undefined),
      ]);
    },
    async recordSuccess(attempt) {
      await byEmail.delete(emailKey(attempt));
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
