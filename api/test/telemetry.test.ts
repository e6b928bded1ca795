// docs/operations.md, Request ids and Metrics: every answer names its request (the proxy's id only behind a trusted
// proxy), the request's log lines and masked errors carry that id, and /metrics answers Prometheus text only to the
// bearer of METRICS_TOKEN, with route patterns and operation names as labels and no renter's data.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { createMetrics } from '../src/telemetry/metrics.js';
import { addApartment } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';
import { appWithSecret } from './sessions.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

/** Every line the trusted app logged, parsed. */
const lines: Record<string, unknown>[] = [];
const logger = createLogger(
  'debug',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  }),
);

/** The guest-card limiter's store (Redis in production) can be made unreachable: an error no client caused. */
let limiterStoreDown: false | 'unreadable' | 'unreachable' = false;
let trusted: TestApp;
let untrusted: TestApp;
let apartmentId: string;

beforeAll(async () => {
  trusted = await appWithSecret({
    env: { METRICS_TOKEN },
    logger,
    // A renter takes a while to fill the guest card in (its minimum fill time).
    clock: () => new Date(Date.now() + 10_000),
    security: {
      guestCardLimiter: {
        consume: async () => {
          if (limiterStoreDown === 'unreadable') throw new Error('limiter store sent an unreadable reply');
          if (limiterStoreDown === 'unreachable') throw new Error('connect ECONNREFUSED 10.0.0.9:6379');
        },
        reward: async () => undefined,
        close: async () => undefined,
      },
    },
    // A credential store that fails unexpectedly for one token: the REST adapter's masked 500.
    authenticate: async (authorization) => {
      if (authorization === 'Bearer store-fails') throw new Error('token store failed');
      return null;
    },
  });
  untrusted = await testApp();
  apartmentId = (
    await addApartment(trusted.db.prisma, {
      name: 'Telemetry Terrace',
      code: 'TT-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1400, maxPrice: 1500 }],
    })
  ).id;
});
afterAll(async () => {
  await trusted.close();
  await untrusted.close();
});

const get = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://app.test${path}`, { headers }));

async function graphql(app: TestApp, query: string, variables: Record<string, unknown> = {}) {
  const response = await app.fetch(
    new Request('http://app.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-forwarded-for': '10.44.0.1' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { response, body };
}

const SUBMIT = 'mutation SendCard($input: GuestCardInput!) { submitGuestCard(input: $input) }';
async function guestCard(email: string) {
  const { body } = await graphql(trusted, 'query CardToken { guestCardToken }');
  return {
    name: 'Rosalinda Quintanilla',
    email,
    phone: '(210) 555-0147',
    preferredContact: 'text',
    moveInDate: '2027-02-01',
    budgetCents: 150_000,
    areas: ['Medical Center/UTSA'],
    roomTypes: ['twoBed'],
    pets: [],
    notes: 'Near the medical center',
    apartmentId,
    consent: true,
    formToken: body.data?.guestCardToken,
  };
}

describe('request ids', () => {
  it('keeps the id a trusted proxy sent', async () => {
    const response = await get(trusted, '/healthz', { 'x-request-id': 'edge-7f3a:01.b_2' });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a:01.b_2');
  });

  it('makes a new id when the proxy sent none, or one unfit for a log line', async () => {
    for (const sent of [undefined, 'two words', 'x'.repeat(129), 'id\u00e9']) {
      const response = await get(trusted, '/healthz', sent === undefined ? {} : { 'x-request-id': sent });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('makes a new id whatever the client sent when no proxy is trusted', async () => {
    const first = await get(untrusted, '/api/apartments/highlights', { 'x-request-id': 'client-chosen-id' });
    const second = await get(untrusted, '/api/apartments/highlights', { 'x-request-id': 'client-chosen-id' });
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('names the request in every log line it wrote and in the masked GraphQL error', async () => {
    limiterStoreDown = 'unreadable';
    try {
      const { response, body } = await graphql(trusted, SUBMIT, {
        input: await guestCard('screenshot.renter@example.com'),
      });
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(UUID);
      expect(body.errors).toEqual([
        {
          message: 'Unexpected error.',
          locations: [{ line: 1, column: 46 }],
          path: ['submitGuestCard'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ]);
      const ofRequest = lines.filter((line) => line.requestId === requestId);
      // The server's error (level 50) with the cause, and the request's own line, both under its id.
      expect(ofRequest.map((line) => [line.level, line.msg ?? null])).toEqual(
        expect.arrayContaining([
          [50, null],
          [20, 'request answered'],
        ]),
      );
      expect(JSON.stringify(ofRequest)).toContain('limiter store');
      expect(ofRequest.find((line) => line.msg === 'request answered')).toMatchObject({
        route: '/graphql',
        operation: '(other)',
        method: 'POST',
        status: 200,
      });
    } finally {
      limiterStoreDown = false;
    }
  });

  it('puts the id in a 503 the client may retry', async () => {
    limiterStoreDown = 'unreachable';
    try {
      const { response, body } = await graphql(trusted, SUBMIT, { input: await guestCard('retry.renter@example.com') });
      expect(body.errors?.[0]).toMatchObject({
        message: 'The service is briefly unavailable. Please try again.',
        extensions: { code: 'UNAVAILABLE', retryAfter: 1, requestId: response.headers.get('x-request-id') },
      });
    } finally {
      limiterStoreDown = false;
    }
  });

  it('puts the id in the REST adapter’s masked 500 and its log line', async () => {
    const response = await get(trusted, '/api/apartments/highlights', { authorization: 'Bearer store-fails' });
    const requestId = response.headers.get('x-request-id');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error', requestId });
    expect(lines.find((line) => line.requestId === requestId && line.level === 50)).toMatchObject({
      msg: 'request failed',
      path: '/api/apartments/highlights',
    });
  });
});

describe('/metrics', () => {
  it('needs a token of at least 32 bytes, refused at start with the variable named', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow(
      'METRICS_TOKEN: must be at least 32 bytes (e.g. `openssl rand -hex 32`)',
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(32)} y` })).toThrow(
      'METRICS_TOKEN: must be printable ASCII without spaces (it is sent in a header)',
    );
    expect(loadConfig({ METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
  });

  const scrape = (token?: string) =>
    get(trusted, '/metrics', token === undefined ? {} : { authorization: `Bearer ${token}` });

  it('does not exist without METRICS_TOKEN', async () => {
    const response = await get(untrusted, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.status).toBe(404);
  });

  it('refuses a scrape without the token or with another one', async () => {
    for (const token of [undefined, 'metrics-token-for-tests-0123456789abcdeX', '']) {
      const response = await scrape(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('times requests by route pattern and operation, and reports caches, outbox and the runtime', async () => {
    await get(trusted, `/api/apartments/${apartmentId}`);
    await get(trusted, `/api/apartments/${apartmentId}`);
    await get(trusted, '/wp-login.php');
    await get(trusted, `/apartment/${apartmentId}/floorplans/`);
    const response = await scrape(METRICS_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    // The page answers 200 with a web build and 503 without one (web.ts); its label is the page's pattern either way.
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/apartment\/:aptmentId\/floorplans",operation="-",method="GET",status="(200|503)"\} 1$/m,
    );
    for (const series of [
      'http_request_duration_seconds_count{route="/api/apartments/:aptmentId",operation="-",method="GET",status="200"} 2',
      'http_request_duration_seconds_count{route="(unmatched)",operation="-",method="GET",status="302"} 1',
      'http_request_duration_seconds_bucket{le="0.1",route="/healthz",operation="-",method="GET",status="200"}',
      'http_request_duration_seconds_count{route="/graphql",operation="(other)",method="POST",status="200"}',
      'read_cache_lookups{cache="api",result="hit"} 1',
      'read_cache_lookups{cache="api",result="miss"}',
      'read_cache_lookups{cache="pages",result="miss"}',
      'outbox_messages{status="pending"}',
      'outbox_messages{status="failed"} 0',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      '# TYPE nodejs_gc_duration_seconds histogram',
    ])
      expect(text).toContain(series);
    expect(text).not.toContain(apartmentId);
    expect(text).not.toContain('wp-login');
  });

  it('holds no renter’s data after a guest card', async () => {
    const email = 'metrics.renter.4417@example.com';
    const { body } = await graphql(trusted, SUBMIT, { input: await guestCard(email) });
    expect(body.errors).toBeUndefined();
    const lead = await trusted.db.prisma.lead.findFirstOrThrow({ where: { email } });
    const text = await (await scrape(METRICS_TOKEN)).text();
    expect(text).toMatch(/outbox_messages\{status="pending"\} [1-9]/);
    for (const personal of [email, 'metrics.renter', 'Rosalinda', 'Quintanilla', '555-0147', '5550147', lead.id])
      expect(text).not.toContain(personal);
  });
});

describe('the jobs’ metrics', () => {
  it('counts each saved-search alert run the jobs make', async () => {
    const metrics = createMetrics();
    const config = { ...trusted.config, alertsIntervalSeconds: 1, smtpUrl: undefined };
    const stop = startJobs(trusted.db.prisma, trusted.catalog, config, createLogger('silent'), metrics);
    try {
      // The first run starts one interval after the jobs do.
      await vi.waitFor(
        async () =>
          expect(await metrics.registry.metrics()).toContain(
            'saved_search_alert_run_duration_seconds_count{result="ok"} 1',
          ),
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await stop();
    }
    metrics.outboxSendFailed();
    expect(await metrics.registry.metrics()).toContain('outbox_send_failures_total 1');
  });
});
