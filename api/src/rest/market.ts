// docs/contract.md "Rent history and the market": the rent report and an apartment's price history, under /api.
// Each route checks its query with the same parser as GraphQL and presents what api/src/market works out.
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { FLOORPLAN_TYPE_LABELS } from '../domain/index.js';
import { getApartment } from '../services/apartments.js';
import { priceHistory } from '../market/history.js';
import { parseHistoryMonths, parseReportFilter } from '../market/input.js';
import { marketReport } from '../market/report.js';
import { readDealMeter } from '../market/deal-meter.js';
import { isoDate } from '../catalog/true-cost.js';
import { badInput } from '../errors.js';

export const marketRoutes = new Hono<AppEnv>();

/** Only the named parameters: an unknown one is a client's mistake, said so by name. */
function queryOf(url: URL, allowed: readonly string[]): Record<string, string> {
  const unknown = [...url.searchParams.keys()].filter((key) => !allowed.includes(key));
  if (unknown.length) throw badInput(`Unknown query parameter: ${unknown.join(', ')}`);
  return Object.fromEntries(url.searchParams.entries());
}

marketRoutes.get('/market', async (c) => {
  const query = queryOf(new URL(c.req.url), ['area', 'type']);
  const filter = parseReportFilter(query);
  const { catalog, prisma, now } = c.var.ctx;
  const report = await marketReport(prisma, (await catalog.snapshot()).apartments, now, filter);
  return c.json({
    day: report.day,
    yearAgoDay: report.yearAgoDay,
    rows: report.rows.map((row) => ({ ...row, typeLabel: FLOORPLAN_TYPE_LABELS[row.type] })),
    trends: report.trends,
    apartmentsWithSpecial: report.apartmentsWithSpecial,
    apartmentsPriced: report.apartmentsPriced,
    newestSpecials: report.newestSpecials.map(({ apartment, special }) => ({
      apartmentId: apartment.id,
      apartmentName: apartment.name,
      text: special.text,
      validFrom: isoDate(special.validFrom),
      validUntil: isoDate(special.validUntil),
    })),
  });
});

marketRoutes.get('/apartments/:aptmentId/price-history', async (c) => {
  const query = queryOf(new URL(c.req.url), ['months']);
  const months = parseHistoryMonths(query.months);
  const { catalog, prisma, now } = c.var.ctx;
  const apartment = await getApartment(catalog, c.req.param('aptmentId'));
  const floorplans = await Promise.all(
    apartment.floorplans.map(async (floorplan) => ({
      floorplanId: floorplan.id,
      type: floorplan.type,
      typeLabel: FLOORPLAN_TYPE_LABELS[floorplan.type],
      history: await priceHistory(prisma, apartment, floorplan, months, now),
      dealMeter: await readDealMeter(catalog, apartment, floorplan, now),
    })),
  );
  return c.json({ apartmentId: apartment.id, floorplans });
});
