// Opens the database for the app: migrations first, then the demo data on the first start of an empty one.
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Storage } from './storage/storage.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemoData } from './demo/seed.js';
import { migrate } from './db/migrate.js';

// Each slow step of a first start says what it is doing before it starts, so a newcomer does not think it hung.
export async function prepareDatabase(config: Config, storage: Storage, logger: Logger): Promise<Database> {
  logger.info(
    config.databaseUrl ? 'opening the PostgreSQL database' : `opening the embedded database in ${config.dataDir}`,
  );
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    onPoolError: (error) => logger.warn({ reason: error.message }, 'idle database connection failed'),
  });
  logger.info('applying pending migrations');
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (config.seedDemo && (await db.prisma.apartment.count()) === 0) {
    logger.info('loading the demo data (first start of an empty database)');
    const count = await seedDemoData(db.prisma, storage);
    logger.info({ count }, 'demo data loaded');
  }
  return db;
}
