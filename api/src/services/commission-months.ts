// The admins' commissions chart (docs/contract.md "Getting paid"): for each of the last 12 months, the commission
// expected (invoices falling due that month, void ones left out) against the money received (payments recorded as
// received that month). Cash in against cash due, so a late payment shows as a gap in one month and a surplus later.
import type { Viewer } from '../auth/viewer.js';
import { localDate } from '../domain/san-antonio-day.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { isoDate } from '../catalog/true-cost.js';
import { monthsBefore } from '../market/history.js';
import { storedDate } from './calendar-date.js';
import { requireAdmin } from './invoices.js';

export const COMMISSION_CHART_MONTHS = 12;

export interface CommissionCashMonth {
  /** YYYY-MM. */
  month: string;
  expectedCents: number;
  receivedCents: number;
}

/** The `count` months up to `today`'s, oldest first, as YYYY-MM. */
export function monthsUpTo(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthsBefore(today, count - 1 - index).slice(0, 7));
}

/** Sums invoices by due month and payments by month received, over the months up to `today`'s. */
export function commissionMonthsOf(
  invoices: readonly { amountCents: number; dueOn: Date }[],
  payments: readonly { amountCents: number; receivedOn: Date }[],
  today: string,
): CommissionCashMonth[] {
  const months = monthsUpTo(today, COMMISSION_CHART_MONTHS);
  const byMonth = new Map(months.map((month) => [month, { month, expectedCents: 0, receivedCents: 0 }]));
  for (const invoice of invoices) {
    const row = byMonth.get(isoDate(invoice.dueOn).slice(0, 7));
    if (row) row.expectedCents += invoice.amountCents;
  }
  for (const payment of payments) {
    const row = byMonth.get(isoDate(payment.receivedOn).slice(0, 7));
    if (row) row.receivedCents += payment.amountCents;
  }
  return [...byMonth.values()];
}

/** The last 12 months' expected and received commissions, admins only. */
export async function commissionMonths(prisma: PrismaClient, viewer: Viewer | null, now: Date) {
  requireAdmin(viewer, 'read commissions');
  const today = localDate(now);
  const months = monthsUpTo(today, COMMISSION_CHART_MONTHS);
  const first = storedDate(`${months[0]}-01`);
  const [invoices, payments] = await Promise.all([
    prisma.invoice.findMany({
      where: { kind: 'invoice', voidedAt: null, dueOn: { gte: first } },
      select: { amountCents: true, dueOn: true },
    }),
    prisma.payment.findMany({
      where: { receivedOn: { gte: first } },
      select: { amountCents: true, receivedOn: true },
    }),
  ]);
  return commissionMonthsOf(invoices, payments, today);
}
