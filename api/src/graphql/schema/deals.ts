import { MAX_PAGE_SIZE } from '../../domain/index.js';
import { blockbusterDeals, highlightedApartments, type AreaDeals as AreaDealsRow } from '../../services/apartments.js';
import { checkPageSize } from '../../search/search.js';
import { builder } from '../builder.js';
import { Apartment } from './apartment.js';

const AreaDeals = builder.objectRef<AreaDealsRow>('AreaDeals').implement({
  fields: (t) => ({
    area: t.string({ resolve: (deals) => deals.area }),
    apartments: t.field({ type: [Apartment], resolve: (deals) => deals.apartments }),
  }),
});

builder.queryFields((t) => ({
  highlights: t.field({
    type: [Apartment],
    description: `Promoted and highlighted apartments, highlighted first; \`first\` bounds a teaser (at most ${MAX_PAGE_SIZE}, the default).`,
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => {
      checkPageSize({ first: args.first });
      return highlightedApartments(ctx.catalog, args.first ?? undefined, ctx.now);
    },
  }),
  blockbusterDeals: t.field({
    type: [AreaDeals],
    description:
      'Apartments with a special on today for a floorplan checked within 30 days, grouped by the 12 areas, alphabetically (docs/product.md section 2).',
    resolve: (_root, _args, ctx) => blockbusterDeals(ctx.catalog, ctx.now),
  }),
}));
