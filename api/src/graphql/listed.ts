// The catalog holds only published listings (docs/contract.md "Where an apartment is"); an admin or agent also reads
// drafts, from the database. Renters never do.
import type { Context } from '../context.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';

export const isStaff = (ctx: Context) => ctx.viewer?.role === 'ADMIN' || ctx.viewer?.role === 'AGENT';

/** The apartment with its floorplans, fees, specials and photos, as the caller may see it; undefined when not. */
export async function listedApartment(ctx: Context, id: string): Promise<StoredCatalogApartment | undefined> {
  const listed = (await ctx.catalog.snapshot({ kind: 'apartments', ids: [id] })).byId.get(id);
  if (listed || !isStaff(ctx)) return listed;
  return (await ctx.loaders.storedApartments.load(id)) ?? undefined;
}
