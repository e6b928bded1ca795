import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ensureBootstrapAdmin } from '../src/services/accounts.js';
import type { TestApp } from './harness.js';
import {
  adminSession,
  approvedAgent,
  appWithSecret,
  PASSWORD,
  pendingAdmin,
  send,
  signupAs,
  uniqueEmail,
} from './sessions.js';

let app: TestApp;
beforeAll(async () => {
  app = await appWithSecret();
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

/** Each login test uses its own client address, so the per-address limit stays out of the way. */
let address = 0;
const login = (role: 'admins' | 'agents', body: unknown) =>
  send(app, 'POST', `/api/${role}/login`, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${(address += 1)}` },
    body: JSON.stringify(body),
  });

describe('admin sign-up and approval', () => {
  it('creates a pending admin whose login answers 403 until approved', async () => {
    const email = uniqueEmail('new-admin');
    const signup = await signupAs(app, 'admins', { name: 'Nora New', email, password: PASSWORD });
    expect(signup).toMatchObject({ status: 201, body: { message: ACCOUNT_MESSAGES.adminSignedUp, status: 'PENDING' } });

    expect(await login('admins', { email, password: PASSWORD })).toMatchObject({
      status: 403,
      body: { message: 'Your admin account is waiting for approval.' },
    });

    const boss = await adminSession(app);
    const pending = await app.rest('GET', '/api/admins/pending', undefined, boss.token);
    expect(pending.body.admins.map((a: { email: string }) => a.email)).toContain(email);
    const approved = await app.rest('POST', `/api/admins/${signup.body.adminId}/approve`, undefined, boss.token);
    expect(approved).toMatchObject({ status: 200, body: { admin: { status: 'ACTIVE' } } });

    const ok = await login('admins', { email: email.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ adminId: signup.body.adminId, message: 'Login successful!' });
    expect(typeof ok.body.token).toBe('string');
  });

  it('rejects a pending admin, whose login then answers 403', async () => {
    const boss = await adminSession(app);
    const { id, email } = await pendingAdmin(app);
    expect(await app.rest('POST', `/api/admins/${id}/reject`, undefined, boss.token)).toMatchObject({
      status: 200,
      body: { admin: { status: 'REJECTED' } },
    });
    expect(await login('admins', { email, password: PASSWORD })).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_MESSAGES.rejected },
    });
    expect(await app.rest('POST', `/api/admins/${id}/reject`, undefined, boss.token)).toMatchObject({ status: 200 });
    const again = await app.rest('POST', `/api/admins/${boss.id}/reject`, undefined, boss.token);
    expect(again).toMatchObject({ status: 403, body: { message: ACCOUNT_MESSAGES.selfReview } });
  });

  it('answers 404 for an unknown admin and 400 for a malformed id', async () => {
    const boss = await adminSession(app);
    expect(
      (await app.rest('POST', '/api/admins/00000000-0000-4000-8000-000000000000/approve', undefined, boss.token))
        .status,
    ).toBe(404);
    expect((await app.rest('POST', '/api/admins/not-an-id/approve', undefined, boss.token)).status).toBe(400);
  });

  it('runs the same flow through GraphQL', async () => {
    const email = uniqueEmail('gql-admin');
    const signup = await app.gql<{ signupAdmin: { id: string; status: string; message: string } }>(
      'mutation($input: SignupInput!) { signupAdmin(input: $input) { id status message } }',
      { input: { name: 'Gil', email, password: PASSWORD } },
    );
    expect(signup.data?.signupAdmin.status).toBe('PENDING');
    const denied = await app.gql('mutation($input: LoginInput!) { loginAdmin(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    expect(denied.errors?.[0]).toMatchObject({
      message: 'Your admin account is waiting for approval.',
      extensions: { code: 'FORBIDDEN' },
    });

    const boss = await adminSession(app);
    const pending = await app.gql<{ pendingAdmins: { email: string }[] }>(
      '{ pendingAdmins { email } }',
      {},
      boss.token,
    );
    expect(pending.data?.pendingAdmins.map((a) => a.email)).toContain(email);
    const approve = await app.gql(
      'mutation($id: ID!) { approveAdmin(id: $id) { status } }',
      { id: signup.data!.signupAdmin.id },
      boss.token,
    );
    expect(approve.data).toEqual({ approveAdmin: { status: 'ACTIVE' } });
    const session = await app.gql<{ loginAdmin: { token: string; adminId: string; expirationDate: string } }>(
      'mutation($input: LoginInput!) { loginAdmin(input: $input) { token adminId expirationDate } }',
      { input: { email, password: PASSWORD } },
    );
    expect(session.data?.loginAdmin.adminId).toBe(signup.data!.signupAdmin.id);
    const me = await app.gql<{ currentAdmin: { email: string } }>(
      '{ currentAdmin { email } }',
      {},
      session.data!.loginAdmin.token,
    );
    expect(me.data?.currentAdmin.email).toBe(email);
  });
});

describe('sign-up rules (docs/product.md section 5)', () => {
  it('answers every admin sign-up message word for word', async () => {
    const result = await signupAs(app, 'admins', {
      name: '  ',
      email: 'nobody@nowhere',
      password: 'short',
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      name: 'Please enter a name',
      email: 'Please provide a correct email addres',
      password: 'Please provide a valid password, at least 10 character',
    });
    const missing = await signupAs(app, 'admins', {});
    expect(missing.body.errors).toEqual({
      name: 'Please enter a name',
      email: 'Please provide a correct email addres',
      password: 'Please provide a valid password, at least 10 character',
    });
  });

  it('answers every agent sign-up message word for word', async () => {
    const result = await signupAs(app, 'agents', { name: '', email: 'a b@c.d', password: '123456789' });
    expect(result.body.errors).toEqual({
      name: 'Please enter a name',
      email: 'Please provide a correct email address',
      password: 'Please provide a valid password, at least 10 characters',
    });
  });

  it('refuses passwords over 128 characters and unknown fields', async () => {
    const long = await signupAs(app, 'agents', {
      name: 'A',
      email: uniqueEmail('long'),
      password: 'x'.repeat(129),
    });
    expect(long.body.errors).toEqual({ password: ACCOUNT_MESSAGES.passwordTooLong });
    const extra = await signupAs(app, 'agents', {
      name: 'A',
      email: uniqueEmail('extra'),
      password: PASSWORD,
      role: 'ADMIN',
    });
    expect(extra.status).toBe(400);
  });

  it('treats e-mail case-insensitively, unique per role', async () => {
    const email = uniqueEmail('Case.Sensitive');
    expect((await signupAs(app, 'agents', { name: 'A', email, password: PASSWORD })).status).toBe(201);
    const duplicate = await signupAs(app, 'agents', { name: 'B', email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate).toMatchObject({
      status: 201,
      body: { message: 'Signup successful! An admin will approve your agent account before you can log in.' },
    });
    expect(await app.db.prisma.agent.count({ where: { email: email.toLowerCase() } })).toBe(1);
    // The same address may hold an admin account too: roles are separate (docs/product.md section 4).
    expect((await signupAs(app, 'admins', { name: 'C', email, password: PASSWORD })).status).toBe(201);
    expect(await app.db.prisma.admin.count({ where: { email: email.toLowerCase() } })).toBe(1);
  });

  it.each([
    ['agents', 'agentId', 'Signup successful! An admin will approve your agent account before you can log in.'],
    ['admins', 'adminId', 'Signup successful! Your admin account is waiting for approval.'],
  ] as const)(
    'answers a sign-up to /api/%s for a known e-mail as for a new one, and changes nothing',
    async (role, idField, message) => {
      const email = uniqueEmail('Known.Address');
      const first = await signupAs(app, role, { name: 'First Owner', email, password: PASSWORD });
      const again = await signupAs(app, role, {
        name: 'Second Comer',
        email: email.toUpperCase(),
        password: 'another password',
      });
      const fresh = await signupAs(app, role, { name: 'New', email: uniqueEmail('unknown'), password: PASSWORD });
      for (const answer of [first, again, fresh]) {
        expect(answer.status).toBe(201);
        expect(answer.body.message).toBe(message);
        expect(Object.keys(answer.body).sort()).toEqual(Object.keys(first.body).sort());
        expect(answer.body[idField]).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(again.body[idField]).not.toBe(first.body[idField]);
      const rows =
        role === 'agents'
          ? await app.db.prisma.agent.findMany({ where: { email: email.toLowerCase() } })
          : await app.db.prisma.admin.findMany({ where: { email: email.toLowerCase() } });
      expect(rows.map((row) => [row.id, row.name])).toEqual([[first.body[idField], 'First Owner']]);
      // The first owner's password still opens the (pending) account; the second comer's does not.
      const pendingMessage = `Your ${role === 'agents' ? 'agent' : 'admin'} account is waiting for approval.`;
      expect(await login(role, { email, password: PASSWORD })).toMatchObject({
        status: 403,
        body: { message: pendingMessage },
      });
      expect((await login(role, { email, password: 'another password' })).status).toBe(401);
    },
  );

  it('answers signupAgent for a known e-mail as for a new one', async () => {
    const email = uniqueEmail('gql.known');
    const mutation = 'mutation($input: SignupInput!) { signupAgent(input: $input) { message status } }';
    const first = await app.gql(mutation, { input: { name: 'A', email, password: PASSWORD } });
    const again = await app.gql(mutation, { input: { name: 'B', email, password: 'another password' } });
    expect(first).toEqual({
      status: 200,
      data: {
        signupAgent: {
          message: 'Signup successful! An admin will approve your agent account before you can log in.',
          status: 'PENDING',
        },
      },
    });
    expect(again).toEqual(first);
  });
});

describe('login', () => {
  it('answers an agent token, id and a 4-hour expiration', async () => {
    const email = uniqueEmail('agent');
    const agent = await approvedAgent(app, email, 'Ada Agent');
    const before = Date.now();
    const result = await login('agents', { email, password: PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body.agentId).toBe(agent.id);
    const lifetime = Date.parse(result.body.expirationDate) - before;
    expect(Math.abs(lifetime - 14_400_000)).toBeLessThan(5_000);
    const me = await app.rest('GET', '/api/agents/me', undefined, result.body.token);
    expect(me.body.agent).toMatchObject({ email, status: 'ACTIVE' });
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const { email } = await adminSession(app);
    const unknown = await login('admins', { email: uniqueEmail('ghost'), password: PASSWORD });
    const wrong = await login('admins', { email, password: 'wrong password!' });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid e-mail or password.' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid e-mail or password.' } });
  });

  it('answers the login form messages word for word', async () => {
    const result = await login('agents', { email: 'not-an-email', password: 'short' });
    expect(result).toMatchObject({
      status: 400,
      body: {
        errors: {
          email: 'Please provide a correct email address',
          password: 'Please provide a valid password, at least 10 characters',
        },
      },
    });
  });

  it('revokes every token of the account on logout', async () => {
    const first = await adminSession(app);
    const second = await login('admins', { email: first.email, password: PASSWORD });
    expect((await app.rest('POST', '/api/admins/logout', undefined, first.token)).status).toBe(200);
    expect((await app.rest('GET', '/api/admins/me', undefined, first.token)).status).toBe(401);
    expect((await app.rest('GET', '/api/admins/me', undefined, second.body.token)).status).toBe(401);
    const fresh = await login('admins', { email: first.email, password: PASSWORD });
    expect((await app.rest('GET', '/api/admins/me', undefined, fresh.body.token)).status).toBe(200);
    const gqlLogout = await app.gql('mutation { logoutAdmin }', {}, fresh.body.token);
    expect(gqlLogout.data).toEqual({ logoutAdmin: true });
    expect((await app.rest('GET', '/api/admins/me', undefined, fresh.body.token)).status).toBe(401);
  });
});

describe('bootstrap admin (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  it('makes the configured admin active and sets its password', async () => {
    const { id, email } = await pendingAdmin(app);
    expect(
      await ensureBootstrapAdmin(app.db.prisma, { email: email.toUpperCase(), password: 'a brand new password' }),
    ).toBe(id);
    expect((await login('admins', { email, password: PASSWORD })).status).toBe(401);
    expect((await login('admins', { email, password: 'a brand new password' })).status).toBe(200);
    const row = await app.db.prisma.admin.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe('ACTIVE');
    expect(row.passwordHash).not.toContain('brand new');
  });
});
