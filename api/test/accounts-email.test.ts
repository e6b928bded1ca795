// docs/contract.md "Accounts and sessions": e-mail is compared case-insensitively, and an address a person reads as
// the same (full-width letters, compatibility characters) is the same account: stored in NFKC, lower case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { ensureBootstrapAdmin } from '../src/services/accounts.js';
import { freshDatabase, type TestApp, type TestDatabase } from './harness.js';
import { appWithSecret, approvedAgent, PASSWORD, send, signupAs } from './sessions.js';

let app: TestApp;
beforeAll(async () => {
  app = await appWithSecret();
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const login = (role: 'admins' | 'agents', email: string, password = PASSWORD) =>
  send(app, 'POST', `/api/${role}/login`, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ email, password }),
  });

describe('e-mail in one form', () => {
  it('stores a sign-up with full-width letters in NFKC lower case, and logs it in with the plain letters', async () => {
    // Signed up and approved by an admin, as every agent is.
    const agent = await approvedAgent(app, 'Ｎｏｒａ.Ｗｉｄｅ@Ｅｘａｍｐｌｅ.ｃｏｍ', 'Wide Letters');
    const row = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: agent.id } });
    expect(row.email).toBe('nora.wide@example.com');
    expect((await login('agents', 'nora.wide@example.com')).status).toBe(200);
    expect((await login('agents', 'ＮＯＲＡ.wide@example.com')).status).toBe(200);
    // The plain form is the same account: no second row.
    expect(
      (await signupAs(app, 'agents', { name: 'Plain', email: 'Nora.Wide@example.com', password: PASSWORD })).status,
    ).toBe(201);
    expect(await app.db.prisma.agent.count({ where: { email: 'nora.wide@example.com' } })).toBe(1);
  });

  it('folds an admin sign-up and the configured admin (ADMIN_EMAIL) the same way', async () => {
    const signup = await signupAs(app, 'admins', { name: 'Ｆ', email: 'ｆｏｌｄ@example.com', password: PASSWORD });
    const row = await app.db.prisma.admin.findUniqueOrThrow({ where: { id: signup.body.adminId } });
    expect(row.email).toBe('fold@example.com');
    const id = await ensureBootstrapAdmin(app.db.prisma, { email: 'ＢＯＯＴ@example.com', password: PASSWORD });
    expect((await app.db.prisma.admin.findUniqueOrThrow({ where: { id } })).email).toBe('boot@example.com');
    expect(await ensureBootstrapAdmin(app.db.prisma, { email: 'boot@example.com', password: PASSWORD })).toBe(id);
  });
});

describe('the migration that folds stored e-mail addresses', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase({ migrated: false });
  });
  afterAll(() => database.drop());

  it('brings rows written before to NFKC lower case, and leaves look-alikes of a taken address as they were', async () => {
    const { db } = database;
    await migrate(
      db,
      readMigrations().filter((migration) => migration.name < '20261123040000'),
    );
    const insert = (table: 'Admin' | 'Agent', id: string, email: string, createdAt: string) =>
      db.prisma.$executeRawUnsafe(
        `INSERT INTO "${table}" ("id", "name", "email", "passwordHash", "status", "createdAt", "updatedAt")
         VALUES ($1::uuid, 'Before', $2, 'x', 'ACTIVE', $3::timestamptz, $3::timestamptz)`,
        id,
        email,
        createdAt,
      );
    // What the earlier code stored: lower-cased only.
    await insert(
      'Agent',
      '00000000-0000-4000-8000-000000000001',
      'ｗｉｄｅ.ｏｎｅ@example.com',
      '2026-01-01T00:00:00Z',
    );
    await insert('Agent', '00000000-0000-4000-8000-000000000002', 'plain@example.com', '2026-01-02T00:00:00Z');
    await insert('Agent', '00000000-0000-4000-8000-000000000003', 'ｐｌａｉｎ@example.com', '2026-01-01T00:00:00Z');
    await insert('Agent', '00000000-0000-4000-8000-000000000004', 'ｄｕｐ@example.com', '2026-01-01T00:00:00Z');
    await insert('Agent', '00000000-0000-4000-8000-000000000005', 'ｄｕｐ@ｅxample.com', '2026-01-03T00:00:00Z');
    await insert('Admin', '00000000-0000-4000-8000-000000000006', 'ℌello@example.com', '2026-01-01T00:00:00Z');
    await insert('Admin', '00000000-0000-4000-8000-000000000007', 'same@example.com', '2026-01-01T00:00:00Z');

    await migrate(db);

    const emails = async (table: 'Admin' | 'Agent') =>
      db.prisma.$queryRawUnsafe<{ id: string; email: string }[]>(
        `SELECT "id"::text AS "id", "email" FROM "${table}" ORDER BY "id"`,
      );
    expect(await emails('Agent')).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', email: 'wide.one@example.com' },
      { id: '00000000-0000-4000-8000-000000000002', email: 'plain@example.com' },
      { id: '00000000-0000-4000-8000-000000000003', email: 'ｐｌａｉｎ@example.com' },
      { id: '00000000-0000-4000-8000-000000000004', email: 'dup@example.com' },
      { id: '00000000-0000-4000-8000-000000000005', email: 'ｄｕｐ@ｅxample.com' },
    ]);
    expect(await emails('Admin')).toEqual([
      { id: '00000000-0000-4000-8000-000000000006', email: 'hello@example.com' },
      { id: '00000000-0000-4000-8000-000000000007', email: 'same@example.com' },
    ]);
  });
});
