// Shortlists and saved searches (the renter's side of the search). Public fields take the link's token; staff
// fields carry @auth. Rules live in services/shortlists.ts and services/saved-searches.ts.
import type {
  SavedSearch as SavedSearchRow,
  Shortlist as ShortlistRow,
  ShortlistItem as ItemRow,
} from '../../generated/prisma/client.js';
import {
  confirmSavedSearch,
  readSavedSearchLink,
  saveSearch,
  searchPathOf,
  unsubscribeSavedSearch,
} from '../../services/saved-searches.js';
import { maskLinkTokens } from '../../services/outbox.js';
import {
  createShortlist,
  itemChangeDetails,
  itemChanges,
  itemNow,
  reactToShortlistItem,
  revokeShortlist,
  shortlistByToken,
  shortlistChangeText,
  type ShortlistChange,
} from '../../services/shortlists.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { staffOnly } from '../roles.js';
import { Apartment } from './apartment.js';
import { Floorplan } from './floorplan.js';
import { Address } from './location.js';
import { addressOf } from '../../services/listing.js';
import { idFromArg, plain } from './ids.js';

import { ApartmentFilterRef } from './search.js';
import { LanguageEnum } from './language.js';

const ShortlistReactionEnum = builder.enumType('ShortlistReaction', { values: ['love', 'maybe', 'no'] as const });
const AlertFrequencyEnum = builder.enumType('AlertFrequency', {
  description: 'instant: an e-mail for each change; daily: one digest a day.',
  values: ['instant', 'daily'] as const,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;
const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== null && value !== undefined));

const ShortlistChangeKindEnum = builder.enumType('ShortlistChangeKind', {
  values: ['PRICE_DROPPED', 'PRICE_WENT_UP', 'SPECIAL_ENDED', 'NO_LONGER_LISTED'] as const,
});

const ShortlistChangeRef = builder.objectRef<ShortlistChange>('ShortlistChange').implement({
  description:
    "One change since the list was sent, as a kind with its figures so a page writes it in the renter's language; `text` is the English of `changes`.",
  fields: (t) => ({
    kind: t.field({ type: ShortlistChangeKindEnum, resolve: (change) => change.kind }),
    wasAllInMonthlyCents: t.int({
      nullable: true,
      description: 'PRICE_DROPPED and PRICE_WENT_UP: the all-in monthly when the list was sent.',
      resolve: (change) => ('wasAllInMonthlyCents' in change ? change.wasAllInMonthlyCents : null),
    }),
    specialText: t.string({
      nullable: true,
      description: 'SPECIAL_ENDED: the special as the property wrote it (shown as written).',
      resolve: (change) => ('specialText' in change ? change.specialText : null),
    }),
    text: t.string({ resolve: (change) => shortlistChangeText(change) }),
  }),
});

export const ShortlistItem = builder.objectRef<ItemRow>('ShortlistItem').implement({
  description: 'An apartment or one of its floorplans on a shortlist, with live figures.',
  fields: (t) => ({
    id: t.exposeID('id'),
    note: t.exposeString('note', { nullable: true }),
    apartment: t.field({
      type: Apartment,
      nullable: true,
      description: 'Null once the apartment is no longer listed.',
      resolve: async (item, _args, ctx) => (await ctx.catalog.snapshot()).byId.get(item.apartmentId) ?? null,
    }),
    floorplan: t.field({
      type: Floorplan,
      nullable: true,
      description: 'Set when the agent picked one floorplan.',
      resolve: async (item, _args, ctx) =>
        item.floorplanId
          ? ((await ctx.catalog.snapshot()).byId
              .get(item.apartmentId)
              ?.floorplans.find((floorplan) => floorplan.id === item.floorplanId) ?? null)
          : null,
    }),
    address: t.field({
      type: Address,
      nullable: true,
      description:
        'Where the apartment is: the agent shares it with the renter the list was sent to (docs/contract.md "Where an apartment is").',
      resolve: async (item, _args, ctx) => {
        const apartment = (await ctx.catalog.snapshot()).byId.get(item.apartmentId);
        return apartment ? addressOf(apartment) : null;
      },
    }),
    allInMonthlyCents: t.int({
      nullable: true,
      description: 'The lowest all-in monthly now.',
      resolve: async (item, _args, ctx) => (await itemNow(ctx.catalog, item, ctx.now))?.allInCents ?? null,
    }),
    changes: t.stringList({
      description: 'What changed since the list was sent: the price, an ended special, or no longer listed.',
      resolve: async (item, _args, ctx) => itemChanges(item, await itemNow(ctx.catalog, item, ctx.now)),
    }),
    changeDetails: t.field({
      type: [ShortlistChangeRef],
      description: 'The same changes in the same order, as kinds with their figures.',
      resolve: async (item, _args, ctx) => itemChangeDetails(item, await itemNow(ctx.catalog, item, ctx.now)),
    }),
    reaction: t.field({ type: ShortlistReactionEnum, nullable: true, resolve: (item) => item.reaction }),
    comment: t.exposeString('comment', { nullable: true }),
    reactedAt: t.string({ nullable: true, resolve: (item) => iso(item.reactedAt) }),
  }),
});

type ShortlistWithItems = ShortlistRow & { items: ItemRow[] };

export const Shortlist = builder.objectRef<ShortlistWithItems>('Shortlist').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    note: t.exposeString('note', { nullable: true }),
    createdByName: t.exposeString('createdByName'),
    createdAt: t.string({ resolve: (list) => list.createdAt.toISOString() }),
    revokedAt: t.string({ nullable: true, resolve: (list) => iso(list.revokedAt) }),
    link: t.string({
      ...staffOnly,
      description: "The renter's private link (masked for an API key: it acts for the renter).",
      resolve: (list, _args, ctx) => {
        const link = `${ctx.config.origin}/list/${list.token}/`;
        return ctx.viewer?.apiKey ? maskLinkTokens(link) : link;
      },
    }),
    items: t.field({ type: [ShortlistItem], resolve: (list) => list.items }),
  }),
});

const SavedSearchRef = builder.objectRef<SavedSearchRow>('SavedSearch').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    frequency: t.field({ type: AlertFrequencyEnum, resolve: (search) => search.frequency }),
    preferredLanguage: t.field({ type: LanguageEnum, resolve: (search) => search.preferredLanguage }),
    searchPath: t.string({
      description: 'The search page address of the saved filter.',
      resolve: (search) => searchPathOf(search.filter),
    }),
    confirmedAt: t.string({ nullable: true, resolve: (search) => iso(search.confirmedAt) }),
    unsubscribedAt: t.string({ nullable: true, resolve: (search) => iso(search.unsubscribedAt) }),
  }),
});

builder.prismaObjectFields('Lead', (t) => ({
  shortlists: t.field({
    type: [Shortlist],
    description: 'Lists sent to this renter, newest first, with their reactions.',
    resolve: (lead, _args, ctx) =>
      ctx.prisma.shortlist.findMany({
        where: { leadId: lead.id },
        orderBy: { createdAt: 'desc' },
        include: { items: { orderBy: { position: 'asc' } } },
      }),
  }),
}));

const ShortlistItemInput = builder.inputType('ShortlistItemInput', {
  fields: (t) => ({
    apartmentId: t.id({ required: true }),
    floorplanId: t.id({ description: 'One floorplan of the apartment; left out: the whole apartment.' }),
    note: t.string(),
  }),
});

const CreateShortlistInput = builder.inputType('CreateShortlistInput', {
  fields: (t) => ({
    note: t.string(),
    items: t.field({ type: [ShortlistItemInput], required: true }),
  }),
});

const SaveSearchInput = builder.inputType('SaveSearchInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'One e-mail address (no list, no display name).' }),
    filter: t.field({
      type: ApartmentFilterRef,
      required: true,
      description: "The search page's filter; the e-mails link back to the search page with it.",
    }),
    frequency: t.field({ type: AlertFrequencyEnum, required: true }),
    preferredLanguage: t.field({
      type: LanguageEnum,
      defaultValue: 'EN',
      description: 'The language of the confirmation, the alerts and the digests; their links open the pages in it.',
    }),
  }),
});

const actorCtx = (ctx: Context) => ctx.viewer!;

builder.queryFields((t) => ({
  shortlist: t.field({
    type: Shortlist,
    description: 'The list behind a private link (no login); revoked or unknown: NOT_FOUND.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => shortlistByToken(ctx.prisma, args.token),
  }),
  savedSearchLink: t.field({
    type: SavedSearchRef,
    description:
      'The saved search behind a link of the alert e-mails, read only (confirmedAt, unsubscribedAt); unknown: NOT_FOUND.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => readSavedSearchLink(ctx.prisma, args.token),
  }),
}));

builder.mutationFields((t) => ({
  createShortlist: t.field({
    ...staffOnly,
    type: Shortlist,
    description: "Sends the renter of a lead a private link to these apartments (queued with the lead's e-mail).",
    args: { leadId: t.arg.id({ required: true }), input: t.arg({ type: CreateShortlistInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = plain(args.input) as { note?: string | null; items: Record<string, unknown>[] };
      const items = input.items.map((item, index) => ({
        apartmentId: idFromArg(item.apartmentId as string, 'Apartment', `input.items.${index}.apartmentId`),
        ...(item.floorplanId !== undefined && item.floorplanId !== null
          ? { floorplanId: idFromArg(item.floorplanId as string, 'Floorplan', `input.items.${index}.floorplanId`) }
          : {}),
        ...(item.note ? { note: item.note } : {}),
      }));
      const list = await createShortlist(
        ctx.prisma,
        ctx.catalog,
        actorCtx(ctx),
        idFromArg(args.leadId, 'Lead', 'leadId'),
        { ...(input.note ? { note: input.note } : {}), items },
        ctx.config.origin,
        ctx.now,
        ctx.security.staffLimits,
      );
      return shortlistById(ctx, list.id);
    },
  }),
  revokeShortlist: t.field({
    ...staffOnly,
    type: Shortlist,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const list = await revokeShortlist(ctx.prisma, actorCtx(ctx), String(args.id), ctx.now);
      return shortlistById(ctx, list.id);
    },
  }),
  reactToShortlistItem: t.field({
    type: ShortlistItem,
    description: 'The renter marks an item love, maybe or no, with a comment (public, by the link).',
    args: {
      token: t.arg.string({ required: true }),
      itemId: t.arg.id({ required: true }),
      reaction: t.arg({ type: ShortlistReactionEnum, required: true }),
      comment: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      reactToShortlistItem(
        ctx.prisma,
        ctx.leadFeed,
        ctx.security.reportLimiter,
        ctx.clientIp,
        args.token,
        String(args.itemId),
        withoutNulls({ reaction: args.reaction, comment: args.comment }),
        ctx.config.origin,
        ctx.now,
      ),
  }),
  saveSearch: t.boolean({
    description: 'Saves a search for alerts; a confirmation e-mail is sent first (double opt-in).',
    args: { input: t.arg({ type: SaveSearchInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = plain(args.input);
      await saveSearch(
        ctx.prisma,
        {
          limiter: ctx.security.guestCardLimiter,
          recipientLimiter: ctx.security.recipientLimiter,
          origin: ctx.config.origin,
        },
        { ...input, filter: withoutNulls(input.filter as object) },
        ctx.clientIp,
      );
      return true;
    },
  }),
  confirmSavedSearch: t.field({
    type: SavedSearchRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmSavedSearch(ctx.prisma, ctx.catalog, args.token, ctx.now),
  }),
  unsubscribeSavedSearch: t.field({
    type: SavedSearchRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unsubscribeSavedSearch(ctx.prisma, args.token, ctx.now),
  }),
}));

async function shortlistById(ctx: Context, id: string): Promise<ShortlistWithItems> {
  return ctx.prisma.shortlist.findUniqueOrThrow({
    where: { id },
    include: { items: { orderBy: { position: 'asc' } } },
  });
}
