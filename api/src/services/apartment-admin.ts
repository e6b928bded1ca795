// What admins change: apartments and their floorplans (docs/product.md sections 2, 4 and 7). Each change
// runs in one transaction with its audit entry; stored images that no row references any more are removed
// after the commit, so a failure never leaves a row pointing at a deleted file. Whether an image is still used
// is decided right before its removal, by the stored key every row's image URLs resolve to (demo pictures are
// shared by many listings, and one key may be spelled several ways).
import { recordPriceObservations } from '../market/observations.js';
import { z } from 'zod';
import { dollarsToCents, rentDollars } from '../domain/index.js';
import type { Floorplan, Prisma, PrismaClient } from '../generated/prisma/client.js';
import { storedKeyOf } from '../storage/keys.js';
import { ACCOUNT_SELECT } from './accounts.js';
import {
  AddApartmentSchema,
  AddDraftSchema,
  EditApartmentSchema,
  EditDraftSchema,
  FloorplanInputSchema,
} from './apartment-input.js';
import { assertStoredImagesExist, queueImageImports, withImportedCopies, type ImageStorage } from './image-imports.js';
import { removeUnusedImages, type ImageCleanup } from './uploads.js';
import { floorplanOf, parseId, readApartment } from './apartments.js';
import { CATALOG_INCLUDE, type ApartmentWithFloorplans, type StoredCatalogApartment } from '../catalog/rows.js';
import { diff, recordAudit, type Actor } from './audit.js';
import { confirmSaved } from './verification.js';
import { badInput, conflict, isUniqueViolation, notFound, parseInput } from '../errors.js';
import { promotionOf } from './promotion.js';
import { applyPromotion } from './promotion-editor.js';

export interface CreateOptions {
  /** The day a special the form switches on starts (the request's clock). */
  now?: Date;
  /**
   * Tells this site's images from outside links, which are copied in (services/image-imports.ts), and whether a
   * stored one exists.
   */
  storage?: ImageStorage;
}

/** Without the app's storage (scripts, the demo loader): only /uploads/ paths on this origin count as stored. */
const ORIGIN_ONLY: ImageStorage = { keyOf: (url) => storedKeyOf(url) };

export const DUPLICATE_CODE_MESSAGE = 'An apartment with this code already exists.';
const DUPLICATE_TYPE_MESSAGE = 'Each floorplan type may appear only once per apartment';
export const STALE_VERSION_MESSAGE = 'This apartment was changed by someone else. Reload it and try again.';
export const TYPE_LOCKED_MESSAGE = 'The type of a saved floorplan cannot change';
export const UNKNOWN_FLOORPLAN_MESSAGE = 'This floorplan does not belong to the apartment';

// Promotion, Promotional Term and Free Move-In are specials (services/promotion.ts), audited as such.
const APARTMENT_FIELDS = ['name', 'code', 'image', 'location', 'leaseTerm', 'highlight'] as const;
const FLOORPLAN_FIELDS = [
  'type',
  'totalFloorplans',
  'video',
  'minPrice',
  'maxPrice',
  'minSqft',
  'maxSqft',
  'imageUrls',
] as const;
const WITH_FLOORPLANS = { floorplans: { orderBy: { type: 'asc' } } } as const;

export type AdminApartment = StoredCatalogApartment & {
  creator: Prisma.AdminGetPayload<{ select: typeof ACCOUNT_SELECT }> | null;
};

/** Codes are unique regardless of case: 'NS-1' and 'ns-1' would be the same listing to a renter. */
async function assertCodeFree(tx: Prisma.TransactionClient, code: string, exceptId?: string) {
  // The unique index is on the exact code; this lock (held until commit) makes 'AB-1' and 'ab-1' created at
  // the same moment wait for each other, so the check below sees the first one.
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', code);
  const clash = await tx.apartment.findFirst({
    where: { code: { equals: code, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw conflict(DUPLICATE_CODE_MESSAGE, { code: DUPLICATE_CODE_MESSAGE });
}

/** A unique violation the checks above could not see (two writers at the same moment) is still a 409. */
function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const onType =
      /type/i.test(String((error as { message?: unknown }).message)) &&
      !/code/i.test(String((error as { message?: unknown }).message));
    if (onType) throw conflict(DUPLICATE_TYPE_MESSAGE, { floorplans: DUPLICATE_TYPE_MESSAGE });
    throw conflict(DUPLICATE_CODE_MESSAGE, { code: DUPLICATE_CODE_MESSAGE });
  }
  throw error;
}

const StatusSchema = z.object({
  status: z.enum(['DRAFT', 'PUBLISHED'], { error: 'status must be DRAFT or PUBLISHED' }).default('PUBLISHED'),
});

/**
 * docs/contract.md "Where an apartment is": the Add apartment form and docs/product.md section 7's POST publish at once
 * (the default); the one-step editor asks for a DRAFT. Only a create takes a status: publishing has its own rules.
 */
function splitStatus(rawInput: unknown) {
  if (!isPlainObject(rawInput)) return { status: 'PUBLISHED' as const, rest: rawInput };
  const { status, ...rest } = rawInput;
  return { status: parseInput(StatusSchema, { status: status ?? undefined }).status, rest };
}

export async function createApartment(
  prisma: PrismaClient,
  rawInput: unknown,
  actor: Actor,
  options: CreateOptions = {},
): Promise<StoredCatalogApartment> {
  const { status, rest } = splitStatus(rawInput);
  // docs/product.md section 5: the Image URL is required, except on a draft of the one-step editor.
  const input = parseInput(status === 'DRAFT' ? AddDraftSchema : AddApartmentSchema, rest);
  const { floorplans, expectedVersion: _ignored, promotion, promotionalTerm, freeMove, ...fields } = input;
  if (fields.image)
    await assertStoredImagesExist(options.storage ?? ORIGIN_ONLY, [{ field: 'image', url: fields.image }]);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertCodeFree(tx, fields.code);
      const created = await tx.apartment.create({
        data: {
          ...fields,
          status,
          creatorId: actor.adminId,
          floorplans: { create: floorplans.map((floorplan) => ({ type: floorplan.type, imageUrls: [] })) },
        },
        include: WITH_FLOORPLANS,
      });
      await queueImageImports(tx, options.storage ?? ORIGIN_ONLY, { apartmentId: created.id, floorplanId: null }, [
        ...(created.image ? [created.image] : []),
      ]);
      if (actor.adminId) {
        await recordAudit(tx, {
          adminId: actor.adminId,
          apiKey: actor.apiKey,
          action: 'create',
          entity: 'apartment',
          entityId: created.id,
          apartmentId: created.id,
          changes: { ...diff(null, created, APARTMENT_FIELDS), ...floorplanTypesChange([], created.floorplans) },
        });
      }
      await applyPromotion(tx, actor, created.id, { promotion, promotionalTerm, freeMove }, options.now ?? new Date());
      return tx.apartment.findUniqueOrThrow({ where: { id: created.id }, include: CATALOG_INCLUDE });
    });
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

function floorplanTypesChange(before: Pick<Floorplan, 'type'>[], after: Pick<Floorplan, 'type'>[]) {
  return diff({ floorplans: before.map((f) => f.type) }, { floorplans: after.map((f) => f.type) }, ['floorplans']);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * docs/product.md section 7's PATCH with the Edit apartment rules (section 5). Fields left out keep their values; the
 * floorplans list, when given, keeps the listed saved floorplans, adds the new rows and removes the others.
 * `expectedVersion` (the version the form was loaded at) turns a lost update into a 409.
 */
export async function updateApartment(
  prisma: PrismaClient,
  rawId: unknown,
  rawInput: unknown,
  actor: Actor,
  cleanup?: ImageCleanup,
  now: Date = new Date(),
) {
  const id = parseId(rawId, 'id');
  if (!isPlainObject(rawInput)) throw badInput('The apartment must be an object');
  let dropped: string[] = [];
  let updated: StoredCatalogApartment;
  try {
    updated = await prisma.$transaction(async (tx) => {
      const current = await tx.apartment.findUnique({
        where: { id },
        include: { ...WITH_FLOORPLANS, specials: true },
      });
      if (!current) throw notFound('Apartment not found');
      const promoted = promotionOf(current.specials, now);
      const base = {
        ...Object.fromEntries(APARTMENT_FIELDS.map((field) => [field, current[field]])),
        ...promoted,
        floorplans: current.floorplans.map((floorplan) => ({ floorplan: floorplan.id, type: floorplan.type })),
      };
      const schema = current.status === 'DRAFT' ? EditDraftSchema : EditApartmentSchema;
      const input = parseInput(schema, { ...base, ...rawInput });
      const { floorplans: wanted, expectedVersion, promotion, promotionalTerm, freeMove, ...fields } = input;
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw conflict(STALE_VERSION_MESSAGE);
      const storage = cleanup?.storage ?? ORIGIN_ONLY;
      const imageTarget = { apartmentId: id, floorplanId: null };
      // Only what this save changes: an unrelated edit is not refused for a picture saved before.
      if (fields.image && fields.image !== current.image)
        await assertStoredImagesExist(storage, [{ field: 'image', url: fields.image }]);
      if (fields.image)
        [fields.image] = await withImportedCopies(tx, storage, imageTarget, [fields.image], [current.image ?? '']);

      const saved = new Map(current.floorplans.map((floorplan) => [floorplan.id, floorplan]));
      const kept = new Set<string>();
      const added: Floorplan['type'][] = [];
      for (const [index, entry] of wanted.entries()) {
        const existing = entry.floorplan ? saved.get(entry.floorplan) : undefined;
        if (!entry.floorplan) added.push(entry.type);
        else if (!existing)
          throw badInput(UNKNOWN_FLOORPLAN_MESSAGE, { [`floorplans.${index}.floorplan`]: UNKNOWN_FLOORPLAN_MESSAGE });
        else if (existing.type !== entry.type)
          throw badInput(TYPE_LOCKED_MESSAGE, { [`floorplans.${index}.type`]: TYPE_LOCKED_MESSAGE });
        else kept.add(existing.id);
      }
      const removed = current.floorplans.filter((floorplan) => !kept.has(floorplan.id));

      if (fields.code !== current.code) await assertCodeFree(tx, fields.code, id);
      // The version in the WHERE makes the row lock decide between two concurrent writers.
      const { count } = await tx.apartment.updateMany({
        where: { id, version: current.version },
        data: { ...fields, version: { increment: 1 } },
      });
      if (count === 0) throw conflict(STALE_VERSION_MESSAGE);
      if (removed.length > 0)
        await tx.floorplan.deleteMany({ where: { id: { in: removed.map((floorplan) => floorplan.id) } } });
      if (added.length > 0)
        await tx.floorplan.createMany({ data: added.map((type) => ({ apartmentId: id, type, imageUrls: [] })) });
      await applyPromotion(tx, actor, id, { promotion, promotionalTerm, freeMove }, now);
      await queueImageImports(tx, storage, imageTarget, fields.image ? [fields.image] : []);
      const after = await tx.apartment.findUniqueOrThrow({ where: { id }, include: CATALOG_INCLUDE });

      if (actor.adminId) {
        const changes = {
          ...diff(current, after, APARTMENT_FIELDS),
          ...floorplanTypesChange(current.floorplans, after.floorplans),
        };
        await recordAudit(tx, {
          adminId: actor.adminId,
          apiKey: actor.apiKey,
          action: 'update',
          entity: 'apartment',
          entityId: id,
          apartmentId: id,
          changes,
        });
        for (const floorplan of removed) {
          await recordAudit(tx, {
            adminId: actor.adminId,
            apiKey: actor.apiKey,
            action: 'delete',
            entity: 'floorplan',
            entityId: floorplan.id,
            apartmentId: id,
            changes: diff(floorplanValues(floorplan), null, FLOORPLAN_FIELDS),
          });
        }
      }
      dropped = [
        ...removed.flatMap((floorplan) => floorplan.imageUrls),
        ...(current.image !== after.image && current.image ? [current.image] : []),
      ];
      return after;
    });
  } catch (error) {
    return translateUniqueViolation(error);
  }
  await removeUnusedImages(prisma, cleanup, dropped);
  return updated;
}

/** Deletes the apartment, its floorplans and photos (cascade) and then the stored images no other row uses. */
export async function deleteApartment(
  prisma: PrismaClient,
  rawId: unknown,
  actor: Actor,
  cleanup?: ImageCleanup,
): Promise<{ id: string }> {
  const id = parseId(rawId, 'id');
  const dropped = await prisma.$transaction(async (tx) => {
    const current = await tx.apartment.findUnique({ where: { id }, include: { ...WITH_FLOORPLANS, photos: true } });
    if (!current) throw notFound('Apartment not found');
    // A referral is the evidence a commission is claimed with: it outlives neither its apartment nor a dispute.
    if ((await tx.referral.count({ where: { apartmentId: id } })) > 0)
      throw conflict('This apartment has referrals on record; it cannot be deleted while they are kept');
    await tx.apartment.delete({ where: { id } });
    if (actor.adminId) {
      await recordAudit(tx, {
        adminId: actor.adminId,
        apiKey: actor.apiKey,
        action: 'delete',
        entity: 'apartment',
        entityId: id,
        apartmentId: id,
        changes: { ...diff(current, null, APARTMENT_FIELDS), ...floorplanTypesChange(current.floorplans, []) },
      });
    }
    return [
      ...current.floorplans.flatMap((floorplan) => floorplan.imageUrls),
      ...(current.image ? [current.image] : []),
      ...current.photos.map((photo) => photo.url),
    ];
  });
  await removeUnusedImages(prisma, cleanup, dropped);
  return { id };
}

/** docs/product.md section 7: GET /admins/apartments/{apartmentId}/floorplans/{floorplanId} → floorplan and apartmentCode. */
export async function getAdminFloorplan(prisma: PrismaClient, rawApartmentId: unknown, rawFloorplanId: unknown) {
  const { apartment, floorplan } = floorplanOf(await readApartment(prisma, rawApartmentId), rawFloorplanId);
  return { floorplan, apartmentCode: apartment.code, apartmentId: apartment.id };
}

/** A floorplan as the audit trail records it: the fields of docs/product.md's Edit Floorplan form, rents in dollars. */
function floorplanValues(floorplan: Floorplan): Record<string, Prisma.InputJsonValue | null> {
  const asTyped = {
    ...floorplan,
    minPrice: rentDollars(floorplan.minRentCents),
    maxPrice: rentDollars(floorplan.maxRentCents),
  };
  return Object.fromEntries(FLOORPLAN_FIELDS.map((field) => [field, asTyped[field]]));
}

/** docs/product.md section 2 (Edit Floorplan): the form sends every field; what it leaves blank is cleared. */
export async function updateFloorplan(
  prisma: PrismaClient,
  rawApartmentId: unknown,
  rawFloorplanId: unknown,
  rawInput: unknown,
  actor: Actor,
  cleanup?: ImageCleanup,
  now = new Date(),
): Promise<ApartmentWithFloorplans> {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const input = parseInput(FloorplanInputSchema, rawInput);
  const storage = cleanup?.storage ?? ORIGIN_ONLY;
  const target = { apartmentId, floorplanId };
  const dropped = await prisma.$transaction(async (tx) => {
    const current = await tx.floorplan.findFirst({ where: { id: floorplanId, apartmentId } });
    if (!current) throw notFound('Floorplan not found');
    // Only the images this save adds: one saved before is not refused again.
    await assertStoredImagesExist(
      storage,
      input.imageUrls.flatMap((url, index) =>
        current.imageUrls.includes(url) ? [] : [{ field: `imageUrls.${index}`, url }],
      ),
    );
    const imageUrls = await withImportedCopies(tx, storage, target, [...new Set(input.imageUrls)], current.imageUrls);
    const data = {
      totalFloorplans: input.totalFloorplans,
      video: input.video ?? null,
      minRentCents: input.minPrice == null ? null : dollarsToCents(input.minPrice),
      maxRentCents: input.maxPrice == null ? null : dollarsToCents(input.maxPrice),
      minSqft: input.minSqft ?? null,
      maxSqft: input.maxSqft ?? null,
      imageUrls: [...new Set(imageUrls)],
      ...(input.leaseTermsMonths && { leaseTermsMonths: [...new Set(input.leaseTermsMonths)].sort((a, b) => a - b) }),
    } satisfies Prisma.FloorplanUpdateInput;
    const after = await tx.floorplan.update({ where: { id: floorplanId }, data });
    // Outside links wait for their copy (services/image-imports.ts); renters meanwhile see only stored images.
    await queueImageImports(tx, storage, target, after.imageUrls);
    // An admin's saved rents are a confirmed price: they enter the history (market/observations.ts); a leasing
    // office's save confirms the floorplan as the property's, which writes the history with that source.
    if (actor.confirmedBy) await confirmSaved(tx, actor, apartmentId, [floorplanId]);
    else await recordPriceObservations(tx, { apartmentId, floorplanIds: [floorplanId], source: 'ADMIN', now });
    if (actor.adminId) {
      await recordAudit(tx, {
        adminId: actor.adminId,
        apiKey: actor.apiKey,
        action: 'update',
        entity: 'floorplan',
        entityId: floorplanId,
        apartmentId,
        changes: diff(floorplanValues(current), floorplanValues(after), FLOORPLAN_FIELDS),
      });
    }
    return current.imageUrls.filter((url) => !after.imageUrls.includes(url));
  });
  await removeUnusedImages(prisma, cleanup, dropped);
  return readApartment(prisma, apartmentId);
}
