// Property feeds as admins register and run them (docs/contract.md "Property feeds"): a feed is a URL pulled on a
// schedule or files uploaded by hand; each run is a dry run first; a property is matched to an apartment once.
import type http from 'node:http';
import net from 'node:net';
import { z } from 'zod';
import type { Feed, FeedRun, PrismaClient } from '../../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../../errors.js';
import { IdSchema, parseId } from '../apartments.js';
import { guardedGet, isPublicAddress } from '../outside-request.js';
import { FEED_FILE_MESSAGES, FEED_MAX_BYTES } from './mits.js';
import { planFeedRun, type RunContext, type RunSource } from './run.js';

export const FEED_NAME_MAX_LENGTH = 100;
/** How long a pull may take, the file's download included. */
export const FEED_PULL_TIMEOUT_MS = 120_000;
/** How often the schedule pulls a feed's URL (an unchanged feed answers 304 and costs nothing). */
export const FEED_PULL_INTERVAL_MS = 60 * 60 * 1000;

export const FEED_MESSAGES = {
  url: 'url must be an http or https address',
  noUrl: 'This feed has no URL: upload its file instead.',
  pullFailed: (reason: string) => `The feed could not be pulled: ${reason}. Nothing was read.`,
  notPublic: 'its address is not on the public internet',
  redirected: (location: string) => `it moved to ${location}; register that address instead`,
  status: (status: number) => `it answered ${status}`,
  unreachable: 'it could not be reached',
  notModified: 'The feed has not changed since the last pull (304 Not Modified): nothing to read.',
} as const;

const CreateFeedSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(FEED_NAME_MAX_LENGTH, `name cannot be longer than ${FEED_NAME_MAX_LENGTH} characters`),
    url: z
      .string({ error: FEED_MESSAGES.url })
      .trim()
      .max(2048, FEED_MESSAGES.url)
      .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), FEED_MESSAGES.url)
      .nullish(),
    autoApply: z.boolean({ error: 'autoApply must be true or false' }).default(false),
  })
  .strict();

export async function createFeed(prisma: PrismaClient, rawInput: unknown, adminId: string | null): Promise<Feed> {
  const input = parseInput(CreateFeedSchema, rawInput ?? {});
  return prisma.feed.create({
    data: { name: input.name, url: input.url ?? null, autoApply: input.autoApply, createdById: adminId },
  });
}

export function listFeeds(prisma: PrismaClient) {
  return prisma.feed.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
}

export async function readFeed(prisma: PrismaClient, rawId: unknown, field = 'id'): Promise<Feed> {
  const feed = await prisma.feed.findUnique({ where: { id: parseId(rawId, field) } });
  if (!feed) throw notFound('Feed not found');
  return feed;
}

const PageSchema = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(100, 'limit cannot be above 100').default(20),
  })
  .strict();

const ItemPageSchema = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(500, 'limit cannot be above 500').default(100),
  })
  .strict();

/** A feed's runs, newest first. */
export async function feedRuns(prisma: PrismaClient, rawFeedId: unknown, rawPage: unknown = {}): Promise<FeedRun[]> {
  const feed = await readFeed(prisma, rawFeedId, 'feedId');
  const page = parseInput(PageSchema, rawPage ?? {});
  return prisma.feedRun.findMany({
    where: { feedId: feed.id },
    orderBy: [{ startedAt: 'desc' }, { id: 'asc' }],
    skip: page.offset,
    take: page.limit,
  });
}

/** A run's properties in file order, with what each would change and its messages. */
export function runItems(prisma: PrismaClient, runId: string, rawPage: unknown = {}) {
  const page = parseInput(ItemPageSchema, rawPage ?? {});
  return prisma.feedRunItem.findMany({
    where: { runId },
    orderBy: { position: 'asc' },
    skip: page.offset,
    take: page.limit,
  });
}

export function feedProperties(prisma: PrismaClient, feedId: string) {
  return prisma.feedProperty.findMany({ where: { feedId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

const ConfirmSchema = z.object({ feedPropertyId: IdSchema, apartmentId: IdSchema.nullish() }).strict();

/**
 * An admin confirms which apartment a feed's property is (the proposal, or another apartment), once; later runs
 * match it by the stored feed id.
 */
export async function confirmFeedMatch(prisma: PrismaClient, rawInput: unknown, now: Date) {
  const input = parseInput(ConfirmSchema, rawInput ?? {});
  const row = await prisma.feedProperty.findUnique({ where: { id: input.feedPropertyId } });
  if (!row) throw notFound('Feed property not found');
  const apartmentId = input.apartmentId ?? row.proposedApartmentId;
  if (!apartmentId)
    throw badInput('No apartment is proposed for this property: choose one', { apartmentId: 'choose an apartment' });
  const apartment = await prisma.apartment.findUnique({ where: { id: apartmentId }, select: { id: true } });
  if (!apartment) throw notFound('Apartment not found');
  return prisma.feedProperty.update({ where: { id: row.id }, data: { apartmentId, confirmedAt: now } });
}

/** A file an admin uploads: read as a dry run (and applied at once if the feed says so). */
export async function runUploadedFeed(
  prisma: PrismaClient,
  rawFeedId: unknown,
  body: AsyncIterable<Uint8Array | string>,
  context: RunContext,
  options: { declaredBytes?: number; now?: Date } = {},
): Promise<FeedRun> {
  const feed = await readFeed(prisma, rawFeedId);
  const now = options.now ?? new Date();
  // A file declared larger than the limit is refused before a byte of it is read; one that only grows past it
  // while streaming is refused by the reader (services/feeds/mits.ts).
  if (options.declaredBytes !== undefined && options.declaredBytes > FEED_MAX_BYTES)
    return prisma.feedRun.create({
      data: {
        feedId: feed.id,
        status: 'failed',
        source: 'upload',
        bytes: 0,
        messages: [FEED_FILE_MESSAGES.tooLarge(FEED_MAX_BYTES)],
        startedAt: now,
        finishedAt: new Date(),
      },
    });
  return planFeedRun(prisma, feed.id, body, 'upload', context, now);
}

export interface PullOptions {
  /** IMAGE_FETCH_ALLOW_HOSTS (config.ts): hosts fetched despite a private address (a test's own server). */
  allowHosts: readonly string[];
}

/**
 * Pulls the feed's URL with its last validators (If-None-Match, If-Modified-Since): a 304 makes an `unchanged` run
 * and reads nothing; a 200 is read as a dry run while it downloads.
 */
export async function pullFeed(
  prisma: PrismaClient,
  rawFeedId: unknown,
  source: Extract<RunSource, 'url' | 'schedule'>,
  context: RunContext,
  options: PullOptions,
  now = new Date(),
): Promise<FeedRun> {
  const feed = await readFeed(prisma, rawFeedId);
  if (!feed.url) throw badInput(FEED_MESSAGES.noUrl);
  const failed = (reason: string) =>
    prisma.feedRun.create({
      data: {
        feedId: feed.id,
        status: 'failed',
        source,
        messages: [FEED_MESSAGES.pullFailed(reason)],
        startedAt: now,
        finishedAt: new Date(),
      },
    });
  const url = new URL(feed.url);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = options.allowHosts.map((entry) => entry.toLowerCase()).includes(host);
  if (net.isIP(host) && !allowed && !isPublicAddress(host)) return failed(FEED_MESSAGES.notPublic);
  let response: http.IncomingMessage;
  try {
    response = await request(url, allowed, {
      ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
      ...(feed.lastModified ? { 'if-modified-since': feed.lastModified } : {}),
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    return failed(code === 'ENOTPUBLIC' ? FEED_MESSAGES.notPublic : FEED_MESSAGES.unreachable);
  }
  const status = response.statusCode ?? 0;
  if (status === 304) {
    response.resume();
    await prisma.feed.update({ where: { id: feed.id }, data: { lastPulledAt: now } });
    return prisma.feedRun.create({
      data: {
        feedId: feed.id,
        status: 'unchanged',
        source,
        messages: [FEED_MESSAGES.notModified],
        startedAt: now,
        finishedAt: new Date(),
      },
    });
  }
  if (status >= 300 && status < 400) {
    response.resume();
    return failed(FEED_MESSAGES.redirected(String(response.headers.location ?? '')));
  }
  if (status !== 200) {
    response.resume();
    return failed(FEED_MESSAGES.status(status));
  }
  const run = await planFeedRun(prisma, feed.id, response, source, context, now);
  // The validators are kept only once the file was read: a refused or broken download is pulled in full next time.
  if (run.status !== 'failed') {
    const etag = response.headers.etag;
    const lastModified = response.headers['last-modified'];
    await prisma.feed.update({
      where: { id: feed.id },
      data: { etag: etag ? etag.slice(0, 300) : null, lastModified: lastModified ? lastModified.slice(0, 100) : null },
    });
  }
  return run;
}

function request(url: URL, allowed: boolean, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return guardedGet(url, {
    allowed,
    signal: AbortSignal.timeout(FEED_PULL_TIMEOUT_MS),
    headers: { accept: 'application/xml, text/xml', 'user-agent': 'SATX-Apartment-Locators feed reader', ...headers },
  });
}

/** The schedule's work: every feed with a URL not pulled within FEED_PULL_INTERVAL_MS is pulled, one at a time. */
export async function pullDueFeeds(
  prisma: PrismaClient,
  context: Omit<RunContext, 'actor'>,
  options: PullOptions,
  now = new Date(),
): Promise<number> {
  const due = await prisma.feed.findMany({
    where: {
      url: { not: null },
      OR: [{ lastPulledAt: null }, { lastPulledAt: { lt: new Date(now.getTime() - FEED_PULL_INTERVAL_MS) } }],
    },
    orderBy: { lastPulledAt: { sort: 'asc', nulls: 'first' } },
  });
  for (const feed of due) {
    const run = await pullFeed(
      prisma,
      feed.id,
      'schedule',
      { ...context, actor: { adminId: feed.createdById } },
      options,
      now,
    );
    if (run.status === 'failed') await prisma.feed.update({ where: { id: feed.id }, data: { lastPulledAt: now } });
  }
  return due.length;
}
