// The Apartment Manager (docs/product.md section 2) over GraphQL: the list, and create / update / delete of apartments
// and the floorplan editor (the admin-only fields of Apartment are in apartment.ts). Rules live in services/apartment-admin.ts.
import {
  createApartment,
  deleteApartment,
  getAdminFloorplan,
  updateApartment,
  updateFloorplan,
} from '../../services/apartment-admin.js';
import type { ImageCleanup } from '../../services/uploads.js';
import { listManagedApartments } from '../../services/apartment-manager.js';
import { builder } from '../builder.js';
import type { Context } from '../../context.js';
import { adminOnly, adminOrProperty } from '../roles.js';
import { editorActor } from '../../services/property-door.js';
import { parseId } from '../../services/apartments.js';
import { Apartment } from './apartment.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { idFromArg, plain } from './ids.js';
import { ListingStatusEnum } from './listing-status.js';

const cleanup = (ctx: Context): ImageCleanup => ({
  storage: ctx.security.storage,
  onError: ctx.security.onCleanupError,
});
const actor = (ctx: Context) => ({ adminId: ctx.viewer?.id ?? null, apiKey: ctx.viewer?.apiKey });

const FloorplanEntryInput = builder.inputType('FloorplanEntryInput', {
  description: 'A floorplan row of the apartment form: a saved floorplan (its id) or a new one (no id).',
  fields: (t) => ({ floorplan: t.id(), type: t.field({ type: FloorplanTypeEnum }) }),
});

const ApartmentInput = builder.inputType('ApartmentInput', {
  description:
    'docs/product.md section 5: create answers the Add apartment messages, update the Edit apartment ones. On update, fields left out keep their values.',
  fields: (t) => ({
    name: t.string(),
    code: t.string(),
    image: t.string(),
    location: t.stringList(),
    leaseTerm: t.int(),
    promotionalTerm: t.int(),
    promotion: t.boolean(),
    freeMove: t.boolean(),
    highlight: t.boolean(),
    floorplans: t.field({ type: [FloorplanEntryInput] }),
    expectedVersion: t.int({ description: 'The version the form was loaded at; a newer one answers a conflict.' }),
    status: t.field({
      type: ListingStatusEnum,
      description:
        'Create only: PUBLISHED (left out) lists it at once, as the Add apartment form does; DRAFT keeps it from renters until publishApartment, and needs no image.',
    }),
  }),
});

function apartmentInput(input: object) {
  const fields = plain(input);
  if (Array.isArray(fields.floorplans)) {
    fields.floorplans = (fields.floorplans as object[]).map((entry, index) => {
      const row = plain(entry);
      return row.floorplan != null
        ? { ...row, floorplan: idFromArg(row.floorplan as string, 'Floorplan', `floorplans.${index}.floorplan`) }
        : row;
    });
  }
  return fields;
}

const FloorplanDetailsInput = builder.inputType('FloorplanDetailsInput', {
  fields: (t) => ({ minPrice: t.int(), maxPrice: t.int(), minSqft: t.int(), maxSqft: t.int() }),
});
const ModelDetailsInput = builder.inputType('ModelDetailsInput', { fields: (t) => ({ video: t.string() }) });
const FloorplanInput = builder.inputType('FloorplanInput', {
  description:
    'docs/product.md section 2 (Edit Floorplan): the whole form; blank fields are cleared, totalFloorplans defaults to 1.',
  fields: (t) => ({
    totalFloorplans: t.int(),
    details: t.field({ type: FloorplanDetailsInput }),
    modelDetails: t.field({ type: ModelDetailsInput }),
    imageUrls: t.stringList(),
    leaseTermsMonths: t.intList({ description: 'The lease lengths offered, in months (1 to 24); left out: kept.' }),
  }),
});

const DeleteApartmentPayload = builder.objectRef<{ id: string }>('DeleteApartmentPayload').implement({
  fields: (t) => ({ deletedId: t.exposeString('id') }),
});

const AdminFloorplan = builder.objectRef<Awaited<ReturnType<typeof getAdminFloorplan>>>('AdminFloorplan').implement({
  description: 'docs/product.md section 3: the admin fetch of a floorplan also carries apartmentCode.',
  fields: (t) => ({
    floorplan: t.field({ type: Floorplan, resolve: (result) => result.floorplan }),
    apartmentCode: t.exposeString('apartmentCode'),
  }),
});

builder.queryFields((t) => ({
  adminApartments: t.field({
    ...adminOnly,
    type: [Apartment],
    description:
      'Every apartment at once, by name (internal tools); the Apartment Manager pages through adminApartmentConnection.',
    resolve: async (_root, _args, ctx) => (await listManagedApartments(ctx.prisma, {}, ctx.now)).apartments,
  }),
  adminFloorplan: t.field({
    ...adminOnly,
    type: AdminFloorplan,
    args: { apartmentId: t.arg.id({ required: true }), floorplanId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      getAdminFloorplan(
        ctx.prisma,
        idFromArg(args.apartmentId, 'Apartment', 'apartmentId'),
        idFromArg(args.floorplanId, 'Floorplan', 'floorplanId'),
      ),
  }),
}));

builder.mutationFields((t) => ({
  createApartment: t.field({
    ...adminOnly,
    type: Apartment,
    args: { input: t.arg({ type: ApartmentInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createApartment(ctx.prisma, apartmentInput(args.input), actor(ctx), {
        now: ctx.now,
        storage: ctx.security.storage,
      }),
  }),
  updateApartment: t.field({
    ...adminOnly,
    type: Apartment,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ApartmentInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateApartment(
        ctx.prisma,
        idFromArg(args.id, 'Apartment', 'id'),
        apartmentInput(args.input),
        actor(ctx),
        cleanup(ctx),
        ctx.now,
      ),
  }),
  deleteApartment: t.field({
    ...adminOnly,
    type: DeleteApartmentPayload,
    description: 'Deletes the apartment, its floorplans and their stored images.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      deleteApartment(ctx.prisma, idFromArg(args.id, 'Apartment', 'id'), actor(ctx), cleanup(ctx)),
  }),
  updateFloorplan: t.field({
    ...adminOrProperty,
    type: Floorplan,
    args: {
      apartmentId: t.arg.id({ required: true }),
      floorplanId: t.arg.id({ required: true }),
      input: t.arg({ type: FloorplanInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { details, modelDetails, ...rest } = plain(args.input);
      const floorplanId = idFromArg(args.floorplanId, 'Floorplan', 'floorplanId');
      const input = { ...rest, ...plain(details as object | null), ...plain(modelDetails as object | null) };
      const apartmentId = idFromArg(args.apartmentId, 'Apartment', 'apartmentId');
      const by = await editorActor(ctx.prisma, ctx.viewer, parseId(apartmentId, 'apartmentId'), ctx.now);
      const apartment = await updateFloorplan(ctx.prisma, apartmentId, floorplanId, input, by, cleanup(ctx), ctx.now);
      return apartment.floorplans.find((floorplan) => floorplan.id === floorplanId)!;
    },
  }),
}));
