// A floorplan's all-in "from" figure day by day (docs/contract.md "Rent history and the market"). The rents of a day
// are those of its latest observation; the special is the one on that day (specials are dated, so one that starts or
// ends between two checks moves the figure on its own day), left out 30 days after the check, as on the live page;
// the monthly required fees are those the observation recorded. The one pricing function works each day out.
import { DAY_MS, isVerificationStale, localDate } from '../domain/index.js';
import type { Floorplan, PrismaClient, PriceObservation } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { isoDate, lowestAllInOnDay, termsOf } from '../catalog/true-cost.js';
import { storedDate } from '../services/calendar-date.js';

export const PRICE_HISTORY_MONTHS_DEFAULT = 12;
export const PRICE_HISTORY_MONTHS_MAX = 24;

/** From `date` (YYYY-MM-DD) on, until the next step, the figure was `allInMinCents`. */
export interface PriceStep {
  date: string;
  allInMinCents: number;
  minRentCents: number;
}

/** The figure on a month's last day (today for this month); null before the history starts. */
export interface MonthFigure {
  month: string;
  allInMinCents: number | null;
}

export interface PriceHistory {
  from: string;
  until: string;
  steps: PriceStep[];
  months: MonthFigure[];
}

/** YYYY-MM-DD plus `days`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same day of the month `months` earlier (the month's last day when it has fewer days). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last)))
    .toISOString()
    .slice(0, 10);
}

/** An instant inside San Antonio day `day` (noon there, summer or winter), for the rules that read a clock. */
export const middayOf = (day: string) => new Date(`${day}T18:00:00Z`);

type Observed = Pick<
  PriceObservation,
  'day' | 'minRentCents' | 'maxRentCents' | 'allInMinCents' | 'monthlyFeesCents' | 'verifiedAt'
>;

/**
 * The figure of each day from `from` to `until` (YYYY-MM-DD, both included) for one floorplan of `apartment`, from
 * its observations in day order; days before the first observation have none.
 */
export function dailyAllIn(
  apartment: Pick<StoredCatalogApartment, 'leaseTerm' | 'specials'>,
  floorplan: Floorplan,
  observations: readonly Observed[],
  from: string,
  until: string,
): { date: string; allInMinCents: number; minRentCents: number }[] {
  // The fees are the observation's own: the apartment's fees today may not be those of that day.
  const withoutFees = { ...apartment, fees: [] } as unknown as StoredCatalogApartment;
  const terms = termsOf(withoutFees);
  const days: { date: string; allInMinCents: number; minRentCents: number }[] = [];
  let next = 0;
  let current: Observed | undefined;
  for (let day = from; day <= until; day = addDays(day, 1)) {
    while (next < observations.length && isoDate(observations[next].day) <= day) current = observations[next++];
    if (!current) continue;
    if (isoDate(current.day) === day) {
      days.push({ date: day, allInMinCents: current.allInMinCents, minRentCents: current.minRentCents });
      continue;
    }
    const instant = middayOf(day);
    const rents = { ...floorplan, minRentCents: current.minRentCents, maxRentCents: current.maxRentCents };
    const stale = isVerificationStale(current.verifiedAt, instant);
    const net = lowestAllInOnDay(withoutFees, rents, instant, stale, terms);
    if (net === null) continue;
    days.push({ date: day, allInMinCents: net + current.monthlyFeesCents, minRentCents: current.minRentCents });
  }
  return days;
}

/** The days a figure changed (and the first day known): what a chart draws and an API returns. */
export function stepsOf(days: readonly { date: string; allInMinCents: number; minRentCents: number }[]): PriceStep[] {
  const steps: PriceStep[] = [];
  for (const day of days) {
    const last = steps.at(-1);
    if (!last || last.allInMinCents !== day.allInMinCents || last.minRentCents !== day.minRentCents) steps.push(day);
  }
  return steps;
}

/** The figure of each month of the window on its last day (today for the current month). */
export function monthFigures(steps: readonly PriceStep[], from: string, until: string): MonthFigure[] {
  const figures: MonthFigure[] = [];
  for (let month = from.slice(0, 7); month <= until.slice(0, 7);) {
    const [year, number] = month.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
    const on = lastDay < until ? lastDay : until;
    const step = steps.findLast((candidate) => candidate.date <= on);
    figures.push({ month, allInMinCents: step?.allInMinCents ?? null });
    month = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
  }
  return figures;
}

/** The observations a window needs: those inside it and the last one before it (it holds on the window's first day). */
export async function observationsFor(prisma: PrismaClient, floorplanId: string, from: string, until: string) {
  const [before, inside] = await Promise.all([
    prisma.priceObservation.findFirst({
      where: { floorplanId, day: { lt: storedDate(from) } },
      orderBy: { day: 'desc' },
    }),
    prisma.priceObservation.findMany({
      where: { floorplanId, day: { gte: storedDate(from), lte: storedDate(until) } },
      orderBy: { day: 'asc' },
    }),
  ]);
  return before ? [before, ...inside] : inside;
}

/** A floorplan's history over the last `months` months up to today (San Antonio), as the page and the API show it. */
export async function priceHistory(
  prisma: PrismaClient,
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  months: number,
  now: Date,
): Promise<PriceHistory> {
  const until = localDate(now);
  const from = monthsBefore(until, months);
  const observations = await observationsFor(prisma, floorplan.id, from, until);
  const steps = stepsOf(dailyAllIn(apartment, floorplan, observations, from, until));
  return { from, until, steps, months: monthFigures(steps, from, until) };
}
