// Outside images are copied, never hotlinked (docs/contract.md "Where an apartment is"). An admin may give the
// apartment's Image URL or a floorplan image as another site's link (docs/product.md section 5 allows any
// ftp/http/https URL); the row keeps the link, one ImageImport row per link waits in the same transaction, and the
// job (jobs/image-import-worker.ts) fetches it safely (services/image-fetch.ts), stores it with the same smaller
// copies as an upload (services/uploads.ts) and puts the stored URL in the link's place. Until then renters see the
// placeholder: the catalog shows only stored images (catalog/catalog.ts). A failed import is shown to admins, with a
// retry.
import sharp from 'sharp';
import { buildingImagePath } from '../domain/index.js';
import type { ImageImport, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Storage } from '../storage/storage.js';
import { CATALOG_INCLUDE, type StoredCatalogApartment } from '../catalog/rows.js';
import { badInput, notFound } from '../errors.js';
import { parseId } from './apartments.js';
import { fetchOutsideImage, IMAGE_FETCH_REASONS, ImageFetchError, type FetchedImage } from './image-fetch.js';
import { MAX_INPUT_PIXELS, removeUnusedImages, storeJpeg, uploadKey } from './uploads.js';

/** Tries before an import that keeps failing for a passing reason (a 503, a timeout) is given up (about 15 min). */
export const IMAGE_IMPORT_MAX_ATTEMPTS = 5;
/** Seconds to wait after the nth failed try: 30 s, 1 min, 2, 4, ... */
export const importRetryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 60 * 60);

/** Which image an import fills: the apartment's Image URL (no floorplan) or one of a floorplan's imageUrls. */
export interface ImportTarget {
  apartmentId: string;
  floorplanId: string | null;
}

/** A link is outside when it names no image of this site's storage (its /uploads/ paths and bucket URLs). */
export const isOutsideImage = (storage: Pick<Storage, 'keyOf'>, url: string) => storage.keyOf(url) === undefined;

/** A storage that may also tell whether a stored file exists; scripts without the app's storage cannot. */
export type ImageStorage = Pick<Storage, 'keyOf'> & Partial<Pick<Storage, 'exists'>>;

/** What an admin is told of a stored path whose upload never happened. */
export function notUploadedMessage(what: 'image' | 'photo') {
  return `No ${what} was uploaded at this address: PUT the file to the presignedUrl first`;
}

/**
 * docs/contract.md "Where an apartment is": a stored path must name a file that exists (a path whose upload never
 * happened would be a broken picture), or it is refused naming its field. Outside links are copied later, so they
 * are not checked here.
 */
export async function assertStoredImagesExist(
  storage: ImageStorage,
  images: readonly { field: string; url: string }[],
  message = notUploadedMessage('image'),
) {
  if (!storage.exists) return;
  for (const { field, url } of images) {
    const key = storage.keyOf(url);
    if (key !== undefined && !(await storage.exists(key))) throw badInput(`${field}: ${message}`, { [field]: message });
  }
}

const hostOfLink = (link: string) => {
  try {
    return new URL(link).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return link;
  }
};

/** What an admin reads of a failed try: "We could not copy the image from example.com: 404". */
export const importFailureMessage = (row: Pick<ImageImport, 'sourceUrl' | 'lastError'>) =>
  row.lastError ? `We could not copy the image from ${hostOfLink(row.sourceUrl)}: ${row.lastError}` : null;

export const importHost = (row: Pick<ImageImport, 'sourceUrl'>) => hostOfLink(row.sourceUrl);

const sameTarget = (target: ImportTarget) => ({
  apartmentId: target.apartmentId,
  floorplanId: target.floorplanId,
});

/**
 * The links to write for `target`, with an outside link this target already imported replaced by its copy while the
 * row still shows that copy: a form opened before the copy arrived sends the old link back, and saving it must not
 * fetch the same picture again.
 */
export async function withImportedCopies(
  tx: Prisma.TransactionClient,
  storage: Pick<Storage, 'keyOf'>,
  target: ImportTarget,
  links: string[],
  current: readonly string[],
): Promise<string[]> {
  const outside = links.filter((link) => isOutsideImage(storage, link));
  if (outside.length === 0) return links;
  const done = await tx.imageImport.findMany({
    where: { ...sameTarget(target), status: 'done', sourceUrl: { in: outside }, storedUrl: { in: [...current] } },
    orderBy: { updatedAt: 'desc' },
  });
  const copies = new Map<string, string>();
  for (const row of done) if (!copies.has(row.sourceUrl) && row.storedUrl) copies.set(row.sourceUrl, row.storedUrl);
  return links.map((link) => copies.get(link) ?? link);
}

/**
 * After `target`'s links were written: one waiting import per outside link (an ftp link fails at once, since it is
 * never fetched), and the waiting or failed imports of links the row no longer holds are dropped.
 */
export async function queueImageImports(
  tx: Prisma.TransactionClient,
  storage: Pick<Storage, 'keyOf'>,
  target: ImportTarget,
  links: readonly string[],
) {
  const outside = [...new Set(links.filter((link) => isOutsideImage(storage, link)))];
  await tx.imageImport.deleteMany({
    where: { ...sameTarget(target), status: { in: ['pending', 'failed'] }, sourceUrl: { notIn: outside } },
  });
  if (outside.length === 0) return;
  const open = await tx.imageImport.findMany({
    where: { ...sameTarget(target), status: { in: ['pending', 'failed'] }, sourceUrl: { in: outside } },
    select: { sourceUrl: true },
  });
  const queued = new Set(open.map((row) => row.sourceUrl));
  const fresh = outside.filter((link) => !queued.has(link));
  if (fresh.length === 0) return;
  await tx.imageImport.createMany({
    data: fresh.map((sourceUrl) =>
      sourceUrl.toLowerCase().startsWith('ftp:')
        ? { ...sameTarget(target), sourceUrl, status: 'failed' as const, lastError: IMAGE_FETCH_REASONS.ftp }
        : { ...sameTarget(target), sourceUrl },
    ),
  });
}

/** The imports an admin still has to know about (waiting or failed), for the Apartment Manager and the editor. */
export function openImports(prisma: PrismaClient, apartmentIds: readonly string[]) {
  return prisma.imageImport.findMany({
    where: { apartmentId: { in: [...apartmentIds] }, status: { in: ['pending', 'failed'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** Tries a failed (or waiting) import again now; answers its apartment as admins read it. */
export async function retryImageImport(prisma: PrismaClient, rawId: unknown): Promise<StoredCatalogApartment> {
  const id = parseId(rawId, 'id');
  const row = await prisma.imageImport.findUnique({ where: { id } });
  if (!row) throw notFound('Image import not found');
  if (row.status === 'done') {
    const message = 'This image was already copied';
    throw badInput(message, { id: message });
  }
  await prisma.imageImport.update({
    where: { id },
    data: { status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null },
  });
  return prisma.apartment.findUniqueOrThrow({ where: { id: row.apartmentId }, include: CATALOG_INCLUDE });
}

/** An import a worker has claimed (jobs/image-import-worker.ts). */
export type ClaimedImport = Pick<ImageImport, 'id' | 'apartmentId' | 'floorplanId' | 'sourceUrl' | 'attempts'>;

/** The fetched picture as the JPEG the upload pipeline stores (PNG and WebP are converted, on white). */
async function asJpeg(image: FetchedImage): Promise<Buffer> {
  if (image.format === 'jpeg') return image.bytes;
  return sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw new ImageFetchError(IMAGE_FETCH_REASONS.notAnImage, true);
    });
}

/**
 * One try of one import: fetch, store with its smaller copies, and put the copy where the link was (only if the row
 * still holds the link: an admin may have changed it meanwhile, and then the copy is removed again). Every try is
 * recorded; a passing failure waits and tries again, up to IMAGE_IMPORT_MAX_ATTEMPTS.
 */
export async function runImageImport(
  prisma: PrismaClient,
  storage: Storage,
  allowHosts: readonly string[],
  claimed: ClaimedImport,
): Promise<'done' | 'failed' | 'retry'> {
  let storedUrl: string;
  try {
    const target = await prisma.apartment.findUnique({
      where: { id: claimed.apartmentId },
      select: { code: true, floorplans: { where: { id: claimed.floorplanId ?? undefined }, select: { type: true } } },
    });
    if (!target) return 'failed';
    const type = claimed.floorplanId ? target.floorplans[0]?.type : null;
    if (type === undefined) return 'failed';
    const bytes = await asJpeg(await fetchOutsideImage(claimed.sourceUrl, { allowHosts }));
    const key = uploadKey(target.code, type);
    const url = await storeJpeg(storage, key, bytes);
    // The Image URL keeps stored images as their /uploads/ path on every storage; floorplans keep the upload's URL.
    storedUrl = claimed.floorplanId ? url : buildingImagePath(key);
  } catch (error) {
    const reason =
      error instanceof ImageFetchError ? error : new ImageFetchError(IMAGE_FETCH_REASONS.unreachable, false);
    const failed = reason.permanent || claimed.attempts >= IMAGE_IMPORT_MAX_ATTEMPTS;
    await prisma.$transaction([
      prisma.imageImport.updateMany({
        where: { id: claimed.id },
        data: {
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: reason.message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + importRetryDelaySeconds(claimed.attempts) * 1000),
        },
      }),
      prisma.imageImportAttempt.createMany({
        data: [{ importId: claimed.id, ok: false, error: reason.message.slice(0, 500) }],
      }),
    ]);
    return failed ? 'failed' : 'retry';
  }
  const placed = await prisma.$transaction(async (tx) => {
    const replaced = claimed.floorplanId
      ? await tx.$executeRaw`
          UPDATE "Floorplan" SET "imageUrls" = array_replace("imageUrls", ${claimed.sourceUrl}, ${storedUrl}),
                                 "updatedAt" = now()
           WHERE "id" = ${claimed.floorplanId}::uuid AND ${claimed.sourceUrl} = ANY("imageUrls")`
      : (
          await tx.apartment.updateMany({
            where: { id: claimed.apartmentId, image: claimed.sourceUrl },
            data: { image: storedUrl },
          })
        ).count;
    const { count } = await tx.imageImport.updateMany({
      where: { id: claimed.id },
      data: { status: 'done', storedUrl, lockedUntil: null, lastError: null },
    });
    if (count > 0) await tx.imageImportAttempt.create({ data: { importId: claimed.id, ok: true } });
    return replaced > 0;
  });
  if (!placed) await removeUnusedImages(prisma, { storage }, [storedUrl]);
  return 'done';
}
