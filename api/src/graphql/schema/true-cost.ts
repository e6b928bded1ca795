// What an apartment really costs and whether its deal is still on: fees, specials, pet policy and amenities on
// Apartment; all-in monthly, move-in cost, availability and verification on Floorplan (docs/contract.md: money in
// cents, `Cents` in the name). Figures come from services/true-cost.ts at the request's clock.
import { AMENITIES, CONCESSION_KINDS, FEE_KINDS, OUTDATED_TOPICS, PET_KINDS, localDate } from '../../domain/index.js';
import type {
  Apartment as ApartmentRow,
  Floorplan as FloorplanRow,
  Fee as FeeRow,
  Special as SpecialRow,
  OutdatedReport,
} from '../../generated/prisma/client.js';
import type { StoredCatalogApartment } from '../../services/catalog-rows.js';
import { listedApartment } from '../listed.js';
import { setApartmentFees, updateApartmentFeatures } from '../../services/fees.js';
import { createSpecial, deleteSpecial, listSpecials, updateSpecial } from '../../services/specials.js';
import {
  activeSpecials,
  availableFromDate,
  floorplanCost,
  isoDate,
  type CentsRange,
  type FloorplanCost,
} from '../../services/true-cost.js';
import { reportOutdated, verificationQueue, verifyFloorplan, type QueueEntry } from '../../services/verification.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { adminOnly, staffOnly } from '../roles.js';
import { Apartment } from './apartment.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { idFromArg, plain } from './ids.js';

export const FeeKindEnum = builder.enumType('FeeKind', { values: FEE_KINDS });
export const ConcessionKindEnum = builder.enumType('ConcessionKind', { values: CONCESSION_KINDS });
export const AmenityEnum = builder.enumType('Amenity', { values: AMENITIES });
export const PetKindEnum = builder.enumType('PetKind', { values: PET_KINDS });
const OutdatedTopicEnum = builder.enumType('OutdatedTopic', { values: OUTDATED_TOPICS });

const Fee = builder.objectRef<FeeRow>('Fee').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    amountCents: t.exposeInt('amountCents'),
    kind: t.field({ type: FeeKindEnum, resolve: (fee) => fee.kind }),
  }),
});

export const Special = builder.objectRef<SpecialRow>('Special').implement({
  description: 'A move-in special; the public fields list only those on today.',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    concessionKind: t.field({ type: ConcessionKindEnum, resolve: (special) => special.concessionKind }),
    concessionValue: t.exposeInt('concessionValue', {
      description:
        'Weeks (weeksFree), cents off the lease (amountOff) or the reduced monthly rent in cents (reducedRent).',
    }),
    validFrom: t.string({ description: 'YYYY-MM-DD.', resolve: (special) => isoDate(special.validFrom) }),
    validUntil: t.string({
      description: 'YYYY-MM-DD, the last day.',
      resolve: (special) => isoDate(special.validUntil),
    }),
    floorplanTypes: t.field({
      type: [FloorplanTypeEnum],
      description: 'Empty: every floorplan type.',
      resolve: (special) => special.floorplanTypes,
    }),
    minLeaseTermMonths: t.exposeInt('minLeaseTermMonths'),
  }),
});

const PetPolicy = builder.objectRef<ApartmentRow>('PetPolicy').implement({
  fields: (t) => ({
    petsAllowed: t.field({ type: [PetKindEnum], resolve: (apartment) => apartment.petsAllowed as never }),
    petRentCents: t.exposeInt('petRentCents', { nullable: true }),
    petDepositCents: t.exposeInt('petDepositCents', { nullable: true }),
  }),
});

const CentsRangeRef = builder.objectRef<CentsRange>('CentsRange').implement({
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

/** The apartment as the catalog holds it (with fees and specials), whichever way the object was loaded; staff also read drafts. */
async function inCatalog(apartmentId: string, ctx: Context): Promise<StoredCatalogApartment | undefined> {
  return listedApartment(ctx, apartmentId);
}

/** Each floorplan's figures are worked out once per request, however many of its cost fields a query selects. */
const costs = new WeakMap<Context, WeakMap<FloorplanRow, Promise<FloorplanCost | null>>>();

function costOf(floorplan: FloorplanRow, ctx: Context): Promise<FloorplanCost | null> {
  let perRequest = costs.get(ctx);
  if (!perRequest) costs.set(ctx, (perRequest = new WeakMap()));
  let cost = perRequest.get(floorplan);
  if (!cost) {
    cost = inCatalog(floorplan.apartmentId, ctx).then((apartment) =>
      apartment ? floorplanCost(apartment, floorplan, ctx.now) : null,
    );
    perRequest.set(floorplan, cost);
  }
  return cost;
}

builder.prismaObjectFields('Apartment', (t) => ({
  fees: t.field({
    type: [Fee],
    description: 'Every fee beyond rent, in the order the property lists them.',
    resolve: async (apartment, _args, ctx) => (await inCatalog(apartment.id, ctx))?.fees ?? [],
  }),
  specials: t.field({
    type: [Special],
    description: 'The specials on today; an ended special is never listed.',
    resolve: async (apartment, _args, ctx) => {
      const found = await inCatalog(apartment.id, ctx);
      return found ? activeSpecials(found, ctx.now) : [];
    },
  }),
  allSpecials: t.field({
    ...adminOnly,
    type: [Special],
    description: 'Every special, ended and future ones included, newest end first (the manager).',
    resolve: (apartment, _args, ctx) => listSpecials(ctx.prisma, apartment.id),
  }),
  petPolicy: t.field({ type: PetPolicy, resolve: (apartment) => apartment }),
  amenities: t.field({ type: [AmenityEnum], resolve: (apartment) => apartment.amenities as never }),
}));

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
    concessionValue: t.int({ required: true }),
    validFrom: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    validUntil: t.string({ required: true, description: 'YYYY-MM-DD, the last day.' }),
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
      resolve: async (entry, _args, ctx) => (await inCatalog(entry.floorplan.apartmentId, ctx)) ?? null,
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
    ...adminOnly,
    type: Apartment,
    description: 'Replaces the fees with this list, in this order.',
    args: { apartmentId: t.arg.id({ required: true }), fees: t.arg({ type: [FeeInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const apartmentId = idFromArg(args.apartmentId, 'Apartment', 'apartmentId');
      await setApartmentFees(ctx.prisma, actor(ctx), apartmentId, args.fees.map(plain));
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
    ...adminOnly,
    type: Special,
    args: { apartmentId: t.arg.id({ required: true }), input: t.arg({ type: SpecialInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createSpecial(
        ctx.prisma,
        actor(ctx),
        idFromArg(args.apartmentId, 'Apartment', 'apartmentId'),
        withoutNulls(args.input),
      ),
  }),
  updateSpecial: t.field({
    ...adminOnly,
    type: Special,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SpecialInput, required: true }) },
    resolve: (_root, args, ctx) => updateSpecial(ctx.prisma, actor(ctx), String(args.id), withoutNulls(args.input)),
  }),
  deleteSpecial: t.boolean({
    ...adminOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteSpecial(ctx.prisma, actor(ctx), String(args.id));
      return true;
    },
  }),
  verifyFloorplan: t.field({
    ...staffOnly,
    type: Floorplan,
    description: "Confirms price and availability as of now (agents and admins); resolves the floorplan's reports.",
    args: { floorplanId: t.arg.id({ required: true }), availability: t.arg({ type: AvailabilityInput }) },
    resolve: (_root, args, ctx) =>
      verifyFloorplan(
        ctx.prisma,
        ctx.viewer!,
        idFromArg(args.floorplanId, 'Floorplan', 'floorplanId'),
        args.availability ? withoutAbsent(args.availability) : {},
        ctx.now,
      ),
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
