// Property feeds over REST (docs/contract.md "Property feeds"): register a feed, run it (pull its URL, or upload the
// file as the request's XML body), read its runs, apply a dry run and confirm a proposed match. Admins only.
import { Hono } from 'hono';
import type { FeedProperty, FeedRun, FeedRunItem } from '../generated/prisma/client.js';
import type { AppEnv, Context } from '../context.js';
import { AppError } from '../errors.js';
import {
  confirmFeedMatch,
  createFeed,
  feedRuns,
  pullFeed,
  readFeed,
  runItems,
  runUploadedFeed,
} from '../services/feeds/feeds.js';
import { applyFeedRun } from '../services/feeds/run.js';
import { parseId } from '../services/apartments.js';
import { readJson, requireRole } from './request.js';

export const feedRoutes = new Hono<AppEnv>();
const admin = requireRole('ADMIN');

const runContext = (ctx: Context) => ({
  storage: ctx.security.storage,
  actor: { adminId: ctx.viewer?.id ?? null, apiKey: ctx.viewer?.apiKey },
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const presentRun = (run: FeedRun) => ({
  _id: run.id,
  feedId: run.feedId,
  status: run.status,
  source: run.source,
  bytes: run.bytes,
  propertyCount: run.propertyCount,
  floorplanCount: run.floorplanCount,
  messages: run.messages,
  startedAt: run.startedAt.toISOString(),
  finishedAt: iso(run.finishedAt),
  appliedAt: iso(run.appliedAt),
});

const presentItem = (item: FeedRunItem) => ({
  propertyId: item.propertyId,
  name: item.name,
  apartmentId: item.apartmentId,
  outcome: item.outcome,
  changes: item.changes,
  messages: item.messages,
});

const presentProperty = (row: FeedProperty) => ({
  _id: row.id,
  propertyId: row.propertyId,
  name: row.name,
  apartmentId: row.apartmentId,
  confirmedAt: iso(row.confirmedAt),
  proposedApartmentId: row.proposedApartmentId,
  proposedReason: row.proposedReason,
});

/** The run route reads its own body: the 256 kB limit of other requests does not apply (server.ts). */
export const FEED_RUN_PATH = /^\/api\/admins\/feeds\/[^/]+\/run$/;

/** The request body as the feed reader takes it, read as it arrives. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

const XML_TYPES = new Set(['application/xml', 'text/xml']);

feedRoutes.post('/admins/feeds', admin, async (c) => {
  const feed = await createFeed(c.var.ctx.prisma, await readJson(c), c.var.ctx.viewer!.id);
  return c.json(
    {
      feed: {
        _id: feed.id,
        name: feed.name,
        url: feed.url,
        autoApply: feed.autoApply,
        createdAt: feed.createdAt.toISOString(),
      },
    },
    201,
  );
});

/** An XML body is the uploaded file; no body (or JSON) pulls the feed's URL now. */
feedRoutes.post('/admins/feeds/:id/run', admin, async (c) => {
  const { ctx } = c.var;
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const body = c.req.raw.body;
  if (XML_TYPES.has(type) && body) {
    const declared = Number(c.req.header('content-length'));
    const run = await runUploadedFeed(ctx.prisma, c.req.param('id'), chunksOf(body), runContext(ctx), {
      declaredBytes: Number.isFinite(declared) ? declared : undefined,
    });
    return c.json({ run: presentRun(run) }, 201);
  }
  if (type && type !== 'application/json')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the feed file as application/xml, or no body to pull its URL.');
  const run = await pullFeed(ctx.prisma, c.req.param('id'), 'url', runContext(ctx), {
    allowHosts: ctx.config.imageFetchAllowHosts,
  });
  return c.json({ run: presentRun(run) }, 201);
});

feedRoutes.get('/admins/feeds/:id/runs', admin, async (c) => {
  const url = new URL(c.req.url);
  const page = {
    ...(url.searchParams.has('offset') ? { offset: Number(url.searchParams.get('offset')) } : {}),
    ...(url.searchParams.has('limit') ? { limit: Number(url.searchParams.get('limit')) } : {}),
  };
  const runs = await feedRuns(c.var.ctx.prisma, c.req.param('id'), page);
  return c.json({ runs: runs.map(presentRun) });
});

/** One run with its properties: the dry run's changes and messages, in file order. */
feedRoutes.get('/admins/feeds/:id/runs/:runId', admin, async (c) => {
  const { prisma } = c.var.ctx;
  const feed = await readFeed(prisma, c.req.param('id'));
  const runId = parseId(c.req.param('runId'), 'runId');
  const run = await prisma.feedRun.findFirst({ where: { id: runId, feedId: feed.id } });
  if (!run) throw new AppError('NOT_FOUND', 'Feed run not found');
  const url = new URL(c.req.url);
  const items = await runItems(prisma, run.id, {
    ...(url.searchParams.has('offset') ? { offset: Number(url.searchParams.get('offset')) } : {}),
    ...(url.searchParams.has('limit') ? { limit: Number(url.searchParams.get('limit')) } : {}),
  });
  return c.json({ run: { ...presentRun(run), items: items.map(presentItem) } });
});

feedRoutes.post('/admins/feeds/:id/runs/:runId/apply', admin, async (c) => {
  const { ctx } = c.var;
  const feed = await readFeed(ctx.prisma, c.req.param('id'));
  const runId = parseId(c.req.param('runId'), 'runId');
  const owned = await ctx.prisma.feedRun.findFirst({ where: { id: runId, feedId: feed.id }, select: { id: true } });
  if (!owned) throw new AppError('NOT_FOUND', 'Feed run not found');
  const run = await applyFeedRun(ctx.prisma, runId, runContext(ctx));
  return c.json({ run: presentRun(run) });
});

feedRoutes.get('/admins/feeds/:id/properties', admin, async (c) => {
  const feed = await readFeed(c.var.ctx.prisma, c.req.param('id'));
  const rows = await c.var.ctx.prisma.feedProperty.findMany({
    where: { feedId: feed.id },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return c.json({ properties: rows.map(presentProperty) });
});

/** Body: `{ "apartmentId": "…" }`, or nothing to accept the proposal. */
feedRoutes.post('/admins/feeds/:id/properties/:propertyId/confirm', admin, async (c) => {
  const { ctx } = c.var;
  const feed = await readFeed(ctx.prisma, c.req.param('id'));
  const raw = c.req.header('content-type') ? await readJson(c) : {};
  const body = typeof raw === 'object' && raw !== null ? raw : {};
  const row = await ctx.prisma.feedProperty.findFirst({
    where: { feedId: feed.id, id: parseId(c.req.param('propertyId'), 'propertyId') },
    select: { id: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Feed property not found');
  const confirmed = await confirmFeedMatch(ctx.prisma, { ...body, feedPropertyId: row.id }, ctx.now);
  return c.json({ property: presentProperty(confirmed) });
});
