// API keys of internal tools (docs/contract.md "Beyond docs/product.md"): created by an admin, shown once, stored hashed,
// sent as a bearer token, any document in production, read or write scope, named in the audit trail,
// revoked at once, and rate-limited per key (in memory and in Redis).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyRateLimiter } from '../src/auth/api-key-limit.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, PASSWORD, uniqueEmail } from './sessions.js';
import { ensureBootstrapAdmin } from '../src/services/accounts.js';

const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key apiKey { id name scope prefix lastUsedAt revokedAt createdBy { email } } }
}`;
// Not among the web app's persisted operations: production refuses it to anyone but an admin or a key.
const TOOL_QUERY = '{ adminApartments { code name } }';
const apartment = (code: string) => ({
  name: `Key Court ${code}`,
  code,
  image: '/uploads/demo/building-1.svg',
  location: ['Leon Valley'],
  leaseTerm: 12,
  promotionalTerm: 0,
  floorplans: [{ type: 'studio' }],
});

type CreatedKey = { key: string; apiKey: { id: string; name: string; scope: string; prefix: string } };

async function createKey(
  app: TestApp,
  token: string,
  name: string,
  scope: 'READ' | 'WRITE' | 'LEADS',
): Promise<CreatedKey> {
  const result = await app.gql<{ createApiKey: CreatedKey }>(CREATE_KEY, { input: { name, scope } }, token);
  if (!result.data) throw new Error(`createApiKey failed: ${JSON.stringify(result.errors)}`);
  return result.data.createApiKey;
}

describe('API keys in production', () => {
  let app: TestApp;
  let admin: { id: string; token: string; email: string };
  let writer: CreatedKey;
  let reader: CreatedKey;

  beforeAll(async () => {
    app = await appWithSecret({ env: { NODE_ENV: 'production' } });
    await storeDemoPictures(app);
    admin = await adminSession(app);
    writer = await createKey(app, admin.token, 'Inventory sync', 'WRITE');
    reader = await createKey(app, admin.token, 'Nightly report', 'READ');
  });
  afterAll(async () => {
    await app.shutdown();
    await app.close();
  });

  it('shows the key once, with a recognisable prefix, and stores only a hash of it', async () => {
    expect(writer.key).toMatch(/^satx_[a-z0-9]{12}_[\w-]{43}$/);
    expect(writer.key.startsWith(`${writer.apiKey.prefix}_`)).toBe(true);
    const rows = await app.db.prisma.apiKey.findMany();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const { key } of [writer, reader]) {
      expect(stored).not.toContain(key);
      expect(stored).not.toContain(key.slice(-43));
    }
    const listed = await app.gql<{ apiKeys: Record<string, unknown>[] }>(
      '{ apiKeys { name scope prefix createdBy { email } } }',
      {},
      admin.token,
    );
    expect(listed.data?.apiKeys).toEqual([
      { name: 'Nightly report', scope: 'READ', prefix: reader.apiKey.prefix, createdBy: { email: admin.email } },
      { name: 'Inventory sync', scope: 'WRITE', prefix: writer.apiKey.prefix, createdBy: { email: admin.email } },
    ]);
    expect(JSON.stringify(listed)).not.toContain(writer.key);
  });

  it('runs a document that is not persisted, which production refuses to an anonymous caller', async () => {
    const anonymous = await app.gql(TOOL_QUERY, {});
    expect(anonymous.errors?.[0]?.message).toBe('Only the operations of this site may run here.');
    const before = await app.db.prisma.apiKey.findUniqueOrThrow({ where: { id: reader.apiKey.id } });
    expect(before.lastUsedAt).toBeNull();
    const result = await app.gql<{ adminApartments: unknown[] }>(TOOL_QUERY, {}, reader.key);
    expect(result.errors).toBeUndefined();
    expect(Array.isArray(result.data?.adminApartments)).toBe(true);
    const after = await app.db.prisma.apiKey.findUniqueOrThrow({ where: { id: reader.apiKey.id } });
    expect(after.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses every mutation to a read-scope key, through both doors, and changes nothing', async () => {
    const before = await app.db.prisma.apartment.count();
    const result = await app.gql(
      'mutation ($input: ApartmentInput!) { createApartment(input: $input) { code } }',
      { input: apartment('READ-1') },
      reader.key,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'This API key has READ scope: it cannot make changes. Use a key with WRITE scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(result.status).toBe(403);
    const rest = await app.rest('POST', '/api/admins/apartments', apartment('READ-2'), reader.key);
    expect(rest).toMatchObject({
      status: 403,
      body: { message: 'This API key has READ scope: it cannot make changes. Use a key with WRITE scope.' },
    });
    expect(await app.db.prisma.apartment.count()).toBe(before);
    // Reading through REST falls out of the same bearer check.
    expect((await app.rest('GET', '/api/admins/apartments', undefined, reader.key)).status).toBe(200);
  });

  it('makes changes with a write-scope key and names the key in the audit trail', async () => {
    const created = await app.gql<{ createApartment: { id: string; code: string } }>(
      'mutation ($input: ApartmentInput!) { createApartment(input: $input) { id code } }',
      { input: apartment('WRITE-1') },
      writer.key,
    );
    expect(created.errors).toBeUndefined();
    const row = await app.db.prisma.auditEntry.findFirstOrThrow({ where: { entity: 'apartment', action: 'create' } });
    expect(row).toMatchObject({ adminId: admin.id, apiKeyId: writer.apiKey.id, apiKeyName: 'Inventory sync' });

    const patched = await app.rest(
      'PATCH',
      `/api/admins/apartments/${row.entityId}`,
      { name: 'Key Court Renamed' },
      writer.key,
    );
    expect(patched.status).toBe(200);
    const trail = await app.gql<{
      auditTrail: { edges: { node: { action: string; apiKeyName: string | null; admin: { email: string } } }[] };
    }>(
      `{ auditTrail(entityId: "${row.entityId}") { edges { node { action apiKeyName admin { email } } } } }`,
      {},
      admin.token,
    );
    expect(trail.data?.auditTrail.edges.map((edge) => edge.node)).toEqual([
      { action: 'update', apiKeyName: 'Inventory sync', admin: { email: admin.email } },
      { action: 'create', apiKeyName: 'Inventory sync', admin: { email: admin.email } },
    ]);
    const rest = await app.rest('GET', `/api/admins/audit?entityId=${row.entityId}`, undefined, admin.token);
    expect(rest.body.entries[0].apiKey).toEqual({ id: writer.apiKey.id, name: 'Inventory sync' });
  });

  it('leaves managing keys and logging out to the admin login', async () => {
    const minted = await app.gql(CREATE_KEY, { input: { name: 'Sneaky', scope: 'WRITE' } }, writer.key);
    expect(minted.errors?.[0]).toMatchObject({
      message: 'This needs an admin login; an API key cannot do it.',
      extensions: { code: 'FORBIDDEN' },
    });
    const logout = await app.rest('POST', '/api/admins/logout', undefined, writer.key);
    expect(logout.status).toBe(403);
    expect((await app.rest('GET', '/api/admins/me', undefined, admin.token)).status).toBe(200);
  });

  it('checks the key name and scope with clear messages', async () => {
    const blank = await app.gql(CREATE_KEY, { input: { name: '  ', scope: 'READ' } }, admin.token);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Name is required, at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT', errors: { name: 'Name is required, at most 100 characters.' } },
    });
    const noScope = await app.gql(CREATE_KEY, { input: { name: 'No scope' } }, admin.token);
    expect(noScope.errors?.[0]?.extensions?.errors).toEqual({ scope: 'Scope must be READ, WRITE or LEADS.' });
  });

  it('refuses a forged or altered key with 401', async () => {
    const altered = `${writer.key.slice(0, -4)}AAAA`;
    for (const key of [altered, 'satx_000000000000_' + 'A'.repeat(43), 'satx_nonsense']) {
      const result = await app.gql(TOOL_QUERY, {}, key);
      expect(result.errors?.[0]?.extensions?.code).not.toBeUndefined();
      expect((await app.rest('GET', '/api/admins/apartments', undefined, key)).body).toEqual({
        message: 'This API key is not valid.',
      });
    }
  });

  it('refuses a revoked key at once with 401', async () => {
    const doomed = await createKey(app, admin.token, 'Old importer', 'WRITE');
    expect((await app.rest('GET', '/api/admins/apartments', undefined, doomed.key)).status).toBe(200);
    const revoked = await app.gql<{ revokeApiKey: { revokedAt: string | null } }>(
      `mutation { revokeApiKey(id: "${doomed.apiKey.id}") { revokedAt } }`,
      {},
      admin.token,
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toMatch(/^\d{4}-/);
    expect(await app.rest('GET', '/api/admins/apartments', undefined, doomed.key)).toMatchObject({
      status: 401,
      body: { message: 'This API key has been revoked.' },
    });
    const gql = await app.gql('{ adminApartments { code } }', {}, doomed.key);
    expect(gql.errors?.[0]).toMatchObject({
      message: 'This API key has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const audit = await app.db.prisma.auditEntry.findFirst({ where: { entity: 'apiKey', action: 'revoke' } });
    expect(audit).toMatchObject({ entityId: doomed.apiKey.id, adminId: admin.id });
  });

  it('stops a key when the admin who created it is disabled', async () => {
    const other = await adminSession(app, uniqueEmail('keyowner'));
    const key = await createKey(app, other.token, 'Owner tool', 'READ');
    await app.rest('POST', `/api/admins/${other.id}/disable`, undefined, admin.token);
    expect(await app.rest('GET', '/api/admins/apartments', undefined, key.key)).toMatchObject({
      status: 403,
      body: { message: 'This account is not active.' },
    });
  });
});

describe('the per-key rate limit', () => {
  const limited = async (redisUrl?: string) => {
    const app = await appWithSecret({
      env: { NODE_ENV: 'production' },
      security: {
        apiKeyLimiter: createApiKeyRateLimiter({ requests: 3, windowSeconds: 60, redisUrl, keyPrefix: randomUUID() }),
      },
    });
    const email = uniqueEmail('limits');
    await ensureBootstrapAdmin(app.db.prisma, { email, password: PASSWORD });
    const login = await app.rest('POST', '/api/admins/login', { email, password: PASSWORD });
    return { app, token: login.body.token as string };
  };

  for (const [store, redisUrl] of [
    ['memory', undefined],
    ['Redis', 'redis://127.0.0.1:6379'],
  ] as const) {
    it(`answers 429 with Retry-After once one key's budget is spent, in ${store}, and not for another key`, async () => {
      const { app, token } = await limited(redisUrl);
      try {
        const first = await createKey(app, token, 'Busy tool', 'READ');
        const second = await createKey(app, token, 'Quiet tool', 'READ');
        for (let request = 0; request < 3; request += 1) {
          expect((await app.gql(TOOL_QUERY, {}, first.key)).status).toBe(200);
        }
        const refused = await app.fetch(
          new Request('http://app.test/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${first.key}` },
            body: JSON.stringify({ query: TOOL_QUERY }),
          }),
        );
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await refused.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
        expect(body.errors[0]).toMatchObject({
          message: 'This API key has made too many requests. Please slow down.',
          extensions: { code: 'RATE_LIMITED' },
        });
        expect(body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
        expect((await app.rest('GET', '/api/admins/apartments', undefined, first.key)).status).toBe(429);
        expect((await app.gql(TOOL_QUERY, {}, second.key)).status).toBe(200);
      } finally {
        await app.shutdown();
        await app.close();
      }
    });
  }
});
