// The durable outbox (docs/contract.md: e-mail through SMTP from a durable outbox). A service writes a message in the
// same transaction as the change that causes it, so a lead is never stored without its e-mails nor an e-mail
// sent for a change that was rolled back; api/src/jobs/outbox-worker.ts sends them. Without SMTP_URL they wait
// here and admins read them in the admin area.
import { z } from 'zod';
import { assertRenterAccess } from '../auth/api-key-scope.js';
import type { Viewer } from '../auth/viewer.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { RequestLimiter } from '../auth/request-limit.js';
import { AppError, parseInput } from '../errors.js';

export interface OutgoingMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** One message per cause: a second message with the same key is dropped, whichever instance wrote it. */
  dedupeKey?: string;
  /** The lead the message is about (erasing the lead deletes it). */
  leadId?: string;
  /** Files sent with it (an invoice's PDF). */
  attachments?: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * The key a per-recipient limit counts under. The recipient limiter (auth/index.ts) stores only a keyed HMAC of it,
 * so the limiter's store (Redis) never holds a renter's e-mail address nor a plain hash one could match to it.
 */
export const recipientKey = (kind: string, address: string) => `${kind}:${address}`;

/** Counts one message to the key's recipient; false once their budget is spent (the message is then left out). */
export async function withinRecipientLimit(limiter: RequestLimiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

type OutboxWriter = Pick<Prisma.TransactionClient, 'outboxMessage'>;

/** Queues messages inside the caller's transaction; duplicates by dedupeKey are skipped, not errors. */
export async function enqueueMessages(tx: OutboxWriter, messages: OutgoingMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const { count } = await tx.outboxMessage.createMany({
    data: messages.map((message) => ({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject.slice(0, 200),
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? undefined,
      dedupeKey: message.dedupeKey ?? null,
      leadId: message.leadId ?? null,
      attachments: message.attachments ? (message.attachments as unknown as Prisma.InputJsonValue) : undefined,
    })),
    skipDuplicates: true,
  });
  return count;
}

const OutboxQuerySchema = z
  .object({
    status: z.enum(['pending', 'sent', 'failed'], { error: 'status must be pending, sent or failed' }).optional(),
    offset: z.number().int().min(0, 'offset cannot be negative').max(100_000, 'offset is too large').default(0),
    limit: z.number().int().min(1, 'limit must be at least 1').max(100, 'limit cannot exceed 100').default(50),
  })
  .strict();

/**
 * A shortlist's /list/{token} link and a saved search's confirm and unsubscribe tokens act for the renter who got
 * the e-mail: whoever reads the outbox sees only their first characters, enough to tell two messages apart.
 */
export function maskLinkTokens(text: string): string {
  return (
    text
      .replace(/(\/list\/|[?&]token=)([\w-]{4})[\w-]{39}(?![\w-])/g, '$1$2…')
      // A property's signed lease verification or registration link (auth/property-links.ts) acts for the property.
      .replace(/(\/(?:lease-verification|guest-card-registration)\/\?token=)([\w-]{4})[\w.-]+/g, '$1$2…')
  );
}

/** The admins' view of the outbox, newest first: renters' data, so a LEADS key or a login; link tokens masked. */
export async function listOutbox(prisma: PrismaClient, viewer: Viewer, rawQuery: unknown) {
  assertRenterAccess(viewer);
  const query = parseInput(OutboxQuerySchema, rawQuery ?? {});
  const where: Prisma.OutboxMessageWhereInput = query.status ? { status: query.status } : {};
  const [messages, totalCount] = await Promise.all([
    prisma.outboxMessage.findMany({ where, orderBy: { createdAt: 'desc' }, skip: query.offset, take: query.limit }),
    prisma.outboxMessage.count({ where }),
  ]);
  return {
    // Attachments (an invoice's PDF) stay out of the listing: admins download invoices from receivables.
    messages: messages.map((message) => ({ ...message, attachments: null, text: maskLinkTokens(message.text) })),
    totalCount,
  };
}

/** The e-mail still to go and given up on, for the operators' metrics (docs/operations.md "Metrics"). */
export async function outboxBacklog(prisma: PrismaClient): Promise<{ pending: number; failed: number }> {
  const groups = await prisma.outboxMessage.groupBy({
    by: ['status'],
    where: { status: { in: ['pending', 'failed'] } },
    _count: { _all: true },
  });
  const count = (status: string) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return { pending: count('pending'), failed: count('failed') };
}
