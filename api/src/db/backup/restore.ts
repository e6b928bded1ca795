// `npm run restore FILE`: brings an empty installation back to a backup (format.ts). It refuses a database
// or an image store that already holds data, and a file that is damaged or incomplete, before changing
// anything. Then: the backup's migrations, every row in one transaction (parents first), the sequences,
// the migrations made since the backup (so they convert its rows), and the images.
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import type { AppStorage } from '../../storage/index.js';
import type { Database, SqlSession } from '../client.js';
import { migrate, readMigrations, type Migration } from '../migrate.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DERIVED_TABLES,
  isSafeKey,
  MANIFEST_FILE,
  MIGRATIONS_TABLE,
  quoteIdent,
  sha256,
  type Manifest,
} from './format.js';

const INSERT_ROWS = 500;

/** A restore refused before it changed anything; the message says why and what to do. */
export class RestoreError extends Error {}

export interface RestoreSummary {
  tables: number;
  rows: number;
  images: number;
}

/** Reads the whole archive once (gzip's checksum is at its end) before writing any of it to disk. */
async function extract(file: string, into: string) {
  try {
    await tar.list({ file, strict: true });
  } catch (error) {
    throw new RestoreError(`${file} is damaged or incomplete (${(error as Error).message}); nothing was restored.`);
  }
  await tar.extract({ file, cwd: into, strict: true });
}

async function readManifest(dir: string, file: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(`${file} is not a backup of this app (no readable ${MANIFEST_FILE}); nothing was restored.`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this app.`);
  if (manifest.version !== BACKUP_VERSION)
    throw new RestoreError(
      `${file} is backup format ${manifest.version}; this version reads format ${BACKUP_VERSION}.`,
    );
  for (const entry of [...manifest.tables, ...manifest.images]) {
    if (!entry.file.startsWith('tables/') && !entry.file.startsWith('images/'))
      throw new RestoreError(`${file} lists a file outside the backup: ${entry.file}`);
    const body = await readFile(path.join(dir, entry.file)).catch(() => null);
    if (!body || body.byteLength !== entry.bytes || sha256(body) !== entry.sha256)
      throw new RestoreError(`${file} is damaged or incomplete: ${entry.file} does not match its checksum.`);
  }
  for (const image of manifest.images) {
    if (!isSafeKey(image.key)) throw new RestoreError(`${file} holds an image with an unsafe key: ${image.key}`);
  }
  return manifest;
}

/** The backup's migrations must be this version's first ones, unchanged. */
function backupMigrations(manifest: Manifest, known: Migration[]): Migration[] {
  return manifest.migrations.map((entry, index) => {
    const migration = known[index];
    if (!migration || migration.name !== entry.name || migration.checksum !== entry.checksum)
      throw new RestoreError(
        `The backup was made with migration ${entry.name}, which this version ${migration ? 'does not have at that place' : 'does not know'}: restore it with the version that made it.`,
      );
    return migration;
  });
}

async function assertEmptyDatabase(session: SqlSession, manifest: Manifest) {
  const existing = new Set(
    (
      await session.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
      )
    ).map((row) => row.name),
  );
  const filled: string[] = [];
  for (const table of existing) {
    if (table === MIGRATIONS_TABLE || DERIVED_TABLES.includes(table)) continue;
    const [row] = await session.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS any`);
    if (row.any) filled.push(table);
  }
  if (filled.length > 0)
    throw new RestoreError(
      `The database is not empty (${filled.join(', ')} ${filled.length === 1 ? 'has' : 'have'} rows): restore only into an empty database; nothing was restored.`,
    );
  if (existing.has(MIGRATIONS_TABLE)) {
    const applied = await session.query<{ name: string }>(
      `SELECT migration_name AS name FROM ${quoteIdent(MIGRATIONS_TABLE)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const inBackup = new Set(manifest.migrations.map((migration) => migration.name));
    const newer = applied.map((row) => row.name).filter((name) => !inBackup.has(name));
    if (newer.length > 0)
      throw new RestoreError(
        `The database already has migrations the backup predates (${newer.join(', ')}): restore into a new, empty database; nothing was restored.`,
      );
  }
}

async function assertEmptyStorage(storage: AppStorage) {
  for await (const key of storage.keys()) {
    throw new RestoreError(
      `The image store is not empty (it holds ${key}): restore only into an empty one; nothing was restored.`,
    );
  }
}

async function insertRows(session: SqlSession, table: string, file: string): Promise<number> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const sql = `INSERT INTO ${quoteIdent(table)} SELECT * FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(sql, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line.length === 0) continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  return rows;
}

/** Serial columns continue after the highest restored value. */
async function resetSequences(session: SqlSession) {
  const serials = await session.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
  );
  for (const { table, column } of serials) {
    await session.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${quoteIdent(column)}) FROM ${quoteIdent(table)}), 0) + 1, false)`,
      [quoteIdent(table), column],
    );
  }
}

export async function restoreBackup(db: Database, storage: AppStorage, file: string): Promise<RestoreSummary> {
  const work = await mkdtemp(path.join(tmpdir(), 'satx-restore-'));
  try {
    await extract(file, work);
    const manifest = await readManifest(work, file);
    const known = readMigrations();
    const first = backupMigrations(manifest, known);
    await db.session((session) => assertEmptyDatabase(session, manifest));
    await assertEmptyStorage(storage);

    await migrate(db, first);
    let rows = 0;
    await db.session(async (session) => {
      await session.exec('BEGIN');
      try {
        const ordered = [
          ...manifest.tables.filter((table) => !DERIVED_TABLES.includes(table.name)),
          ...manifest.tables.filter((table) => DERIVED_TABLES.includes(table.name)),
        ];
        for (const table of ordered) {
          // The triggers wrote their own version rows while the apartments went in: the backup's replace them.
          if (DERIVED_TABLES.includes(table.name)) await session.exec(`DELETE FROM ${quoteIdent(table.name)}`);
          rows += await insertRows(session, table.name, path.join(work, table.file));
        }
        await resetSequences(session);
        await session.exec('COMMIT');
      } catch (error) {
        await session.exec('ROLLBACK');
        throw error;
      }
    });
    await migrate(db, known);

    for (const image of manifest.images) {
      await storage.put(image.key, await readFile(path.join(work, image.file)), image.contentType);
    }
    return { tables: manifest.tables.length, rows, images: manifest.images.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
