// The Apartment Manager's table (docs/product.md section 2) over GraphQL, a page at a time: a connection with offset
// cursors like the public `apartments`, sorted and filtered by services/apartment-manager.ts.
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { badInput } from '../../errors.js';
import {
  listManagedApartments,
  MANAGER_PAGE_MAX,
  MANAGER_SORT_FIELDS,
  type ManagerSortField,
  type SortDirection,
} from '../../services/apartment-manager.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { Apartment } from './apartment.js';

/** The page the Apartment Manager shows when `first` is left out. */
const DEFAULT_PAGE_SIZE = 50;

const ApartmentManagerSort = builder.enumType('ApartmentManagerSort', {
  description: 'The sortable columns of the Apartment Manager table.',
  values: Object.fromEntries(MANAGER_SORT_FIELDS.map((field) => [field.toUpperCase(), { value: field }])) as Record<
    Uppercase<ManagerSortField>,
    { value: ManagerSortField }
  >,
});

const SortDirectionEnum = builder.enumType('SortDirection', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const satisfies Record<
    string,
    { value: SortDirection }
  >,
});

/** `first` and `last` above the cap are refused with a message, never cut down silently. */
function checkPageSize(name: 'first' | 'last', size: number | null | undefined) {
  if (size != null && size > MANAGER_PAGE_MAX) {
    const message = `${name} cannot be above ${MANAGER_PAGE_MAX}`;
    throw badInput(message, { [name]: message });
  }
}

builder.queryField('adminApartmentConnection', (t) =>
  t.connection(
    {
      ...adminOnly,
      type: Apartment,
      description:
        'The Apartment Manager table a page at a time: name search, Promotion and Highlight filters, sorting (default name ascending). Cursors are offsets.',
      args: {
        search: t.arg.string({ description: 'Case-insensitive part of the name (at most 50 characters).' }),
        promotionOnly: t.arg.boolean({ description: 'Only promoted apartments.' }),
        highlightOnly: t.arg.boolean({ description: 'Only highlighted apartments.' }),
        sort: t.arg({ type: ApartmentManagerSort, defaultValue: 'name' }),
        direction: t.arg({ type: SortDirectionEnum, defaultValue: 'asc' }),
      },
      resolve: async (_root, args, ctx) => {
        checkPageSize('first', args.first);
        checkPageSize('last', args.last);
        const { offset, expectedSize } = offsetForArgs({
          args,
          defaultSize: DEFAULT_PAGE_SIZE,
          maxSize: MANAGER_PAGE_MAX,
        });
        const page = await listManagedApartments(
          ctx.prisma,
          {
            search: args.search ?? undefined,
            promotionOnly: args.promotionOnly ?? undefined,
            highlightOnly: args.highlightOnly ?? undefined,
            sort: args.sort ?? undefined,
            direction: args.direction ?? undefined,
            offset,
            limit: expectedSize,
          },
          ctx.now,
        );
        const edges = page.apartments.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
        return {
          edges,
          totalCount: page.totalCount,
          pageInfo: {
            startCursor: offsetToCursor(offset),
            endCursor: offsetToCursor(offset + Math.max(edges.length - 1, 0)),
            hasPreviousPage: offset > 0,
            hasNextPage: offset + edges.length < page.totalCount,
          },
        };
      },
    },
    {
      name: 'AdminApartmentConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'Every apartment the search and filters match, over all pages.',
          resolve: (connection) => connection.totalCount,
        }),
      }),
    },
    { name: 'AdminApartmentEdge' },
  ),
);
