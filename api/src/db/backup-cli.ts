// `npm run backup [FILE]`: the database (DATABASE_URL or the embedded one under DATA_DIR) and the stored
// images (DATA_DIR/uploads or the S3 bucket) into one .tar.gz (README "Backups").
import { loadConfig } from '../config.js';
import { createStorage } from '../storage/index.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { writeBackup } from './backup/write.js';
import { openDatabase } from './client.js';

const config = loadConfig();
// Before anything is written: what lands under DATA_DIR (and the backup file) stays private.
keepFilesPrivate(config.dataDir);
const file = process.argv[2] ?? `satx-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = createStorage(config);
try {
  const summary = await writeBackup(db, storage, file);
  console.log(
    `wrote ${summary.file}: ${summary.rows} rows in ${summary.tables} tables, ${summary.images} images, ${summary.bytes} bytes`,
  );
} finally {
  await storage.close?.();
  await db.close();
}
