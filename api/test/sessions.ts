// Accounts for tests, made through the same services and routes a person uses.
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/auth/tokens.js';
import { ensureBootstrapAdmin } from '../src/services/accounts.js';
import { testApp, type TestApp } from './harness.js';

/** Known so that tests can forge, alter and expire tokens the way an attacker or a clock would. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long';
export const PASSWORD = 'correct horse battery';

export function appWithSecret(overrides: Parameters<typeof testApp>[0] = {}): Promise<TestApp> {
  // Tests give each request its own client address through X-Forwarded-For, as a trusted proxy would.
  return testApp({ ...overrides, env: { JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: 'true', ...overrides.env } });
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${process.pid}.${(counter += 1)}@example.com`;

/** Sign-ups are limited per client address: each one made for a test comes from its own address. */
let signupAddress = 0;
export const signupAs = (app: TestApp, role: 'admins' | 'agents', body: unknown) =>
  send(app, 'POST', `/api/${role}/signup`, {
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.250.${Math.floor((signupAddress += 1) / 250) % 250}.${signupAddress % 250}`,
    },
    body: JSON.stringify(body),
  });

export async function adminSession(app: TestApp, email = uniqueEmail('admin')) {
  const id = await ensureBootstrapAdmin(app.db.prisma, { email, password: PASSWORD });
  const { status, body } = await app.rest('POST', '/api/admins/login', { email, password: PASSWORD });
  if (status !== 200) throw new Error(`admin login failed: ${status} ${JSON.stringify(body)}`);
  return { id, email, token: body.token as string };
}

/** The admin who approves each test's agents, one per app. */
const approvers = new WeakMap<TestApp, Promise<{ token: string }>>();

/** An agent signs up (pending) and an admin approves it, as in the product. */
export async function approvedAgent(app: TestApp, email = uniqueEmail('agent'), name = 'Agent Smith') {
  const signup = await signupAs(app, 'agents', { name, email, password: PASSWORD });
  if (signup.status !== 201) throw new Error(`agent signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  if (!approvers.has(app)) approvers.set(app, adminSession(app, uniqueEmail('approver')));
  const approver = await approvers.get(app)!;
  const approval = await app.gql(
    'mutation($id: ID!) { approveAgent(id: $id) { status } }',
    { id: signup.body.agentId },
    approver.token,
  );
  if (approval.errors) throw new Error(`agent approval failed: ${JSON.stringify(approval.errors)}`);
  return { id: signup.body.agentId as string, email };
}

export async function agentSession(app: TestApp, email = uniqueEmail('agent')) {
  await approvedAgent(app, email);
  const { status, body } = await app.rest('POST', '/api/agents/login', { email, password: PASSWORD });
  if (status !== 200) throw new Error(`agent login failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.agentId as string, email, token: body.token as string };
}

export async function pendingAdmin(app: TestApp, email = uniqueEmail('pending')) {
  const { status, body } = await signupAs(app, 'admins', { name: 'Pat Pending', email, password: PASSWORD });
  if (status !== 201) throw new Error(`admin signup failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.adminId as string, email };
}

/** A token signed with the test secret; the defaults make a valid one, each option breaks one thing. */
export async function forgeToken(
  claims: { role: string; id: string; tv?: number },
  options: { expiresAt?: number; issuedAt?: number; issuer?: string; secret?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, tv: claims.tv ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.id)
    .setIssuer(options.issuer ?? TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(options.issuedAt ?? now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** A request with any headers and a raw body, for content types, client addresses and odd bodies. */
export async function send(
  app: TestApp,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const response = await app.fetch(
    new Request(`http://app.test${path}`, { method, headers: init.headers, body: init.body }),
  );
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- tests check the answers field by field */
export type GqlAnswer = {
  status: number;
  headers?: Headers;
  data?: any;
  errors?: { message: string; extensions?: any }[];
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A GraphQL call from a client address of its own (`prefix` and a counter): limits per address stay apart. */
export function gqlFromAddresses(app: () => TestApp, prefix: string) {
  let address = 0;
  return async (
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    ip?: string,
  ): Promise<GqlAnswer> => {
    const { status, headers, body } = await send(app(), 'POST', '/graphql', {
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        'x-forwarded-for': ip ?? `${prefix}.${(address += 1) % 250}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status, headers, ...body };
  };
}

/** A GraphQL call that must succeed: fails the test with the errors, else answers the data. */
export function okFrom(gql: ReturnType<typeof gqlFromAddresses>) {
  return async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const answer = await gql(query, variables, token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  };
}
