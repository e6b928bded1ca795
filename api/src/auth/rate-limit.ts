// docs/contract.md "Accounts and sessions": repeated login attempts are refused with 429 and Retry-After, and so are
// sign-ups beyond a few per client address (each costs a slow password hash). Failures count per account AND
// client address, so that a stranger guessing a password locks only their own address out of that account, never
// its owner on theirs (docs/contract.md, Accounts and sessions). Failures of one account from many addresses slow
// its logins from addresses it has not logged in from, and its holder gets one e-mail per window. Counters live in
// memory by default and in Redis when REDIS_URL is set, so that every instance shares them; a Redis outage falls
// back to per-instance memory counters rather than refusing every login.
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors.js';
import { rateLimitAddress } from './client-address.js';

export interface LoginRateLimitOptions {
  /** Login attempts allowed per account (e-mail and role) from one client address within the window. */
  accountAddressFailures?: number;
  /** Login attempts allowed per client address within the window; higher, as offices and NATs share one. */
  addressFailures?: number;
  /** Failures of one account from every address within the window before its logins slow down. */
  accountFailures?: number;
  windowSeconds?: number;
  /** Sign-ups allowed per client address within their own window. */
  signups?: number;
  signupWindowSeconds?: number;
  redisUrl?: string;
  /** Separates deployments (and test runs) sharing one Redis. */
  keyPrefix?: string;
  /** How a slowed attempt waits (tests record the wait instead). */
  wait?: (ms: number) => Promise<void>;
}

export interface LoginAttempt {
  scope: string;
  email: string;
  clientIp: string;
}

export interface LoginCheck {
  /** This attempt took the account past the guessing threshold: tell its holder (once per window). */
  guessingStarted: boolean;
  /** The window the guessing was counted in (the e-mail's once-per-window key). */
  windowStart: number;
}

export interface LoginRateLimiter {
  /**
   * Counts the attempt BEFORE its password is checked, so that attempts sent together all count: only as many
   * as the limits allow reach the password check, the rest answer 429 (AppError with Retry-After). An account
   * being guessed from many addresses makes this wait before answering, unless the attempt comes from an
   * address the account has logged in from.
   */
  begin(attempt: LoginAttempt): Promise<LoginCheck>;
  /**
   * The password was right: the attempt is given back, the account's counter for this address is cleared (the
   * address keeps its failures: one success must not unlock a sweep), and the address is remembered as the
   * owner's.
   */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
  /** Counts one sign-up of the client address; throws a 429 AppError once its budget is spent. */
  countSignup(clientIp: string): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN_ACCOUNT_ADDRESS_FAILURES = 5;
export const LOGIN_ADDRESS_FAILURES = 20;
export const LOGIN_ACCOUNT_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Each failure past the account threshold adds this much wait for unknown addresses, up to the maximum. */
export const LOGIN_SLOWDOWN_STEP_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3_000;
/**
 * An address the account logged in from stays its owner's this long (under 24.8 days: the memory store expires
 * keys with a timer, and Node fires longer timers at once).
 */
export const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;
export const SIGNUPS_PER_ADDRESS = 10;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
export const RATE_LIMITED_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const SIGNUP_RATE_LIMITED_MESSAGE = 'Too many sign-ups from this address. Please try again later.';

type Limiter = RateLimiterAbstract | RateLimiterStoreAbstract;

const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLoginRateLimiter(options: LoginRateLimitOptions = {}): LoginRateLimiter {
  const windowSeconds = options.windowSeconds ?? LOGIN_WINDOW_SECONDS;
  const prefix = options.keyPrefix ?? 'login';
  const accountThreshold = options.accountFailures ?? LOGIN_ACCOUNT_FAILURES;
  const wait = options.wait ?? sleep;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  // ioredis reports a lost connection as an 'error' event; the insurance limiter covers the outage.
  redis?.on('error', () => undefined);

  const make = (name: string, points: number, duration: number, blockDuration = duration): Limiter => {
    const settings = { keyPrefix: `${prefix}:${name}`, points, duration, blockDuration };
    const memory = new RateLimiterMemory(settings);
    return redis ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  const byAccountAddress = make(
    'account-ip',
    options.accountAddressFailures ?? LOGIN_ACCOUNT_ADDRESS_FAILURES,
    windowSeconds,
  );
  const byAddress = make('ip', options.addressFailures ?? LOGIN_ADDRESS_FAILURES, windowSeconds);
  // Counts only: it never refuses (a lock here would lock the owner out), it slows and alerts.
  const byAccount = make('account', Number.MAX_SAFE_INTEGER, windowSeconds, 0);
  const knownAddresses = make('known', 1, KNOWN_ADDRESS_SECONDS, 0);
  const signupWindow = options.signupWindowSeconds ?? SIGNUP_WINDOW_SECONDS;
  const signups = make('signup', options.signups ?? SIGNUPS_PER_ADDRESS, signupWindow);
  const accountKey = (attempt: LoginAttempt) => `${attempt.scope}:${attempt.email}`;
  const pairKey = (attempt: LoginAttempt) => `${accountKey(attempt)}:${rateLimitAddress(attempt.clientIp)}`;

  return {
    async begin(attempt) {
      const counters: [Limiter, string][] = [
        [byAccountAddress, pairKey(attempt)],
        [byAddress, rateLimitAddress(attempt.clientIp)],
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
      if (refusals.length > 0) {
        // A refused attempt checks no password, so the counter that still had room gets its point back: a
        // blocked address cannot use up the budget it shares with others, nor a blocked pair its address's.
        await Promise.all(
          counters
            .filter((_, index) => results[index].status === 'fulfilled')
            .map(([limiter, key]) => limiter.reward(key, 1).catch(() => undefined)),
        );
        const waitMs = Math.max(...refusals.map((result) => result.msBeforeNext));
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, retryAfterSeconds(waitMs));
      }
      const account = await byAccount.consume(accountKey(attempt));
      const failures = account.consumedPoints;
      // To the minute: instances (and Redis round trips) differ by milliseconds, the window does not.
      const windowStart = Math.round((Date.now() + account.msBeforeNext - windowSeconds * 1000) / 60_000) * 60_000;
      const check = { guessingStarted: failures === accountThreshold + 1, windowStart };
      if (failures <= accountThreshold) return check;
      const known = await knownAddresses.get(pairKey(attempt)).catch(() => null);
      if (!known) await wait(Math.min(LOGIN_SLOWDOWN_MAX_MS, (failures - accountThreshold) * LOGIN_SLOWDOWN_STEP_MS));
      return check;
    },
    async recordSuccess(attempt) {
      await Promise.all([
        byAccountAddress.delete(pairKey(attempt)),
        byAddress.reward(rateLimitAddress(attempt.clientIp), 1).catch(() => undefined),
        byAccount.reward(accountKey(attempt), 1).catch(() => undefined),
        knownAddresses.set(pairKey(attempt), 1, KNOWN_ADDRESS_SECONDS).catch(() => undefined),
      ]);
    },
    async countSignup(clientIp) {
      try {
        await signups.consume(rateLimitAddress(clientIp));
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
