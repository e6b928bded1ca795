// `npm run backup`: one consistent copy of the database and the stored images in one file (format.ts).
// Every table is read inside one REPEATABLE READ, READ ONLY transaction, so the rows are a single snapshot
// even while the app keeps serving on a PostgreSQL server (PGlite is one connection: the same holds there).
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import * as tar from 'tar';
import type { AppStorage } from '../../storage/index.js';
import { PRIVATE_FILE_MODE } from '../../storage/private-files.js';
import type { Database, SqlSession } from '../client.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  isSafeKey,
  MANIFEST_FILE,
  MIGRATIONS_TABLE,
  primaryKey,
  quoteIdent,
  sha256,
  tablesInDependencyOrder,
  type Manifest,
} from './format.js';

const FETCH_ROWS = 1_000;

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  images: number;
  bytes: number;
}

async function dumpTable(session: SqlSession, table: string, file: string) {
  const key = await primaryKey(session, table);
  const order = key.length > 0 ? ` ORDER BY ${key.map(quoteIdent).join(', ')}` : '';
  await session.exec(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdent(table)} t${order}`,
  );
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  for (;;) {
    const batch = await session.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    for (const { row } of batch) {
      const line = `${row}\n`;
      hash.update(line);
      bytes += Buffer.byteLength(line);
      if (!out.write(line)) await once(out, 'drain');
    }
    rows += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await session.exec('CLOSE backup_rows');
  out.end();
  await once(out, 'finish');
  return { rows, bytes, sha256: hash.digest('hex') };
}

export async function writeBackup(db: Database, storage: AppStorage, target: string): Promise<BackupSummary> {
  const work = await mkdtemp(path.join(tmpdir(), 'satx-backup-'));
  try {
    await mkdir(path.join(work, 'tables'));
    await mkdir(path.join(work, 'images'));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: db.kind,
      storage: storage.kind,
      migrations: [],
      tables: [],
      images: [],
    };

    await db.session(async (session) => {
      await session.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        manifest.migrations = await session.query<{ name: string; checksum: string }>(
          `SELECT migration_name AS name, checksum FROM ${quoteIdent(MIGRATIONS_TABLE)}
            WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
        );
        for (const table of await tablesInDependencyOrder(session)) {
          const file = `tables/${table}.ndjson`;
          const dumped = await dumpTable(session, table, path.join(work, file));
          manifest.tables.push({ name: table, file, ...dumped });
        }
      } finally {
        await session.exec('ROLLBACK');
      }
    });

    // Images are written once and never changed, so copying them after the snapshot is consistent: one
    // uploaded meanwhile is an extra, unreferenced file.
    for await (const key of storage.keys()) {
      if (!isSafeKey(key)) throw new Error(`A stored image has a key the backup cannot hold: ${key}`);
      const { body, contentType } = await storage.get(key);
      const file = `images/${key}`;
      await mkdir(path.dirname(path.join(work, file)), { recursive: true });
      await writeFile(path.join(work, file), body);
      manifest.images.push({ key, file, contentType, bytes: body.byteLength, sha256: sha256(body) });
    }

    await writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written beside the target and renamed, so a failed backup never leaves a file that looks complete.
    const partial = `${target}.partial`;
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    await tar.create({ gzip: true, portable: true, file: partial, cwd: work }, [MANIFEST_FILE, 'tables', 'images']);
    // The file holds password hashes and e-mail addresses: readable by its owner only, whatever the umask.
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, target);
    const { size } = await stat(target);
    return {
      file: target,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      images: manifest.images.length,
      bytes: size,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
