// A backup file may come from anywhere (README "Backups"): `npm run restore` reads only plain files inside its own
// work directory, refuses an archive that names a path outside it or holds a link, writes nothing anywhere for it,
// says why in one line, and always removes its work directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, sha256 } from '../src/db/backup/format.js';
import { restoreBackup, RestoreError } from '../src/db/backup/restore.js';
import { localAppStorage } from '../src/storage/index.js';
import { freshDatabase, type TestDatabase } from './harness.js';

const SECRET = 'DATABASE_PASSWORD=hunter2\n';

interface Entry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  body?: string;
  linkpath?: string;
}

/** A gzipped tar written block by block, so that it can hold what `npm run backup` never writes. */
function archive(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const type = entry.type ?? 'File';
    const body = Buffer.from(entry.body ?? '');
    const header = new tar.Header({
      path: entry.path,
      type,
      size: type === 'File' ? body.length : 0,
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
      linkpath: entry.linkpath,
    });
    header.encode();
    blocks.push(header.block!);
    if (type === 'File' && body.length > 0) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A manifest listing one image at `file`, whose bytes must be `body` (no tables, no migrations). */
const manifest = (file: string, body: string) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-11-25T00:00:00.000Z',
    database: 'pglite',
    storage: 'local',
    migrations: [],
    tables: [],
    images: [
      { key: 'stolen.jpg', file, contentType: 'image/jpeg', bytes: Buffer.byteLength(body), sha256: sha256(body) },
    ],
  });

/**
 * A scratch folder: the secret beside it, the work root two levels down (so a `..` path from the work directory
 * lands in the scratch folder) and the archive file.
 */
function scene(entries: (secret: string) => Entry[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'satx-hostile-restore-'));
  const secret = path.join(root, 'secret.txt');
  writeFileSync(secret, SECRET);
  const workRoot = path.join(root, 'a', 'b');
  mkdirSync(workRoot, { recursive: true });
  const file = path.join(root, 'backup.tar.gz');
  writeFileSync(file, archive(entries(secret)));
  return { root, workRoot, file };
}

// One empty database for every case: each refusal must leave it empty.
let target: TestDatabase;
beforeAll(async () => {
  target = await freshDatabase({ migrated: false });
});
afterAll(() => target.drop());

/** Restores into an empty installation; answers the refusal and what was left behind. */
async function refusal(file: string, workRoot: string, root: string) {
  const database = target;
  const storage = localAppStorage(path.join(root, 'store'));
  const outcome = await restoreBackup(database.db, storage, file, { workRoot }).then(
    () => new Error('restored'),
    (error: unknown) => error as Error,
  );
  const images: string[] = [];
  for await (const key of storage.keys()) images.push(key);
  const tables = await database.db.session((session) =>
    session.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`),
  );
  return {
    refused: outcome instanceof RestoreError,
    message: outcome.message,
    images,
    tables,
    workRoot: readdirSync(workRoot),
    scratch: readdirSync(root).sort(),
  };
}

describe('npm run restore with a hostile archive', () => {
  it('refuses a manifest naming a file outside the backup, and stores nothing', async () => {
    const { root, workRoot, file } = scene(() => [
      { path: 'manifest.json', body: manifest('images/../../../secret.txt', SECRET) },
      { path: 'images/', type: 'Directory' },
    ]);
    expect(await refusal(file, workRoot, root)).toEqual({
      refused: true,
      message: `${file} lists a file outside the backup: "images/../../../secret.txt"; nothing was restored.`,
      images: [],
      tables: [],
      workRoot: [],
      scratch: ['a', 'backup.tar.gz', 'secret.txt'],
    });
  });

  it('refuses an archive entry whose path leads out of the work directory, and writes nothing', async () => {
    const { root, workRoot, file } = scene(() => [
      { path: 'manifest.json', body: manifest('images/x.jpg', 'x') },
      { path: 'images/x.jpg', body: 'x' },
      { path: 'images/../../../escaped.txt', body: 'planted' },
    ]);
    const result = await refusal(file, workRoot, root);
    expect(result).toEqual({
      refused: true,
      message: `${file} is refused: "images/../../../escaped.txt" points outside the backup; nothing was restored.`,
      images: [],
      tables: [],
      workRoot: [],
      scratch: ['a', 'backup.tar.gz', 'secret.txt'],
    });
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b']);
  });

  it('refuses an archive holding a symbolic link, and stores nothing', async () => {
    const { root, workRoot, file } = scene((secret) => [
      { path: 'manifest.json', body: manifest('images/photo.jpg', SECRET) },
      { path: 'images/', type: 'Directory' },
      { path: 'images/photo.jpg', type: 'SymbolicLink', linkpath: secret },
    ]);
    expect(await refusal(file, workRoot, root)).toEqual({
      refused: true,
      message: `${file} is refused: "images/photo.jpg" is a link, not a file; nothing was restored.`,
      images: [],
      tables: [],
      workRoot: [],
      scratch: ['a', 'backup.tar.gz', 'secret.txt'],
    });
  });

  it('refuses an archive holding a hard link', async () => {
    const { root, workRoot, file } = scene(() => [
      { path: 'manifest.json', body: manifest('images/photo.jpg', 'x') },
      { path: 'images/x.jpg', body: 'x' },
      { path: 'images/photo.jpg', type: 'Link', linkpath: 'images/x.jpg' },
    ]);
    const result = await refusal(file, workRoot, root);
    expect(result.message).toBe(`${file} is refused: "images/photo.jpg" is a link, not a file; nothing was restored.`);
    expect(result).toMatchObject({ refused: true, images: [], tables: [], workRoot: [] });
  });

  it('refuses a manifest whose lists are not what a backup writes, with a message rather than a crash', async () => {
    const { root, workRoot, file } = scene(() => [
      {
        path: 'manifest.json',
        body: JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          migrations: [],
          tables: {},
          images: [],
        }),
      },
    ]);
    const result = await refusal(file, workRoot, root);
    expect(result.message).toBe(
      `${file} is damaged: its manifest.json does not describe a backup (tables); nothing was restored.`,
    );
    expect(result).toMatchObject({ refused: true, images: [], tables: [], workRoot: [] });
  });

  it('says why in one line from the command line, exits 1 and leaves no temporary folder', async () => {
    const { root, file } = scene((secret) => [
      { path: 'manifest.json', body: manifest('images/photo.jpg', SECRET) },
      { path: 'images/photo.jpg', type: 'SymbolicLink', linkpath: secret },
    ]);
    const temporary = path.join(root, 'tmp');
    mkdirSync(temporary);
    const database = process.env.TEST_DB === 'postgres' ? target : undefined;
    const { PATH, HOME } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/db/restore-cli.ts', file], {
      env: {
        PATH,
        HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(root, 'data'),
        TMPDIR: temporary,
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `${file} is refused: "images/photo.jpg" is a link, not a file; nothing was restored.\n`,
    });
    // (tsx keeps its own cache there.)
    expect(readdirSync(temporary).filter((name) => name.startsWith('satx-'))).toEqual([]);
    expect(existsSync(path.join(root, 'data', 'images'))).toBe(false);
  });
});
