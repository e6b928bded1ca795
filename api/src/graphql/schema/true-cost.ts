// What an apartment really costs and whether its deal is still on: all-in monthly, move-in cost, availability and
// verification on Floorplan, and the editors of fees, specials, pets and amenities (the Apartment fields are in
// apartment.ts; docs/contract.md: money in cents, `Cents` in the name). Figures come from catalog/true-cost.ts at the
// request's clock.
import { OUTDATED_TOPICS, VERIFICATION_SOURCES, localDate, verificationSourceOf } from '../../domain/index.js';
import type { Floorplan as FloorplanRow, OutdatedReport } from '../../generated/prisma/client.js';
import { listedApartment } from '../listed.js';
import { setApartmentFees, updateApartmentFeatures } from '../../services/fees.js';
import { createSpecial, deleteSpecial, updateSpecial } from '../../services/specials.js';
import { availableFromDate, floorplanCost, type CentsRange, type FloorplanCost } from '../../catalog/true-cost.js';
import { reportOutdated, verificationQueue, verifyFloorplan, type QueueEntry } from '../../services/verification.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { adminOnly, adminOrProperty, staffOnly } from '../roles.js';
import { assertContactApartment, editorActor } from '../../services/property-door.js';
import { parseId } from '../../services/apartments.js';
import { notFound } from '../../errors.js';
import { Apartment } from './apartment.js';
import { FeeKindEnum } from './fee.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { AmenityEnum, PetKindEnum } from './pet-policy.js';
import { ConcessionKindEnum, Special } from './special.js';
import { idFromArg, plain } from './ids.js';

const OutdatedTopicEnum = builder.enumType('OutdatedTopic', { values: OUTDATED_TOPICS });
const VerificationSourceEnum = builder.enumType('VerificationSource', { values: VERIFICATION_SOURCES });

const CentsRangeRef = builder.objectRef<CentsRange>('CentsRange').implement({
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

/** Each floorplan's figures are worked out once per request, however many of its cost fields a query selects. */
const costs = new WeakMap<Context, WeakMap<FloorplanRow, Promise<FloorplanCost | null>>>();

function costOf(floorplan: FloorplanRow, ctx: Context): Promise<FloorplanCost | null> {
  let perRequest = costs.get(ctx);
  if (!perRequest) costs.set(ctx, (perRequest = new WeakMap()));
  let cost = perRequest.get(floorplan);
  if (!cost) {
    cost = listedApartment(ctx, floorplan.apartmentId).then((apartment) =>
      apartment ? floorplanCost(apartment, floorplan, ctx.now) : null,
    );
    perRequest.set(floorplan, cost);
  }
  return cost;
}

builder.prismaObjectFields('Floorplan', (t) => ({
  allInMonthlyCents: t.field({
    type: CentsRangeRef,
    nullable: true,
    description: 'Net effective rent (the best special on today spread over the lease) plus monthly required fees.',
    resolve: async (floorplan, _args, ctx) => (await costOf(floorplan, ctx))?.allInMonthlyCents ?? null,
  }),
  moveInCostCents: t.field({
    type: CentsRangeRef,
    nullable: true,
    description: 'First month, one-time fees and deposits.',
    resolve: async (floorplan, _args, ctx) => (await costOf(floorplan, ctx))?.moveInCostCents ?? null,
  }),
  special: t.field({
    type: Special,
    nullable: true,
    description: 'The special the figures include; null when none is on or the floorplan is not verified.',
    resolve: async (floorplan, _args, ctx) => (await costOf(floorplan, ctx))?.special ?? null,
  }),
  availableFrom: t.string({
    description: 'YYYY-MM-DD: the first day a renter could move in (today when available now).',
    resolve: (floorplan, _args, ctx) => availableFromDate(floorplan, ctx.now),
  }),
  availableNow: t.boolean({
    description: 'A unit can be moved into today.',
    resolve: (floorplan, _args, ctx) =>
      floorplan.unitsAvailable !== 0 && availableFromDate(floorplan, ctx.now) === localDate(ctx.now),
  }),
  unitsAvailable: t.exposeInt('unitsAvailable', { nullable: true }),
  verifiedAt: t.string({
    nullable: true,
    description: 'When price and availability were last checked with the property (ISO 8601).',
    resolve: (floorplan) => floorplan.verifiedAt?.toISOString() ?? null,
  }),
  verifiedDaysAgo: t.int({
    nullable: true,
    resolve: async (floorplan, _args, ctx) => (await costOf(floorplan, ctx))?.verifiedDaysAgo ?? null,
  }),
  verificationStale: t.boolean({
    description: 'Not checked for 30 days or never: marked, ranked below verified listings, never shown as a deal.',
    resolve: async (floorplan, _args, ctx) => (await costOf(floorplan, ctx))?.verificationStale ?? true,
  }),
  verifiedSource: t.field({
    type: VerificationSourceEnum,
    nullable: true,
    description: "Who last confirmed the price: our locators, the property's own feed, or its leasing office.",
    resolve: (floorplan) => verificationSourceOf(floorplan.verifiedByRole),
  }),
  verifiedByName: t.string({
    ...staffOnly,
    nullable: true,
    resolve: (floorplan) => floorplan.verifiedByName,
  }),
}));

const FeeInput = builder.inputType('FeeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    amountCents: t.int({ required: true }),
    kind: t.field({ type: FeeKindEnum, required: true }),
  }),
});

const SpecialInput = builder.inputType('SpecialInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    concessionKind: t.field({ type: ConcessionKindEnum, required: true }),
    // A free move-in is worth no amount, so its editor sends none (docs/product.md section 2, the Free Move-In checkbox).
    concessionValue: t.int({
      description: 'Weeks (weeksFree) or cents (amountOff, reducedRent); left out for freeMoveIn, which has no amount.',
    }),
    validFrom: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    validUntil: t.string({ description: 'YYYY-MM-DD, the last day; left out or null: no end date.' }),
    floorplanTypes: t.field({ type: [FloorplanTypeEnum], description: 'Empty or left out: every type.' }),
    minLeaseTermMonths: t.int(),
  }),
});

const ApartmentFeaturesInput = builder.inputType('ApartmentFeaturesInput', {
  description: 'Fields left out keep their values.',
  fields: (t) => ({
    petsAllowed: t.field({ type: [PetKindEnum] }),
    petRentCents: t.int(),
    petDepositCents: t.int(),
    amenities: t.field({ type: [AmenityEnum] }),
  }),
});

const AvailabilityInput = builder.inputType('AvailabilityInput', {
  fields: (t) => ({
    availableFrom: t.string({ description: 'YYYY-MM-DD; null: available now.' }),
    unitsAvailable: t.int(),
  }),
});

const actor = (ctx: Context) => ({ adminId: ctx.viewer?.id ?? null, apiKey: ctx.viewer?.apiKey });

/** The actor of a change to a special: a leasing office's contact only for a special of its own apartments. */
async function specialActor(ctx: Context, rawId: unknown) {
  if (ctx.viewer?.role !== 'PROPERTY') return actor(ctx);
  const special = await ctx.prisma.special.findUnique({
    where: { id: parseId(rawId, 'id') },
    select: { apartmentId: true },
  });
  if (!special) throw notFound('Special not found');
  return editorActor(ctx.prisma, ctx.viewer, special.apartmentId, ctx.now);
}
const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== null && value !== undefined));
/** Nulls in this input mean "clear": only fields left out are dropped. */
const withoutAbsent = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== undefined));

const OutdatedReportRef = builder.objectRef<OutdatedReport>('OutdatedReport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    topic: t.field({ type: OutdatedTopicEnum, resolve: (report) => report.topic }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.string({ resolve: (report) => report.createdAt.toISOString() }),
  }),
});

const QueueEntryRef = builder.objectRef<QueueEntry>('VerificationQueueEntry').implement({
  fields: (t) => ({
    floorplan: t.field({ type: Floorplan, resolve: (entry) => entry.floorplan }),
    apartment: t.field({
      type: Apartment,
      nullable: true,
      resolve: async (entry, _args, ctx) => (await listedApartment(ctx, entry.floorplan.apartmentId)) ?? null,
    }),
    openReports: t.field({ type: [OutdatedReportRef], resolve: (entry) => entry.openReports }),
  }),
});

const VerificationQueue = builder
  .objectRef<{ entries: QueueEntry[]; totalCount: number }>('VerificationQueue')
  .implement({
    fields: (t) => ({
      entries: t.field({ type: [QueueEntryRef], resolve: (queue) => queue.entries }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

builder.queryFields((t) => ({
  verificationQueue: t.field({
    ...staffOnly,
    type: VerificationQueue,
    description: 'Needs verification: reported floorplans first, then the oldest checks (never checked first).',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => verificationQueue(ctx.prisma, withoutNulls(args)),
  }),
}));

builder.mutationFields((t) => ({
  setApartmentFees: t.field({
    ...adminOrProperty,
    type: Apartment,
    description: 'Replaces the fees with this list, in this order.',
    args: { apartmentId: t.arg.id({ required: true }), fees: t.arg({ type: [FeeInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const apartmentId = idFromArg(args.apartmentId, 'Apartment', 'apartmentId');
      const by = await editorActor(ctx.prisma, ctx.viewer, apartmentId, ctx.now);
      await setApartmentFees(ctx.prisma, by, apartmentId, args.fees.map(plain), ctx.now);
      return ctx.prisma.apartment.findUniqueOrThrow({ where: { id: apartmentId } });
    },
  }),
  updateApartmentFeatures: t.field({
    ...adminOnly,
    type: Apartment,
    description: 'The pet policy and amenities.',
    args: { apartmentId: t.arg.id({ required: true }), input: t.arg({ type: ApartmentFeaturesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const apartmentId = idFromArg(args.apartmentId, 'Apartment', 'apartmentId');
      await updateApartmentFeatures(ctx.prisma, actor(ctx), apartmentId, withoutAbsent(args.input));
      return ctx.prisma.apartment.findUniqueOrThrow({ where: { id: apartmentId } });
    },
  }),
  createSpecial: t.field({
    ...adminOrProperty,
    type: Special,
    args: { apartmentId: t.arg.id({ required: true }), input: t.arg({ type: SpecialInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const apartmentId = idFromArg(args.apartmentId, 'Apartment', 'apartmentId');
      const by = await editorActor(ctx.prisma, ctx.viewer, parseId(apartmentId, 'apartmentId'), ctx.now);
      return createSpecial(ctx.prisma, by, apartmentId, withoutNulls(args.input));
    },
  }),
  updateSpecial: t.field({
    ...adminOrProperty,
    type: Special,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SpecialInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      updateSpecial(ctx.prisma, await specialActor(ctx, args.id), String(args.id), withoutNulls(args.input)),
  }),
  deleteSpecial: t.boolean({
    ...adminOrProperty,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteSpecial(ctx.prisma, await specialActor(ctx, args.id), String(args.id));
      return true;
    },
  }),
  verifyFloorplan: t.field({
    // A leasing office confirms its own floorplans' availability too (docs/contract.md "The property door").
    authScopes: { admin: true, agent: true, property: true },
    directives: staffOnly.directives,
    type: Floorplan,
    description:
      "Confirms price and availability as of now (agents, admins and a property's leasing office for its own apartments); resolves the floorplan's reports.",
    args: { floorplanId: t.arg.id({ required: true }), availability: t.arg({ type: AvailabilityInput }) },
    resolve: async (_root, args, ctx) => {
      const floorplanId = idFromArg(args.floorplanId, 'Floorplan', 'floorplanId');
      if (ctx.viewer?.role === 'PROPERTY') {
        const found = await ctx.prisma.floorplan.findUnique({
          where: { id: parseId(floorplanId, 'floorplanId') },
          select: { apartmentId: true },
        });
        if (!found) throw notFound('Floorplan not found');
        await assertContactApartment(ctx.prisma, ctx.viewer, found.apartmentId);
      }
      return verifyFloorplan(
        ctx.prisma,
        ctx.viewer!,
        floorplanId,
        args.availability ? withoutAbsent(args.availability) : {},
        ctx.now,
      );
    },
  }),
  reportOutdatedListing: t.boolean({
    description: "A renter says a floorplan's price, availability or special is wrong (rate-limited per address).",
    args: {
      floorplanId: t.arg.id({ required: true }),
      topic: t.arg({ type: OutdatedTopicEnum, required: true }),
      note: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      await reportOutdated(ctx.prisma, ctx.security.reportLimiter, ctx.clientIp, {
        floorplanId: idFromArg(args.floorplanId, 'Floorplan', 'floorplanId'),
        topic: args.topic,
        ...(args.note ? { note: args.note } : {}),
      });
      return true;
    },
  }),
}));
