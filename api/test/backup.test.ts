// Backups (README "Backups"): `npm run backup` then `npm run restore` on an empty installation gives back
// every row of every table and every stored image, byte for byte; a non-empty target and a damaged file are
// refused with a clear message before anything changes.
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { seedDemoData } from '../src/demo/seed.js';
import { primaryKey, quoteIdent, tablesInDependencyOrder } from '../src/db/backup/format.js';
import { restoreBackup, RestoreError } from '../src/db/backup/restore.js';
import { writeBackup } from '../src/db/backup/write.js';
import { createApartment } from '../src/services/apartment-admin.js';
import { localAppStorage, type AppStorage } from '../src/storage/index.js';
import { freshDatabase, type TestApp, type TestDatabase } from './harness.js';
import { adminSession, appWithSecret, pendingAdmin } from './sessions.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x02]);
const scratch = () => mkdtempSync(path.join(tmpdir(), 'satx-backup-test-'));

let source: TestApp;
let sourceStorage: AppStorage;
let backupFile: string;
const targets: TestDatabase[] = [];

async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return db.session(async (session) => {
    const result: Record<string, string[]> = {};
    for (const table of await tablesInDependencyOrder(session)) {
      const key = (await primaryKey(session, table)).map(quoteIdent).join(', ');
      const rows = await session.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM ${quoteIdent(table)} t ORDER BY ${key}`,
      );
      result[table] = rows.map((row) => row.row);
    }
    const migrations = await session.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
    );
    result._prisma_migrations = migrations.map((row) => `${row.migration_name} ${row.checksum}`);
    return result;
  });
}

async function everyImage(storage: AppStorage): Promise<Map<string, Uint8Array>> {
  const images = new Map<string, Uint8Array>();
  for await (const key of storage.keys()) images.set(key, (await storage.get(key)).body);
  return images;
}

async function emptyTarget() {
  const database = await freshDatabase({ migrated: false });
  targets.push(database);
  return { db: database.db, storage: localAppStorage(scratch()) };
}

beforeAll(async () => {
  source = await appWithSecret();
  sourceStorage = localAppStorage(source.config.dataDir);
  const admin = await adminSession(source);
  await seedDemoData(source.db.prisma, sourceStorage);
  // An image uploaded the way the admin form does it: a signed PUT checked by the server.
  const [upload] = (
    await source.rest(
      'POST',
      '/api/admins/presigned-url',
      { apartmentCode: 'BACKUP-1', roomType: 'twoBed', fileSize: 1, fileType: 'image/jpeg' },
      admin.token,
    )
  ).body;
  const put = await source.fetch(
    new Request(new URL(upload.presignedUrl, 'http://app.test'), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: JPEG,
    }),
  );
  expect(put.status).toBeLessThan(300);
  const created = await source.rest(
    'POST',
    '/api/admins/apartments',
    {
      name: 'Backup Bluffs',
      code: 'BACKUP-1',
      image: upload.s3Url,
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      floorplans: [{ type: 'twoBed' }],
    },
    admin.token,
  );
  expect(created.status).toBe(201);
  const pending = await pendingAdmin(source);
  await source.rest('POST', `/api/admins/${pending.id}/approve`, undefined, admin.token);
  const key = await source.gql<{ createApiKey: { key: string } }>(
    'mutation { createApiKey(input: { name: "Backup probe", scope: WRITE }) { key } }',
    {},
    admin.token,
  );
  await source.rest(
    'PATCH',
    `/api/admins/apartments/${created.body.apartment.id}`,
    { name: 'Backup Bluffs II' },
    key.data!.createApiKey.key,
  );
  backupFile = path.join(scratch(), 'site.tar.gz');
  await writeBackup(source.db, sourceStorage, backupFile);
});

afterAll(async () => {
  for (const target of targets) await target.drop();
  await source.shutdown();
  await source.close();
});

describe('npm run backup, then npm run restore on an empty installation', () => {
  it('gives back every row of every table and every image, byte for byte', async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup(target.db, target.storage, backupFile);

    const before = await everyRow(source.db);
    const after = await everyRow(target.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    // The data is really there: demo apartments, the admin approvals, the audit rows with the key's name.
    expect(before.Apartment.length).toBeGreaterThanOrEqual(61);
    expect(before.AuditEntry.some((row) => row.includes('"apiKeyName":"Backup probe"'))).toBe(true);
    expect(before.ApiKey).toHaveLength(1);
    expect(summary.rows).toBe(
      Object.entries(before).reduce((sum, [t, rows]) => sum + (t.startsWith('_') ? 0 : rows.length), 0),
    );

    const images = await everyImage(sourceStorage);
    const restored = await everyImage(target.storage);
    expect([...restored.keys()]).toEqual([...images.keys()]);
    for (const [key, bytes] of images)
      expect({ key, equal: Buffer.compare(restored.get(key)!, bytes) }).toEqual({ key, equal: 0 });
    expect([...images.values()].some((bytes) => Buffer.compare(bytes, JPEG) === 0)).toBe(true);

    // Serial columns continue after the restored rows: the next change's catalog entry gets a new id.
    await createApartment(
      target.db.prisma,
      {
        name: 'After Restore',
        code: 'AFTER-1',
        image: '/uploads/demo/building-1.svg',
        location: ['Leon Valley'],
        leaseTerm: 12,
        promotionalTerm: 0,
        floorplans: [],
      },
      { adminId: null },
    );
    expect(await target.db.prisma.apartment.count()).toBe(before.Apartment.length + 1);
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const target = await emptyTarget();
    await restoreBackup(target.db, target.storage, backupFile);
    const rows = await everyRow(target.db);
    const again = restoreBackup(target.db, localAppStorage(scratch()), backupFile);
    await expect(again).rejects.toThrow(RestoreError);
    await expect(again).rejects.toThrow(
      /^The database is not empty \(.*Admin.*\): restore only into an empty database/,
    );
    expect(await everyRow(target.db)).toEqual(rows);
  });

  it('refuses an image store that already holds files, before touching the database', async () => {
    const target = await emptyTarget();
    await target.storage.put('leftover.jpg', JPEG, 'image/jpeg');
    await expect(restoreBackup(target.db, target.storage, backupFile)).rejects.toThrow(
      'The image store is not empty (it holds leftover.jpg): restore only into an empty one; nothing was restored.',
    );
    const tables = await target.db.session((s) =>
      s.query(`SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'Apartment'`),
    );
    expect(tables).toEqual([]);
  });

  // Three empty installations, each with a database of its own: on PGlite each takes seconds to open on a busy
  // machine, so the test gets three times the usual time.
  it('refuses a truncated or altered file with a clear message, and changes nothing', { timeout: 90_000 }, async () => {
    const whole = await readFile(backupFile);
    const truncated = path.join(scratch(), 'truncated.tar.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const altered = path.join(scratch(), 'altered.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    await writeFile(altered, flipped);
    const notABackup = path.join(scratch(), 'notes.txt');
    await writeFile(notABackup, 'shopping list');

    for (const file of [truncated, altered, notABackup]) {
      const target = await emptyTarget();
      await expect(restoreBackup(target.db, target.storage, file)).rejects.toThrow(
        /is damaged or incomplete.*nothing was restored|is not a backup of this app/,
      );
      const tables = await target.db.session((s) =>
        s.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`),
      );
      expect({ file: path.basename(file), tables }).toEqual({ file: path.basename(file), tables: [] });
      expect((await everyImage(target.storage)).size).toBe(0);
    }
  });
});
