// Images on any S3-compatible service (docs/contract.md "Running it": the S3_* variables). Uploads still pass through this
// server's signed PUT route (api/src/rest/uploads.ts), which checks the bytes and the size before writing here: a
// bucket's own presigned PUT can bind the key, type and expiry but cannot refuse a non-JPEG body ('Only JPEG files are
// allowed', docs/product.md section 5) or an oversized one. Reads go straight to the bucket: its public URL when S3_PUBLIC_URL
// is set, else a short-lived presigned GET behind /uploads/<key>.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { STORED_IMAGE_KEY_PATTERN, UPLOAD_URL_LIFETIME_S } from '../domain/index.js';
import { storedKeyOf } from './keys.js';
import { UPLOADS_PREFIX } from './local.js';
import type { AppStorage } from './storage.js';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}

/** `siteOrigin`: where this site is served (config.origin), whose /uploads/<key> redirects to the bucket. */
export function s3Storage(settings: S3Settings, siteOrigin?: string): AppStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO, s3rver and most self-hosted services only speak path-style addressing.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const publicBase = settings.publicUrl?.replace(/\/$/, '');
  const urlFor = (key: string) => (publicBase ? `${publicBase}/${key}` : `${UPLOADS_PREFIX}${key}`);

  return {
    kind: 's3',
    urlFor,
    async put(key, body, contentType) {
      // If-None-Match: a key is written once, so a reused upload link cannot replace an image.
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return urlFor(key);
    },
    keyOf: (url) =>
      storedKeyOf(url, [
        ...(publicBase ? [publicBase] : []),
        ...(siteOrigin ? [`${siteOrigin}${UPLOADS_PREFIX}`] : []),
      ]),
    async exists(key) {
      if (!STORED_IMAGE_KEY_PATTERN.test(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async remove(removed) {
      const keys = removed.filter((key) => STORED_IMAGE_KEY_PATTERN.test(key));
      // DeleteObjects takes at most 1,000 keys per call.
      for (let start = 0; start < keys.length; start += 1_000) {
        const batch = keys.slice(start, start + 1_000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    readUrl: (key) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: settings.bucket, Key: key }), {
        expiresIn: UPLOAD_URL_LIFETIME_S,
      }),
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: settings.bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 object without a body: ${key}`);
      return {
        body: await object.Body.transformToByteArray(),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },
    close: () => Promise.resolve(client.destroy()),
  };
}
