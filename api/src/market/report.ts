// The San Antonio rent report (docs/contract.md "Rent history and the market"): the median all-in by area and
// floorplan type now and 12 months back, the city's trend by type, the share of apartments with a special and the
// newest specials. Worked out on request from the catalog in memory and the price history, so it follows every price
// change with no nightly batch; a median of fewer than MIN_COMPARABLES floorplans is not given, as on the meter.
import { AREAS, FLOORPLAN_TYPES, localDate, type FloorplanTypeName } from '../domain/index.js';
import type { PrismaClient, Special } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { activeSpecials } from '../catalog/true-cost.js';
import { catalogFigures, medianCents, MIN_COMPARABLES } from './deal-meter.js';
import { monthsBefore } from './history.js';

export const REPORT_TREND_MONTHS = 12;
export const NEWEST_SPECIALS_SHOWN = 5;

/** A median of `count` floorplans; null when there are fewer than MIN_COMPARABLES. */
export interface MedianFigure {
  medianAllInCents: number | null;
  count: number;
}

export interface MarketRow {
  /** Null: every area (the city). */
  area: string | null;
  type: FloorplanTypeName;
  now: MedianFigure;
  yearAgo: MedianFigure;
}

export interface TrendPoint extends MedianFigure {
  /** YYYY-MM: the figure on the month's last day (today for this month). */
  month: string;
}

export interface MarketReport {
  /** The San Antonio day it describes, and the day 12 months before. */
  day: string;
  yearAgoDay: string;
  rows: MarketRow[];
  trends: { type: FloorplanTypeName; points: TrendPoint[] }[];
  apartmentsWithSpecial: number;
  apartmentsPriced: number;
  newestSpecials: { apartment: StoredCatalogApartment; special: Special }[];
}

export interface ReportFilter {
  area?: string | null;
  type?: FloorplanTypeName | null;
}

const figureOf = (values: readonly number[]): MedianFigure => ({
  count: values.length,
  medianAllInCents: values.length < MIN_COMPARABLES ? null : medianCents(values),
});

interface PastFigure {
  on: string;
  apartmentId: string;
  type: FloorplanTypeName;
  allInMinCents: number;
}

/**
 * Each floorplan's figure on each of `days`: the all-in its latest observation recorded, when that observation is less
 * than 30 days older than the day (a price nobody had checked for 30 days is not compared, then as now).
 */
async function pastFigures(prisma: PrismaClient, days: readonly string[]): Promise<PastFigure[]> {
  return prisma.$queryRawUnsafe<PastFigure[]>(
    `SELECT to_char(m.d, 'YYYY-MM-DD') AS "on", o."apartmentId", f."type"::text AS "type", o."allInMinCents"
       FROM unnest($1::date[]) AS m(d)
       JOIN LATERAL (
         SELECT DISTINCT ON (p."floorplanId") p."floorplanId", p."apartmentId", p."allInMinCents"
           FROM "PriceObservation" p
          WHERE p."day" <= m.d AND p."day" > m.d - 30
          ORDER BY p."floorplanId", p."day" DESC
       ) o ON true
       JOIN "Floorplan" f ON f."id" = o."floorplanId"`,
    days,
  );
}

/** The last day of each of the `count` months up to today's (today for this month), oldest first. */
export function trendDays(today: string, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const [year, month] = monthsBefore(today, back).split('-').map(Number);
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    days.push(last < today ? last : today);
  }
  return days;
}

export async function marketReport(
  prisma: PrismaClient,
  apartments: readonly StoredCatalogApartment[],
  now: Date,
  filter: ReportFilter = {},
): Promise<MarketReport> {
  const day = localDate(now);
  const yearAgoDay = monthsBefore(day, 12);
  const areas = filter.area ? [filter.area] : AREAS;
  const types = filter.type ? [filter.type] : FLOORPLAN_TYPES;
  const published = new Map(apartments.map((apartment) => [apartment.id, apartment]));
  const current = catalogFigures(apartments, now);
  const days = trendDays(day, REPORT_TREND_MONTHS);
  // Only listings still published are compared, with the areas they list today.
  const past = (await pastFigures(prisma, [yearAgoDay, ...days])).filter((row) => published.has(row.apartmentId));
  const inArea = (apartmentId: string, area: string | null) =>
    area === null || (published.get(apartmentId)?.location.includes(area) ?? false);

  const rows: MarketRow[] = [];
  for (const type of types) {
    for (const area of filter.area ? areas : [null, ...areas]) {
      const nowValues = current
        .filter((figure) => figure.type === type && (area === null || figure.areas.includes(area)))
        .map((figure) => figure.allInMinCents);
      const pastValues = past
        .filter((row) => row.on === yearAgoDay && row.type === type && inArea(row.apartmentId, area))
        .map((row) => row.allInMinCents);
      if (nowValues.length === 0 && pastValues.length === 0) continue;
      rows.push({ area, type, now: figureOf(nowValues), yearAgo: figureOf(pastValues) });
    }
  }

  const trendArea = filter.area ?? null;
  const trends = types.map((type) => ({
    type,
    points: days.map((on, index) => {
      // This month's point is today's figure, as the table above shows it.
      const values =
        index === days.length - 1
          ? current
              .filter((figure) => figure.type === type && (trendArea === null || figure.areas.includes(trendArea)))
              .map((figure) => figure.allInMinCents)
          : past
              .filter((row) => row.on === on && row.type === type && inArea(row.apartmentId, trendArea))
              .map((row) => row.allInMinCents);
      return { month: on.slice(0, 7), ...figureOf(values) };
    }),
  }));

  const priced = new Set(current.map((figure) => figure.apartmentId));
  const pricedApartments = apartments.filter((apartment) => priced.has(apartment.id));
  const withSpecial = pricedApartments.filter((apartment) => activeSpecials(apartment, now).length > 0);
  const newestSpecials = withSpecial
    .flatMap((apartment) => activeSpecials(apartment, now).map((special) => ({ apartment, special })))
    .sort(
      (a, b) =>
        b.special.createdAt.getTime() - a.special.createdAt.getTime() || a.special.id.localeCompare(b.special.id),
    )
    .slice(0, NEWEST_SPECIALS_SHOWN);

  return {
    day,
    yearAgoDay,
    rows,
    trends,
    apartmentsWithSpecial: withSpecial.length,
    apartmentsPriced: pricedApartments.length,
    newestSpecials,
  };
}
