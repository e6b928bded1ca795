import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadSigner } from '../src/auth/upload-signer.js';
import { imageVariants } from '../src/domain/index.js';
import { UPLOAD_ERRORS } from '../src/services/uploads.js';
import { s3Storage } from '../src/storage/s3.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, TEST_JWT_SECRET } from './sessions.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const request = { apartmentCode: 'UP-1', roomType: 'twoBed', fileSize: 2, fileType: 'image/jpeg' };

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const put = (target: TestApp, url: string, body: BodyInit | null, contentType = 'image/jpeg') =>
  target.fetch(
    new Request(new URL(url, 'http://app.test'), { method: 'PUT', headers: { 'content-type': contentType }, body }),
  );
const storedFiles = () => {
  const dir = path.join(app.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((entry) => String(entry).endsWith('.jpg')) : [];
};

describe('POST /api/admins/presigned-url', () => {
  it('answers one presigned URL and one s3Url per file, each with its own key', async () => {
    const result = await app.rest('POST', '/api/admins/presigned-url', request, token);
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(2);
    const [first, second] = result.body as { presignedUrl: string; s3Url: string }[];
    expect(first.s3Url).toMatch(/^\/uploads\/floorplans\/up-1\/twoBed\/[0-9a-f-]{36}\.jpg$/);
    expect(first.s3Url).not.toBe(second.s3Url);
    const url = new URL(first.presignedUrl, 'http://app.test');
    expect(first.presignedUrl.startsWith('/api/uploads/')).toBe(true);
    expect(url.pathname).toBe(`/api${first.s3Url}`);
    expect(url.searchParams.get('max')).toBe(String(10 * 1024 * 1024));
    expect(Number(url.searchParams.get('exp')) - Date.now() / 1000).toBeGreaterThan(14 * 60);
  });

  it("answers 'Only JPEG files are allowed' and 'No files provided for upload'", async () => {
    const png = await app.rest('POST', '/api/admins/presigned-url', { ...request, fileType: 'image/png' }, token);
    expect(png).toMatchObject({ status: 400, body: { errors: { fileType: 'Only JPEG files are allowed' } } });
    const none = await app.rest('POST', '/api/admins/presigned-url', { ...request, fileSize: 0 }, token);
    expect(none).toMatchObject({ status: 400, body: { errors: { fileSize: 'No files provided for upload' } } });
    const many = await app.rest('POST', '/api/admins/presigned-url', { ...request, fileSize: 500 }, token);
    expect(many).toMatchObject({ status: 400, body: { errors: { fileSize: UPLOAD_ERRORS.tooMany } } });
    const type = await app.gql(
      'mutation($input: UploadRequestInput!) { createUploadUrls(input: $input) { s3Url } }',
      { input: { ...request, fileType: 'image/gif' } },
      token,
    );
    expect(type.errors?.[0].extensions?.errors).toEqual({ fileType: 'Only JPEG files are allowed' });
  });
});

describe('PUT to a presigned URL (local storage)', () => {
  it('stores a JPEG that is then served at its s3Url', async () => {
    const [upload] = (await app.rest('POST', '/api/admins/presigned-url', request, token)).body;
    const response = await put(app, upload.presignedUrl, JPEG);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ s3Url: upload.s3Url });
    const served = await app.fetch(new Request(`http://app.test${upload.s3Url}`));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
    // A presigned URL is used once: a second PUT cannot replace the stored image.
    const again = await put(app, upload.presignedUrl, Uint8Array.from([...JPEG, 0x01]));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This upload link was already used.' });
    const still = await app.fetch(new Request(`http://app.test${upload.s3Url}`));
    expect(new Uint8Array(await still.arrayBuffer())).toEqual(JPEG);
  });

  it('makes WebP and JPEG copies 100, 400 and 960 px wide of a photo, and deletes them with the apartment', async () => {
    // A real photo-sized JPEG, 1600 x 1000, turned on its side by its EXIF orientation (6: 90 degrees clockwise).
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const created = await app.rest(
      'POST',
      '/api/admins/apartments',
      {
        name: 'Copy Court',
        code: 'CP-1',
        image: '/uploads/demo/building-1.svg',
        location: ['Leon Valley'],
        leaseTerm: 12,
        promotionalTerm: 0,
        floorplans: [{ type: 'twoBed' }],
      },
      token,
    );
    const apartment = created.body.apartment;
    const [upload] = (
      await app.rest('POST', '/api/admins/presigned-url', { ...request, apartmentCode: 'CP-1', fileSize: 1 }, token)
    ).body;
    expect((await put(app, upload.presignedUrl, photo)).status).toBe(200);
    const copies = imageVariants(upload.s3Url)!;
    expect(copies.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['100w', '400w', '960w']);
    const file = (url: string) => path.join(app.config.dataDir, 'uploads', url.slice('/uploads/'.length));
    for (const [format, list] of Object.entries(copies)) {
      for (const entry of list.split(', ')) {
        const [url, width] = entry.split(' ');
        const served = await app.fetch(new Request(`http://app.test${url}`));
        expect(served.status).toBe(200);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        // Upright: the 1600 x 1000 photo stands 1000 wide and 1600 high, so the copies are portrait.
        expect([meta.format, meta.width, meta.height > meta.width]).toEqual([
          format === 'webp' ? 'webp' : 'jpeg',
          Number(width.slice(0, -1)),
          true,
        ]);
      }
    }
    await app.rest(
      'PATCH',
      `/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[0]._id}`,
      { imageUrls: [upload.s3Url] },
      token,
    );
    expect((await app.rest('DELETE', `/api/admins/apartments/${apartment.id}`, undefined, token)).status).toBe(200);
    const left = [
      upload.s3Url,
      ...Object.values(copies).flatMap((list) => list.split(', ').map((entry) => entry.split(' ')[0])),
    ];
    expect(left.filter((url) => existsSync(file(url)))).toEqual([]);
  });

  it('refuses bad uploads with a clear error and stores nothing', async () => {
    const before = storedFiles().length;
    const [upload] = (await app.rest('POST', '/api/admins/presigned-url', { ...request, fileSize: 1 }, token)).body;
    const url = new URL(upload.presignedUrl, 'http://app.test');

    const png = await put(app, upload.presignedUrl, PNG);
    expect([png.status, (await png.json()).message]).toEqual([415, 'Only JPEG files are allowed']);
    const header = await put(app, upload.presignedUrl, JPEG, 'image/png');
    expect([header.status, (await header.json()).message]).toEqual([415, 'Only JPEG files are allowed']);
    const empty = await put(app, upload.presignedUrl, null);
    expect([empty.status, (await empty.json()).message]).toEqual([400, 'No files provided for upload']);

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    const oversized = await put(app, upload.presignedUrl, big);
    expect([oversized.status, (await oversized.json()).message]).toEqual([413, UPLOAD_ERRORS.tooLarge]);

    const raised = new URL(url);
    raised.searchParams.set('max', String(100 * 1024 * 1024));
    const tamperedLimit = await put(app, raised.toString(), JPEG);
    expect([tamperedLimit.status, (await tamperedLimit.json()).message]).toEqual([403, UPLOAD_ERRORS.badLink]);
    const otherKey = new URL(url.toString().replace(/[0-9a-f]{8}-/, '00000000-'));
    expect((await put(app, otherKey.toString(), JPEG)).status).toBe(403);
    const escape = new URL(url);
    escape.pathname = '/api/uploads/floorplans/../../jwt-secret';
    expect((await put(app, escape.toString(), JPEG)).status).toBeGreaterThanOrEqual(400);

    // A link signed with the right key but already past its 15 minutes.
    const signer = createUploadSigner(new TextEncoder().encode(TEST_JWT_SECRET));
    const key = url.pathname.slice('/api/uploads/'.length);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = new URL(url);
    expired.searchParams.set('exp', String(past));
    expired.searchParams.set(
      'sig',
      signer.sign({ key, contentType: 'image/jpeg', maxBytes: 10 * 1024 * 1024, expiresAt: past }),
    );
    const late = await put(app, expired.toString(), JPEG);
    expect([late.status, (await late.json()).message]).toEqual([403, UPLOAD_ERRORS.expired]);

    expect(storedFiles().length).toBe(before);
  });
});

describe('S3 storage (S3_* variables) against an S3-protocol server', () => {
  let server: S3rver;
  let s3App: TestApp;
  let client: S3Client;
  let adminToken: string;
  const bucket = 'apartment-images';

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    const settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const storage = s3Storage(settings);
    s3App = await appWithSecret({ security: { storage } });
    await storeDemoPictures(s3App, storage);
    ({ token: adminToken } = await adminSession(s3App));
  });
  afterAll(async () => {
    await s3App.shutdown();
    await s3App.close();
    client.destroy();
    await server.close();
  });

  it('stores the upload in the bucket, serves it through a presigned GET and deletes it with the apartment', async () => {
    const created = await s3App.rest(
      'POST',
      '/api/admins/apartments',
      {
        name: 'Bucket Flats',
        code: 'S3-1',
        image: '/uploads/demo/building-1.svg',
        location: ['Leon Valley'],
        leaseTerm: 12,
        promotionalTerm: 0,
        floorplans: [{ type: 'studio' }],
      },
      adminToken,
    );
    const apartment = created.body.apartment;
    const [upload] = (
      await s3App.rest(
        'POST',
        '/api/admins/presigned-url',
        { ...request, apartmentCode: 'S3-1', fileSize: 1 },
        adminToken,
      )
    ).body;
    expect((await put(s3App, upload.presignedUrl, JPEG)).status).toBe(200);
    const key = upload.s3Url.slice('/uploads/'.length);
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect([head.ContentLength, head.ContentType]).toEqual([JPEG.length, 'image/jpeg']);

    const redirect = await s3App.fetch(new Request(`http://app.test${upload.s3Url}`));
    expect(redirect.status).toBe(302);
    const object = await fetch(redirect.headers.get('location')!);
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(JPEG);

    expect((await put(s3App, upload.presignedUrl, PNG)).status).toBe(415);
    await s3App.rest(
      'PATCH',
      `/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[0]._id}`,
      { imageUrls: [upload.s3Url] },
      adminToken,
    );
    expect((await s3App.rest('DELETE', `/api/admins/apartments/${apartment.id}`, undefined, adminToken)).status).toBe(
      200,
    );
    await expect(client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
  });
});
