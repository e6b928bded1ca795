// Property feeds (docs/contract.md "Property feeds"): admins register a feed, run it (its URL is pulled; a file is
// uploaded through POST /api/admins/feeds/{id}/run), read its runs with each property's dry run, apply a run and
// confirm a proposed match. Rules live in services/feeds.
import type { Feed, FeedProperty, FeedRun, FeedRunItem } from '../../generated/prisma/client.js';
import {
  confirmFeedMatch,
  createFeed,
  feedProperties,
  feedRuns,
  listFeeds,
  pullFeed,
  readFeed,
  runItems,
} from '../../services/feeds/feeds.js';
import { applyFeedRun } from '../../services/feeds/run.js';
import type { PlannedChange } from '../../services/feeds/plan.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const runContext = (ctx: Context) => ({
  storage: ctx.security.storage,
  actor: { adminId: ctx.viewer!.id, apiKey: ctx.viewer!.apiKey },
});

const FeedRunStatusEnum = builder.enumType('FeedRunStatus', {
  description:
    'planned: a dry run waiting to be applied; applied; failed: the file as a whole was refused; unchanged: the URL answered 304.',
  values: ['planned', 'applied', 'failed', 'unchanged'] as const,
});

const FeedChange = builder.objectRef<PlannedChange>('FeedChange').implement({
  description: 'One thing applying would change on the apartment, in the manager\'s words ("1 Bedroom: rent").',
  fields: (t) => ({
    what: t.exposeString('what'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const FeedRunItemRef = builder.objectRef<FeedRunItem>('FeedRunItem').implement({
  description: 'What a run found for one property of the file.',
  fields: (t) => ({
    propertyId: t.exposeString('propertyId', { description: "The property's id in the feed." }),
    name: t.exposeString('name'),
    apartmentId: t.exposeString('apartmentId', { nullable: true }),
    outcome: t.exposeString('outcome', {
      description: 'changes, confirms (nothing changes; applying confirms it), unmatched, refused or applied.',
    }),
    changes: t.field({ type: [FeedChange], resolve: (item) => item.changes as unknown as PlannedChange[] }),
    messages: t.exposeStringList('messages'),
  }),
});

const FeedRunRef = builder.objectRef<FeedRun>('FeedRun').implement({
  description: 'One reading of a feed: a dry run, then its apply.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: FeedRunStatusEnum, resolve: (run) => run.status }),
    source: t.exposeString('source', { description: 'url, upload or schedule.' }),
    bytes: t.exposeInt('bytes'),
    propertyCount: t.exposeInt('propertyCount'),
    floorplanCount: t.exposeInt('floorplanCount'),
    messages: t.exposeStringList('messages', { description: 'Why the file as a whole was refused, if it was.' }),
    startedAt: t.string({ resolve: (run) => run.startedAt.toISOString() }),
    finishedAt: t.string({ nullable: true, resolve: (run) => iso(run.finishedAt) }),
    appliedAt: t.string({ nullable: true, resolve: (run) => iso(run.appliedAt) }),
    items: t.field({
      type: [FeedRunItemRef],
      args: { offset: t.arg.int(), limit: t.arg.int() },
      resolve: (run, args, ctx) =>
        runItems(ctx.prisma, run.id, {
          ...(args.offset != null ? { offset: args.offset } : {}),
          ...(args.limit != null ? { limit: args.limit } : {}),
        }),
    }),
  }),
});

const FeedPropertyRef = builder.objectRef<FeedProperty>('FeedProperty').implement({
  description: 'A property the feed lists, and the apartment it is (confirmed) or may be (proposed).',
  fields: (t) => ({
    id: t.exposeID('id'),
    propertyId: t.exposeString('propertyId'),
    name: t.exposeString('name'),
    apartmentId: t.exposeString('apartmentId', { nullable: true }),
    confirmedAt: t.string({ nullable: true, resolve: (row) => iso(row.confirmedAt) }),
    proposedApartmentId: t.exposeString('proposedApartmentId', { nullable: true }),
    proposedReason: t.exposeString('proposedReason', { nullable: true }),
  }),
});

const FeedRef = builder.objectRef<Feed>('Feed').implement({
  description: "A property's own MITS feed: a URL pulled on a schedule, or files uploaded by hand.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    url: t.exposeString('url', { nullable: true }),
    autoApply: t.exposeBoolean('autoApply'),
    lastPulledAt: t.string({ nullable: true, resolve: (feed) => iso(feed.lastPulledAt) }),
    createdAt: t.string({ resolve: (feed) => feed.createdAt.toISOString() }),
    properties: t.field({
      type: [FeedPropertyRef],
      resolve: (feed, _args, ctx) => feedProperties(ctx.prisma, feed.id),
    }),
    runs: t.field({
      type: [FeedRunRef],
      description: 'The newest runs first (as feedRuns).',
      args: { limit: t.arg.int() },
      resolve: (feed, args, ctx) => feedRuns(ctx.prisma, feed.id, args.limit != null ? { limit: args.limit } : {}),
    }),
  }),
});

const CreateFeedInput = builder.inputType('CreateFeedInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    url: t.string(),
    autoApply: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  feeds: t.field({
    ...adminOnly,
    type: [FeedRef],
    description: 'Every registered feed, newest first.',
    resolve: (_root, _args, ctx) => listFeeds(ctx.prisma),
  }),
  feedRuns: t.field({
    ...adminOnly,
    type: [FeedRunRef],
    description: "A feed's runs, newest first.",
    args: { feedId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      feedRuns(ctx.prisma, String(args.feedId), {
        ...(args.offset != null ? { offset: args.offset } : {}),
        ...(args.limit != null ? { limit: args.limit } : {}),
      }),
  }),
}));

builder.mutationFields((t) => ({
  createFeed: t.field({
    ...adminOnly,
    type: FeedRef,
    args: { input: t.arg({ type: CreateFeedInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createFeed(
        ctx.prisma,
        {
          name: args.input.name,
          ...(args.input.url != null ? { url: args.input.url } : {}),
          ...(args.input.autoApply != null ? { autoApply: args.input.autoApply } : {}),
        },
        ctx.viewer!.id,
      ),
  }),
  runFeed: t.field({
    ...adminOnly,
    type: FeedRunRef,
    description: "Pulls the feed's URL now (conditionally) and reads it as a dry run.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const feed = await readFeed(ctx.prisma, String(args.id));
      return pullFeed(ctx.prisma, feed.id, 'url', runContext(ctx), { allowHosts: ctx.config.imageFetchAllowHosts });
    },
  }),
  applyFeedRun: t.field({
    ...adminOnly,
    type: FeedRunRef,
    description: 'Applies a dry run: each matched property in its own transaction, confirmed with the source "feed".',
    args: { runId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => applyFeedRun(ctx.prisma, String(args.runId), runContext(ctx)),
  }),
  confirmFeedMatch: t.field({
    ...adminOnly,
    type: FeedPropertyRef,
    description: 'Confirms which apartment a feed property is: the proposal when apartmentId is left out.',
    args: { feedPropertyId: t.arg.id({ required: true }), apartmentId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      confirmFeedMatch(
        ctx.prisma,
        {
          feedPropertyId: String(args.feedPropertyId),
          ...(args.apartmentId != null ? { apartmentId: String(args.apartmentId) } : {}),
        },
        ctx.now,
      ),
  }),
}));
