import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginRateLimiter, RATE_LIMITED_MESSAGE } from '../src/auth/rate-limit.js';
import { createLogger } from '../src/logger.js';
import { createApp } from '../src/server.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret, PASSWORD, send, uniqueEmail } from './sessions.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) {
    await app.shutdown();
    await app.close();
  }
});

const attempt = (
  fetcher: { fetch: (request: Request) => Response | Promise<Response> },
  email: string,
  password: string,
  ip: string,
) =>
  send({ fetch: fetcher.fetch } as TestApp, 'POST', '/api/admins/login', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

describe('login rate limits (CONTRACT.md "Accounts and sessions")', () => {
  it('answers 429 with Retry-After after five failures for one e-mail, even with the right password', async () => {
    const app = await appWithSecret();
    opened.push(app);
    const { email } = await adminSession(app);
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(app, email, 'wrong password', `10.1.0.${i}`)).status).toBe(401);
    const blocked = await attempt(app, email, PASSWORD, '10.1.0.99');
    expect(blocked).toMatchObject({ status: 429, body: { message: RATE_LIMITED_MESSAGE } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await adminSession(app);
    expect((await attempt(app, other.email, PASSWORD, '10.1.0.100')).status).toBe(200);
  });

  it('answers 429 after twenty failures from one client address, whatever the e-mail', async () => {
    const app = await appWithSecret();
    opened.push(app);
    for (let i = 0; i < 20; i += 1)
      expect((await attempt(app, uniqueEmail('sweep'), 'wrong password', '10.2.0.1')).status).toBe(401);
    const { email } = await adminSession(app);
    expect((await attempt(app, email, PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await attempt(app, email, PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('tells a GraphQL caller when to retry', async () => {
    const app = await appWithSecret();
    opened.push(app);
    const { email } = await adminSession(app);
    const login = (password: string) =>
      app.gql('mutation($input: LoginInput!) { loginAdmin(input: $input) { token } }', { input: { email, password } });
    for (let i = 0; i < 5; i += 1) await login('wrong password');
    const blocked = await login(PASSWORD);
    expect(blocked.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number((blocked.errors?.[0].extensions as { retryAfter?: number }).retryAfter)).toBeGreaterThan(0);
  });

  it('shares the counters between two instances through Redis', async () => {
    const first = await appWithSecret();
    opened.push(first);
    const keyPrefix = `test-login-${randomUUID()}`;
    const limiterA = createLoginRateLimiter({ redisUrl: REDIS_URL, keyPrefix });
    const limiterB = createLoginRateLimiter({ redisUrl: REDIS_URL, keyPrefix });
    const a = createApp({
      config: first.config,
      db: first.db,
      logger: createLogger('silent'),
      security: { loginLimiter: limiterA },
    });
    const b = createApp({
      config: first.config,
      db: first.db,
      logger: createLogger('silent'),
      security: { loginLimiter: limiterB },
    });
    try {
      const { email } = await adminSession(first);
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(a, email, 'wrong password', `10.3.0.${i}`)).status).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await attempt(b, email, 'wrong password', `10.3.1.${i}`)).status).toBe(401);
      // Five failures in all, split over the two instances: both refuse now.
      expect((await attempt(a, email, PASSWORD, '10.3.2.1')).status).toBe(429);
      expect((await attempt(b, email, PASSWORD, '10.3.2.2')).status).toBe(429);
    } finally {
      await a.shutdown();
      await b.shutdown();
    }
  });
});
