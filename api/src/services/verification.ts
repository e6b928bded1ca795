// Whether a listing is still true: staff record when they last checked a floorplan's price and availability with
// the property, renters report what looks wrong, and the queue puts the oldest checks and the reports first.
import { recordPriceObservations } from '../market/observations.js';
import { z } from 'zod';
import { OUTDATED_NOTE_MAX_LENGTH, OUTDATED_NOTE_TOO_LONG, OUTDATED_TOPICS } from '../domain/index.js';
import type { Floorplan, OutdatedReport, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { notFound, parseInput } from '../errors.js';
import type { Actor, Confirmer } from './audit.js';
import { PUBLISHED_ONLY } from '../catalog/rows.js';
import { IdSchema, parseId } from './apartments.js';
import { diff, recordAudits } from './audit.js';
import { calendarDate, storedDate } from './calendar-date.js';
import type { RequestLimiter } from '../auth/request-limit.js';

const AVAILABILITY_FIELDS = [
  'availableFrom',
  'unitsAvailable',
  'verifiedAt',
  'verifiedByRole',
  'verifiedByName',
] as const;
const PRICE_FIELDS = ['minRentCents', 'maxRentCents', 'minSqft', 'maxSqft', 'totalFloorplans'] as const;

/** Who checks: a signed-in agent or admin, or (demo data) the locator itself, named. */
export type Verifier = Viewer & { name?: string };

export async function staffName(prisma: PrismaClient, viewer: Verifier): Promise<string> {
  if (viewer.name) return viewer.name;
  if (viewer.role === 'PROPERTY') {
    const contact = await prisma.propertyContact.findUnique({ where: { id: viewer.id }, select: { name: true } });
    return officeName(contact?.name ?? 'Leasing office');
  }
  const account =
    viewer.role === 'ADMIN'
      ? await prisma.admin.findUnique({ where: { id: viewer.id }, select: { name: true } })
      : await prisma.agent.findUnique({ where: { id: viewer.id }, select: { name: true } });
  return staffLabel(account?.name, viewer);
}

/** How renters and staff read who confirmed for a property: its contact's name, as the leasing office. */
export const officeName = (contactName: string) => `${contactName} (leasing office)`;

/** How staff are named in the records they leave: the account's name, and the key's when an API key acted. */
export function staffLabel(accountName: string | undefined, viewer: Viewer): string {
  return viewer.apiKey ? `${accountName ?? 'Admin'} (key ${viewer.apiKey.name})` : (accountName ?? viewer.role);
}

const AvailabilitySchema = z
  .object({
    /** Null: available now. */
    availableFrom: calendarDate('Available from').nullable().optional(),
    unitsAvailable: z
      .number({ error: 'Units available must be a number' })
      .int('Units available must be a whole number')
      .min(0, 'Units available cannot be negative')
      .max(10_000, 'Units available is too large')
      .nullable()
      .optional(),
  })
  .strict();

export type { Confirmer } from './audit.js';

/**
 * What a confirmation may change with it: availability (staff, feeds, the leasing office), rents and sizes, and a
 * feed's new pictures.
 */
export type ConfirmedValues = Pick<
  Prisma.FloorplanUpdateInput,
  | 'availableFrom'
  | 'unitsAvailable'
  | 'minRentCents'
  | 'maxRentCents'
  | 'minSqft'
  | 'maxSqft'
  | 'totalFloorplans'
  | 'imageUrls'
>;

/** One floorplan's confirmation: the row as it was, and what the confirmation changes with it. */
export interface Confirmation {
  before: Floorplan;
  values: ConfirmedValues;
}

/**
 * The one place floorplans are confirmed as still true (docs/contract.md "Property feeds", verification rules):
 * staff's check, a feed's apply and the leasing office's save all land here, in the caller's transaction. Open
 * reports are resolved: whoever confirmed has answered them. A property's floorplans are confirmed together (a feed
 * confirms them all at once), so the reports, the day's price history and the audit trail take one statement each.
 */
export async function confirmFloorplans(
  tx: Prisma.TransactionClient,
  confirmations: readonly Confirmation[],
  by: Confirmer,
  now: Date,
): Promise<Floorplan[]> {
  if (confirmations.length === 0) return [];
  const stamp = { verifiedAt: now, verifiedByRole: by.role, verifiedById: by.id, verifiedByName: by.name };
  const confirmed: Floorplan[] = [];
  for (const { before, values } of confirmations)
    confirmed.push(await tx.floorplan.update({ where: { id: before.id }, data: { ...values, ...stamp } }));
  await tx.outdatedReport.updateMany({
    where: { floorplanId: { in: confirmed.map((floorplan) => floorplan.id) }, resolvedAt: null },
    data: { resolvedAt: now },
  });
  for (const apartmentId of new Set(confirmed.map((floorplan) => floorplan.apartmentId)))
    await recordPriceObservations(tx, {
      apartmentId,
      floorplanIds: confirmed.filter((floorplan) => floorplan.apartmentId === apartmentId).map(({ id }) => id),
      source: by.role,
      now,
    });
  // The audit trail names admins by account; an agent's, feed's or office's check is named in verifiedByName.
  await recordAudits(
    tx,
    confirmations.map(({ before }, index) => ({
      adminId: by.actor.adminId,
      apiKey: by.actor.apiKey,
      action: 'verify',
      entity: 'floorplan',
      entityId: before.id,
      apartmentId: confirmed[index].apartmentId,
      changes: diff(before, confirmed[index], [...AVAILABILITY_FIELDS, ...PRICE_FIELDS]),
    })),
  );
  return confirmed;
}

/** One floorplan confirmed as still true (confirmFloorplans for one). */
export async function confirmFloorplan(
  tx: Prisma.TransactionClient,
  before: Floorplan,
  values: ConfirmedValues,
  by: Confirmer,
  now: Date,
): Promise<Floorplan> {
  const [after] = await confirmFloorplans(tx, [{ before, values }], by, now);
  return after;
}

/**
 * After a leasing office's save (an actor carrying `confirmedBy`), the floorplans it touched, or all of the
 * apartment's when the save was its fees or specials, are confirmed as the property's; a staff save changes nothing.
 */
export async function confirmSaved(
  tx: Prisma.TransactionClient,
  actor: Actor,
  apartmentId: string,
  floorplanIds?: string[],
): Promise<void> {
  if (!actor.confirmedBy) return;
  const floorplans = await tx.floorplan.findMany({
    where: { apartmentId, ...(floorplanIds ? { id: { in: floorplanIds } } : {}) },
  });
  for (const floorplan of floorplans)
    await confirmFloorplan(tx, floorplan, {}, actor.confirmedBy.by, actor.confirmedBy.now);
}

/**
 * Confirms a floorplan's price and availability as of now (agents, admins and a leasing office), optionally with
 * new availability.
 */
export async function verifyFloorplan(
  prisma: PrismaClient,
  viewer: Verifier,
  rawFloorplanId: unknown,
  rawAvailability: unknown,
  now: Date,
): Promise<Floorplan> {
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const availability = parseInput(AvailabilitySchema, rawAvailability ?? {});
  const name = await staffName(prisma, viewer);
  const actor: Actor = { adminId: viewer.role === 'ADMIN' ? viewer.id : null, apiKey: viewer.apiKey };
  return prisma.$transaction(async (tx) => {
    const before = await tx.floorplan.findUnique({ where: { id: floorplanId } });
    if (!before) throw notFound('Floorplan not found');
    return confirmFloorplan(
      tx,
      before,
      {
        ...(availability.availableFrom !== undefined
          ? { availableFrom: availability.availableFrom ? storedDate(availability.availableFrom) : null }
          : {}),
        ...(availability.unitsAvailable !== undefined ? { unitsAvailable: availability.unitsAvailable } : {}),
      },
      { role: viewer.role, id: viewer.id, name, actor },
      now,
    );
  });
}

const ReportSchema = z
  .object({
    floorplanId: IdSchema,
    topic: z.enum(OUTDATED_TOPICS, { error: 'Say what is wrong: price, availability or special' }),
    note: z.string().max(OUTDATED_NOTE_MAX_LENGTH, OUTDATED_NOTE_TOO_LONG).trim().optional(),
  })
  .strict();

/** A renter says a floorplan's price, availability or special is wrong; it lands in the verification queue. */
export async function reportOutdated(
  prisma: PrismaClient,
  limiter: RequestLimiter,
  clientIp: string,
  rawInput: unknown,
): Promise<OutdatedReport> {
  const input = parseInput(ReportSchema, rawInput ?? {});
  // A draft's floorplan answers as an unknown one: renters never learn that a draft exists (docs/contract.md
  // "Where an apartment is").
  const floorplan = await prisma.floorplan.findFirst({
    where: { id: input.floorplanId, apartment: PUBLISHED_ONLY },
    select: { id: true },
  });
  if (!floorplan) throw notFound('Floorplan not found');
  await limiter.consume(clientIp);
  return prisma.outdatedReport.create({
    data: { floorplanId: input.floorplanId, topic: input.topic, note: input.note ? input.note : null },
  });
}

export interface QueueEntry {
  floorplan: Floorplan;
  openReports: OutdatedReport[];
}

const QueueSchema = z.object({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100, 'limit cannot be above 100').default(50),
});

/**
 * "Needs verification": floorplans with open reports first (oldest report first), then those checked longest
 * ago (never checked before any), then the rest.
 */
export async function verificationQueue(prisma: PrismaClient, rawPage: unknown = {}) {
  const page = parseInput(QueueSchema, rawPage ?? {});
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT f."id" FROM "Floorplan" f
       LEFT JOIN (SELECT "floorplanId", min("createdAt") AS "oldest" FROM "OutdatedReport"
                   WHERE "resolvedAt" IS NULL GROUP BY "floorplanId") r ON r."floorplanId" = f."id"
      ORDER BY r."oldest" ASC NULLS LAST, f."verifiedAt" ASC NULLS FIRST, f."id" ASC
      OFFSET $1 LIMIT $2`,
    page.offset,
    page.limit,
  );
  const total = await prisma.floorplan.count();
  const ids = rows.map((row) => row.id);
  const floorplans = await prisma.floorplan.findMany({
    where: { id: { in: ids } },
    include: { outdatedReports: { where: { resolvedAt: null }, orderBy: { createdAt: 'asc' } } },
  });
  const byId = new Map(floorplans.map((floorplan) => [floorplan.id, floorplan]));
  const entries: QueueEntry[] = ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { outdatedReports, ...floorplan } = found;
    return [{ floorplan, openReports: outdatedReports }];
  });
  return { entries, totalCount: total };
}
