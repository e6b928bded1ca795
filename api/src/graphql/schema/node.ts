// Relay's `node` and `nodes` (docs/contract.md "GraphQL"). A malformed id is the client's mistake (400 naming the
// argument), never a failed lookup; an unknown one is null. Both read the catalog in memory, and `nodes` takes a
// bounded list, so no request turns into thousands of lookups.
import { badInput } from '../../errors.js';
import { catalogRowsById } from '../../services/apartments.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { isStaff, listedApartment } from '../listed.js';
import { globalIdFromArg, MAX_NODE_IDS, type NodeTypename } from './ids.js';

async function resolveNodes(ctx: Context, refs: { typename: NodeTypename; id: string }[]) {
  const rows: Awaited<ReturnType<typeof catalogRowsById>> = await catalogRowsById(ctx.catalog, refs);
  // Staff also refetch drafts, which the catalog does not hold (docs/contract.md "Where an apartment is").
  if (isStaff(ctx))
    for (const [index, ref] of refs.entries())
      if (!rows[index] && ref.typename === 'Apartment') rows[index] = (await listedApartment(ctx, ref.id)) ?? null;
  // The Node interface tells the types apart by `__typename`.
  return rows.map((row, index) => (row ? { ...row, __typename: refs[index].typename } : null));
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description: 'An Apartment or a Floorplan by its global id; null when none has that id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await resolveNodes(ctx, [globalIdFromArg(args.id, 'id')]))[0],
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `Apartments and floorplans by global id, in the order asked (null for an unknown id); at most ${MAX_NODE_IDS} ids.`,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (args.ids.length > MAX_NODE_IDS) {
        const message = `at most ${MAX_NODE_IDS} ids in one request`;
        throw badInput(`ids: ${message}`, { ids: message });
      }
      return resolveNodes(
        ctx,
        args.ids.map((id, index) => globalIdFromArg(id, `ids.${index}`)),
      );
    },
  }),
}));
