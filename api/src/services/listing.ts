// Where an apartment is, what it looks like and whether renters see it (docs/contract.md "Where an apartment is"):
// the address and pinned point, the description and year built, the photos, and publishing. Each change runs in one
// transaction with its audit entry and bumps the apartment's version, like every admin edit (services/apartment-admin.ts).
import { z } from 'zod';
import {
  ADD_APARTMENT_MESSAGES,
  DESCRIPTION_MAX_LENGTH,
  GEO_MESSAGES,
  insideMetro,
  STORED_IMAGE_KEY_PATTERN,
  STORED_IMAGE_MESSAGE,
} from '../domain/index.js';
import type { AppStorage } from '../storage/index.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../errors.js';
import { removeUnusedImages, type ImageCleanup } from './uploads.js';
import { IdSchema, parseId } from './apartments.js';
import { assertStoredImagesExist, notUploadedMessage } from './image-imports.js';
import { PRIVATE_LOCATION_FIELDS } from '../auth/approximate-location.js';
import { diff, recordAdminChange, type Actor } from './audit.js';
import { CATALOG_INCLUDE, type StoredCatalogApartment } from '../catalog/rows.js';

export interface AddressValue {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const PUBLISH_NEEDS = {
  verifiedPrice: 'a floorplan with a verified price',
  address: 'an address',
  photo: 'a photo',
} as const;
export const PHOTOS_MAX = 20;
export const PHOTO_NOT_UPLOADED = notUploadedMessage('photo');
export const ALT_MAX_LENGTH = 200;
/** The oldest buildings renters rent in San Antonio are older than Texas' statehood only as landmarks. */
export const YEAR_BUILT_MIN = 1800;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} cannot be longer than ${max} characters`);

const coordinate = (message: string, limit: number) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

export const GeoPointSchema = z
  .object({ latitude: coordinate(GEO_MESSAGES.latitude, 90), longitude: coordinate(GEO_MESSAGES.longitude, 180) })
  .strict();

const LocationSchema = z
  .object({
    apartmentId: IdSchema,
    address: z
      .object({
        street: text('street', 100),
        city: text('city', 60),
        state: z
          .string({ error: 'state must be TX' })
          .trim()
          .toUpperCase()
          .refine((state) => state === 'TX', 'state must be TX'),
        zip: z
          .string({ error: 'zip must be a Texas ZIP code of 5 digits' })
          .trim()
          // Texas ZIP codes run from 75000 to 79999 and 88500 to 88599 (El Paso's share of the 885 prefix).
          .regex(/^(?:7[5-9]\d{3}|885\d{2})$/, 'zip must be a Texas ZIP code of 5 digits'),
      })
      .strict(),
    // A latitude or longitude out of range already has its own message.
    location: GeoPointSchema.refine(
      (point) => Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180 || insideMetro(point),
      GEO_MESSAGES.outsideMetro,
    ),
  })
  .strict();

const ProfileSchema = z
  .object({
    apartmentId: IdSchema,
    description: z
      .string({ error: 'description must be text' })
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, `description cannot be longer than ${DESCRIPTION_MAX_LENGTH} characters`)
      .nullable()
      .optional(),
    yearBuilt: z
      .number({ error: 'yearBuilt must be a year' })
      .int('yearBuilt must be a year')
      .min(YEAR_BUILT_MIN, `yearBuilt cannot be before ${YEAR_BUILT_MIN}`)
      .nullable()
      .optional(),
  })
  .strict();

const AddPhotoSchema = z
  .object({
    apartmentId: IdSchema,
    url: z.string({ error: STORED_IMAGE_MESSAGE }).max(2_048, STORED_IMAGE_MESSAGE),
    alt: text('alt', ALT_MAX_LENGTH),
  })
  .strict();

const ReorderSchema = z
  .object({ apartmentId: IdSchema, photoIds: z.array(IdSchema).max(PHOTOS_MAX, `at most ${PHOTOS_MAX} photos`) })
  .strict();

/** What publishing still needs (docs/contract.md "Where an apartment is"); empty when the listing can go live. */
export function publishMissing(apartment: {
  street: string | null;
  latitude: number | null;
  floorplans: { minRentCents: number | null; verifiedAt: Date | null }[];
  photos?: unknown[];
}): string[] {
  const missing: string[] = [];
  if (!apartment.floorplans.some((floorplan) => floorplan.minRentCents !== null && floorplan.verifiedAt !== null))
    missing.push(PUBLISH_NEEDS.verifiedPrice);
  if (apartment.street === null || apartment.latitude === null) missing.push(PUBLISH_NEEDS.address);
  if (!apartment.photos?.length) missing.push(PUBLISH_NEEDS.photo);
  return missing;
}

export const publishRefusal = (missing: string[]) => `Publishing needs ${missing.join(', ')}.`;

export function addressOf(apartment: {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): AddressValue | null {
  const { street, city, state, zip } = apartment;
  return street === null || city === null || state === null || zip === null ? null : { street, city, state, zip };
}

/** One line, as an envelope writes it: "303 Pearl Pkwy, San Antonio, TX 78215". */
export const formatAddress = (address: AddressValue) =>
  `${address.street}, ${address.city}, ${address.state} ${address.zip}`;

const LISTING_FIELDS = [...PRIVATE_LOCATION_FIELDS, 'description', 'yearBuilt', 'status'] as const;

type Tx = Prisma.TransactionClient;

/**
 * One audited change of an apartment: `change` writes inside the transaction; the version moves and the audit trail
 * records the listed fields (and `extra`) before and after.
 */
async function changeApartment(
  prisma: PrismaClient,
  id: string,
  actor: Actor,
  change: (tx: Tx, current: StoredCatalogApartment) => Promise<Record<string, unknown> | void>,
): Promise<StoredCatalogApartment> {
  return prisma.$transaction(async (tx) => {
    const current = await tx.apartment.findUnique({ where: { id }, include: CATALOG_INCLUDE });
    if (!current) throw notFound('Apartment not found');
    const extra = (await change(tx, current)) ?? {};
    await tx.apartment.update({ where: { id }, data: { version: { increment: 1 } } });
    const after = await tx.apartment.findUniqueOrThrow({ where: { id }, include: CATALOG_INCLUDE });
    const changes = { ...diff(current, after, LISTING_FIELDS) };
    for (const [field, value] of Object.entries(extra)) changes[field] = value as (typeof changes)[string];
    await recordAdminChange(tx, actor, {
      action: 'update',
      entity: 'apartment',
      entityId: id,
      apartmentId: id,
      changes,
    });
    return after;
  });
}

const photoUrls = (photos: { url: string }[]) => ({ photos: photos.map((photo) => photo.url) });

export async function setApartmentLocation(prisma: PrismaClient, rawInput: unknown, actor: Actor) {
  const { apartmentId, address, location } = parseInput(LocationSchema, rawInput);
  return changeApartment(prisma, apartmentId, actor, async (tx) => {
    await tx.apartment.update({ where: { id: apartmentId }, data: { ...address, ...location } });
  });
}

export async function updateApartmentProfile(prisma: PrismaClient, rawInput: unknown, actor: Actor) {
  const { apartmentId, description, yearBuilt } = parseInput(ProfileSchema, rawInput);
  if (yearBuilt != null && yearBuilt > new Date().getUTCFullYear() + 5)
    throw badInput('yearBuilt: cannot be more than 5 years ahead', { yearBuilt: 'cannot be more than 5 years ahead' });
  return changeApartment(prisma, apartmentId, actor, async (tx) => {
    await tx.apartment.update({
      where: { id: apartmentId },
      data: {
        ...(description !== undefined ? { description: description || null } : {}),
        ...(yearBuilt !== undefined ? { yearBuilt } : {}),
      },
    });
  });
}

export async function addApartmentPhoto(prisma: PrismaClient, rawInput: unknown, actor: Actor, storage: AppStorage) {
  const { apartmentId, url: given, alt } = parseInput(AddPhotoSchema, rawInput);
  // Only a photo this site stored through its upload flow (services/uploads.ts): never a pasted outside URL.
  const key = storage.keyOf(given);
  if (!key || !key.startsWith('photos/') || !STORED_IMAGE_KEY_PATTERN.test(key))
    throw badInput(`url: ${STORED_IMAGE_MESSAGE}`, { url: STORED_IMAGE_MESSAGE });
  await assertStoredImagesExist(storage, [{ field: 'url', url: given }], PHOTO_NOT_UPLOADED);
  const url = storage.urlFor(key);
  return changeApartment(prisma, apartmentId, actor, async (tx, current) => {
    if (current.photos.length >= PHOTOS_MAX)
      throw badInput(`An apartment has at most ${PHOTOS_MAX} photos`, { url: `at most ${PHOTOS_MAX} photos` });
    const position = current.photos.reduce((last, photo) => Math.max(last, photo.position + 1), 0);
    await tx.photo.create({ data: { apartmentId, url, alt, position } });
    return diff(photoUrls(current.photos), photoUrls([...current.photos, { url }]), ['photos']);
  });
}

/** The apartment without the photo; the file (with its copies) goes once no row shows it. */
export async function removeApartmentPhoto(
  prisma: PrismaClient,
  rawPhotoId: unknown,
  actor: Actor,
  cleanup: ImageCleanup,
  /** Given by a path that names the apartment: a photo of another one is not found there. */
  rawApartmentId?: unknown,
) {
  const photoId = parseId(rawPhotoId, 'photoId');
  const apartmentId = rawApartmentId === undefined ? undefined : parseId(rawApartmentId, 'apartmentId');
  const photo = await prisma.photo.findUnique({ where: { id: photoId }, select: { apartmentId: true, url: true } });
  if (!photo || (apartmentId !== undefined && photo.apartmentId !== apartmentId)) throw notFound('Photo not found');
  const after = await changeApartment(prisma, photo.apartmentId, actor, async (tx, current) => {
    await tx.photo.deleteMany({ where: { id: photoId } });
    const kept = current.photos.filter((candidate) => candidate.id !== photoId);
    return diff(photoUrls(current.photos), photoUrls(kept), ['photos']);
  });
  await removeUnusedImages(prisma, cleanup, [photo.url]);
  return after;
}

export async function reorderApartmentPhotos(prisma: PrismaClient, rawInput: unknown, actor: Actor) {
  const { apartmentId, photoIds } = parseInput(ReorderSchema, rawInput);
  return changeApartment(prisma, apartmentId, actor, async (tx, current) => {
    const saved = new Set(current.photos.map((photo) => photo.id));
    const message = "photoIds must list each of the apartment's photos once";
    if (
      photoIds.length !== saved.size ||
      new Set(photoIds).size !== saved.size ||
      photoIds.some((id) => !saved.has(id))
    )
      throw badInput(message, { photoIds: message });
    for (const [position, id] of photoIds.entries()) await tx.photo.update({ where: { id }, data: { position } });
    const byId = new Map(current.photos.map((photo) => [photo.id, photo]));
    return diff(photoUrls(current.photos), photoUrls(photoIds.map((id) => byId.get(id)!)), ['photos']);
  });
}

export async function publishApartment(prisma: PrismaClient, rawId: unknown, actor: Actor) {
  const id = parseId(rawId, 'apartmentId');
  return changeApartment(prisma, id, actor, async (tx, current) => {
    const missing = publishMissing(current);
    if (missing.length > 0) throw badInput(publishRefusal(missing), { apartmentId: publishRefusal(missing) });
    // A draft may wait for its Image URL; a listing renters see has one (docs/product.md section 5, Add apartment).
    if (!current.image)
      throw badInput(ADD_APARTMENT_MESSAGES.imageRequired, { image: ADD_APARTMENT_MESSAGES.imageRequired });
    await tx.apartment.update({ where: { id }, data: { status: 'PUBLISHED' } });
  });
}

export async function unpublishApartment(prisma: PrismaClient, rawId: unknown, actor: Actor) {
  const id = parseId(rawId, 'apartmentId');
  return changeApartment(prisma, id, actor, async (tx) => {
    await tx.apartment.update({ where: { id }, data: { status: 'DRAFT' } });
  });
}
