// `npm run restore FILE`: brings an empty installation back to a backup (format.ts). It refuses a database
// or an image store that already holds data, and a file that is damaged or incomplete, before changing
// anything. Then: the backup's migrations, every row in one transaction (parents first), the sequences,
// the migrations made since the backup (so they convert its rows), and the images.
// A backup file may come from anywhere: every path it names is read inside the work directory only, and an
// archive holding anything but plain files and folders (links, devices) is refused before a byte is written.
import { createReadStream, Stats } from 'node:fs';
import { lstat, mkdtemp, readFile, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import { z } from 'zod';
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

/** Names from the file as one line of text: quoted, control characters escaped. */
const quoted = (name: string) => JSON.stringify(name);

/** The kinds of archive entry a backup holds (npm run backup writes nothing else). */
const PLAIN_ENTRIES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);
const TOP_LEVEL = new Set([MANIFEST_FILE, 'tables', 'images']);

/** Why an entry has no place in a backup, or undefined when it is a plain file or folder of the layout. */
function refusedEntry(entry: tar.ReadEntry): string | undefined {
  const name = entry.path;
  if (!PLAIN_ENTRIES.has(entry.type))
    return `${quoted(name)} is a ${entry.type === 'SymbolicLink' || entry.type === 'Link' ? 'link' : 'special file'}, not a file`;
  const parts = name.split('/');
  if (path.posix.isAbsolute(name) || name.includes('\\') || parts.some((part) => part === '..' || part === '.'))
    return `${quoted(name)} points outside the backup`;
  if (!TOP_LEVEL.has(parts[0])) return `${quoted(name)} is not part of a backup`;
  return undefined;
}

/**
 * Reads the whole archive once (gzip's checksum is at its end) and looks at every entry before writing any of it
 * to disk: a link or a path leading out of the work directory refuses the file.
 */
async function extract(file: string, into: string) {
  const found = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (!(found instanceof Stats) || !found.isFile())
    throw new RestoreError(
      `${file} cannot be read (${found instanceof Stats ? 'not a file' : (found.code ?? found.message)}); nothing was restored.`,
    );
  const refusals: string[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const refusal = refusedEntry(entry);
        if (refusal) refusals.push(refusal);
      },
    });
  } catch (error) {
    const reason = (error as Error).message.replace(/\s+/g, ' ');
    throw new RestoreError(`${file} is damaged or incomplete (${reason}); nothing was restored.`);
  }
  if (refusals.length > 0)
    throw new RestoreError(
      `${file} is refused: ${refusals[0]}${refusals.length > 1 ? ` (and ${refusals.length - 1} more)` : ''}; nothing was restored.`,
    );
  // The same rule again as the files are written, should the archive read differently a second time.
  await tar.extract({ file, cwd: into, strict: true, filter: (_path, entry) => !refusedEntry(entry as tar.ReadEntry) });
}

const FileEntrySchema = z.object({
  file: z.string().max(1_000),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const ManifestSchema = z.object({
  migrations: z.array(z.object({ name: z.string().max(300), checksum: z.string().max(300) })),
  tables: z.array(FileEntrySchema.extend({ name: z.string().max(200), rows: z.number().int().nonnegative() })),
  images: z.array(FileEntrySchema.extend({ key: z.string().max(1_000), contentType: z.string().max(200) })),
});

/**
 * The file a manifest entry names, as an absolute path inside `folder` of the work directory. It must be a plain
 * file there: not a link, not reached through one, not shared with another name.
 */
async function fileInside(work: string, folder: 'tables' | 'images', name: string, file: string): Promise<string> {
  const base = path.join(work, folder) + path.sep;
  const resolved = path.resolve(work, name);
  if (!resolved.startsWith(base) || name.includes('\\'))
    throw new RestoreError(`${file} lists a file outside the backup: ${quoted(name)}; nothing was restored.`);
  const stats = await lstat(resolved).catch(() => null);
  const real = stats?.isFile() ? await realpath(resolved).catch(() => null) : null;
  if (!stats?.isFile() || stats.nlink !== 1 || real !== path.join(await realpath(work), path.relative(work, resolved)))
    throw new RestoreError(
      `${file} is damaged or incomplete: ${quoted(name)} is not a plain file of the backup; nothing was restored.`,
    );
  return resolved;
}

/** The manifest, checked, with each of its files as an absolute path inside the work directory. */
async function readManifest(dir: string, file: string): Promise<Manifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreError(`${file} is not a backup of this app (no readable ${MANIFEST_FILE}); nothing was restored.`);
  }
  const head = (parsed ?? {}) as Partial<Manifest>;
  if (head.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this app.`);
  if (head.version !== BACKUP_VERSION)
    throw new RestoreError(
      `${file} is backup format ${quoted(String(head.version))}; this version reads format ${BACKUP_VERSION}.`,
    );
  const checked = ManifestSchema.safeParse(parsed);
  if (!checked.success)
    throw new RestoreError(
      `${file} is damaged: its ${MANIFEST_FILE} does not describe a backup (${checked.error.issues[0].path.join('.')}); nothing was restored.`,
    );
  const manifest = { ...head, ...checked.data } as Manifest;
  const entries = [
    ...manifest.tables.map((entry) => ({ entry, folder: 'tables' as const })),
    ...manifest.images.map((entry) => ({ entry, folder: 'images' as const })),
  ];
  for (const { entry, folder } of entries) {
    const absolute = await fileInside(dir, folder, entry.file, file);
    const body = await readFile(absolute);
    if (body.byteLength !== entry.bytes || sha256(body) !== entry.sha256)
      throw new RestoreError(`${file} is damaged or incomplete: ${quoted(entry.file)} does not match its checksum.`);
    entry.file = absolute;
  }
  for (const image of manifest.images) {
    if (!isSafeKey(image.key))
      throw new RestoreError(`${file} holds an image with an unsafe key: ${quoted(image.key)}; nothing was restored.`);
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

export interface RestoreOptions {
  /** Where the work directory is made (the system's temporary folder by default); it is always removed. */
  workRoot?: string;
}

export async function restoreBackup(
  db: Database,
  storage: AppStorage,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const work = await mkdtemp(path.join(options.workRoot ?? tmpdir(), 'satx-restore-'));
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
          rows += await insertRows(session, table.name, table.file);
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
      await storage.put(image.key, await readFile(image.file), image.contentType);
    }
    return { tables: manifest.tables.length, rows, images: manifest.images.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
