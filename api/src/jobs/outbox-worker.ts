// Sends the outbox (services/outbox.ts) through SMTP with retries and backoff. Several instances may run this at
// once: each claims a batch with FOR UPDATE SKIP LOCKED and holds it with a lease (lockedUntil), so a message is
// sent by one instance only; a lease that runs out (an instance died mid-send) makes the message due again.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { isMailbox } from '../domain/mailbox.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { OutgoingAttachment } from '../services/outbox.js';
import { periodicJob, type PeriodicJob } from './periodic.js';

/** Tries before a message is given up as failed (about a day with the backoff below). */
export const OUTBOX_MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;

/** Seconds to wait after the nth failed try: 1 min, 2, 4, ... capped at 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);

interface ClaimedMessage {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: OutgoingAttachment[] | null;
  attempts: number;
}

/** A stalled SMTP server gives up well inside the lease, so no other instance can take the message meanwhile. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', 15_000],
    ['greetingTimeout', 15_000],
    ['socketTimeout', 30_000],
  ] as const)
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/** Sends every message due now; `runOnce` answers how many went out. */
export type OutboxWorker = PeriodicJob;

export function createOutboxWorker(options: {
  prisma: PrismaClient;
  smtpUrl: string;
  from: string;
  logger: Logger;
  transport?: Transporter;
  /** Told of every failed try (the outbox_send_failures_total metric, telemetry/metrics.ts). */
  onSendFailed?: () => void;
}): OutboxWorker {
  const { prisma, logger, from } = options;
  const transport = options.transport ?? nodemailer.createTransport(withTimeouts(options.smtpUrl));

  const claim = () =>
    prisma.$queryRaw<ClaimedMessage[]>`
      UPDATE "OutboxMessage" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}),
                                 "attempts" = "attempts" + 1
       WHERE "id" IN (SELECT "id" FROM "OutboxMessage"
                       WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
                         AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
                       ORDER BY "nextAttemptAt", "createdAt"
                       LIMIT ${BATCH_SIZE}
                       FOR UPDATE SKIP LOCKED)
      RETURNING "id", "toAddress", "subject", "text", "html", "headers", "attachments", "attempts"`;

  async function send(message: ClaimedMessage): Promise<boolean> {
    // Every service checks its addresses; this is the last door: a message goes to exactly one mailbox or nowhere.
    if (!isMailbox(message.toAddress)) {
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: { status: 'failed', lockedUntil: null, lastError: 'The recipient is not one e-mail address' },
      });
      logger.warn({ messageId: message.id }, 'e-mail not sent: the recipient is not one address');
      return false;
    }
    try {
      await transport.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null },
      });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = message.attempts >= OUTBOX_MAX_ATTEMPTS;
      options.onSendFailed?.();
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: {
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000),
        },
      });
      // The message id only: addresses are personal data and stay out of the logs.
      logger.warn({ messageId: message.id, attempts: message.attempts, failed }, 'e-mail not sent');
      return false;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const message of batch) if (await send(message)) sent += 1;
    }
  }

  const job = periodicJob(drain, logger, 'outbox');
  return {
    ...job,
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
