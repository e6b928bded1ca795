// The backup file (README "Backups"): a gzipped tar, made and read with the `tar` package, holding
//   manifest.json           format version, when, the migrations the data was written under, and for each
//                           table and image its file, size and SHA-256
//   tables/<Table>.ndjson   every row of a table, one PostgreSQL row_to_json per line, parents before children
//   images/<key>            every stored image, byte for byte
// Rows stay PostgreSQL's own JSON text from end to end (never parsed into JavaScript numbers or dates), so
// a restore writes back exactly what was read.
import { createHash } from 'node:crypto';
import type { SqlSession } from '../client.js';

export const BACKUP_FORMAT = 'satx-apartment-locator-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

/**
 * Filled by database triggers, or seeded by the migrations (the invoice counters), before the app writes anything:
 * restored after, and instead of, what an empty installation already holds.
 */
export const DERIVED_TABLES = ['CatalogVersion', 'CatalogChange', 'InvoiceCounter'];
/** Written by the migration runner; the manifest lists the migrations instead. */
export const MIGRATIONS_TABLE = '_prisma_migrations';

export interface ManifestFile {
  file: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  storage: 'local' | 's3';
  migrations: { name: string; checksum: string }[];
  tables: (ManifestFile & { name: string; rows: number })[];
  images: (ManifestFile & { key: string; contentType: string })[];
}

export const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** A storage key that is safe as a path inside the archive and on disk. */
export const isSafeKey = (key: string) => /^\w[\w./-]*$/.test(key) && !key.split('/').includes('..');

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, each after every table it references, so rows can be inserted in this order. */
export async function tablesInDependencyOrder(session: SqlSession): Promise<string[]> {
  const tables = (
    await session.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> $1 ORDER BY c.relname`,
      [MIGRATIONS_TABLE],
    )
  ).map((row) => row.name);
  const references = await session.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint con
       JOIN pg_class child ON child.oid = con.conrelid
       JOIN pg_class parent ON parent.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE con.contype = 'f' AND n.nspname = current_schema() AND child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        references.every((ref) => ref.child !== table || placed.has(ref.parent) || !tables.includes(ref.parent)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle: no insert order exists');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The primary-key columns of a table, so rows are read in a stable order. */
export async function primaryKey(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ column: string }>(
    `SELECT a.attname AS column FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY a.attnum`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.column);
}
