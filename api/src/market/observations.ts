// The one place a confirmed price becomes history (docs/contract.md "Rent history and the market"): an admin's edit
// of a floorplan's rents, a staff check, a feed and the property's own update all call recordPriceObservations in
// the transaction that confirms the price, so no path can change a price without leaving its day in the history.
import { randomUUID } from 'node:crypto';
import { isVerificationStale, localDate, sumFeesCents } from '../domain/index.js';
import { Prisma, type StaffRole } from '../generated/prisma/client.js';
import { costOnDay, feeOf } from '../catalog/true-cost.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';

/** Who confirmed a price: the roles that verify a floorplan (Floorplan.verifiedByRole). */
export type ObservationSource = StaffRole;

export interface ObservationRequest {
  apartmentId: string;
  /** The floorplans whose price was confirmed; left out: every floorplan of the apartment with a price. */
  floorplanIds?: readonly string[];
  source: ObservationSource;
  now: Date;
}

/**
 * Writes (or replaces) today's observation of each confirmed floorplan that has a price: its rents, the all-in
 * renters see today (the one pricing function, catalog/true-cost.ts) and the monthly required fees it includes.
 * Call it inside the transaction that confirms the price, after the floorplan, fees or specials are written.
 */
export async function recordPriceObservations(tx: Prisma.TransactionClient, request: ObservationRequest) {
  const apartment = await tx.apartment.findUnique({
    where: { id: request.apartmentId },
    include: { floorplans: true, fees: true, specials: true },
  });
  if (!apartment) return 0;
  const day = localDate(request.now);
  const monthlyFeesCents = sumFeesCents(apartment.fees.map(feeOf), 'monthlyMandatory');
  const wanted = request.floorplanIds ? new Set(request.floorplanIds) : undefined;
  const rows: Prisma.Sql[] = [];
  for (const floorplan of apartment.floorplans) {
    if (wanted && !wanted.has(floorplan.id)) continue;
    const rents = confirmedRents(floorplan);
    if (!rents) continue;
    // The figure renters see now: a floorplan whose last check is 30 days old shows no special (the 30-day rule).
    const stale = isVerificationStale(floorplan.verifiedAt, request.now);
    // costOnDay reads only the apartment's lease term, fees and specials, which this row holds.
    const cost = costOnDay(apartment as unknown as StoredCatalogApartment, floorplan, request.now, stale);
    const allInMinCents = cost.allInMonthlyCents?.min;
    if (allInMinCents === undefined) continue;
    rows.push(
      Prisma.sql`(${randomUUID()}::uuid, ${floorplan.id}::uuid, ${apartment.id}::uuid, ${day}::date,
        ${rents.min}, ${rents.max}, ${allInMinCents}, ${monthlyFeesCents}, ${floorplan.verifiedAt}::timestamptz,
        ${request.source}::"StaffRole", ${request.now}::timestamptz)`,
    );
  }
  if (rows.length === 0) return 0;
  // One statement for the apartment's floorplans: a new day's row, or the day's row replaced by the later check.
  await tx.$executeRaw`
    INSERT INTO "PriceObservation" ("id", "floorplanId", "apartmentId", "day", "minRentCents", "maxRentCents",
                                    "allInMinCents", "monthlyFeesCents", "verifiedAt", "source", "updatedAt")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("floorplanId", "day") DO UPDATE SET
      "minRentCents" = EXCLUDED."minRentCents", "maxRentCents" = EXCLUDED."maxRentCents",
      "allInMinCents" = EXCLUDED."allInMinCents", "monthlyFeesCents" = EXCLUDED."monthlyFeesCents",
      "verifiedAt" = EXCLUDED."verifiedAt", "source" = EXCLUDED."source", "updatedAt" = EXCLUDED."updatedAt"`;
  return rows.length;
}

/** A floorplan's rent range, low end first, as the pricing function reads it; undefined without a price. */
export function confirmedRents(floorplan: {
  minRentCents: number | null;
  maxRentCents: number | null;
}): { min: number; max: number } | undefined {
  const low = floorplan.minRentCents ?? floorplan.maxRentCents;
  const high = floorplan.maxRentCents ?? floorplan.minRentCents;
  if (low === null || high === null) return undefined;
  return { min: Math.min(low, high), max: Math.max(low, high) };
}
