// Cross-site requests (http/csrf.ts): a page on another site can make a visitor's browser send GETs and form or
// plain-text POSTs without a preflight. None of them may run an operation, by GraphQL or REST, in development
// or production; no answer carries CORS headers that would let another origin read it or pass a preflight.
import { GUEST_CARD_FORM_PATH, GUEST_CARD_MESSAGES } from '../src/domain/index.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../src/http/csrf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { adminSession, TEST_JWT_SECRET } from './sessions.js';
import { testApp, type TestApp } from './harness.js';
import agentSignupMutation from '../../web/src/__generated__/AgentSignupPageMutation.graphql.js';
import homePageQuery from '../../web/src/__generated__/HomePageQuery.graphql.js';
import shareMutation from '../../web/src/__generated__/ShareButtonsMutation.graphql.js';

// The web app's persisted operations (web/persisted-queries.json), as a cross-site form would name them: each
// artifact carries its operation's id, which changes whenever the operation's text does.
const SHARE_HASH = shareMutation.params.id!;
const AGENT_SIGNUP_HASH = agentSignupMutation.params.id!;
const HOME_HASH = homePageQuery.params.id!;
const EVIL = 'https://evil.example';
const CSRF_MESSAGE =
  'A GraphQL GET, or a POST whose body is not JSON, needs an x-graphql-yoga-csrf header or a bearer token (protection against cross-site requests).';
const REST_CSRF_MESSAGE =
  'A form or plain-text request body needs an x-graphql-yoga-csrf header or a bearer token (protection against cross-site requests).';

let dev: TestApp;
let production: TestApp;
let oakId: string;
let adminToken: string;

beforeAll(async () => {
  dev = await testApp();
  production = await testApp({ env: { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET } });
  oakId = (await seedInventory(dev.db.prisma)).oak.id;
  await seedInventory(production.db.prisma);
  adminToken = (await adminSession(dev)).token;
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

/** The bodies a cross-site HTML form (or a no-cors fetch) can send, each carrying the same GraphQL request. */
function crossSiteBodies(
  params: Record<string, string>,
): { kind: string; headers: Record<string, string>; body: BodyInit }[] {
  const multipart = new FormData();
  multipart.set('operations', JSON.stringify(params));
  multipart.set('map', '{}');
  for (const [name, value] of Object.entries(params)) multipart.set(name, value);
  return [
    {
      kind: 'urlencoded form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    },
    { kind: 'multipart form', headers: {}, body: multipart },
    { kind: 'plain text', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(params) },
    { kind: 'no content type', headers: {}, body: new TextEncoder().encode(JSON.stringify(params)) },
  ];
}

async function counters(app: TestApp) {
  const rows = await app.db.prisma.apartment.findMany({ select: { likes: true, shares: true, clicks: true } });
  const sum = (field: 'likes' | 'shares' | 'clicks') => rows.reduce((total, row) => total + row[field], 0);
  return {
    likes: sum('likes'),
    shares: sum('shares'),
    clicks: sum('clicks'),
    agents: await app.db.prisma.agent.count(),
  };
}

describe('GraphQL refuses what a cross-site page can send', () => {
  it('runs no mutation posted as a form, multipart form or plain text', async () => {
    const before = await counters(dev);
    const query = `mutation { setApartmentLike(id: "${oakId}", browserId: "${oakId}", liked: true) }`;
    for (const { kind, headers, body } of crossSiteBodies({ query })) {
      const response = await dev.fetch(
        new Request('http://app.test/graphql', { method: 'POST', headers: { origin: EVIL, ...headers }, body }),
      );
      expect([kind, response.status]).toEqual([kind, 403]);
      expect((await response.json()).errors[0]).toEqual({ message: CSRF_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await counters(dev)).toEqual(before);
  });

  it('in production, runs neither the persisted share nor the agent sign-up from a form', async () => {
    const before = await counters(production);
    const apartment = await production.db.prisma.apartment.findFirstOrThrow({ select: { id: true } });
    const share = {
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: SHARE_HASH } }),
      variables: JSON.stringify({ id: apartment.id }),
    };
    const signup = {
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: AGENT_SIGNUP_HASH } }),
      variables: JSON.stringify({ input: { name: 'Mallory', email: 'mallory@example.com', password: 'x'.repeat(12) } }),
    };
    for (const params of [share, signup]) {
      for (const { kind, headers, body } of crossSiteBodies(params)) {
        const response = await production.fetch(
          new Request('http://app.test/graphql', { method: 'POST', headers: { origin: EVIL, ...headers }, body }),
        );
        expect([kind, response.status]).toEqual([kind, 403]);
      }
    }
    expect(await counters(production)).toEqual(before);
  });

  it('runs a JSON POST without the header or a token: a browser cannot send one cross-site without a preflight', async () => {
    const post = (headers: Record<string, string>) =>
      dev.fetch(
        new Request('http://app.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ areas }' }),
        }),
      );
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'Application/JSON; charset=utf-8' },
      { 'x-graphql-yoga-csrf': '1' },
      { authorization: `Bearer ${adminToken}` },
    ];
    for (const headers of variants) {
      const response = await post(headers);
      expect([headers, response.status]).toEqual([headers, 200]);
      expect((await response.json()).data.areas).toHaveLength(12);
    }
  });

  it('refuses a POST of any other content type without the header, before it runs', async () => {
    const before = await counters(dev);
    for (const type of ['application/xml', 'application/graphql', 'text/html', 'application/jsonx']) {
      const response = await dev.fetch(
        new Request('http://app.test/graphql', {
          method: 'POST',
          headers: { origin: EVIL, 'content-type': type },
          body: JSON.stringify({
            query: `mutation { setApartmentLike(id: "${oakId}", browserId: "${oakId}", liked: true) }`,
          }),
        }),
      );
      expect([type, response.status]).toEqual([type, 403]);
      expect((await response.json()).errors[0].message).toBe(CSRF_MESSAGE);
    }
    expect(await counters(dev)).toEqual(before);
  });

  it("in production, a JSON POST without the header runs the site's own operations and no other document", async () => {
    const post = (body: unknown) =>
      production.fetch(
        new Request('http://app.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const persisted = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: HOME_HASH } } });
    expect(persisted.status).toBe(200);
    expect(Array.isArray((await persisted.json()).data.highlights)).toBe(true);
    const arbitrary = await post({ query: '{ areas }' });
    expect((await arbitrary.json()).errors[0].message).toBe('Only the operations of this site may run here.');
  });
});

describe('GraphQL over GET (docs/contract.md: GET for queries)', () => {
  const get = (app: TestApp, search: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`http://app.test/graphql?${new URLSearchParams(search).toString()}`, { headers }));

  it('answers a query for a caller that sends the header or a token, and 403 to a bare GET', async () => {
    expect((await get(dev, 'query={areas}')).status).toBe(403);
    const withHeader = await get(dev, 'query={areas}', { 'x-graphql-yoga-csrf': '1' });
    expect(withHeader.status).toBe(200);
    expect((await withHeader.json()).data.areas).toHaveLength(12);
    const withToken = await get(dev, 'query={areas}', { authorization: `Bearer ${adminToken}` });
    expect((await withToken.json()).data.areas).toHaveLength(12);
  });

  it('runs a persisted query over GET in production', async () => {
    const search = new URLSearchParams({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HOME_HASH } }),
    });
    const response = await get(production, search.toString(), { 'x-graphql-yoga-csrf': '1' });
    expect(response.status).toBe(200);
    expect(Array.isArray((await response.json()).data.highlights)).toBe(true);
  });

  it('refuses a mutation over GET with 405 and changes nothing', async () => {
    const before = await counters(dev);
    const response = await get(
      dev,
      `query=mutation { setApartmentLike(id: "${oakId}", browserId: "${oakId}", liked: true) }`,
      {
        'x-graphql-yoga-csrf': '1',
      },
    );
    expect(response.status).toBe(405);
    expect(await counters(dev)).toEqual(before);
  });
});

describe('CORS: the API serves its own origin only', () => {
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('grants no preflight and echoes no Origin, on GraphQL and REST', async () => {
    const preflight = await dev.fetch(
      new Request('http://app.test/graphql', {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-graphql-yoga-csrf',
        },
      }),
    );
    expect(corsHeaders(preflight)).toEqual([]);
    const post = await dev.fetch(
      new Request('http://app.test/graphql', {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ areas }' }),
      }),
    );
    expect(corsHeaders(post)).toEqual([]);
    const rest = await dev.fetch(
      new Request('http://app.test/api/apartments/highlights', { headers: { origin: EVIL } }),
    );
    expect(rest.status).toBe(200);
    expect(corsHeaders(rest)).toEqual([]);
  });
});

describe('REST refuses a cross-site form post on every route that changes something', () => {
  it('answers 403 before any route runs, for each write route and each form body', async () => {
    // RFC 8058's one-click unsubscribe is a form POST by design (mail providers send it); its secret token is
    // what authorizes it, and all it can do is stop e-mail (tested in shortlists-alerts.test.ts).
    const writeRoutes = dev.app.routes.filter(
      (route) =>
        route.path.startsWith('/api/') &&
        route.path !== ONE_CLICK_UNSUBSCRIBE_PATH &&
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    // docs/product.md section 7's writes: sign-ups, logins, logouts, account reviews, apartments, floorplans, uploads.
    expect(writeRoutes.length).toBeGreaterThanOrEqual(15);
    const rows = async () => ({
      admins: await dev.db.prisma.admin.count(),
      agents: await dev.db.prisma.agent.count(),
      apartments: await dev.db.prisma.apartment.count(),
      audit: await dev.db.prisma.auditEntry.count(),
    });
    const before = await rows();
    const fields = {
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'x'.repeat(12),
      code: 'EV-1',
      location: 'Leon Valley',
    };
    for (const route of writeRoutes) {
      const path = route.path.replace(/:\w+/g, '0b8a4d8e-6c5f-4f3e-9a41-3f1f0d2c9b7e').replace('*', 'x.jpg');
      for (const { kind, headers, body } of crossSiteBodies(fields)) {
        const response = await dev.fetch(
          new Request(`http://app.test${path}`, { method: 'POST', headers: { origin: EVIL, ...headers }, body }),
        );
        expect([route.method, route.path, kind, response.status]).toEqual([route.method, route.path, kind, 403]);
        // The guest card's form post (rest/guest-card-form.ts) passes the header check by nature and refuses a form
        // from another site by the browser's Origin and Sec-Fetch-Site.
        expect((await response.json()).message).toBe(
          route.path === GUEST_CARD_FORM_PATH ? GUEST_CARD_MESSAGES.crossSite : REST_CSRF_MESSAGE,
        );
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('still takes the multipart floorplan form from a signed-in admin (docs/product.md section 7)', async () => {
    const apartment = await dev.db.prisma.apartment.findFirstOrThrow({
      where: { floorplans: { some: {} } },
      include: { floorplans: true },
    });
    const form = new FormData();
    form.set('totalFloorplans', '9');
    const response = await dev.fetch(
      new Request(`http://app.test/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[0].id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
  });
});
