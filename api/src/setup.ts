// Opens the database for the app: migrations first, then the demo data on the first start of an empty one.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Storage } from './storage/storage.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemoData } from './demo/seed.js';
import { migrate } from './db/migrate.js';

export async function prepareDatabase(config: Config, storage: Storage, logger: Logger): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    onPoolError: (error) => logger.warn({ reason: error.message }, 'idle database connection failed'),
  });
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (config.seedDemo && (await db.prisma.apartment.count()) === 0) {
    const count = await seedDemoData(db.prisma, storage);
    logger.info({ count }, 'demo data loaded');
  }
  return db;
}
