// A feed's run (docs/contract.md "Property feeds"): the dry run reads the file as a stream, maps each property, and
// writes what applying it would change, in batches, so memory holds one batch at a time; applying writes each
// property in its own transaction through the services staff use (verification, fees, specials, image imports), so a
// feed's change is heard by every instance like an admin's edit (the catalog triggers) and nothing is half-written.
import { localDate, OPEN_END_DATE, SPECIALS_PER_APARTMENT_MAX } from '../../domain/index.js';
import type { FeedProperty, FeedRun, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { conflict, notFound } from '../../errors.js';
import type { Actor } from '../audit.js';
import { storedDate } from '../calendar-date.js';
import { replaceFees } from '../fees.js';
import { queueImageImports, withImportedCopies, type ImageStorage } from '../image-imports.js';
import { recordSpecialChange } from '../specials.js';
import { confirmFloorplans, type Confirmation, type Confirmer } from '../verification.js';
import { parseId } from '../apartments.js';
import { FEED_RECORD_MESSAGES, mapProperty, type MappedProperty, type ReadProperty } from './mapping.js';
import { FeedFileError, readMitsProperties } from './mits.js';
import { plannedChanges, feesText } from './plan.js';
import { proposeMatches, type MatchCandidate } from './matching.js';

/** Properties mapped and compared together: one read of their apartments, one write of their items. */
const BATCH_SIZE = 250;
/** Properties applied at once, each in its own transaction (the pool holds more connections than this). */
const APPLY_CONCURRENCY = 4;

export type RunSource = 'url' | 'upload' | 'schedule';

export const FEED_RUN_MESSAGES = {
  notPlanned: 'Only a dry run that was read without a refusal can be applied, once.',
  unmatched: 'No apartment is confirmed for this property yet: confirm the proposed match, or choose one.',
  applyFailed: (reason: string) => `It could not be applied (${reason}): nothing of this property was written.`,
  specialsLeftOut: (count: number) =>
    `${count === 1 ? '1 concession was' : `${count} concessions were`} left out: an apartment has at most ${SPECIALS_PER_APARTMENT_MAX} specials, staff's own included.`,
} as const;

/** The parts of the app a run needs besides the database. */
export interface RunContext {
  storage: ImageStorage;
  /** Who applies: the admin who clicked, or the feed's creator for an automatic apply. */
  actor: Actor;
}

/**
 * Reads `body` as a dry run of `feedId` and answers the run. A refused file makes a failed run with its message;
 * a feed set to apply automatically is applied at once.
 */
export async function planFeedRun(
  prisma: PrismaClient,
  feedId: string,
  body: AsyncIterable<Uint8Array | string>,
  source: RunSource,
  context: RunContext,
  now = new Date(),
): Promise<FeedRun> {
  const feed = await prisma.feed.findUnique({ where: { id: feedId } });
  if (!feed) throw notFound('Feed not found');
  const run = await prisma.feedRun.create({ data: { feedId, status: 'planned', source, startedAt: now } });
  const known = new Map(
    (await prisma.feedProperty.findMany({ where: { feedId } })).map((row) => [row.propertyId, row]),
  );
  const seen = new Map<string, number>();
  const today = localDate(now);
  let candidates: MatchCandidate[] | undefined;
  let position = 0;
  let floorplans = 0;
  let batch: ReadProperty[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    const fresh = current.filter((read) => read.propertyId && !known.has(read.propertyId));
    if (fresh.length > 0) {
      candidates ??= await prisma.apartment.findMany({
        select: { id: true, code: true, name: true, latitude: true, longitude: true },
      });
      const proposals = proposeMatches(fresh, candidates);
      await prisma.feedProperty.createMany({
        data: fresh.map((read) => ({
          feedId,
          propertyId: read.propertyId,
          name: read.name,
          proposedApartmentId: proposals.get(read.propertyId)?.apartmentId ?? null,
          proposedReason: proposals.get(read.propertyId)?.reason ?? null,
        })),
        skipDuplicates: true,
      });
      for (const row of await prisma.feedProperty.findMany({
        where: { feedId, propertyId: { in: fresh.map((read) => read.propertyId) } },
      }))
        known.set(row.propertyId, row);
    }
    const matchedIds = current.flatMap((read) => {
      const apartmentId = known.get(read.propertyId)?.apartmentId;
      return apartmentId ? [apartmentId] : [];
    });
    const apartments = new Map(
      (
        await prisma.apartment.findMany({
          where: { id: { in: matchedIds } },
          select: { id: true, floorplans: true, fees: { orderBy: { position: 'asc' } }, specials: true },
        })
      ).map((apartment) => [apartment.id, apartment]),
    );
    const items: Prisma.FeedRunItemCreateManyInput[] = current.map((read) => {
      const match = known.get(read.propertyId);
      const apartment = match?.apartmentId ? apartments.get(match.apartmentId) : undefined;
      const base = {
        runId: run.id,
        position: (position += 1),
        propertyId: read.propertyId,
        name: read.name,
        apartmentId: apartment?.id ?? null,
        messages: read.messages,
      };
      if (!read.mapped) return { ...base, outcome: 'refused' };
      floorplans += read.mapped.floorplans.length;
      if (!apartment || !match)
        return {
          ...base,
          outcome: 'unmatched',
          record: toJson(read.mapped),
          messages: [...read.messages, FEED_RUN_MESSAGES.unmatched],
        };
      const owned = new Set(match.specialIds);
      const changes = plannedChanges(
        {
          floorplans: apartment.floorplans,
          fees: read.mapped.fees.length > 0 ? apartment.fees : [],
          feedSpecials: apartment.specials.filter((special) => owned.has(special.id)),
        },
        { ...read.mapped, fees: read.mapped.fees },
      );
      return {
        ...base,
        outcome: changes.length > 0 ? 'changes' : 'confirms',
        record: toJson(read.mapped),
        changes: toJson(changes),
      };
    });
    await prisma.feedRunItem.createMany({ data: items });
  };

  try {
    const summary = await readMitsProperties(body, async (element) => {
      const read = mapProperty(element, today);
      if (read.propertyId) seen.set(read.propertyId, (seen.get(read.propertyId) ?? 0) + 1);
      batch.push(read);
      if (batch.length >= BATCH_SIZE) await flush();
    });
    await flush();
    for (const [propertyId, count] of seen) {
      if (count < 2) continue;
      await prisma.$executeRaw`
        UPDATE "FeedRunItem" SET "outcome" = 'refused', "record" = NULL, "changes" = '[]',
               "messages" = ARRAY[${FEED_RECORD_MESSAGES.duplicateProperty(propertyId)}]
         WHERE "runId" = ${run.id}::uuid AND "propertyId" = ${propertyId}`;
    }
    const planned = await prisma.feedRun.update({
      where: { id: run.id },
      data: {
        bytes: summary.bytes,
        propertyCount: summary.properties,
        floorplanCount: floorplans,
        finishedAt: new Date(),
      },
    });
    await prisma.feed.update({ where: { id: feedId }, data: { lastPulledAt: now } });
    if (feed.autoApply) return applyFeedRun(prisma, run.id, context);
    return planned;
  } catch (error) {
    if (!(error instanceof FeedFileError)) throw error;
    // A refused file applies nothing: its properties read before the refusal are dropped with it.
    await prisma.feedRunItem.deleteMany({ where: { runId: run.id } });
    return prisma.feedRun.update({
      where: { id: run.id },
      data: { status: 'failed', messages: [error.message], finishedAt: new Date() },
    });
  }
}

const toJson = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * Applies a planned run: each matched property in its own transaction, confirmed at the run's time with the source
 * "feed". A property that cannot be written is marked with its reason; the others still apply.
 */
export async function applyFeedRun(prisma: PrismaClient, rawRunId: unknown, context: RunContext): Promise<FeedRun> {
  const runId = parseId(rawRunId, 'runId');
  const run = await prisma.feedRun.findUnique({ where: { id: runId }, include: { feed: true } });
  if (!run) throw notFound('Feed run not found');
  // Claimed by one statement: two admins (or the schedule and an admin) never apply the same run twice.
  const { count } = await prisma.feedRun.updateMany({
    where: { id: runId, status: 'planned', appliedAt: null },
    data: { appliedAt: new Date() },
  });
  if (count === 0) throw conflict(FEED_RUN_MESSAGES.notPlanned);
  const by: Confirmer = { role: 'FEED', id: run.feedId, name: run.feed.name, actor: context.actor };
  const matches = new Map(
    (await prisma.feedProperty.findMany({ where: { feedId: run.feedId } })).map((row) => [row.propertyId, row]),
  );
  let after = 0;
  for (;;) {
    const items = await prisma.feedRunItem.findMany({
      where: { runId, position: { gt: after }, outcome: { in: ['changes', 'confirms'] } },
      orderBy: { position: 'asc' },
      take: BATCH_SIZE,
    });
    if (items.length === 0) break;
    after = items.at(-1)!.position;
    const applied: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const item = items[next++];
        const match = matches.get(item.propertyId);
        try {
          if (!match?.apartmentId || match.apartmentId !== item.apartmentId)
            throw conflict(FEED_RUN_MESSAGES.unmatched);
          const leftOut = await applyProperty(
            prisma,
            match,
            item.record as unknown as MappedProperty,
            by,
            context,
            run.startedAt,
          );
          if (leftOut === 0) applied.push(item.id);
          else
            await prisma.feedRunItem.update({
              where: { id: item.id },
              data: { outcome: 'applied', messages: [...item.messages, FEED_RUN_MESSAGES.specialsLeftOut(leftOut)] },
            });
        } catch (error) {
          const reason = error instanceof Error && 'code' in error ? error.message : 'the database refused the write';
          await prisma.feedRunItem.update({
            where: { id: item.id },
            data: { outcome: 'refused', messages: [...item.messages, FEED_RUN_MESSAGES.applyFailed(reason)] },
          });
        }
      }
    };
    await Promise.all(Array.from({ length: APPLY_CONCURRENCY }, worker));
    await prisma.feedRunItem.updateMany({ where: { id: { in: applied } }, data: { outcome: 'applied' } });
  }
  return prisma.feedRun.update({ where: { id: runId }, data: { status: 'applied', appliedAt: new Date() } });
}

/**
 * One property, one transaction: its floorplans confirmed, its fees and the feed's specials replaced. Answers how many
 * of the feed's concessions did not fit under the apartment's cap on specials.
 */
async function applyProperty(
  prisma: PrismaClient,
  match: FeedProperty,
  record: MappedProperty,
  by: Confirmer,
  context: RunContext,
  feedTime: Date,
): Promise<number> {
  const apartmentId = match.apartmentId!;
  return prisma.$transaction(
    async (tx) => {
      const apartment = await tx.apartment.findUnique({
        where: { id: apartmentId },
        include: { floorplans: true, fees: { orderBy: { position: 'asc' } } },
      });
      if (!apartment) throw notFound('Apartment not found');
      // Fees and specials first: the floorplans' confirmation then writes the day's history with them.
      // A feed that lists no fees says nothing about them: the apartment's fees stay as staff entered them.
      if (record.fees.length > 0 && feesText(apartment.fees) !== feesText(record.fees))
        await replaceFees(
          tx,
          context.actor,
          apartmentId,
          record.fees,
          record.floorplans.length > 0 ? null : { source: 'FEED', now: feedTime },
        );
      const { specialIds, leftOut } = await replaceFeedSpecials(tx, context.actor, apartmentId, match, record);
      const confirmations: Confirmation[] = [];
      const newImages: { target: { apartmentId: string; floorplanId: string }; imageUrls: string[] }[] = [];
      for (const floorplan of record.floorplans) {
        const before =
          apartment.floorplans.find((candidate) => candidate.type === floorplan.type) ??
          (await tx.floorplan.create({ data: { apartmentId, type: floorplan.type, imageUrls: [] } }));
        const target = { apartmentId, floorplanId: before.id };
        const wanted = [...new Set([...before.imageUrls, ...floorplan.imageUrls])];
        const imageUrls =
          wanted.length === before.imageUrls.length
            ? undefined
            : await withImportedCopies(tx, context.storage, target, wanted, before.imageUrls);
        confirmations.push({
          before,
          values: {
            minRentCents: floorplan.minRentCents,
            maxRentCents: floorplan.maxRentCents,
            minSqft: floorplan.minSqft ?? before.minSqft,
            maxSqft: floorplan.maxSqft ?? before.maxSqft,
            totalFloorplans: floorplan.totalFloorplans,
            unitsAvailable: floorplan.unitsAvailable,
            availableFrom: floorplan.availableFrom ? storedDate(floorplan.availableFrom) : null,
            ...(imageUrls ? { imageUrls } : {}),
          },
        });
        if (imageUrls) newImages.push({ target, imageUrls });
      }
      await confirmFloorplans(tx, confirmations, by, feedTime);
      for (const { target, imageUrls } of newImages) await queueImageImports(tx, context.storage, target, imageUrls);
      const image = !apartment.image && record.image ? record.image : undefined;
      await tx.apartment.update({ where: { id: apartmentId }, data: { version: { increment: 1 }, image } });
      if (image) await queueImageImports(tx, context.storage, { apartmentId, floorplanId: null }, [image]);
      await tx.feedProperty.update({ where: { id: match.id }, data: { specialIds } });
      return leftOut;
    },
    { timeout: 30_000 },
  );
}

/**
 * The specials this feed wrote before are replaced by the feed's current ones; staff's own stay. The feed's take the
 * room staff's leave under the cap on specials (SPECIALS_PER_APARTMENT_MAX), in the feed's order.
 */
async function replaceFeedSpecials(
  tx: Prisma.TransactionClient,
  actor: Actor,
  apartmentId: string,
  match: FeedProperty,
  record: MappedProperty,
): Promise<{ specialIds: string[]; leftOut: number }> {
  const previous = await tx.special.findMany({ where: { id: { in: match.specialIds }, apartmentId } });
  const staffOwn = (await tx.special.count({ where: { apartmentId } })) - previous.length;
  const fitting = record.specials.slice(0, Math.max(0, SPECIALS_PER_APARTMENT_MAX - staffOwn));
  const leftOut = record.specials.length - fitting.length;
  const same =
    previous.length === fitting.length && fitting.every((special, index) => previous[index]?.text === special.text);
  if (same) return { specialIds: previous.map((special) => special.id), leftOut };
  for (const special of previous) {
    await tx.special.delete({ where: { id: special.id } });
    await recordSpecialChange(tx, actor, special, null);
  }
  const specialIds: string[] = [];
  for (const special of fitting) {
    const created = await tx.special.create({
      data: {
        apartmentId,
        text: special.text,
        concessionKind: special.concessionKind,
        concessionValue: special.concessionValue,
        validFrom: storedDate(special.validFrom),
        validUntil: storedDate(special.validUntil ?? OPEN_END_DATE),
        floorplanTypes: special.floorplanTypes,
      },
    });
    await recordSpecialChange(tx, actor, null, created);
    specialIds.push(created.id);
  }
  return { specialIds, leftOut };
}
