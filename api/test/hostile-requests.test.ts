// Hostile documents and requests: GraphQL limits, body size, production masking,
// introspection and suggestions off in production, CSRF prevention, security headers.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../src/graphql/yoga.js';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';
import { adminSession, TEST_JWT_SECRET } from './sessions.js';

let dev: TestApp;
let production: TestApp;
/** In production only admins may send documents that are not persisted: these tests speak as one. */
let adminToken: string;

const AREAS_QUERY = 'query AreasQuery { areas }';
const AREAS_HASH = createHash('sha256').update(AREAS_QUERY).digest('hex');

beforeAll(async () => {
  dev = await testApp();
  production = await testApp({
    env: { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET },
    persisted: new Map([[AREAS_HASH, AREAS_QUERY]]),
  });
  ({ token: adminToken } = await adminSession(production));
  await seedInventory(dev.db.prisma);
});
afterAll(async () => {
  await dev.close();
  await production.close().catch(() => undefined);
});

const firstError = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message ?? '';

describe('GraphQL limits', () => {
  it('refuses more aliases than allowed', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: areas`).join(' ');
    expect(firstError(await dev.gql(`{ ${fields} }`))).toMatch(/aliases/i);
    const allowed = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: areas`).join(' ');
    expect((await dev.gql(`{ ${allowed} }`)).errors).toBeUndefined();
  });

  it('refuses more directives than allowed', async () => {
    const directives = Array.from({ length: GRAPHQL_LIMITS.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    expect(firstError(await dev.gql(`{ areas ${directives} }`))).toMatch(/directives/i);
  });

  it('refuses documents with too many tokens', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'areas').join(' ');
    expect(firstError(await dev.gql(`{ ${fields} }`))).toMatch(/token/i);
  });

  it('refuses documents nested deeper than allowed (introspection counts in production)', async () => {
    let selection = 'name';
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth; i += 1) selection = `ofType { ${selection} }`;
    const result = await production.gql(`{ __schema { types { fields { type { ${selection} } } } } }`, {}, adminToken);
    expect(firstError(result)).toMatch(/depth|introspection/i);
  });

  it('refuses an expensive document while the search page query passes', async () => {
    const page =
      'apartments(first: 100) { edges { node { code name image location floorplans { type totalFloorplans imageUrls details { minPrice maxPrice minSqft maxSqft } } } } }';
    expect((await dev.gql(`{ ${page} }`)).errors).toBeUndefined();
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `p${i}: ${page}`).join(' ');
    const result = await dev.gql(`{ ${aliases} }`);
    expect(firstError(result)).toMatch(/cost/i);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await dev.rest('POST', '/graphql', {
      query: '{ areas }',
      variables: { pad: 'x'.repeat(300 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/larger than/);
  });

  it('refuses a GET query without a CSRF-proof header', async () => {
    const response = await dev.fetch(new Request('http://app.test/graphql?query=%7Bareas%7D'));
    expect(response.status).toBe(403);
    const allowed = await dev.fetch(
      new Request('http://app.test/graphql?query=%7Bareas%7D', { headers: { 'x-graphql-yoga-csrf': '1' } }),
    );
    expect(allowed.status).toBe(200);
  });
});

describe('production mode', () => {
  it('turns introspection off', async () => {
    expect(firstError(await production.gql('{ __schema { queryType { name } } }', {}, adminToken))).toMatch(
      /introspection/i,
    );
    expect((await dev.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
  });

  it('gives no field suggestions', async () => {
    const result = await production.gql('{ apartmentz { totalCount } }', {}, adminToken);
    expect(firstError(result)).not.toMatch(/did you mean/i);
    expect(firstError(await dev.gql('{ apartmentz { totalCount } }'))).toMatch(/did you mean/i);
  });

  it('masks unexpected errors: no driver, SQL or stack text', async () => {
    const app = await testApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40) } });
    await app.db.prisma.$disconnect();
    await app.close();
    const graphql = await app.gql('{ apartments(first: 1) { totalCount } }');
    expect(JSON.stringify(graphql)).not.toMatch(/prisma|pglite|select|at \w+ \(|\.ts:\d+/i);
    expect(graphql.errors?.length).toBeGreaterThan(0);
    const rest = await app.rest('GET', '/api/apartments/highlights');
    expect([500, 503]).toContain(rest.status);
    expect(JSON.stringify(rest.body)).not.toMatch(/prisma|pglite|select|at \w+ \(|\.ts:\d+/i);
  });
});

describe('trusted documents in production', () => {
  const persistedRequest = (hash: string, token?: string) =>
    production.fetch(
      new Request('http://app.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-yoga-csrf': '1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
      }),
    );

  it('runs an operation of the site by its hash for anyone', async () => {
    const response = await persistedRequest(AREAS_HASH);
    expect((await response.json()).data.areas).toHaveLength(12);
  });

  it('refuses any other document from an anonymous caller', async () => {
    expect(firstError(await production.gql('{ areas }'))).toBe('Only the operations of this site may run here.');
    expect(firstError(await production.gql(AREAS_QUERY))).toBe('Only the operations of this site may run here.');
  });

  it('lets an admin send any document, for internal tools', async () => {
    const result = await production.gql('{ floorplanTypes { value } }', {}, adminToken);
    expect(result.errors).toBeUndefined();
  });

  it('answers an unknown hash plainly', async () => {
    const response = await persistedRequest('0'.repeat(64));
    expect((await response.json()).errors[0].message).toBe('Unknown persisted operation: reload the page.');
  });

  it('still accepts any document outside production', async () => {
    expect((await dev.gql('{ areas }')).errors).toBeUndefined();
  });
});

describe('client addresses', () => {
  it('does not let a forged X-Forwarded-For escape the per-address login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await dev.fetch(
        new Request('http://app.test/api/admins/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
          body: JSON.stringify({ email: `nobody${attempt}@example.com`, password: 'not-the-password' }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, and frame, sniffing and referrer protections', async () => {
    for (const path of ['/', '/api/apartments/highlights']) {
      const response = await dev.fetch(new Request(`http://app.test${path}`));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('allows the configured third-party form in frames and nothing else', async () => {
    const app = await testApp({ env: { LEAD_FORM_URL: 'https://forms.example.org/lead/123' } });
    const csp = (await app.fetch(new Request('http://app.test/'))).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-src https:\/\/forms\.example\.org/);
    await app.close();
  });
});
