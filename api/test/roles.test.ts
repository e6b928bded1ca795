// Role boundaries (docs/product.md section 6, docs/contract.md): every admin operation, REST and GraphQL, answered for an
// anonymous visitor, an agent, a pending admin, a bad token and an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../src/auth/authenticate.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, forgeToken, pendingAdmin } from './sessions.js';

let app: TestApp;
const tokens: Record<string, string> = {};
let apartmentId: string;
let floorplanId: string;
let pendingId: string;
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  const admin = await adminSession(app);
  const agent = await agentSession(app);
  const pending = await pendingAdmin(app);
  pendingId = pending.id;
  tokens.admin = admin.token;
  tokens.agent = agent.token;
  tokens.pendingAdmin = await forgeToken({ role: 'ADMIN', id: pending.id });
  tokens.expired = await forgeToken({ role: 'ADMIN', id: admin.id }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
  tokens.wrongSecret = await forgeToken(
    { role: 'ADMIN', id: admin.id },
    { secret: 'another-secret-that-is-32-bytes-or-more' },
  );
  tokens.wrongIssuer = await forgeToken({ role: 'ADMIN', id: admin.id }, { issuer: 'someone-else' });
  tokens.altered = `${admin.token.slice(0, -4)}AAAA`;
  // An agent's token with its role claim changed to ADMIN: the signature no longer matches.
  const [head, payload, signature] = agent.token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  tokens.promoted = [
    head,
    Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url'),
    signature,
  ].join('.');
  tokens.unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'ADMIN', sub: admin.id, tv: 0 })).toString('base64url')}.`;
  const created = await app.rest(
    'POST',
    '/api/admins/apartments',
    {
      name: 'Role Court',
      code: 'ROLE-1',
      image: '/uploads/demo/building-1.svg',
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      floorplans: [{ type: 'studio' }],
    },
    admin.token,
  );
  apartmentId = created.body.apartment.id;
  floorplanId = created.body.apartment.floorplans[0]._id;
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const restRoutes = (): [string, string, unknown?][] => [
  ['GET', '/api/admins/me'],
  ['GET', '/api/admins/pending'],
  ['POST', `/api/admins/${missing}/approve`],
  ['POST', `/api/admins/${missing}/reject`],
  ['POST', '/api/admins/logout'],
  ['GET', '/api/admins/apartments'],
  ['POST', '/api/admins/apartments', { name: 'x' }],
  ['PATCH', `/api/admins/apartments/${missing}`, { name: 'x' }],
  ['DELETE', `/api/admins/apartments/${missing}`],
  ['GET', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`],
  ['PATCH', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`, { totalFloorplans: 'x' }],
  ['POST', '/api/admins/presigned-url', { fileSize: 0 }],
  ['GET', '/api/admins/audit'],
];

const gqlOperations = (): [string, string, Record<string, unknown>?][] => [
  ['adminApartments', '{ adminApartments { code } }'],
  [
    'adminFloorplan',
    'query($a: ID!, $f: ID!) { adminFloorplan(apartmentId: $a, floorplanId: $f) { apartmentCode } }',
    { a: apartmentId, f: floorplanId },
  ],
  ['pendingAdmins', '{ pendingAdmins { id } }'],
  ['currentAdmin', '{ currentAdmin { id } }'],
  ['auditTrail', '{ auditTrail { totalCount } }'],
  ['createApartment', 'mutation { createApartment(input: { name: "x" }) { code } }'],
  ['updateApartment', `mutation { updateApartment(id: "${missing}", input: { name: "x" }) { code } }`],
  ['deleteApartment', `mutation { deleteApartment(id: "${missing}") { deletedId } }`],
  [
    'updateFloorplan',
    `mutation { updateFloorplan(apartmentId: "${apartmentId}", floorplanId: "${floorplanId}", input: { totalFloorplans: -1 }) { type } }`,
  ],
  ['createUploadUrls', 'mutation { createUploadUrls(input: { fileSize: 0 }) { s3Url } }'],
  ['approveAdmin', `mutation { approveAdmin(id: "${missing}") { id } }`],
  ['rejectAdmin', `mutation { rejectAdmin(id: "${missing}") { id } }`],
  ['logoutAdmin', 'mutation { logoutAdmin }'],
  ['apartment.clicks', `{ apartment(id: "${apartmentId}") { clicks } }`],
];

const expected: Record<string, [number, string, string]> = {
  anonymous: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.required],
  agent: [403, 'FORBIDDEN', AUTH_MESSAGES.adminOnly],
  pendingAdmin: [403, 'FORBIDDEN', AUTH_MESSAGES.pending],
  expired: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.expired],
  wrongSecret: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalid],
  wrongIssuer: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalid],
  altered: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalid],
  promoted: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalid],
  unsigned: [401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalid],
};

describe.each(Object.entries(expected))('a caller that is %s', (who, [status, code, message]) => {
  it(`gets ${status} from every admin REST route and changes nothing`, async () => {
    const before = await app.db.prisma.apartment.count();
    for (const [method, path, body] of restRoutes()) {
      const result = await app.rest(method, path, body, tokens[who]);
      expect({ route: `${method} ${path}`, status: result.status, message: result.body.message }).toEqual({
        route: `${method} ${path}`,
        status,
        message,
      });
    }
    expect(await app.db.prisma.apartment.count()).toBe(before);
  });

  it(`gets ${code} from every admin GraphQL field`, async () => {
    for (const [name, query, variables] of gqlOperations()) {
      const result = await app.gql(query, variables ?? {}, tokens[who]);
      expect({ name, code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message }).toEqual({
        name,
        code,
        message,
      });
    }
  });
});

describe('an admin', () => {
  it('reaches every admin REST route (answers other than 401 and 403)', async () => {
    for (const [method, path, body] of restRoutes().filter(([, path]) => !path.endsWith('/logout'))) {
      const result = await app.rest(method, path, body, tokens.admin);
      expect({ route: `${method} ${path}`, denied: [401, 403].includes(result.status) }).toEqual({
        route: `${method} ${path}`,
        denied: false,
      });
    }
  });

  it('gets 403 from agent-only operations', async () => {
    expect(await app.rest('GET', '/api/agents/me', undefined, tokens.admin)).toMatchObject({
      status: 403,
      body: { message: AUTH_MESSAGES.agentOnly },
    });
    const result = await app.gql('{ currentAgent { id } }', {}, tokens.admin);
    expect(result.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.agentOnly, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('an agent', () => {
  it('reaches its own session and the public pages', async () => {
    expect((await app.rest('GET', '/api/agents/me', undefined, tokens.agent)).status).toBe(200);
    const result = await app.gql<{ currentAgent: { id: string } }>('{ currentAgent { id } }', {}, tokens.agent);
    expect(result.errors).toBeUndefined();
  });
});

describe('a stale token on a public page', () => {
  it('is ignored where no role is needed', async () => {
    expect((await app.rest('GET', `/api/apartments/${apartmentId}`, undefined, tokens.expired)).status).toBe(200);
    const result = await app.gql<{ apartment: { code: string } }>(
      `{ apartment(id: "${apartmentId}") { code } }`,
      {},
      tokens.altered,
    );
    expect(result.data?.apartment.code).toBe('ROLE-1');
  });

  it('keeps a pending admin pending', async () => {
    const row = await app.db.prisma.admin.findUniqueOrThrow({ where: { id: pendingId } });
    expect(row.status).toBe('PENDING');
  });
});
