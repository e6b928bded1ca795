import { displayName } from '../../domain/index.js';
import type { Apartment as ApartmentRow, Floorplan as FloorplanRow } from '../../generated/prisma/client.js';
import { getApartment, lowestMinPrice, selectFloorplans } from '../../services/apartments.js';
import { apartmentOffer, type ApartmentOffer } from '../../services/promotion.js';
import { builder } from '../builder.js';
import type { Context } from '../../context.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { idFromArg } from './ids.js';

/**
 * What the apartment offers today (services/promotion.ts), from the catalog's copy whichever way the object was
 * loaded (a search, the manager's table, a mutation's answer); a search's apartment is narrowed to its matching
 * floorplans, as for lowestMinPrice.
 */
async function offerOf(apartment: ApartmentRow & { floorplans?: FloorplanRow[] }, ctx: Context) {
  const found = (await ctx.catalog.snapshot({ kind: 'apartments', ids: [apartment.id] })).byId.get(apartment.id);
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
    image: t.exposeString('image', { nullable: true }),
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
      resolve: async (apartment, _args, ctx) => lowestMinPrice(await floorplansOf(apartment, ctx)),
    }),
    specialStartingPrice: t.int({
      nullable: true,
      description:
        'docs/product.md section 9 with P the lowest minimum price among floorplans checked within 30 days; null unless the apartment is promoted and such a floorplan has a price.',
      resolve: offerField('specialStartingPrice', null),
    }),
    allInMonthlyFromCents: t.int({
      nullable: true,
      description:
        'The lowest all-in monthly (rent after the special on today plus monthly required fees) among floorplans checked within 30 days.',
      resolve: offerField('allInMonthlyFromCents', null),
    }),
  }),
});

builder.queryField('apartment', (t) =>
  t.field({
    type: Apartment,
    nullable: true,
    args: { id: t.arg.id({ required: true, description: 'A global id or the id used in page URLs.' }) },
    resolve: async (_root, args, ctx) => {
      try {
        return await getApartment(ctx.catalog, idFromArg(args.id, 'Apartment', 'id'));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);
