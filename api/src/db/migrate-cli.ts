// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database under DATA_DIR).
import { loadConfig } from '../config.js';
import { keepFilesPrivate } from '../storage/private-files.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

const config = loadConfig();
// Before anything is written: what lands under DATA_DIR (and the backup file) stays private.
keepFilesPrivate(config.dataDir);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
} finally {
  await db.close();
}
