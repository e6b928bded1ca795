// Applies prisma/migrations/* at start-up, recording them in Prisma Migrate's own `_prisma_migrations` table so
// that a deployment with Prisma's engines can take over with `prisma migrate deploy`. Prisma 7's CLI cannot
// migrate offline (its migrate commands need a schema-engine binary these machines cannot download), hence this
// runner: one transaction per migration, under a PostgreSQL advisory lock so that instances starting together do
// not race.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations');
const LOCK_KEY = 72_707_369; // an arbitrary constant shared by every instance of this app

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Only a session is needed, so a bare PGlite (the test suite's template database) migrates through the same code.
export async function migrate(db: Pick<Database, 'session'>, migrations = readMigrations()): Promise<string[]> {
  return db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await session.exec(CREATE_TABLE);
      const rows = await session.query<{ migration_name: string; checksum: string }>(
        'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
      const done: string[] = [];
      for (const migration of migrations) {
        const checksum = applied.get(migration.name);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum)
            throw new Error(`Migration ${migration.name} was changed after it was applied`);
          continue;
        }
        await session.exec('BEGIN');
        try {
          await session.exec(migration.sql);
          await session.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
            [randomUUID(), migration.checksum, migration.name],
          );
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw error;
        }
        done.push(migration.name);
      }
      return done;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
