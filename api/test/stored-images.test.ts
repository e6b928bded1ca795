// Images this site stores are named by one canonical key (domain/stored-images.ts). An admin's input may spell a
// stored image only that way; the cleanup of unused images compares the keys every row's URLs resolve to, so no
// spelling of a shared demo picture can get it deleted while other listings show it; and /uploads/ serves or
// signs only such keys.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadSigner } from '../src/auth/upload-signer.js';
import { seedDemoData } from '../src/demo/seed.js';
import { STORED_IMAGE_URL_PATTERN } from '../src/domain/index.js';
import { createUploadUrls } from '../src/services/uploads.js';
import { storedKeyOf } from '../src/storage/keys.js';
import { localAppStorage, type AppStorage } from '../src/storage/index.js';
import { s3Storage } from '../src/storage/s3.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

const NOT_STORED = 'Not an image stored by this site: use the s3Url the upload answered';
const SHARED_KEY = 'demo/building-3.svg';

describe('storedKeyOf', () => {
  it('resolves every spelling of a stored image to its one key, as a reader’s request would', () => {
    const spellings = [
      '/uploads/demo/building-3.svg',
      '/uploads/demo/./building-3.svg',
      '/uploads//demo/building-3.svg',
      '/uploads/demo/other/../building-3.svg',
      '/uploads/demo/%62uilding-3.svg',
      '/uploads/demo%2Fbuilding-3.svg',
      '/uploads/demo\\building-3.svg',
      '/uploads/demo/building-3.svg?v=2#top',
    ];
    expect(spellings.map((url) => storedKeyOf(url))).toEqual(spellings.map(() => 'demo/building-3.svg'));
    const bases = ['https://cdn.example/img', 'https://satx.example/uploads/'];
    for (const url of [
      'https://cdn.example/img/demo/building-3.svg',
      'https://cdn.example/img/./demo//building-3.svg',
      'https://satx.example/uploads/demo/building-3.svg',
      'HTTPS://SATX.EXAMPLE/uploads/demo/%62uilding-3.svg',
    ]) {
      expect({ url, key: storedKeyOf(url, bases) }).toEqual({ url, key: 'demo/building-3.svg' });
    }
  });

  it('answers no key for other sites, other paths and keys this site never makes', () => {
    for (const url of [
      'https://elsewhere.example/uploads/demo/building-3.svg',
      'https://cdn.example/other/demo/building-3.svg',
      '/uploads/../jwt-secret',
      '/uploads/demo/building-3.svg.bak',
      '/uploads/backups/site.tar.gz',
      '/uploads/floorplans/x/studio/not-a-uuid.jpg',
      '/uploads/demo/%E0%A4%A.svg',
      '/assets/demo/building-3.svg',
    ]) {
      expect({ url, key: storedKeyOf(url, ['https://cdn.example/img']) }).toEqual({ url, key: undefined });
    }
  });
});

describe('upload keys', () => {
  it('are canonical stored keys whatever the apartment code, so an uploaded image can always be saved', () => {
    const signer = createUploadSigner(new TextEncoder().encode('k'.repeat(32)));
    const storage = localAppStorage(mkdtempSync(path.join(tmpdir(), 'keys-')));
    for (const apartmentCode of ['NS-1', 'ÄÖÜ', '--a--', 'A B/C..D\\E', '-', 'x'.repeat(100), '../../etc']) {
      const [upload] = createUploadUrls(
        { apartmentCode, roomType: 'threeBed', fileSize: 1, fileType: 'image/jpeg' },
        { signer, storage, origin: 'https://satx.example' },
      );
      expect({ apartmentCode, canonical: STORED_IMAGE_URL_PATTERN.test(upload.s3Url) }).toEqual({
        apartmentCode,
        canonical: true,
      });
    }
  });
});

/** Demo data through the admin services: twelve building pictures shared by 64 apartments. */
async function seededApp(storage: AppStorage, options: Parameters<typeof appWithSecret>[0] = {}) {
  const app = await appWithSecret(options);
  await seedDemoData(app.db.prisma, storage);
  const { token } = await adminSession(app);
  return { app, token };
}

const patchFloorplan = (app: TestApp, token: string, floorplan: { id: string; apartmentId: string }, urls: string[]) =>
  app.rest(
    'PATCH',
    `/api/admins/apartments/${floorplan.apartmentId}/floorplans/${floorplan.id}`,
    { imageUrls: urls },
    token,
  );

describe('on local storage', () => {
  let app: TestApp;
  let token: string;
  let sharedUrl: string;
  const sharedFile = () => path.join(app.config.dataDir, 'uploads', SHARED_KEY);

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stored-images-'));
    // The app makes its own storage from DATA_DIR and PUBLIC_URL, as at start-up.
    ({ app, token } = await seededApp(localAppStorage(dataDir), {
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://satx.example' },
    }));
    sharedUrl = `/uploads/${SHARED_KEY}`;
  });
  afterAll(() => app.close());

  it('refuses a stored image spelled other than canonically, naming the field, and changes nothing', async () => {
    const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const apartment = await app.db.prisma.apartment.findFirstOrThrow({ where: { image: sharedUrl } });
    for (const url of [
      '/uploads/demo/./building-3.svg',
      '/uploads/demo/../demo/building-3.svg',
      '/uploads//demo/building-3.svg',
      '/uploads/demo%2Fbuilding-3.svg',
      '/uploads/demo\\building-3.svg',
      '/uploads/backups/site.tar.gz',
      '/elsewhere/building-3.svg',
    ]) {
      const rest = await patchFloorplan(app, token, floorplan, ['https://img.example.com/a.jpg', url]);
      expect({ url, status: rest.status, errors: rest.body.errors }).toEqual({
        url,
        status: 400,
        errors: { 'imageUrls.1': NOT_STORED },
      });
      const image = await app.rest('PATCH', `/api/admins/apartments/${apartment.id}`, { image: url }, token);
      expect({ url, status: image.status, errors: image.body.errors }).toEqual({
        url,
        status: 400,
        // A path on this site names a stored image in its canonical spelling only (docs/contract.md "Where an apartment is").
        errors: { image: NOT_STORED },
      });
    }
    const graphql = await app.gql(
      'mutation($a: ID!, $f: ID!, $input: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { id } }',
      { a: floorplan.apartmentId, f: floorplan.id, input: { imageUrls: ['/uploads/demo/./building-3.svg'] } },
      token,
    );
    expect(graphql.errors?.[0].extensions?.errors).toEqual({ 'imageUrls.0': NOT_STORED });
    const after = await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: floorplan.id } });
    expect(after.imageUrls).toEqual(floorplan.imageUrls);
    expect(existsSync(sharedFile())).toBe(true);
  });

  it('keeps a picture other listings or photos use when one floorplan lets it go, and removes it after the last', async () => {
    const users = await app.db.prisma.apartment.count({ where: { image: sharedUrl } });
    expect(users).toBeGreaterThan(1);
    const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect((await patchFloorplan(app, token, floorplan, [sharedUrl])).status).toBe(200);
    expect((await patchFloorplan(app, token, floorplan, [])).status).toBe(200);
    expect(existsSync(sharedFile())).toBe(true);

    // A row written before the canonical rule (or by hand) may spell the key another way: it still counts.
    const legacy = await app.db.prisma.floorplan.findFirstOrThrow({
      where: { apartment: { image: { not: sharedUrl } } },
      orderBy: { id: 'asc' },
    });
    await app.db.prisma.floorplan.update({
      where: { id: legacy.id },
      data: { imageUrls: ['/uploads/demo/./building-3.svg'] },
    });
    const sharing = await app.db.prisma.apartment.findMany({ where: { image: sharedUrl }, select: { id: true } });
    // So may an http(s) URL to this very site, which the forms accept.
    const absolute = await app.db.prisma.floorplan.findFirstOrThrow({
      where: { id: { not: legacy.id }, apartment: { image: { not: sharedUrl } } },
    });
    const siteUrl = 'https://satx.example/uploads/demo/building-3.svg';
    expect((await patchFloorplan(app, token, absolute, [siteUrl])).status).toBe(200);
    for (const { id } of sharing) {
      const deleted = await app.rest('DELETE', `/api/admins/apartments/${id}`, undefined, token);
      expect(deleted.status).toBe(200);
    }
    expect(existsSync(sharedFile())).toBe(true);

    await app.db.prisma.floorplan.update({ where: { id: legacy.id }, data: { imageUrls: [sharedUrl] } });
    expect((await patchFloorplan(app, token, legacy, [])).status).toBe(200);
    expect(existsSync(sharedFile())).toBe(true);
    // Demo photos show it too (docs/contract.md "Where an apartment is"): a photo keeps it as a floorplan does.
    const photos = await app.db.prisma.photo.findMany({ where: { url: sharedUrl }, orderBy: { id: 'asc' } });
    expect(photos.length).toBeGreaterThan(0);
    await app.db.prisma.photo.deleteMany({ where: { id: { in: photos.slice(1).map((photo) => photo.id) } } });
    expect((await patchFloorplan(app, token, absolute, [])).status).toBe(200);
    expect(existsSync(sharedFile())).toBe(true);
    const [last] = photos;
    const removed = await app.rest(
      'DELETE',
      `/api/admins/apartments/${last.apartmentId}/photos/${last.id}`,
      undefined,
      token,
    );
    expect(removed.status).toBe(200);
    expect(existsSync(sharedFile())).toBe(false);
  });

  it('serves only canonical keys under /uploads/', async () => {
    const stray = path.join(app.config.dataDir, 'uploads', 'notes');
    mkdirSync(stray, { recursive: true });
    writeFileSync(path.join(stray, 'private.txt'), 'not an image');
    const served = await app.fetch(new Request('http://app.test/uploads/demo/building-4.svg'));
    expect(served.status).toBe(200);
    for (const url of [
      '/uploads/notes/private.txt',
      '/uploads/demo%2Fbuilding-4.svg',
      '/uploads/demo/building-4.svg.bak',
    ]) {
      const response = await app.fetch(new Request(`http://app.test${url}`));
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});

describe('on S3 storage with a public URL, against an S3-protocol server', () => {
  const bucket = 'apartment-images';
  let server: S3rver;
  let client: S3Client;
  let app: TestApp;
  let token: string;
  let publicBase: string;
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: { name?: string }) => {
        if (error.name === 'NotFound') return false;
        throw error;
      },
    );

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    publicBase = `${endpoint}/${bucket}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const storage = s3Storage({
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: publicBase,
    });
    ({ app, token } = await seededApp(storage, { security: { storage } }));
  });
  afterAll(async () => {
    await app.shutdown();
    await app.close();
    client.destroy();
    await server.close();
  });

  it("keeps a picture the listings' photos show at the bucket URL when a floorplan drops its /uploads/ spelling", async () => {
    // The Image URL is stored as an /uploads/ path (docs/contract.md "Where an apartment is"); photos keep the bucket's.
    const users = await app.db.prisma.photo.count({ where: { url: `${publicBase}/${SHARED_KEY}` } });
    expect(users).toBeGreaterThan(1);
    const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect((await patchFloorplan(app, token, floorplan, [`/uploads/${SHARED_KEY}`])).status).toBe(200);
    expect((await patchFloorplan(app, token, floorplan, [])).status).toBe(200);
    expect(await exists(SHARED_KEY)).toBe(true);
  });
});

describe('on S3 storage without a public URL', () => {
  const bucket = 'apartment-images';
  let server: S3rver;
  let client: S3Client;
  let app: TestApp;

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
      ...settings,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    app = await appWithSecret({ security: { storage: s3Storage(settings) } });
    for (const Key of [SHARED_KEY, 'backups/site.tar.gz', 'demo/building-3.svg.bak']) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' }));
    }
  });
  afterAll(async () => {
    await app.shutdown();
    await app.close();
    client.destroy();
    await server.close();
  });

  it('signs a read only for a canonical key this site makes', async () => {
    const image = await app.fetch(new Request(`http://app.test/uploads/${SHARED_KEY}`));
    expect(image.status).toBe(302);
    for (const url of [
      '/uploads/backups/site.tar.gz',
      '/uploads/demo/building-3.svg.bak',
      '/uploads/demo%2Fbuilding-3.svg',
      '/uploads/demo/%2e%2e/backups/site.tar.gz',
      '/uploads/floorplans/x/studio/0.jpg',
    ]) {
      const response = await app.fetch(new Request(`http://app.test${url}`));
      expect({ url, status: response.status, location: response.headers.get('location') }).toEqual({
        url,
        status: 404,
        location: null,
      });
    }
  });
});
