// Floorplan images (docs/product.md sections 2, 5 and 7): the admin asks for one signed upload URL per file,
// PUTs each JPEG to it, and saves the answered s3Url values as the floorplan's imageUrls. A URL is bound to
// its random key, the content type, a size limit and a 15-minute expiry by an HMAC; the upload is checked
// by its bytes (JPEG starts FF D8 FF) and nothing is stored when any check fails.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import sharp from 'sharp';
import {
  FLOORPLAN_TYPES,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  type ImageVariantFormat,
  type ImageVariantWidth,
  STORED_IMAGE_KEY_PATTERN,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
  UPLOAD_URL_LIFETIME_S,
} from '../domain/index.js';
import type { SignedFields, UploadSigner } from '../auth/upload-signer.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppStorage } from '../storage/index.js';
import type { Storage } from '../storage/storage.js';
import { AppError, badInput, parseInput } from '../errors.js';

export const JPEG_CONTENT_TYPE = 'image/jpeg';
export const UPLOAD_ROUTE_PREFIX = '/api/uploads/';
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

export const UPLOAD_ERRORS = {
  tooMany: `At most ${UPLOAD_MAX_FILES} files can be uploaded at once`,
  tooLarge: `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  badLink: 'This upload link is not valid.',
  expired: 'This upload link has expired.',
} as const;

/** What an upload is for: a floorplan image (the default, docs/product.md section 7) or a building photo. */
export const UPLOAD_PURPOSES = ['FLOORPLAN', 'PHOTO'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const PresignRequestSchema = z
  .object({
    apartmentCode: z
      .string({ error: 'apartmentCode is required' })
      .trim()
      .min(1, 'apartmentCode is required')
      .max(100, 'apartmentCode is too long'),
    // A building photo (docs/contract.md "Where an apartment is") needs no room type.
    purpose: z.enum(UPLOAD_PURPOSES, { error: 'purpose must be FLOORPLAN or PHOTO' }).default('FLOORPLAN'),
    roomType: z.enum(FLOORPLAN_TYPES, { error: (issue) => `Unknown room type: ${String(issue.input)}` }).nullish(),
    // docs/product.md section 7: fileSize is the number of files.
    fileSize: z
      .number({ error: UPLOAD_MESSAGES.noFiles })
      .int(UPLOAD_MESSAGES.noFiles)
      .min(1, UPLOAD_MESSAGES.noFiles)
      .max(UPLOAD_MAX_FILES, UPLOAD_ERRORS.tooMany),
    fileType: z.literal(JPEG_CONTENT_TYPE, { error: UPLOAD_MESSAGES.jpegOnly }),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.purpose === 'FLOORPLAN' && !request.roomType)
      ctx.addIssue({ code: 'custom', path: ['roomType'], message: 'Unknown room type: undefined' });
  });

export interface PresignedUpload {
  presignedUrl: string;
  s3Url: string;
}

/** Keys are random, so one upload can never overwrite another; the code and type only make them readable. */
export function uploadKey(apartmentCode: string, roomType: string | null | undefined): string {
  const slug =
    apartmentCode
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|(?<!-)-+$/g, '')
      .slice(0, 40) || 'apartment';
  return roomType ? `floorplans/${slug}/${roomType}/${randomUUID()}.jpg` : `photos/${slug}/${randomUUID()}.jpg`;
}

export function createUploadUrls(
  rawInput: unknown,
  deps: { signer: UploadSigner; storage: AppStorage; origin: string; now?: number },
): PresignedUpload[] {
  const input = parseInput(PresignRequestSchema, rawInput);
  const expiresAt = Math.floor((deps.now ?? Date.now()) / 1000) + UPLOAD_URL_LIFETIME_S;
  return Array.from({ length: input.fileSize }, () => {
    const fields: SignedFields = {
      key: uploadKey(input.apartmentCode, input.purpose === 'PHOTO' ? null : input.roomType),
      contentType: JPEG_CONTENT_TYPE,
      maxBytes: UPLOAD_MAX_BYTES,
      expiresAt,
    };
    const query = new URLSearchParams({
      ct: fields.contentType,
      max: String(fields.maxBytes),
      exp: String(expiresAt),
      sig: deps.signer.sign(fields),
    });
    // With local storage the file is PUT to this same server, so the link is relative: it works whichever host the
    // admin opened the site on, even one other than PUBLIC_URL (a LAN address, a tunnel), and a form never loses
    // what was typed to an upload sent to another origin. Files for a bucket still go through this server's route,
    // named absolutely for the tools that are not on a page.
    const path = `${UPLOAD_ROUTE_PREFIX}${fields.key}?${query}`;
    return {
      presignedUrl: deps.storage.kind === 'local' ? path : `${deps.origin}${path}`,
      s3Url: deps.storage.urlFor(fields.key),
    };
  });
}

export interface IncomingUpload {
  key: string;
  query: URLSearchParams;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

/** Checks the link, then reads the body up to the limit; stores it only when every check passed. */
export async function acceptUpload(
  upload: IncomingUpload,
  deps: { signer: UploadSigner; storage: AppStorage; now?: number },
): Promise<{ s3Url: string }> {
  const fields = parseSignedFields(upload);
  if (!deps.signer.matches(fields.signed, fields.signature)) throw new AppError('FORBIDDEN', UPLOAD_ERRORS.badLink);
  if (fields.signed.expiresAt * 1000 < (deps.now ?? Date.now())) throw new AppError('FORBIDDEN', UPLOAD_ERRORS.expired);
  const contentType = upload.contentType?.split(';')[0].trim().toLowerCase();
  if (contentType !== fields.signed.contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.jpegOnly);
  if (upload.contentLength !== undefined && Number(upload.contentLength) > fields.signed.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_ERRORS.tooLarge);
  }
  const bytes = await readLimited(upload.body, fields.signed.maxBytes);
  if (bytes.length === 0) throw badInput(UPLOAD_MESSAGES.noFiles);
  if (!JPEG_MAGIC.every((byte, index) => bytes[index] === byte))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.jpegOnly);
  return { s3Url: await storeJpeg(deps.storage, fields.signed.key, bytes) };
}

/**
 * Stores a JPEG under `key` (an upload key, `uploadKey`) with its smaller copies, and answers its URL: what an
 * upload and an imported outside image (services/image-imports.ts) both go through.
 */
export async function storeJpeg(storage: Storage, key: string, bytes: Uint8Array): Promise<string> {
  // Smaller copies for phones and cards. One that cannot be made (a JPEG sharp cannot decode) never costs the
  // upload: pages then fall back to the original.
  const variants = await imageVariantsOf(bytes).catch(() => []);
  for (const variant of variants)
    await storage.put(
      imageVariantKey(key, variant.width, variant.format),
      variant.bytes,
      variant.format === 'webp' ? 'image/webp' : JPEG_CONTENT_TYPE,
    );
  return storage.put(key, bytes, JPEG_CONTENT_TYPE);
}

/** Past this many pixels an upload is refused rather than decoded (a 8000 x 6000 photo is 48 million). */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The smaller copies phones and cards load instead of the original (IMAGE_VARIANT_WIDTHS: the manager's 50 px
 * thumbnail at 2x, cards, the detail page), as WebP and as JPEG for browsers without it; upright (EXIF
 * orientation applied), never enlarged, without the camera's metadata.
 */
async function imageVariantsOf(bytes: Uint8Array) {
  const variants: { width: ImageVariantWidth; format: ImageVariantFormat; bytes: Buffer }[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    variants.push(
      { width, format: 'webp', bytes: await resized.clone().webp({ quality: 72 }).toBuffer() },
      { width, format: 'jpg', bytes: await resized.clone().jpeg({ quality: 78, mozjpeg: true }).toBuffer() },
    );
  }
  return variants;
}

function parseSignedFields(upload: IncomingUpload): { signed: SignedFields; signature: string } {
  const get = (name: string) => upload.query.get(name) ?? '';
  const maxBytes = Number(get('max'));
  const expiresAt = Number(get('exp'));
  // Only keys this service makes (a canonical floorplan or photo key, domain/stored-images.ts): anything else (..,
  // absolute paths, odd characters) is a tampered link.
  if (
    !(upload.key.startsWith('floorplans/') || upload.key.startsWith('photos/')) ||
    !STORED_IMAGE_KEY_PATTERN.test(upload.key) ||
    !Number.isSafeInteger(maxBytes) ||
    !Number.isSafeInteger(expiresAt) ||
    !get('sig')
  ) {
    throw new AppError('FORBIDDEN', UPLOAD_ERRORS.badLink);
  }
  return { signed: { key: upload.key, contentType: get('ct'), maxBytes, expiresAt }, signature: get('sig') };
}

async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_ERRORS.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Where removed images go, and who hears about a file that could not be removed (it is only an orphan). */
export interface ImageCleanup {
  storage: Storage;
  onError?: (error: unknown) => void;
}

/**
 * Removes the stored images behind `dropped` that no apartment image, floorplan image list or photo uses any more.
 * Runs after the change committed, so it sees every row as it now is; every row's URLs are resolved to their
 * stored keys (storage.keyOf), because '/uploads/demo/./building-3.svg' and '/uploads/demo/building-3.svg' are
 * one file to the storage while they differ as strings.
 */
const VARIANT_FORMATS: ImageVariantFormat[] = ['webp', 'jpg'];

export async function removeUnusedImages(prisma: PrismaClient, cleanup: ImageCleanup | undefined, dropped: string[]) {
  if (!cleanup) return;
  const { storage } = cleanup;
  const candidates = new Set(dropped.map((url) => storage.keyOf(url)).filter((key) => key !== undefined));
  if (candidates.size === 0) return;
  try {
    const references = await prisma.$queryRaw<{ url: string }[]>`
      SELECT image AS url FROM "Apartment" WHERE image IS NOT NULL
      UNION
      SELECT unnest("imageUrls") AS url FROM "Floorplan"
      UNION
      SELECT url FROM "Photo"`;
    for (const { url } of references) {
      const key = storage.keyOf(url);
      if (key !== undefined) candidates.delete(key);
    }
    // An upload goes with its smaller copies.
    const keys = [...candidates].flatMap((key) =>
      key.endsWith('.jpg') && (key.startsWith('floorplans/') || key.startsWith('photos/'))
        ? [
            key,
            ...IMAGE_VARIANT_WIDTHS.flatMap((width) =>
              VARIANT_FORMATS.map((format) => imageVariantKey(key, width, format)),
            ),
          ]
        : [key],
    );
    if (keys.length > 0) await storage.remove(keys);
  } catch (error) {
    cleanup.onError?.(error);
  }
}
