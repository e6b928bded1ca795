// The feeds' schedule (docs/contract.md "Property feeds"): every feed with a URL is pulled once an interval has passed
// since its last pull, with conditional requests, so an unchanged feed costs one 304. Pulls run one at a time per
// instance; a second instance may pull the same feed in the same minute, which only adds an `unchanged` run.
import type { Logger } from 'pino';
import type { PrismaClient } from '../generated/prisma/client.js';
import { pullDueFeeds } from '../services/feeds/feeds.js';
import type { Storage } from '../storage/storage.js';
import { periodicJob, type PeriodicJob } from './periodic.js';

export function createFeedPuller(options: {
  prisma: PrismaClient;
  storage: Storage;
  allowHosts: readonly string[];
  logger: Logger;
}): PeriodicJob {
  const { prisma, storage, allowHosts, logger } = options;
  return periodicJob(() => pullDueFeeds(prisma, { storage }, { allowHosts }), logger, 'feed pull');
}
