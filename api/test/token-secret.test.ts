// The token secret and the tokens it signs (docs/contract.md "Accounts and sessions": HS256, valid 4 hours).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../src/auth/secret.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createApp } from '../src/app.js';
import { freshDatabase, type TestApp } from './harness.js';
import { adminSession, appWithSecret, forgeToken } from './sessions.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'apt-secret-'));

describe('the generated JWT secret under DATA_DIR', () => {
  it('refuses a secret file under 32 bytes at start-up, naming the file', async () => {
    const dir = dataDir();
    const file = path.join(dir, 'jwt-secret');
    writeFileSync(file, 'short');
    expect(() => loadOrCreateSecret(undefined, dir)).toThrow(ConfigError);
    expect(() => loadOrCreateSecret(undefined, dir)).toThrow(`Invalid JWT secret file ${file}: it holds 5 bytes`);
    // The file is left as it was: the operator decides.
    expect(readFileSync(file, 'utf8')).toBe('short');
    // The app does not start on it.
    const { db, drop } = await freshDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
      expect(() => createApp({ config, db, logger: createLogger('silent') })).toThrow(file);
    } finally {
      await drop();
    }
  });

  it('refuses 31 bytes and takes 32', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'jwt-secret'), `${'s'.repeat(31)}\n`);
    expect(() => loadOrCreateSecret(undefined, dir)).toThrow('it holds 31 bytes, at least 32 are needed');
    writeFileSync(path.join(dir, 'jwt-secret'), 's'.repeat(32));
    expect(Buffer.from(loadOrCreateSecret(undefined, dir)).toString()).toBe('s'.repeat(32));
  });

  it('generates a 43-character secret on the first start and reads the same one afterwards', () => {
    const dir = dataDir();
    const first = Buffer.from(loadOrCreateSecret(undefined, dir)).toString();
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(Buffer.from(loadOrCreateSecret(undefined, dir)).toString()).toBe(first);
  });
});

describe('token lifetime', () => {
  let app: TestApp;
  let adminId: string;
  beforeAll(async () => {
    app = await appWithSecret();
    ({ id: adminId } = await adminSession(app));
  });
  afterAll(async () => {
    await app.shutdown();
    await app.close();
  });
  const me = (token: string) => app.rest('GET', '/api/admins/me', undefined, token);
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a token within its 4 hours', async () => {
    expect((await me(await forgeToken({ role: 'ADMIN', id: adminId }))).status).toBe(200);
  });

  it('refuses a token issued more than 4 hours ago, whatever its expiry says', async () => {
    const token = await forgeToken(
      { role: 'ADMIN', id: adminId },
      { issuedAt: now() - 4 * 3600 - 60, expiresAt: now() + 30 * 24 * 3600 },
    );
    expect(await me(token)).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    });
  });

  it('refuses a token issued in the future', async () => {
    const token = await forgeToken(
      { role: 'ADMIN', id: adminId },
      { issuedAt: now() + 24 * 3600, expiresAt: now() + 30 * 24 * 3600 },
    );
    expect(await me(token)).toMatchObject({ status: 401 });
  });
});
