// How stale the verification queue has been (docs/contract.md "Search semantics": a price nobody has checked for 30
// days is stale): for each of the last 12 weeks, the share of floorplans whose last check was 30 days old or more
// (or that had never been checked) on that day. The checks of the past are in the price history: each observation
// keeps the check it stood on (PriceObservation.verifiedAt), and the floorplan keeps its latest.
import { DAY_MS } from '../domain/constants.js';
import { localDate } from '../domain/san-antonio-day.js';
import { VERIFICATION_STALE_DAYS } from '../domain/verification.js';
import type { PrismaClient } from '../generated/prisma/client.js';

export const STALENESS_WEEKS = 12;

export interface StalenessWeek {
  /** The San Antonio day the week ends on (today for the last), YYYY-MM-DD. */
  day: string;
  /** Floorplans that existed on that day. */
  floorplanCount: number;
  /** Of them, those whose last check was 30 days old or more, or that had never been checked. */
  staleCount: number;
  /** staleCount as a whole percent of floorplanCount (0 with no floorplans). */
  stalePercent: number;
}

/** The instants the weeks end at: `now` and each 7 days before it, oldest first. */
export const weekEnds = (now: Date): Date[] =>
  Array.from(
    { length: STALENESS_WEEKS },
    (_, index) => new Date(now.getTime() - (STALENESS_WEEKS - 1 - index) * 7 * DAY_MS),
  );

/**
 * The queue's staleness over the last 12 weeks, counted in the database (a floorplan's history holds a check a day
 * at most, thousands of rows per week across the catalog): a floorplan was current at a week's end when some check
 * of it, its latest or one its history kept, fell within the VERIFICATION_STALE_DAYS before.
 */
export async function verificationStaleness(prisma: PrismaClient, now: Date): Promise<StalenessWeek[]> {
  const ends = weekEnds(now);
  const rows = await prisma.$queryRawUnsafe<{ end: Date; total: bigint | number; stale: bigint | number }[]>(
    `WITH weeks AS (SELECT unnest($1::timestamptz[]) AS "end"),
          checks AS (SELECT "floorplanId", "verifiedAt" AS "at" FROM "PriceObservation"
                      WHERE "verifiedAt" IS NOT NULL AND "verifiedAt" > $2
                     UNION
                     SELECT "id", "verifiedAt" FROM "Floorplan" WHERE "verifiedAt" IS NOT NULL)
     SELECT w."end", count(f."id") AS "total",
            count(f."id") FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM checks c
               WHERE c."floorplanId" = f."id" AND c."at" <= w."end"
                 AND c."at" > w."end" - make_interval(days => $3)
            )) AS "stale"
       FROM weeks w LEFT JOIN "Floorplan" f ON f."createdAt" <= w."end"
      GROUP BY w."end" ORDER BY w."end"`,
    ends.map((end) => end.toISOString()),
    new Date(ends[0].getTime() - VERIFICATION_STALE_DAYS * DAY_MS),
    VERIFICATION_STALE_DAYS,
  );
  const byEnd = new Map(rows.map((row) => [new Date(row.end).getTime(), row]));
  return ends.map((end) => {
    const row = byEnd.get(end.getTime());
    const floorplanCount = Number(row?.total ?? 0);
    const staleCount = Number(row?.stale ?? 0);
    return {
      day: localDate(end),
      floorplanCount,
      staleCount,
      stalePercent: floorplanCount ? Math.round((staleCount / floorplanCount) * 100) : 0,
    };
  });
}
