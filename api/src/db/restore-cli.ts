// `npm run restore FILE`: brings an empty installation (database and image store) back to a backup.
import { loadConfig } from '../config.js';
import { createStorage } from '../storage/index.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { restoreBackup, RestoreError } from './backup/restore.js';
import { openDatabase } from './client.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore FILE   (a file written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();
// Before anything is written: what lands under DATA_DIR (and the backup file) stays private.
keepFilesPrivate(config.dataDir);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = createStorage(config);
try {
  const summary = await restoreBackup(db, storage, file);
  console.log(`restored ${summary.rows} rows in ${summary.tables} tables and ${summary.images} images from ${file}`);
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await storage.close?.();
  await db.close();
}
