// Work that happens after requests (README, Architecture): sending the outbox, saved-search alerts, the retention
// period of renters' personal data, and copying outside images. Every instance runs them all: the outbox's and the
// image imports' claims, the alerts' row locks and the sweep's idempotent updates make that safe.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { SharedCatalog } from '../catalog/catalog.js';
import type { PropertyLinks } from '../auth/property-links.js';
import { issueDueInvoices, remindOverdueInvoices } from '../services/invoices.js';
import { remindLeaseVerifications } from '../services/lease-verification.js';
import { eraseExpiredLeads } from '../services/leads.js';
import { sendStaleSoonDigests } from '../services/property-door.js';
import { purgeUnconfirmedSearches, runAlerts } from '../services/saved-searches.js';
import type { Metrics } from '../telemetry/metrics.js';
import type { ImageImportWorker } from './image-import-worker.js';
import { createOutboxWorker } from './outbox-worker.js';
import { periodicJob, type PeriodicJob } from './periodic.js';

/** How often waiting image imports are tried: a linked picture replaces the placeholder within seconds. */
const IMAGE_IMPORT_INTERVAL_MS = 3_000;

/** How often the schedule looks for feeds due a pull (each feed is pulled every FEED_PULL_INTERVAL_MS). */
const FEED_CHECK_INTERVAL_MS = 5 * 60 * 1000;

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

export function startJobs(
  prisma: PrismaClient,
  catalog: SharedCatalog,
  config: Config,
  logger: Logger,
  metrics?: Metrics,
  imageImports?: ImageImportWorker,
  propertyLinks?: PropertyLinks,
  feedPuller?: PeriodicJob,
): () => Promise<void> {
  imageImports?.start(IMAGE_IMPORT_INTERVAL_MS);
  feedPuller?.start(FEED_CHECK_INTERVAL_MS);
  const worker = config.smtpUrl
    ? createOutboxWorker({
        prisma,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        logger,
        onSendFailed: metrics?.outboxSendFailed,
      })
    : undefined;
  worker?.start(config.outboxIntervalSeconds * 1000);
  if (!worker) logger.info('SMTP_URL is not set: e-mail waits in the outbox (admins read it under Outbox)');
  const sweep = async () => {
    try {
      const now = new Date();
      const leads = await eraseExpiredLeads(prisma, config.leadRetentionDays, now);
      if (leads > 0) logger.info({ count: leads }, 'erased personal data of leads past the retention period');
      const searches = await purgeUnconfirmedSearches(prisma, now);
      if (searches > 0) logger.info({ count: searches }, 'deleted saved searches never confirmed');
    } catch (error) {
      logger.error({ err: error }, 'retention sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
  timer.unref();
  // docs/contract.md "Getting paid": lease verification reminders (3 and 7 days), invoices once move-in has come,
  // overdue reminders (30 and 60 days). Each claims its rows with a conditional update, so instances may overlap.
  const billing = periodicJob(
    async () => {
      const now = new Date();
      const reminded = propertyLinks ? await remindLeaseVerifications(prisma, propertyLinks, now) : 0;
      const invoiced = await issueDueInvoices(prisma, config, now);
      const overdue = await remindOverdueInvoices(prisma, now);
      if (invoiced > 0) logger.info({ count: invoiced }, 'issued invoices for verified leases past move-in');
      // docs/contract.md "The property door": each contact's monthly e-mail of what goes stale within 7 days,
      // claimed per contact and month, so the first run of a month sends it and the others find it sent.
      const digests = propertyLinks ? await sendStaleSoonDigests(prisma, propertyLinks, now) : 0;
      if (digests > 0) logger.info({ count: digests }, 'e-mailed leasing offices what goes stale this week');
      return reminded + invoiced + overdue + digests;
    },
    logger,
    'billing',
  );
  void billing.runOnce().catch((error: unknown) => logger.error({ err: error }, 'billing run failed'));
  billing.start(config.billingIntervalSeconds * 1000);
  let alerting: Promise<unknown> | undefined;
  const alerts = () => {
    const started = performance.now();
    const ran = (result: 'ok' | 'failed') => metrics?.alertRun(result, (performance.now() - started) / 1000);
    alerting ??= runAlerts(prisma, catalog, config.origin, new Date())
      .then(() => ran('ok'))
      .catch((error: unknown) => {
        ran('failed');
        logger.error({ err: error }, 'saved-search alerts failed');
      })
      .finally(() => {
        alerting = undefined;
      });
  };
  // An instant alert reaches a renter within a minute of the change (ALERTS_INTERVAL_SECONDS).
  const alertTimer = setInterval(alerts, config.alertsIntervalSeconds * 1000);
  alertTimer.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(alertTimer);
    await billing.stop();
    await alerting;
    await worker?.stop();
    await imageImports?.stop();
    await feedPuller?.stop();
  };
}
