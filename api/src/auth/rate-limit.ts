// CONTRACT.md "Accounts and sessions": repeated login attempts for one e-mail or one client address are
// refused with 429 and Retry-After, and so are sign-ups beyond a few per client address (each costs a slow
// password hash). Counters live in memory by default and in Redis when REDIS_URL is set, so that every
// instance shares them; a Redis outage falls back to per-instance memory counters rather than refusing every
// login.
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors.js';

export interface LoginRateLimitOptions {
  /** Login attempts allowed per e-mail (per role) within the window; a successful one is given back. */
  emailFailures?: number;
  /** Login attempts allowed per client address within the window; higher, as offices and NATs share one. */
  addressFailures?: number;
  windowSeconds?: number;
  /** Sign-ups allowed per client address within their own window. */
  signups?: number;
  signupWindowSeconds?: number;
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
  /**
   * Counts the attempt BEFORE its password is checked, so that attempts sent together all count: only as many
   * as the limits allow reach the password check, the rest answer 429 (AppError with Retry-After).
   */
  begin(attempt: LoginAttempt): Promise<void>;
  /**
   * The password was right: the attempt is given back to the address and the e-mail's counter is cleared
   * (the address keeps its failures: one success must not unlock a sweep).
   */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
  /** Counts one sign-up of the client address; throws a 429 AppError once its budget is spent. */
  countSignup(clientIp: string): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_EMAIL_FAILURES = 5;
export const LOGIN_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const SIGNUPS_PER_ADDRESS = 10;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
export const RATE_LIMITED_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const SIGNUP_RATE_LIMITED_MESSAGE = 'Too many sign-ups from this address. Please try again later.';

type Limiter = RateLimiterAbstract | RateLimiterStoreAbstract;

const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

export function createLoginRateLimiter(options: LoginRateLimitOptions = {}): LoginRateLimiter {
  const windowSeconds = options.windowSeconds ?? LOGIN_WINDOW_SECONDS;
  const prefix = options.keyPrefix ?? 'login';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  // ioredis reports a lost connection as an 'error' event; the insurance limiter covers the outage.
  redis?.on('error', () => undefined);

  const make = (name: string, points: number, duration: number): Limiter => {
    const settings = { keyPrefix: `${prefix}:${name}`, points, duration, blockDuration: duration };
    const memory = new RateLimiterMemory(settings);
    return redis ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  const byEmail = make('email', options.emailFailures ?? LOGIN_EMAIL_FAILURES, windowSeconds);
  const byAddress = make('ip', options.addressFailures ?? LOGIN_ADDRESS_FAILURES, windowSeconds);
  const signupWindow = options.signupWindowSeconds ?? SIGNUP_WINDOW_SECONDS;
  const signups = make('signup', options.signups ?? SIGNUPS_PER_ADDRESS, signupWindow);
  const emailKey = (attempt: LoginAttempt) => `${attempt.scope}:${attempt.email}`;

  return {
    async begin(attempt) {
      const counters: [Limiter, string][] = [
        [byEmail, emailKey(attempt)],
        [byAddress, attempt.clientIp],
      ];
      // consume() counts atomically (in memory, and in Redis for every instance) and rejects with a
      // RateLimiterRes once the counter is past its points.
      const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
      const refusals: RateLimiterRes[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refusals.push(result.reason);
      }
      if (refusals.length === 0) return;
      // A refused attempt checks no password, so the counter that still had room gets its point back: a
      // blocked address cannot use up a victim's e-mail budget, nor a locked e-mail its office's.
      await Promise.all(
        counters
          .filter((_, index) => results[index].status === 'fulfilled')
          .map(([limiter, key]) => limiter.reward(key, 1).catch(() => undefined)),
      );
      const waitMs = Math.max(...refusals.map((result) => result.msBeforeNext));
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, retryAfterSeconds(waitMs));
    },
    async recordSuccess(attempt) {
      await Promise.all([
        byEmail.delete(emailKey(attempt)),
        byAddress.reward(attempt.clientIp, 1).catch(() => undefined),
      ]);
    },
    async countSignup(clientIp) {
      try {
        await signups.consume(clientIp);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        throw new AppError(
          'RATE_LIMITED',
          SIGNUP_RATE_LIMITED_MESSAGE,
          undefined,
          retryAfterSeconds(result.msBeforeNext),
        );
      }
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
