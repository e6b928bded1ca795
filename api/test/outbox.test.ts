// The durable outbox (docs/contract.md: e-mail through SMTP from a durable outbox), sent to a real SMTP server in
// process: retries with backoff after a refusal, one message per cause, and two instances sending every message
// exactly once (on PostgreSQL: two connection pools on one database).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { createOutboxWorker, retryDelaySeconds } from '../src/jobs/outbox-worker.js';
import { enqueueMessages } from '../src/services/outbox.js';
import { freshDatabase, type TestDatabase } from './harness.js';
import { startMailbox, type Mailbox } from './mailbox.js';

let database: TestDatabase;
let second: Database;
let mailbox: Mailbox;
const logger = createLogger('silent');
const FROM = 'SATX Apartment Locators <no-reply@satx.example>';

beforeAll(async () => {
  database = await freshDatabase();
  // A second instance: its own pool on the same database where there is a server, the same one on PGlite.
  second = database.url ? await openDatabase({ databaseUrl: database.url, poolMax: 5 }) : database.db;
  mailbox = await startMailbox();
});
afterAll(async () => {
  if (second !== database.db) await second.close();
  await mailbox.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db.prisma.outboxMessage.deleteMany();
  mailbox.messages.length = 0;
});

const worker = (db: Database) => createOutboxWorker({ prisma: db.prisma, smtpUrl: mailbox.url, from: FROM, logger });

describe('the outbox', () => {
  it('sends queued messages through SMTP with their headers and marks them sent', async () => {
    await enqueueMessages(database.db.prisma, [
      {
        kind: 'test',
        to: 'renter@example.com',
        subject: 'We received your request',
        text: 'Hello',
        headers: { 'List-Unsubscribe': '<https://satx.example/u/1>' },
      },
    ]);
    const sender = worker(database.db);
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    const [mail] = await mailbox.waitFor(1);
    expect(mail.subject).toBe('We received your request');
    expect(mail.text?.trim()).toBe('Hello');
    expect(mail.from?.text).toContain('no-reply@satx.example');
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://satx.example/u/1>',
    );
    const row = await database.db.prisma.outboxMessage.findFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps one message per cause: a second with the same key is dropped', async () => {
    const message = { kind: 'test', to: 'a@example.com', subject: 'Once', text: 'x', dedupeKey: 'alert:1:2' };
    expect(await enqueueMessages(database.db.prisma, [message])).toBe(1);
    expect(await enqueueMessages(database.db.prisma, [message])).toBe(0);
    expect(await database.db.prisma.outboxMessage.count()).toBe(1);
  });

  it('retries a refused message later, waiting longer after each failure', async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(6 * 60 * 60);
    await enqueueMessages(database.db.prisma, [{ kind: 'test', to: 'b@example.com', subject: 'Retry me', text: 'x' }]);
    mailbox.refuseNext(1);
    // Each failed try is counted for the metrics (outbox_send_failures_total, telemetry/metrics.ts).
    let failures = 0;
    const sender = createOutboxWorker({
      prisma: database.db.prisma,
      smtpUrl: mailbox.url,
      from: FROM,
      logger,
      onSendFailed: () => (failures += 1),
    });
    expect(await sender.runOnce()).toBe(0);
    expect(failures).toBe(1);
    const failed = await database.db.prisma.outboxMessage.findFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('451');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing is sent.
    expect(await sender.runOnce()).toBe(0);
    await database.db.prisma.outboxMessage.update({ where: { id: failed.id }, data: { nextAttemptAt: new Date() } });
    expect(await sender.runOnce()).toBe(1);
    expect(failures).toBe(1);
    await sender.stop();
    expect((await mailbox.waitFor(1)).map((mail) => mail.subject)).toEqual(['Retry me']);
  });

  it('sends each message once when two instances run at the same time', async () => {
    const count = 40;
    await enqueueMessages(
      database.db.prisma,
      Array.from({ length: count }, (_, index) => ({
        kind: 'test',
        to: `renter${index}@example.com`,
        subject: `Message ${index}`,
        text: 'x',
      })),
    );
    const [one, two] = [worker(database.db), worker(second)];
    const sent = await Promise.all([one.runOnce(), two.runOnce()]);
    await Promise.all([one.stop(), two.stop()]);
    expect(sent[0] + sent[1]).toBe(count);
    await mailbox.waitFor(count);
    const subjects = mailbox.messages.map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(count);
    expect(subjects).toHaveLength(count);
    expect(await database.db.prisma.outboxMessage.count({ where: { status: 'sent' } })).toBe(count);
  });
});
