// Saved searches with e-mail alerts: a renter saves the search page's filters with an address, confirms it from
// the e-mail (double opt-in: nobody gets alerts they did not ask for), and gets instant alerts or a daily
// digest (services/alerts.ts) through the outbox. Every e-mail carries a one-click unsubscribe.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  AMENITY_LABELS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FLOORPLAN_TYPE_LABELS,
  PET_KIND_LABELS,
  SITE,
  normalizeEmail,
} from '../domain/index.js';
import type { Prisma, PrismaClient, SavedSearch } from '../generated/prisma/client.js';
import { AppError, notFound, parseInput } from '../errors.js';
import type { RequestLimiter } from '../auth/request-limit.js';
import { baselineOf, currentListings, diffAlerts, digestDue, type Alert, type Baseline } from './alerts.js';
import type { Catalog, SharedCatalog } from './catalog.js';
import { enqueueMessages, type OutgoingMessage } from './outbox.js';
import { SearchFilterSchema, type SearchFilter } from './search.js';

/** A link's secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
/** A link's token as it arrives: the length first, so no pattern runs on long text. */
export const linkToken = (message: string) =>
  z
    .string({ error: message })
    .max(64, { message, abort: true })
    .regex(/^[\w-]{43}$/, message);
const TokenSchema = linkToken('This link is not valid');

const SaveSearchSchema = z
  .object({
    email: z
      .string({ error: 'Please enter a valid e-mail address' })
      .max(EMAIL_MAX_LENGTH, { message: 'Please enter a valid e-mail address', abort: true })
      .transform(normalizeEmail)
      .pipe(z.string().regex(EMAIL_PATTERN, 'Please enter a valid e-mail address')),
    filter: SearchFilterSchema,
    searchPath: z
      .string({ error: 'searchPath must be the search page address' })
      .max(2_048, { message: 'searchPath is too long', abort: true })
      .refine((path) => path.startsWith('/search/'), 'searchPath must be the search page address'),
    frequency: z.enum(['instant', 'daily'], { error: 'Choose instant alerts or a daily digest' }),
  })
  .strict();

/** The search in words, for the e-mails: "2 Bedroom in Medical Center/UTSA, up to $1,800 a month all-in". */
export function describeFilter(filter: SearchFilter): string {
  const parts: string[] = [];
  parts.push(
    filter.roomTypes?.length ? filter.roomTypes.map((type) => FLOORPLAN_TYPE_LABELS[type]).join(' or ') : 'Apartments',
  );
  if (filter.locations?.length) parts[0] += ` in ${filter.locations.join(' or ')}`;
  if (filter.maxAllInMonthly !== undefined)
    parts.push(`up to $${filter.maxAllInMonthly.toLocaleString('en-US')} a month all-in`);
  else if (filter.maxPrice !== undefined) parts.push(`rent up to $${filter.maxPrice.toLocaleString('en-US')}`);
  if (filter.minPrice !== undefined) parts.push(`rent from $${filter.minPrice.toLocaleString('en-US')}`);
  if (filter.minSqft !== undefined || filter.maxSqft !== undefined)
    parts.push(`${filter.minSqft ?? 0}-${filter.maxSqft ?? 'any'} sq ft`);
  if (filter.moveInBy) parts.push(`move in by ${filter.moveInBy}`);
  if (filter.pets?.length) parts.push(`allows ${filter.pets.map((kind) => PET_KIND_LABELS[kind]).join(', ')}`);
  if (filter.amenities?.length)
    parts.push(`with ${filter.amenities.map((amenity) => AMENITY_LABELS[amenity]).join(', ')}`);
  return parts.join(', ').slice(0, 300);
}

const links = (origin: string, search: Pick<SavedSearch, 'token' | 'query'>) => ({
  search: `${origin}${search.query}`,
  confirm: `${origin}/alerts/confirm/?token=${search.token}`,
  unsubscribe: `${origin}/alerts/unsubscribe/?token=${search.token}`,
  oneClick: `${origin}/api/alerts/unsubscribe?token=${search.token}`,
});

/** RFC 8058: mail programs show an Unsubscribe button that stops the e-mail in one click. */
const unsubscribeHeaders = (link: ReturnType<typeof links>) => ({
  'List-Unsubscribe': `<${link.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** A renter saves a search; the alerts start once they confirm from the e-mail. */
export async function saveSearch(
  prisma: PrismaClient,
  deps: { limiter: RequestLimiter; origin: string },
  rawInput: unknown,
  clientIp: string,
): Promise<void> {
  const input = parseInput(SaveSearchSchema, rawInput ?? {});
  await deps.limiter.consume(clientIp);
  const label = describeFilter(input.filter);
  await prisma.$transaction(async (tx) => {
    const search = await tx.savedSearch.create({
      data: {
        email: input.email,
        filter: input.filter,
        label,
        query: input.searchPath,
        frequency: input.frequency,
        token: newToken(),
      },
    });
    const link = links(deps.origin, search);
    const lines = [
      `Please confirm that you want ${input.frequency === 'instant' ? 'alerts' : 'a daily digest'} for: ${label}.`,
      `Confirm: ${link.confirm}`,
      `If you did not ask for this, ignore this e-mail: nothing will be sent.`,
    ];
    await enqueueMessages(tx, [
      {
        kind: 'search.confirm',
        to: search.email,
        subject: `Confirm your apartment alerts - ${SITE.name}`,
        text: [...lines, `See the search: ${link.search}`, `Unsubscribe: ${link.unsubscribe}`].join('\n\n'),
        headers: unsubscribeHeaders(link),
        dedupeKey: `search.confirm:${search.id}`,
      },
    ]);
  });
}

async function byToken(prisma: PrismaClient | Prisma.TransactionClient, rawToken: unknown) {
  const { token } = parseInput(z.object({ token: TokenSchema }).strict(), { token: rawToken });
  const search = await prisma.savedSearch.findUnique({ where: { token } });
  if (!search) throw notFound('This link is not valid or the alert was removed');
  return search;
}

/** The link in the confirmation e-mail: alerts start from what matches now. */
export async function confirmSavedSearch(prisma: PrismaClient, catalog: Catalog, rawToken: unknown, now: Date) {
  const search = await byToken(prisma, rawToken);
  if (search.unsubscribedAt) throw new AppError('CONFLICT', 'You unsubscribed from these alerts');
  if (search.confirmedAt) return search;
  const baseline = baselineOf(currentListings(await catalog.snapshot(), search.filter, now));
  return prisma.savedSearch.update({
    where: { id: search.id },
    data: { confirmedAt: now, baseline: baseline, lastCheckedAt: now },
  });
}

/** One click from any alert e-mail: nothing more is sent, and the address is forgotten. */
export async function unsubscribeSavedSearch(prisma: PrismaClient, rawToken: unknown, now: Date) {
  const search = await byToken(prisma, rawToken);
  if (search.unsubscribedAt) return search;
  return prisma.$transaction(async (tx) => {
    await tx.outboxMessage.deleteMany({
      where: { dedupeKey: { startsWith: `alert:${search.id}:` }, status: 'pending' },
    });
    return tx.savedSearch.update({
      where: { id: search.id },
      data: { unsubscribedAt: now, pending: [], baseline: undefined },
    });
  });
}

function alertMessage(search: SavedSearch, alerts: Alert[], origin: string, digest: boolean): OutgoingMessage {
  const link = links(origin, search);
  const lines = [
    `${digest ? 'Today' : 'New'} for your search "${search.label}":`,
    ...alerts.map((alert) => `- ${alert.text}`),
    `See the search: ${link.search}`,
    `Prices and availability change daily; confirm with the property before you apply.`,
    `Unsubscribe: ${link.unsubscribe}`,
  ];
  const keys = createHash('sha256')
    .update(
      alerts
        .map((alert) => alert.key)
        .sort()
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 32);
  return {
    kind: digest ? 'search.digest' : 'search.alert',
    to: search.email,
    subject: `${alerts.length} update${alerts.length === 1 ? '' : 's'} for ${search.label}`.slice(0, 200),
    text: lines.join('\n\n'),
    headers: unsubscribeHeaders(link),
    dedupeKey: `alert:${search.id}:${keys}`,
  };
}

/**
 * Checks every confirmed saved search once: instant subscribers get an e-mail for any alert, daily ones collect
 * them for their digest. Each search is taken with FOR UPDATE SKIP LOCKED, so instances share the work and never
 * both handle one subscriber.
 */
export async function runAlerts(
  prisma: PrismaClient,
  catalog: SharedCatalog,
  origin: string,
  now: Date,
): Promise<{ checked: number; queued: number }> {
  const due = await prisma.savedSearch.findMany({
    where: { confirmedAt: { not: null }, unsubscribedAt: null },
    select: { id: true },
    orderBy: { lastCheckedAt: 'asc' },
    take: 500,
  });
  // Read before any transaction: loading the catalog needs a connection of its own (PGlite has only one).
  const snapshot = await catalog.forRequest().snapshot();
  let checked = 0;
  let queued = 0;
  for (const { id } of due) {
    queued += await prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "SavedSearch" WHERE "id" = ${id}::uuid AND "unsubscribedAt" IS NULL FOR UPDATE SKIP LOCKED`;
      if (locked.length === 0) return 0;
      const search = await tx.savedSearch.findUniqueOrThrow({ where: { id } });
      checked += 1;
      const listings = currentListings(snapshot, search.filter, now);
      const { alerts, baseline } = diffAlerts((search.baseline ?? {}) as Baseline, listings, now);
      let pending = [...(search.pending as unknown as Alert[]), ...(search.frequency === 'daily' ? alerts : [])];
      let lastDigestAt = search.lastDigestAt;
      let sent = 0;
      if (search.frequency === 'instant' && alerts.length > 0) {
        sent = await enqueueMessages(tx, [alertMessage(search, alerts, origin, false)]);
      } else if (search.frequency === 'daily' && digestDue(search.lastDigestAt, pending.length, now)) {
        sent = await enqueueMessages(tx, [alertMessage(search, pending, origin, true)]);
        pending = [];
        lastDigestAt = now;
      }
      await tx.savedSearch.update({
        where: { id },
        data: {
          baseline: baseline,
          pending: pending as unknown as Prisma.InputJsonValue,
          lastCheckedAt: now,
          lastDigestAt,
        },
      });
      return sent;
    });
  }
  return { checked, queued };
}
