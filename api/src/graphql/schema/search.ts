import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { MAX_PAGE_SIZE, rentDollars } from '../../domain/index.js';
import { checkPageSize, searchApartments, type SearchResult } from '../../search/search.js';
import { builder } from '../builder.js';
import { Apartment } from './apartment.js';
import { FloorplanTypeEnum } from './floorplan.js';
import { BoundsInput } from './location.js';
import { checkedCursors } from './ids.js';
import { AmenityEnum, PetKindEnum } from './pet-policy.js';
import { AccessibilityFeatureEnum, QualificationInput, useAnswers } from './screening.js';

export const ApartmentFilterRef = builder.inputType('ApartmentFilter', {
  description: 'docs/product.md section 3 (Search filter state); ranges match floorplans whose range overlaps them.',
  fields: (t) => ({
    bounds: t.field({
      type: BoundsInput,
      description: "Only apartments whose approximateLocation lies in this map box ('Search this area').",
    }),
    locations: t.stringList({ description: 'Area names, among the 12 of `areas`.' }),
    roomTypes: t.field({ type: [FloorplanTypeEnum] }),
    minPrice: t.int(),
    maxPrice: t.int(),
    minSqft: t.int(),
    maxSqft: t.int(),
    maxAllInMonthly: t.int({ description: 'Dollars, like maxPrice: rent after specials plus monthly required fees.' }),
    moveInBy: t.string({ description: 'YYYY-MM-DD: floorplans available by that day, with a unit left.' }),
    pets: t.field({ type: [PetKindEnum], description: 'The apartment allows every one of these.' }),
    amenities: t.field({ type: [AmenityEnum], description: 'The apartment has every one of these.' }),
    shortLease: t.boolean({ description: 'Only floorplans offering a lease of 6 months or less.' }),
    accessibility: t.field({
      type: [AccessibilityFeatureEnum],
      description: 'Only floorplans that have every one of these.',
    }),
    qualification: t.field({
      type: QualificationInput,
      description:
        'A renter\'s answers (docs/contract.md "Who qualifies"): only in a POST body; the answer is never cached.',
    }),
    likelyOnly: t.boolean({ description: 'With qualification: only floorplans the renter likely qualifies for.' }),
  }),
});

const ApartmentSortEnum = builder.enumType('ApartmentSort', {
  description: 'ALL_IN_MONTHLY: lowest all-in monthly first, floorplans verified within 30 days ahead of the rest.',
  values: { ALL_IN_MONTHLY: { value: 'allInMonthly' } } as const,
});

/** Drops the nulls GraphQL passes for omitted fields, so the service sees only what was asked. */
function present<T extends object>(input: T | null | undefined): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(
    Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined),
  ) as never;
}

builder.queryField('apartments', (t) =>
  t.connection(
    {
      type: Apartment,
      description: `The search (docs/contract.md "Search semantics"). Cursors are offsets, so any page can be opened; \`first\` and \`last\` are at most ${MAX_PAGE_SIZE}.`,
      args: {
        filter: t.arg({ type: ApartmentFilterRef }),
        code: t.arg.string({
          description: "Case-insensitive part of the code; ignored when shorter than 3 or an 'xxx' code.",
        }),
        sort: t.arg({ type: ApartmentSortEnum, description: "Left out: docs/contract.md's order." }),
      },
      resolve: async (_root, args, ctx) => {
        checkPageSize({ first: args.first, last: args.last });
        // The page is at most MAX_PAGE_SIZE, the service's own cap; the total tells whether more follow.
        const page = offsetForArgs({ args: checkedCursors(args), defaultSize: 20, maxSize: MAX_PAGE_SIZE });
        const { qualification, ...rest } = present(args.filter);
        const filter = qualification ? { ...rest, qualification: useAnswers(ctx, qualification) } : rest;
        const result: SearchResult = await searchApartments(
          ctx.catalog,
          args.code ? { ...filter, code: args.code } : filter,
          { offset: page.offset, limit: Math.max(page.expectedSize, 1), ...(args.sort ? { sort: args.sort } : {}) },
          ctx.now,
        );
        const edges = result.apartments
          .slice(0, page.expectedSize)
          .map((node, index) => ({ cursor: offsetToCursor(page.offset + index), node }));
        return {
          edges,
          pageInfo: {
            startCursor: offsetToCursor(page.offset),
            endCursor: offsetToCursor(page.offset + edges.length - 1),
            hasPreviousPage: page.hasPreviousPage,
            hasNextPage: page.offset + edges.length < result.totalCount,
          },
          totalCount: result.totalCount,
          totalFloorplans: result.totalFloorplans,
          lowestMinPrice: rentDollars(result.lowestMinRentCents),
        };
      },
    },
    {
      name: 'ApartmentConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => connection.totalCount }),
        totalFloorplans: c.int({
          description: 'totalFloorplans summed over the matching floorplans of the whole result.',
          resolve: (connection) => connection.totalFloorplans,
        }),
        lowestMinPrice: c.int({ nullable: true, resolve: (connection) => connection.lowestMinPrice }),
      }),
    },
    { name: 'ApartmentEdge' },
  ),
);
