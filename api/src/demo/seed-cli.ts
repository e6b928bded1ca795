// `npm run seed`: loads the demo data into an empty database (DATABASE_URL or the embedded one).
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from './seed.js';
import { migrate } from '../db/migrate.js';
import { createStorage } from '../storage/index.js';
import { keepFilesPrivate } from '../storage/private-files.js';

const config = loadConfig();
// Before anything is written: what lands under DATA_DIR (and the backup file) stays private.
keepFilesPrivate(config.dataDir);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const existing = await db.prisma.apartment.count();
  if (existing > 0) {
    console.log(`the database already has ${existing} apartments: nothing loaded`);
  } else {
    console.log(`loaded ${await seedDemoData(db.prisma, createStorage(config))} demo apartments`);
  }
} finally {
  await db.close();
}
