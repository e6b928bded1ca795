// The Apartment Manager's table (docs/product.md section 2) a page at a time: the name search, the Promotion and
// Highlight header filters and the sortable columns run in the database, so the first rows show at once
// whatever the size of the inventory (San Antonio has about 2,000 apartment communities).
import { z } from 'zod';
import { localDate, NAME_MAX_LENGTH } from '../domain/index.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { parseInput } from '../errors.js';
import { ACCOUNT_SELECT } from './accounts.js';
import type { AdminApartment } from './apartment-admin.js';
import { CATALOG_INCLUDE } from '../catalog/rows.js';

/** The sortable headers of docs/product.md section 2: Name, Clicks, Likes, Shares. */
export const MANAGER_SORT_FIELDS = ['name', 'clicks', 'likes', 'shares'] as const;
export type ManagerSortField = (typeof MANAGER_SORT_FIELDS)[number];
const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The API's page-size cap, the same as the public search's. */
export const MANAGER_PAGE_MAX = 100;
/** Deeper than any inventory this site lists; refuses absurd offsets before they reach the database. */
const OFFSET_MAX = 1_000_000;

const ManagerQuerySchema = z
  .object({
    // A name has at most NAME_MAX_LENGTH characters (docs/product.md section 5), so a longer search is a mistake.
    search: z
      .string({ error: 'search must be text' })
      .max(NAME_MAX_LENGTH, { message: `search cannot be longer than ${NAME_MAX_LENGTH} characters`, abort: true })
      .trim()
      .optional(),
    promotionOnly: z.boolean({ error: 'promotionOnly must be true or false' }).optional(),
    highlightOnly: z.boolean({ error: 'highlightOnly must be true or false' }).optional(),
    sort: z.enum(MANAGER_SORT_FIELDS, { error: `sort must be one of ${MANAGER_SORT_FIELDS.join(', ')}` }).optional(),
    direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be asc or desc' }).optional(),
    offset: z
      .number({ error: 'offset must be a whole number' })
      .int('offset must be a whole number')
      .min(0, 'offset cannot be negative')
      .max(OFFSET_MAX, `offset cannot be above ${OFFSET_MAX}`)
      .optional(),
    limit: z
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(0, 'limit cannot be negative')
      .max(MANAGER_PAGE_MAX, `limit cannot be above ${MANAGER_PAGE_MAX}`)
      .optional(),
  })
  .strict();

interface ManagerPage {
  apartments: AdminApartment[];
  /** Every apartment the search and filters match, over all pages. */
  totalCount: number;
}

/** Names compare without regard to case, as the search does; counters are never null (0 by default). */
const SORT_COLUMNS: Record<ManagerSortField, Prisma.Sql> = {
  name: Prisma.sql`lower(a."name")`,
  clicks: Prisma.sql`a."clicks"`,
  likes: Prisma.sql`a."likes"`,
  shares: Prisma.sql`a."shares"`,
};

/**
 * One page of the table: apartments whose name contains `search` (any case), only promoted and/or only
 * highlighted ones when asked, sorted by a sortable column (default name ascending; equal values by name, then
 * id, so pages never overlap). Without `limit`, every matching apartment (the REST list of docs/product.md section 7).
 */
export async function listManagedApartments(
  prisma: PrismaClient,
  rawQuery: unknown = {},
  now: Date = new Date(),
): Promise<ManagerPage> {
  const query = parseInput(ManagerQuerySchema, rawQuery);
  const conditions = [Prisma.sql`TRUE`];
  // strpos, not LIKE: '%' and '_' in a name search are plain characters.
  if (query.search) conditions.push(Prisma.sql`strpos(lower(a."name"), lower(${query.search}::text)) > 0`);
  // Promoted: a special other than a free move-in is on today (services/promotion.ts), San Antonio's day.
  const today = localDate(now);
  if (query.promotionOnly)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "Special" s WHERE s."apartmentId" = a.id
      AND s."concessionKind" <> 'freeMoveIn' AND s."validFrom" <= ${today}::date AND s."validUntil" >= ${today}::date)`);
  if (query.highlightOnly) conditions.push(Prisma.sql`a."highlight"`);
  const where = Prisma.join(conditions, ' AND ');
  const direction = query.direction === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const offset = query.offset ?? 0;
  const limit = query.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${query.limit}`;

  const [counted, page] = await Promise.all([
    prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Apartment" a WHERE ${where}`,
    query.limit === 0
      ? Promise.resolve([])
      : prisma.$queryRaw<{ id: string }[]>`
          SELECT a.id FROM "Apartment" a WHERE ${where}
          ORDER BY ${SORT_COLUMNS[query.sort ?? 'name']} ${direction}, lower(a."name") ASC, a.id ASC
          OFFSET ${offset} ${limit}`,
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await prisma.apartment.findMany({
          where: { id: { in: ids } },
          include: { ...CATALOG_INCLUDE, creator: { select: ACCOUNT_SELECT } },
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // An apartment deleted between the two statements is simply left out of the page.
  const apartments = ids.flatMap((id) => byId.get(id) ?? []);
  return { apartments, totalCount: counted[0]?.n ?? 0 };
}
