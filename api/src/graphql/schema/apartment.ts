import { displayName } from '../../domain/index.js';
import type { Apartment as ApartmentRow, Floorplan as FloorplanRow } from '../../generated/prisma/client.js';
import {
  apartmentSpecialStartingPrice,
  getApartment,
  lowestMinPrice,
  selectFloorplans,
} from '../../services/apartments.js';
import { builder } from '../builder.js';
import type { Context } from '../../context.js';
import { Floorplan, FloorplanTypeEnum } from './floorplan.js';
import { idFromArg } from './ids.js';

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
    freeMove: t.exposeBoolean('freeMove'),
    promotion: t.exposeBoolean('promotion'),
    highlight: t.exposeBoolean('highlight'),
    leaseTerm: t.exposeInt('leaseTerm', { description: 'Months.' }),
    promotionalTerm: t.exposeInt('promotionalTerm', { description: 'Weeks.' }),
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
      description: 'docs/product.md section 9; null unless the apartment is promoted and has a price.',
      resolve: async (apartment, _args, ctx) =>
        apartmentSpecialStartingPrice({ ...apartment, floorplans: await floorplansOf(apartment, ctx) }),
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
