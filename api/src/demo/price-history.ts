// The demo's 18 months of rent history (docs/contract.md "Rent history and the market"): each priced floorplan was
// checked every two weeks; rents peak in summer and dip in winter, drift up a little each year, and one property's
// rents fell. A few properties ran a special last winter, which shows in their all-in history. Written after the
// demo's checks, ending on each floorplan's last check with its current rents.
import { DAY_MS, localDate, sumFeesCents } from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { feeOf, isoDate, lowestAllInOnDay, termsOf } from '../catalog/true-cost.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { confirmedRents } from '../market/observations.js';
import { addDays, middayOf } from '../market/history.js';
import { storedDate } from '../services/calendar-date.js';
import { createSpecial } from '../services/specials.js';

const HISTORY_DAYS = 548;
const CHECK_EVERY_DAYS = 14;
/** Rents by month, January first: summer leasing season is the year's peak. */
const SEASON = [0.97, 0.97, 0.98, 0.99, 1.01, 1.03, 1.04, 1.04, 1.02, 1.0, 0.98, 0.97];
/** The demo apartment (by creation order) whose rents fell by about 12% over the 18 months. */
const FALLING_INDEX = 1;

const season = (day: string) => SEASON[Number(day.slice(5, 7)) - 1];
const roundToFiveDollars = (cents: number) => Math.round(cents / 500) * 500;

export async function seedPriceHistory(prisma: PrismaClient, apartmentIds: readonly string[], now: Date) {
  await prisma.priceObservation.deleteMany({ where: { apartmentId: { in: [...apartmentIds] } } });
  for (const [index, apartmentId] of apartmentIds.entries()) {
    // A few properties ran a special last winter: four weeks free for a month.
    if (index % 7 === 3) {
      const from = new Date(now.getTime() - 330 * DAY_MS);
      await createSpecial(prisma, { adminId: null }, apartmentId, {
        text: '4 weeks free on a 12-month lease',
        concessionKind: 'weeksFree',
        concessionValue: 4,
        validFrom: isoDate(from),
        validUntil: isoDate(new Date(from.getTime() + 30 * DAY_MS)),
        floorplanTypes: [],
        minLeaseTermMonths: 1,
      });
    }
    const apartment = (await prisma.apartment.findUniqueOrThrow({
      where: { id: apartmentId },
      include: { floorplans: true, fees: true, specials: true },
    })) as unknown as StoredCatalogApartment;
    const monthlyFeesCents = sumFeesCents(apartment.fees.map(feeOf), 'monthlyMandatory');
    const withoutFees = { ...apartment, fees: [] } as StoredCatalogApartment;
    const terms = termsOf(withoutFees);
    const rows = [];
    for (const floorplan of apartment.floorplans) {
      const rents = confirmedRents(floorplan);
      if (!rents || !floorplan.verifiedAt) continue;
      const last = localDate(floorplan.verifiedAt);
      for (let back = 0; back <= HISTORY_DAYS; back += CHECK_EVERY_DAYS) {
        const day = addDays(last, -back);
        const years = back / 365;
        const trend = index === FALLING_INDEX ? 1 + 0.08 * years : 1 - 0.025 * years;
        const factor = back === 0 ? 1 : (trend * season(day)) / season(last);
        const minRentCents = roundToFiveDollars(rents.min * factor);
        const maxRentCents = Math.max(minRentCents, roundToFiveDollars(rents.max * factor));
        const instant = back === 0 ? floorplan.verifiedAt : middayOf(day);
        const priced = { ...floorplan, minRentCents, maxRentCents };
        const net = lowestAllInOnDay(withoutFees, priced, instant, false, terms) as number;
        rows.push({
          floorplanId: floorplan.id,
          apartmentId,
          day: storedDate(day),
          minRentCents,
          maxRentCents,
          allInMinCents: net + monthlyFeesCents,
          monthlyFeesCents,
          verifiedAt: instant,
          source: 'AGENT' as const,
        });
      }
    }
    if (rows.length) await prisma.priceObservation.createMany({ data: rows });
  }
}
