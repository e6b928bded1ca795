// Everything under DATA_DIR stays private to the account the server runs as (storage/private-files.ts): the
// embedded database (its WAL holds password hashes and e-mail addresses), stored images and the JWT secret. The
// tree is walked after the app's own start-up steps, in this process (whose umask still lets group and others
// read) and in a real `npm start` process.
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createApp } from '../src/app.js';
import { prepareDatabase } from '../src/setup.js';
import { createStorage } from '../src/storage/index.js';
import { privateDataDir } from '../src/storage/private-files.js';
import { freshDatabase } from './harness.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const usesPostgres = process.env.TEST_DB === 'postgres';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** Every file or folder under `root` (itself included) that group or others may read, write or enter. */
function openEntries(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(root, target) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(root);
  return found;
}

/** Counts what the walk saw, so that an empty list cannot come from an empty folder. */
function countFiles(root: string): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe('DATA_DIR', () => {
  it('holds nothing group or others can open after the app starts, stores an upload and stops', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'private-')), 'data');
    const server = usesPostgres ? await freshDatabase({ migrated: false }) : undefined;
    await server?.db.close();
    // Without the demo: the `npm start` test below covers the demo's pictures, and seeding it twice costs minutes
    // of a 2-core CI machine.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(server?.url ? { DATABASE_URL: server.url } : {}),
    });
    privateDataDir(config.dataDir);
    const storage = createStorage(config);
    const logger = createLogger('silent');
    const db = await prepareDatabase(config, storage, logger);
    const app = createApp({ config, db, logger, security: { storage } });
    await storage.put('floorplans/private/studio/00000000-0000-4000-8000-000000000001.jpg', JPEG, 'image/jpeg');

    expect(openEntries(dataDir)).toEqual([]);
    await app.shutdown();
    await db.close();
    expect(openEntries(dataDir)).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual(
      usesPostgres ? ['jwt-secret', 'uploads'] : ['jwt-secret', 'pglite', 'uploads'],
    );
    expect(countFiles(dataDir)).toBeGreaterThan(usesPostgres ? 30 : 1000);
    await server?.drop();
  }, 180_000);

  it('is tightened when it exists already, with what an earlier version left open inside', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'private-'));
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dataDir, 'uploads', 'demo'), 0o777);
    writeFileSync(path.join(dataDir, 'uploads', 'demo', 'building-1.svg'), '<svg/>', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'uploads', 'demo', 'building-1.svg'), 0o666);
    expect(openEntries(dataDir)).toHaveLength(4);
    privateDataDir(dataDir);
    expect(openEntries(dataDir)).toEqual([]);
    expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  });
});

describe('every process that writes under DATA_DIR', () => {
  const entryPoints = readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file === 'main.ts' || file.endsWith('-cli.ts'))
    .sort();

  it('are the server and the four commands', () => {
    expect(entryPoints).toEqual([
      'db/backup-cli.ts',
      'db/migrate-cli.ts',
      'db/restore-cli.ts',
      'demo/seed-cli.ts',
      'main.ts',
    ]);
  });

  it('sets the private umask and DATA_DIR before opening a database or a storage', () => {
    for (const file of entryPoints) {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      const guard = source.indexOf('keepFilesPrivate(config.dataDir)');
      const firstWrite = Math.min(
        ...['openDatabase(', 'prepareDatabase(', 'createStorage(']
          .map((call) => source.indexOf(call, source.indexOf('loadConfig()')))
          .filter((index) => index >= 0),
      );
      expect({ file, guarded: guard >= 0 && guard < firstWrite }).toEqual({ file, guarded: true });
    }
  });

  it('npm start: nothing under DATA_DIR is open to group or others, while it runs and after it stops', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'private-start-')), 'data');
    const port = 5900 + Math.floor(Math.random() * 500);
    const server = await (usesPostgres ? freshDatabase({ migrated: false }) : undefined);
    await server?.db.close();
    const { DATABASE_URL: _unused, JWT_SECRET: _secret, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        ...(server?.url ? { DATABASE_URL: server.url } : {}),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let ready = false;
    for (let attempt = 0; attempt < 600 && !ready; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    expect(openEntries(dataDir)).toEqual([]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(openEntries(dataDir)).toEqual([]);
    expect(countFiles(path.join(dataDir, 'uploads'))).toBe(30);
    await server?.drop();
  }, 240_000);
});
