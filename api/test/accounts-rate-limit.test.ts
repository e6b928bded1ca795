import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginRateLimiter, RATE_LIMITED_MESSAGE, SIGNUP_RATE_LIMITED_MESSAGE } from '../src/auth/rate-limit.js';
import { ACCOUNT_MESSAGES } from '../src/services/accounts.js';
import { createLogger } from '../src/logger.js';
import { createApp } from '../src/app.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret, PASSWORD, send, signupAs, uniqueEmail } from './sessions.js';

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

describe('login rate limits (docs/contract.md "Accounts and sessions")', () => {
  it('locks only the guessing address out of an account: its owner still logs in from their own address', async () => {
    const app = await appWithSecret();
    opened.push(app);
    const { email } = await adminSession(app);
    for (let i = 0; i < 5; i += 1) expect((await attempt(app, email, 'wrong password', '10.1.0.1')).status).toBe(401);
    const blocked = await attempt(app, email, PASSWORD, '10.1.0.1');
    expect(blocked).toMatchObject({ status: 429, body: { message: RATE_LIMITED_MESSAGE } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Five wrong passwords from a stranger used to lock the account everywhere for 15 minutes.
    expect((await attempt(app, email, PASSWORD, '10.1.0.2')).status).toBe(200);
    expect((await attempt(app, email, 'wrong password', '10.1.0.3')).status).toBe(401);
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
      for (let i = 0; i < 3; i += 1) expect((await attempt(a, email, 'wrong password', '10.3.0.1')).status).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await attempt(b, email, 'wrong password', '10.3.0.1')).status).toBe(401);
      // Five failures from one address in all, split over the two instances: both refuse that address now.
      expect((await attempt(a, email, PASSWORD, '10.3.0.1')).status).toBe(429);
      expect((await attempt(b, email, PASSWORD, '10.3.0.1')).status).toBe(429);
      expect((await attempt(b, email, PASSWORD, '10.3.2.2')).status).toBe(200);
    } finally {
      await a.shutdown();
      await b.shutdown();
    }
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const app = await appWithSecret();
    opened.push(app);
    const { email } = await adminSession(app);
    // A client with a /64 picks a fresh address for every guess.
    for (let i = 1; i <= 5; i += 1)
      expect((await attempt(app, email, 'wrong password', `2001:db8:7:1::${i}`)).status).toBe(401);
    expect((await attempt(app, email, PASSWORD, '2001:db8:7:1:ffff:1:2:3')).status).toBe(429);
    expect((await attempt(app, email, PASSWORD, '2001:db8:7:2::1')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt(app, email, 'wrong password', '10.9.0.1')).status).toBe(401);
    expect((await attempt(app, email, PASSWORD, '::ffff:10.9.0.1')).status).toBe(429);
  });
});

describe('an account guessed from many addresses', () => {
  /** An app whose login limiter records each slow-down instead of waiting it out. */
  async function recordingApp() {
    const waits: number[] = [];
    const loginLimiter = createLoginRateLimiter({
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const app = await appWithSecret({ security: { loginLimiter } });
    opened.push(app);
    return { app, waits };
  }
  const guessingMail = (app: TestApp) =>
    app.db.prisma.outboxMessage.findMany({
      where: { kind: 'account.guessing' },
      select: { toAddress: true, text: true },
    });

  it('slows logins only from addresses the account has not used, and never refuses its owner', async () => {
    const { app, waits } = await recordingApp();
    const { email } = await adminSession(app);
    expect((await attempt(app, email, PASSWORD, '10.11.0.1')).status).toBe(200);
    for (let i = 0; i < 14; i += 1)
      expect((await attempt(app, email, `wrong password ${i}`, `10.11.1.${i}`)).status).toBe(401);
    // Past ten failures, each guess from a new address waits longer: 250 ms, 500 ms, 750 ms, 1 s.
    expect(waits).toEqual([250, 500, 750, 1000]);
    expect((await attempt(app, email, PASSWORD, '10.11.0.1')).status).toBe(200);
    expect(waits).toHaveLength(4);
    // From a new address the owner waits too, but gets in.
    expect((await attempt(app, email, PASSWORD, '10.11.2.1')).status).toBe(200);
    expect(waits).toEqual([250, 500, 750, 1000, 1250]);
  });

  it('e-mails the account holder once per window, not once per attempt', async () => {
    const { app } = await recordingApp();
    const { email } = await adminSession(app);
    for (let i = 0; i < 10; i += 1) await attempt(app, email, `wrong password ${i}`, `10.12.1.${i}`);
    expect(await guessingMail(app)).toEqual([]);
    for (let i = 10; i < 30; i += 1) await attempt(app, email, `wrong password ${i}`, `10.12.1.${i}`);
    const mail = await guessingMail(app);
    expect(mail).toHaveLength(1);
    expect(mail[0].toAddress).toBe(email);
    expect(mail[0].text).toContain('Your account is not locked');
  });

  it('sends no e-mail for an address that has no account', async () => {
    const { app } = await recordingApp();
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 15; i += 1)
      expect((await attempt(app, ghost, 'wrong password', `10.13.1.${i}`)).status).toBe(401);
    expect(await guessingMail(app)).toEqual([]);
  });
});

/** An app with its own login limiter (memory, or Redis shared under a fresh prefix); slow-downs are not waited. */
async function appWithLimiter(redis: boolean) {
  const limiter = createLoginRateLimiter({
    ...(redis ? { redisUrl: REDIS_URL, keyPrefix: `test-burst-${randomUUID()}` } : {}),
    wait: async () => undefined,
  });
  const app = await appWithSecret({ security: { loginLimiter: limiter } });
  opened.push(app);
  return app;
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('a burst of logins sent at once (counted before the password check)', () => {
  it.each([
    ['in memory', false],
    ['in Redis', true],
  ])(
    'checks at most five passwords of 40 logins for one account from one address, counters %s',
    async (_name, redis) => {
      const app = await appWithLimiter(redis);
      const { email } = await adminSession(app);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          attempt(app, email, i === 39 ? PASSWORD : `wrong password ${i}`, `10.4.${redis ? 1 : 0}.1`),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(count(statuses, 401)).toBeLessThanOrEqual(5);
      expect(count(statuses, 429)).toBeGreaterThanOrEqual(35);
      expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
      expect(answers[39]).toMatchObject({ status: 429, body: { message: RATE_LIMITED_MESSAGE } });
      // The owner, elsewhere, is not refused.
      expect((await attempt(app, email, PASSWORD, `10.4.${redis ? 1 : 0}.2`)).status).toBe(200);
    },
  );

  it('refuses none of 40 logins for one account from 40 addresses: the right password gets in', async () => {
    const app = await appWithLimiter(false);
    const { email } = await adminSession(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(app, email, i === 39 ? PASSWORD : `wrong password ${i}`, `10.4.2.${i}`),
      ),
    );
    expect(
      count(
        answers.map((answer) => answer.status),
        401,
      ),
    ).toBe(39);
    expect(answers[39].status).toBe(200);
  });

  it('checks at most twenty passwords of 40 logins from one client address', async () => {
    const app = await appWithLimiter(false);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => attempt(app, uniqueEmail('burst'), 'wrong password', '10.5.0.1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(20);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
  });

  it('gives a successful login its point back, so the account owner is not locked out by their own logins', async () => {
    const app = await appWithLimiter(false);
    const { email } = await adminSession(app);
    for (let i = 0; i < 8; i += 1) expect((await attempt(app, email, PASSWORD, '10.6.0.1')).status).toBe(200);
  });
});

describe('sign-up limits', () => {
  it('answers 429 with Retry-After after ten sign-ups from one client address', async () => {
    const app = await appWithSecret();
    opened.push(app);
    const signupFrom = (ip: string, role: 'admins' | 'agents') =>
      send(app, 'POST', `/api/${role}/signup`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ name: 'Burst', email: uniqueEmail('signup'), password: PASSWORD }),
      });
    for (let i = 0; i < 10; i += 1)
      expect((await signupFrom('10.7.0.1', i % 2 ? 'admins' : 'agents')).status).toBe(201);
    const refused = await signupFrom('10.7.0.1', 'agents');
    expect(refused).toMatchObject({ status: 429, body: { message: SIGNUP_RATE_LIMITED_MESSAGE } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await app.gql('mutation($i: SignupInput!) { signupAgent(input: $i) { id } }', {
      i: { name: 'Burst', email: uniqueEmail('gql'), password: PASSWORD },
    });
    expect(gql.errors).toBeUndefined();
    expect((await signupFrom('10.7.0.2', 'agents')).status).toBe(201);
    // Nothing was created by the refused sign-up.
    expect(await app.db.prisma.agent.count({ where: { name: 'Burst' } })).toBe(7);
  });

  it('refuses an admin sign-up while 50 admins wait for approval, and takes them again once reviewed', async () => {
    const app = await appWithSecret();
    opened.push(app);
    await app.db.prisma.admin.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        name: `Waiting ${i}`,
        email: `waiting.${i}@example.com`,
        passwordHash: 'scrypt$1$1$1$AA==$AA==',
        status: 'PENDING' as const,
      })),
    });
    const refused = await signupAs(app, 'admins', { name: 'One More', email: uniqueEmail('more'), password: PASSWORD });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many admin sign-ups are waiting for approval. Please try again later.' },
    });
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyPending);
    expect(await app.db.prisma.admin.count({ where: { name: 'One More' } })).toBe(0);
    // Agents wait in a list of their own.
    expect((await signupAs(app, 'agents', { name: 'Agent', email: uniqueEmail('a'), password: PASSWORD })).status).toBe(
      201,
    );
    await app.db.prisma.admin.updateMany({ where: { email: 'waiting.0@example.com' }, data: { status: 'REJECTED' } });
    expect(
      (await signupAs(app, 'admins', { name: 'One More', email: uniqueEmail('more'), password: PASSWORD })).status,
    ).toBe(201);
  });
});
