// The Apartment type, all of its fields in one place (docs/product.md section 3, plus what it really costs, where it
// is and what it looks like): public fields first, then the staff-only ones with @auth. The apartment query is here;
// mutations live with their features (admin.ts, listing.ts, true-cost.ts, leads.ts).
import { displayName, rentDollars, renterText } from '../../domain/index.js';
import type {
  Apartment as ApartmentRow,
  Floorplan as FloorplanRow,
  Photo as PhotoRow,
} from '../../generated/prisma/client.js';
import { exactLocationOf, seesPrivateLocation } from '../../auth/approximate-location.js';
import { getAccount } from '../../services/accounts.js';
import type { AdminApartment } from '../../services/apartment-admin.js';
import { getApartment, lowestMinRentCents, selectFloorplans } from '../../services/apartments.js';
import { cardImageOf } from '../../catalog/rows.js';
import { addressOf, publishMissing } from '../../services/listing.js';
import { apartmentOffer, type ApartmentOffer } from '../../services/promotion.js';
import { listSpecials } from '../../services/specials.js';
import { activeSpecials } from '../../catalog/true-cost.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { isStaff, listedApartment } from '../listed.js';
import { adminOnly, adminOrProperty, staffOnly } from '../roles.js';
import { assertContactApartment } from '../../services/property-door.js';
import { AdminAccount } from './accounts.js';
import { Fee } from './fee.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { idFromArg } from './ids.js';
import { ListingStatusEnum } from './listing-status.js';
import { Address, GeoPoint } from './location.js';
import { AmenityEnum, PetPolicy } from './pet-policy.js';
import { Photo } from './photo.js';
import { Special } from './special.js';

/**
 * What the apartment offers today (services/promotion.ts), from the catalog's copy whichever way the object was
 * loaded (a search, the manager's table, a mutation's answer); a search's apartment is narrowed to its matching
 * floorplans, as for lowestMinPrice.
 */
function offerOf(apartment: ApartmentRow & { floorplans?: FloorplanRow[] }, ctx: Context) {
  // A card reads several fields of one offer: it is worked out once per apartment object and request.
  let kept = offersByRequest.get(ctx);
  if (!kept) offersByRequest.set(ctx, (kept = new WeakMap()));
  let offer = kept.get(apartment);
  if (!offer) kept.set(apartment, (offer = workOutOfferOf(apartment, ctx)));
  return offer;
}

const offersByRequest = new WeakMap<Context, WeakMap<object, Promise<ApartmentOffer | null>>>();

async function workOutOfferOf(apartment: ApartmentRow & { floorplans?: FloorplanRow[] }, ctx: Context) {
  const found = await listedApartment(ctx, apartment.id);
  if (!found) return null;
  const floorplans = apartment.floorplans
    ? found.floorplans.filter((floorplan) => apartment.floorplans!.some((shown) => shown.id === floorplan.id))
    : found.floorplans;
  return apartmentOffer(found, ctx.now, floorplans);
}

const offerField =
  <K extends keyof ApartmentOffer>(key: K, fallback: ApartmentOffer[K]) =>
  async (apartment: ApartmentRow & { floorplans?: FloorplanRow[] }, _args: unknown, ctx: Context) =>
    (await offerOf(apartment, ctx))?.[key] ?? fallback;

/** Search results arrive with their matching floorplans; other apartments load theirs in one batch. */
async function floorplansOf(
  apartment: ApartmentRow & { floorplans?: FloorplanRow[] },
  ctx: Context,
): Promise<FloorplanRow[]> {
  return apartment.floorplans ?? ctx.loaders.floorplansByApartment.load(apartment.id);
}

/** The catalog's rows carry their approximate point; an apartment read from the database works it out here. */
const approximateOf = (apartment: ApartmentRow & { approximateLocation?: unknown }, ctx: Context) =>
  'approximateLocation' in apartment
    ? (apartment.approximateLocation as ReturnType<Context['security']['approximateLocation']>)
    : ctx.security.approximateLocation(apartment);

/** Photos in gallery order: the catalog's rows hold them; others load them once. */
async function photosOf(apartment: ApartmentRow & { photos?: PhotoRow[] }, ctx: Context): Promise<PhotoRow[]> {
  if (apartment.photos) return apartment.photos;
  return ctx.prisma.photo.findMany({
    where: { apartmentId: apartment.id },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}

export const Apartment = builder.prismaNode('Apartment', {
  id: { field: 'id' },
  fields: (t) => ({
    _id: t.exposeString('id', { description: 'The id used in page URLs and the REST adapter.' }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    displayName: t.string({
      description: "The code, or the name when the code follows the 'xxx-' pattern (docs/product.md section 2).",
      resolve: (apartment) => displayName(apartment),
    }),
    image: t.exposeString('image', {
      nullable: true,
      description:
        'The Image URL field as the admin set it; an outside link shows only to admins until its copy is stored (imageImports). Cards show `cardImage`.',
    }),
    cardImage: t.string({
      nullable: true,
      description:
        'The picture of the card: the Image URL once stored by this site, else the first photo; null for the default placeholder.',
      resolve: async (apartment, _args, ctx) => {
        // An outside link waiting for its copy is never loaded from the other host, by admins either.
        const image = apartment.image && ctx.security.storage.keyOf(apartment.image) ? apartment.image : null;
        return cardImageOf({ image, photos: await photosOf(apartment, ctx) });
      },
    }),
    location: t.exposeStringList('location'),
    freeMove: t.boolean({
      description: 'A free move-in special is on today.',
      resolve: offerField('freeMove', false),
    }),
    promotion: t.boolean({
      description: 'A special other than a free move-in is on today.',
      resolve: offerField('promotion', false),
    }),
    highlight: t.exposeBoolean('highlight'),
    leaseTerm: t.exposeInt('leaseTerm', { description: 'Months.' }),
    promotionalTerm: t.int({
      description: 'Weeks: the most free weeks among the specials on today (0 without one).',
      resolve: offerField('promotionalTerm', 0),
    }),
    floorplans: t.field({
      type: [Floorplan],
      description: 'In search results, only the floorplans that match the filter.',
      args: { type: t.arg({ type: FloorplanTypeEnum }), id: t.arg.string() },
      resolve: async (apartment, args, ctx) =>
        selectFloorplans(
          { ...apartment, floorplans: await floorplansOf(apartment, ctx) },
          { type: args.type, id: args.id == null ? args.id : idFromArg(args.id, 'Floorplan', 'id') },
        ),
    }),
    lowestMinPrice: t.int({
      nullable: true,
      resolve: async (apartment, _args, ctx) => rentDollars(lowestMinRentCents(await floorplansOf(apartment, ctx))),
    }),
    specialStartingPrice: t.int({
      nullable: true,
      description:
        "docs/product.md section 9, for the floorplans checked within 30 days whose card shows a special: the lowest of their starting prices (P the floorplan's minimum price, T its special's free weeks), never above that floorplan's all-in; null when no floorplan card shows a special.",
      resolve: offerField('specialStartingPrice', null),
    }),
    headlineSpecial: t.field({
      type: Special,
      nullable: true,
      description: 'The special behind specialStartingPrice, one that a floorplan card shows; null with it.',
      resolve: offerField('headlineSpecial', null),
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: "As the admin wrote it, for the editor; renters' pages show `displayDescription`.",
    }),
    displayDescription: t.string({
      nullable: true,
      description:
        "The description as renters read it (domain/display-name.ts): the property's name becomes `displayName`, its street its area.",
      resolve: (apartment) => (apartment.description === null ? null : renterText(apartment, apartment.description)),
    }),
    yearBuilt: t.exposeInt('yearBuilt', { nullable: true }),
    photos: t.field({
      type: [Photo],
      description: 'In gallery order; the first is the main picture.',
      resolve: (apartment, _args, ctx) => photosOf(apartment, ctx),
    }),
    address: t.field({
      type: Address,
      nullable: true,
      description: "Staff only (an admin's or agent's session): null for everyone else.",
      resolve: (apartment, _args, ctx) => (seesPrivateLocation(ctx.viewer) ? addressOf(apartment) : null),
    }),
    exactLocation: t.field({
      type: GeoPoint,
      nullable: true,
      description: "Staff only (an admin's or agent's session): null for everyone else.",
      resolve: (apartment, _args, ctx) => (seesPrivateLocation(ctx.viewer) ? exactLocationOf(apartment) : null),
    }),
    approximateLocation: t.field({
      type: GeoPoint,
      nullable: true,
      description:
        "Where renters may see it: 200-500 m from the exact point, the same on every call; the exact point when the name is shown (an 'xxx-' code). Null before the admin places it.",
      resolve: (apartment, _args, ctx) => approximateOf(apartment, ctx),
    }),
    status: t.field({
      ...staffOnly,
      type: ListingStatusEnum,
      resolve: (apartment) => apartment.status,
    }),
    publishMissing: t.stringList({
      ...staffOnly,
      description: 'What publishing still needs, in words for the editor; empty when it can be published.',
      resolve: async (apartment, _args, ctx) =>
        publishMissing({
          ...apartment,
          floorplans: await floorplansOf(apartment, ctx),
          photos: await photosOf(apartment, ctx),
        }),
    }),
    allInMonthlyFromCents: t.int({
      nullable: true,
      description:
        'The lowest all-in monthly (rent after the special on today plus monthly required fees) among floorplans checked within 30 days.',
      resolve: offerField('allInMonthlyFromCents', null),
    }),
    fees: t.field({
      type: [Fee],
      description: 'Every fee beyond rent, in the order the property lists them.',
      resolve: async (apartment, _args, ctx) => (await listedApartment(ctx, apartment.id))?.fees ?? [],
    }),
    specials: t.field({
      type: [Special],
      description: 'The specials on today; an ended special is never listed.',
      resolve: async (apartment, _args, ctx) => {
        const found = await listedApartment(ctx, apartment.id);
        return found ? activeSpecials(found, ctx.now) : [];
      },
    }),
    allSpecials: t.field({
      ...adminOrProperty,
      type: [Special],
      description:
        "Every special, ended and future ones included, newest end first (the manager, and a leasing office's own apartments).",
      resolve: async (apartment, _args, ctx) => {
        await assertContactApartment(ctx.prisma, ctx.viewer, apartment.id);
        return listSpecials(ctx.prisma, apartment.id);
      },
    }),
    petPolicy: t.field({ type: PetPolicy, resolve: (apartment) => apartment }),
    amenities: t.field({ type: [AmenityEnum], resolve: (apartment) => apartment.amenities as never }),
    clicks: t.exposeInt('clicks', adminOnly),
    likes: t.exposeInt('likes', adminOnly),
    shares: t.exposeInt('shares', adminOnly),
    version: t.exposeInt('version', {
      ...adminOnly,
      description: 'Send it back as expectedVersion to refuse a stale update.',
    }),
    creator: t.field({
      ...adminOnly,
      type: AdminAccount,
      nullable: true,
      resolve: (apartment, _args, ctx) => {
        const loaded = (apartment as Partial<AdminApartment>).creator;
        if (loaded !== undefined) return loaded;
        return apartment.creatorId ? getAccount(ctx.prisma, 'ADMIN', apartment.creatorId) : null;
      },
    }),
    createdAt: t.string({ ...adminOnly, resolve: (apartment) => apartment.createdAt.toISOString() }),
    updatedAt: t.string({ ...adminOnly, resolve: (apartment) => apartment.updatedAt.toISOString() }),
    commissionPercent: t.exposeInt('commissionPercent', {
      ...adminOnly,
      nullable: true,
      description: "The locator's commission: this percentage of one month's rent of a lease it referred.",
    }),
  }),
});

builder.queryField('apartment', (t) =>
  t.field({
    type: Apartment,
    nullable: true,
    args: { id: t.arg.id({ required: true, description: 'A global id or the id used in page URLs.' }) },
    description: 'A published apartment; staff also read drafts.',
    resolve: async (_root, args, ctx) => {
      const id = idFromArg(args.id, 'Apartment', 'id');
      try {
        return await getApartment(ctx.catalog, id);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND')
          return isStaff(ctx) ? ((await listedApartment(ctx, id)) ?? null) : null;
        throw error;
      }
    },
  }),
);
