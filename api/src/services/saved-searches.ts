// Saved searches with e-mail alerts: a renter saves the search page's filters with an address, confirms it from
// the e-mail (double opt-in: nobody gets alerts they did not ask for), and gets instant alerts or a daily
// digest (services/alerts.ts) through the outbox. Every e-mail carries a one-click unsubscribe. Nothing in these
// e-mails is the requester's own text: the address is one mailbox, the label and the link back to the search are
// rebuilt from the validated filter.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  ALERT_LINK_MESSAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_MESSAGE,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '../domain/index.js';
import { MAIL_TEXTS, alertLine } from '../domain/mail-texts.js';
import { mailboxSchema } from '../domain/mailbox.js';
import { Prisma, type PrismaClient, type SavedSearch } from '../generated/prisma/client.js';
import { AppError, notFound, parseInput } from '../errors.js';
import { consumeEach, type RequestLimiter } from '../auth/request-limit.js';
import { baselineOf, currentListings, diffAlerts, digestDue, type Alert, type Baseline } from './alerts.js';
import type { Catalog, SharedCatalog } from '../catalog/catalog.js';
import { enqueueMessages, recipientKey, type OutgoingMessage } from './outbox.js';
import { SearchFilterSchema, type SearchFilter } from '../search/filter.js';
import { writeFilterParams } from '../search/url.js';

/** A link's secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
/** A link's token as it arrives: the length first, so no pattern runs on long text. */
export const linkToken = (message: string) =>
  z
    .string({ error: message })
    .max(64, { message, abort: true })
    .regex(/^[\w-]{43}$/, message);
const TokenSchema = linkToken(ALERT_LINK_MESSAGES.invalid);

/** An unconfirmed saved search (and its address) is forgotten after this many days. */
export const UNCONFIRMED_SEARCH_DAYS = 7;

const SaveSearchSchema = z
  .object({
    email: mailboxSchema('Please enter a valid e-mail address'),
    filter: SearchFilterSchema,
    frequency: z.enum(['instant', 'daily'], { error: 'Choose instant alerts or a daily digest' }),
    preferredLanguage: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).default(DEFAULT_LANGUAGE),
  })
  .strict();

/**
 * The search page's address for a saved filter, in the search URL's one format (search/url.ts, which the search page
 * reads too): every value is one the filter schema accepted, and URLSearchParams encodes it.
 */
export function searchPathOf(rawFilter: unknown): string {
  const filter = SearchFilterSchema.parse(rawFilter ?? {});
  const params = writeFilterParams(filter);
  const query = params.toString();
  return query ? `/search/?${query}` : '/search/';
}

/**
 * The search in words, for the e-mails and the alert pages, in the subscriber's language: "2 Bedroom in Medical
 * Center/UTSA, up to $1,800 a month all-in" / "2 recámaras en Medical Center/UTSA, hasta $1,800 al mes todo incluido".
 */
export function describeFilter(filter: SearchFilter, language: Language = 'EN'): string {
  const texts = MAIL_TEXTS[language];
  const words = texts.filter;
  const parts: string[] = [];
  parts.push(
    filter.roomTypes?.length
      ? texts.or(filter.roomTypes.map((type) => texts.floorplanTypes[type]))
      : words.anyApartment,
  );
  if (filter.locations?.length) parts[0] += words.inAreas(texts.or(filter.locations));
  if (filter.bounds) parts.push(words.mapArea);
  if (filter.maxAllInMonthly !== undefined) parts.push(words.upToAllIn(filter.maxAllInMonthly));
  else if (filter.maxPrice !== undefined) parts.push(words.rentUpTo(filter.maxPrice));
  if (filter.minPrice !== undefined) parts.push(words.rentFrom(filter.minPrice));
  if (filter.minSqft !== undefined || filter.maxSqft !== undefined)
    parts.push(words.sqft(filter.minSqft ?? 0, filter.maxSqft ?? null));
  if (filter.moveInBy) parts.push(words.moveInBy(filter.moveInBy));
  if (filter.pets?.length) parts.push(words.allows(texts.and(filter.pets.map((kind) => texts.pets[kind]))));
  if (filter.amenities?.length)
    parts.push(words.withAmenities(texts.and(filter.amenities.map((amenity) => texts.amenities[amenity]))));
  return parts.join(', ').slice(0, 300);
}

/** The e-mails' links open the pages in the subscriber's language (/es/... for Spanish). */
const links = (origin: string, search: Pick<SavedSearch, 'token' | 'filter' | 'preferredLanguage'>) => {
  const page = (path: string) => `${origin}${pathInLanguage(search.preferredLanguage, path)}`;
  return {
    search: page(searchPathOf(search.filter)),
    confirm: page(`/alerts/confirm/?token=${search.token}`),
    unsubscribe: page(`/alerts/unsubscribe/?token=${search.token}`),
    oneClick: `${origin}/api/alerts/unsubscribe?token=${search.token}`,
  };
};

/** RFC 8058: mail programs show an Unsubscribe button that stops the e-mail in one click. */
const unsubscribeHeaders = (link: ReturnType<typeof links>) => ({
  'List-Unsubscribe': `<${link.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * A renter saves a search; the alerts start once they confirm from the e-mail. Requests are limited per client
 * address (`limiter`) and confirmations per recipient (`recipientLimiter`), so no one can flood an inbox with
 * confirmation e-mails from many connections.
 */
export async function saveSearch(
  prisma: PrismaClient,
  deps: { limiter: RequestLimiter; recipientLimiter: RequestLimiter; origin: string },
  rawInput: unknown,
  clientIp: string,
): Promise<void> {
  const input = parseInput(SaveSearchSchema, rawInput ?? {});
  // Counted per network and per recipient at once: a request either budget refuses spends neither.
  await consumeEach([
    [deps.limiter, clientIp],
    [deps.recipientLimiter, recipientKey('search.confirm', input.email)],
  ]);
  const label = describeFilter(input.filter, input.preferredLanguage);
  const texts = MAIL_TEXTS[input.preferredLanguage];
  await prisma.$transaction(async (tx) => {
    const search = await tx.savedSearch.create({
      data: {
        email: input.email,
        filter: input.filter,
        label,
        frequency: input.frequency,
        preferredLanguage: input.preferredLanguage,
        token: newToken(),
      },
    });
    const link = links(deps.origin, search);
    const lines = [
      texts.confirmAsk(input.frequency, label),
      texts.confirmLink(link.confirm),
      texts.confirmIgnore,
      texts.seeSearch(link.search),
      texts.unsubscribe(link.unsubscribe),
    ];
    await enqueueMessages(tx, [
      {
        kind: 'search.confirm',
        to: input.email,
        subject: texts.confirmSubject,
        text: lines.join('\n\n'),
        headers: unsubscribeHeaders(link),
        dedupeKey: `search.confirm:${search.id}`,
      },
    ]);
  });
}

async function byToken(prisma: PrismaClient | Prisma.TransactionClient, rawToken: unknown) {
  const { token } = parseInput(z.object({ token: TokenSchema }).strict(), { token: rawToken });
  const search = await prisma.savedSearch.findUnique({ where: { token } });
  if (!search) throw notFound(ALERT_LINK_MESSAGES.removed);
  return search;
}

/**
 * What a link of the alert e-mails opens, read without changing anything (a mail scanner opening it confirms
 * nothing): the page then says the alerts are already confirmed or stopped, or why the link is not valid, rather
 * than offering a button that cannot work.
 */
export const readSavedSearchLink = (prisma: PrismaClient, rawToken: unknown) => byToken(prisma, rawToken);

/** The link in the confirmation e-mail: alerts start from what matches now. */
export async function confirmSavedSearch(prisma: PrismaClient, catalog: Catalog, rawToken: unknown, now: Date) {
  const search = await byToken(prisma, rawToken);
  if (search.unsubscribedAt) throw new AppError('CONFLICT', ALERT_LINK_MESSAGES.unsubscribed);
  if (search.confirmedAt) return search;
  const baseline = baselineOf(currentListings(await catalog.snapshot(), search.filter, now));
  return prisma.savedSearch.update({
    where: { id: search.id },
    data: { confirmedAt: now, baseline: baseline, lastCheckedAt: now },
  });
}

/** The search's e-mails in the outbox, waiting or sent: each holds the subscriber's address. */
const messagesOf = (ids: string[]): Prisma.OutboxMessageWhereInput => ({
  OR: ids.flatMap((id) => [{ dedupeKey: `search.confirm:${id}` }, { dedupeKey: { startsWith: `alert:${id}:` } }]),
});

/**
 * Unsubscribing (one click from any alert e-mail, or the page's button): nothing more is sent, and the address is
 * forgotten: blanked on the search, its e-mails dropped from the outbox. Nothing needs to remember it: a new
 * saved search starts with a new confirmation.
 */
export async function unsubscribeSavedSearch(prisma: PrismaClient, rawToken: unknown, now: Date) {
  const search = await byToken(prisma, rawToken);
  if (search.unsubscribedAt) return search;
  return prisma.$transaction(async (tx) => {
    await tx.outboxMessage.deleteMany({ where: messagesOf([search.id]) });
    return tx.savedSearch.update({
      where: { id: search.id },
      data: { email: null, unsubscribedAt: now, pending: [], baseline: Prisma.DbNull },
    });
  });
}

/** Deletes saved searches (and their e-mails): an erased renter's, or ones never confirmed. */
export async function deleteSavedSearches(tx: Prisma.TransactionClient, where: Prisma.SavedSearchWhereInput) {
  const searches = await tx.savedSearch.findMany({ where, select: { id: true } });
  if (searches.length === 0) return 0;
  const ids = searches.map((search) => search.id);
  await tx.outboxMessage.deleteMany({ where: messagesOf(ids) });
  await tx.savedSearch.deleteMany({ where: { id: { in: ids } } });
  return ids.length;
}

/** The retention sweep: a search nobody confirmed within UNCONFIRMED_SEARCH_DAYS is deleted with its address. */
export function purgeUnconfirmedSearches(prisma: PrismaClient, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_SEARCH_DAYS * 86_400_000);
  return prisma.$transaction((tx) => deleteSavedSearches(tx, { confirmedAt: null, createdAt: { lt: before } }));
}

function alertMessage(
  search: SavedSearch & { email: string },
  alerts: Alert[],
  origin: string,
  digest: boolean,
): OutgoingMessage {
  const link = links(origin, search);
  const texts = MAIL_TEXTS[search.preferredLanguage];
  const lines = [
    texts.alertHeading(digest, search.label),
    ...alerts.map((alert) => `- ${alert.facts ? alertLine(search.preferredLanguage, alert.facts) : alert.text}`),
    texts.seeSearch(link.search),
    texts.priceDisclaimer,
    texts.unsubscribe(link.unsubscribe),
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
    subject: texts.alertSubject(alerts.length, search.label).slice(0, 200),
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
  // Read before any transaction: loading the catalog needs a connection of its own (PGlite has only one). The version the
  // database holds, not the last one heard: a change just made is what an alert is about.
  const snapshot = await catalog.newest();
  let checked = 0;
  let queued = 0;
  for (const { id } of due) {
    queued += await prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "SavedSearch" WHERE "id" = ${id}::uuid AND "unsubscribedAt" IS NULL FOR UPDATE SKIP LOCKED`;
      if (locked.length === 0) return 0;
      const found = await tx.savedSearch.findUniqueOrThrow({ where: { id } });
      // An unsubscribed search has no address left (the lock above already skips it).
      if (!found.email) return 0;
      const search = { ...found, email: found.email };
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
