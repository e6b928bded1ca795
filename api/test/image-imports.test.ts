// Outside images are copied, never hotlinked (docs/contract.md "Where an apartment is"): an admin's link to another
// site's picture is accepted as docs/product.md section 5 allows, copied into our storage by the job with the same
// smaller copies as an upload, and renters and crawlers meanwhile see the placeholder. The fetch keeps to public
// addresses (after DNS and on every redirect), http(s), 10 MB and JPEG/PNG/WebP; IMAGE_FETCH_ALLOW_HOSTS lets this
// test's local image server in, and nothing else.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

let app: TestApp;
let token: string;
let server: http.Server;
let origin: string;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#a26c' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/pool.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (url === '/plan.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/page.html')
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><p>Not a picture</p>');
    if (url === '/to-private.jpg') return response.writeHead(302, { location: 'http://10.0.0.7/pool.jpg' }).end();
    if (url === '/huge.jpg') {
      // 20 MB, chunked (no length announced): the fetch must stop counting at 10 MB.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const more = () => {
        while (sent < 20) {
          sent += 1;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      response.on('error', () => undefined);
      return more();
    }
    response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  app = await appWithSecret({ webDist, env: { IMAGE_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
  ({ token } = await adminSession(app));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.shutdown();
  await app.close();
});

let serial = 0;
const form = (image: string) => ({
  name: 'Mission Lofts',
  code: `ML-${(serial += 1)}`,
  image,
  location: ['Downtown/Pearl/Southtown'],
  leaseTerm: 12,
  promotionalTerm: 0,
  floorplans: [{ type: 'oneBed' }],
});

const IMPORTS = `query($id: ID!) { apartment(id: $id) { image imageImports { id status host message } } }`;
type Imports = {
  apartment: { image: string; imageImports: { id: string; status: string; host: string; message: string | null }[] };
};

async function publicPage(id: string) {
  const response = await app.fetch(new Request(`http://app.test/apartment/${id}/filteredFloorplans/`));
  expect(response.status).toBe(200);
  return response.text();
}

describe('an outside image', () => {
  it('is accepted with 201, copied with the upload sizes, and renters never see the other host', async () => {
    const created = await app.rest('POST', '/api/admins/apartments', form(`${origin}/pool.jpg`), token);
    expect(created.status).toBe(201);
    const id: string = created.body.apartment._id;
    const [floorplan] = created.body.apartment.floorplans;
    const patched = await app.rest(
      'PATCH',
      `/api/admins/apartments/${id}/floorplans/${floorplan._id}`,
      { imageUrls: [`${origin}/plan.png`] },
      token,
    );
    expect(patched.status).toBe(200);

    // Before the copy: the placeholder, and no trace of the other host in what renters and crawlers load.
    const before = await app.rest('GET', `/api/apartments/${id}`);
    expect(before.body.apartment.image).toBeNull();
    expect(JSON.stringify(before.body)).not.toContain(origin);
    expect(await publicPage(id)).not.toContain('127.0.0.1');

    expect(await app.imageImports.runOnce()).toBe(2);

    const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id }, include: { floorplans: true } });
    expect(row.image).toMatch(/^\/uploads\/photos\/ml-1\/[0-9a-f-]{36}\.jpg$/);
    expect(row.floorplans[0].imageUrls).toEqual([expect.stringMatching(/^\/uploads\/floorplans\/ml-1\/oneBed\//)]);
    const served = await app.fetch(new Request(`http://app.test${row.image}`));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    // The same smaller copies as an upload, for both pictures (the PNG stored as a JPEG).
    for (const stored of [row.image!, row.floorplans[0].imageUrls[0]]) {
      for (const [width, format] of [
        [100, 'webp'],
        [400, 'jpg'],
        [960, 'webp'],
      ] as const) {
        const copy = await app.fetch(new Request(`http://app.test${stored.slice(0, -4)}.w${width}.${format}`));
        expect({ stored, width, status: copy.status }).toEqual({ stored, width, status: 200 });
      }
    }
    const attempts = await app.db.prisma.imageImportAttempt.findMany({ where: { import: { apartmentId: id } } });
    expect(attempts.map((attempt) => attempt.ok)).toEqual([true, true]);

    const after = await app.rest('GET', `/api/apartments/${id}`);
    expect(after.body.apartment.image).toBe(row.image);
    expect(after.body.apartment.floorplans[0].imageUrls).toEqual(row.floorplans[0].imageUrls);
    const html = await publicPage(id);
    expect(html).toContain(row.image);
    expect(html).not.toContain('127.0.0.1');
    const admin = await app.gql<Imports>(IMPORTS, { id }, token);
    expect(admin.data?.apartment).toEqual({ image: row.image, imageImports: [] });
  });

  it('fails with the reason shown to the admin: a 404, a private address, a private redirect, 20 MB, a web page', async () => {
    const cases = [
      [`${origin}/missing.jpg`, 'We could not copy the image from 127.0.0.1: 404'],
      // Not on the allow list: a name that resolves to this machine, and an address of it.
      [
        `http://localhost:${new URL(origin).port}/pool.jpg`,
        'We could not copy the image from localhost: its address is not public',
      ],
      [
        `http://127.0.0.2:${new URL(origin).port}/pool.jpg`,
        'We could not copy the image from 127.0.0.2: its address is not public',
      ],
      [
        `${origin}/to-private.jpg`,
        'We could not copy the image from 127.0.0.1: it redirects to an address that is not public',
      ],
      [`${origin}/huge.jpg`, 'We could not copy the image from 127.0.0.1: the image is larger than 10 MB'],
      [`${origin}/page.html`, 'We could not copy the image from 127.0.0.1: it is not a JPEG, PNG or WebP image'],
      [
        'ftp://files.example.com/pool.jpg',
        'We could not copy the image from files.example.com: ftp links are not copied; upload the picture or give its http(s) link',
      ],
    ] as const;
    const ids: string[] = [];
    for (const [link] of cases) {
      const created = await app.rest('POST', '/api/admins/apartments', form(link), token);
      expect({ link, status: created.status }).toEqual({ link, status: 201 });
      ids.push(created.body.apartment._id);
    }
    expect(await app.imageImports.runOnce()).toBe(0);
    for (const [index, [link, message]] of cases.entries()) {
      const admin = await app.gql<Imports>(IMPORTS, { id: ids[index] }, token);
      expect({ link, imports: admin.data?.apartment.imageImports }).toMatchObject({
        link,
        imports: [{ status: 'FAILED', message }],
      });
      const listed = await app.rest('GET', `/api/admins/apartments/${ids[index]}/image-imports`, undefined, token);
      expect(listed.body.imageImports).toMatchObject([{ status: 'failed', message }]);
      const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: ids[index] } });
      expect(row.image).toBe(link);
      const renters = await app.rest('GET', `/api/apartments/${ids[index]}`);
      expect(JSON.stringify(renters.body)).not.toContain(link);
    }

    // A retry (GraphQL and REST) tries again at once; the same link fails again, and every try is recorded.
    const [missing] = (await app.gql<Imports>(IMPORTS, { id: ids[0] }, token)).data!.apartment.imageImports;
    const retried = await app.gql<{ retryImageImport: { imageImports: { status: string; message: string | null }[] } }>(
      'mutation($id: ID!) { retryImageImport(id: $id) { imageImports { status message } } }',
      { id: missing.id },
      token,
    );
    expect(retried.data?.retryImageImport.imageImports).toEqual([{ status: 'PENDING', message: null }]);
    expect(await app.imageImports.runOnce()).toBe(0);
    const viaRest = await app.rest('POST', `/api/admins/image-imports/${missing.id}/retry`, undefined, token);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.imageImports).toMatchObject([{ status: 'pending', message: null }]);
    await app.imageImports.runOnce();
    const tries = await app.db.prisma.imageImportAttempt.findMany({ where: { importId: missing.id } });
    expect(tries.map((attempt) => [attempt.ok, attempt.error])).toEqual([
      [false, '404'],
      [false, '404'],
      [false, '404'],
    ]);
    // Once the admin gives a link that works, the copy replaces it and the failure is gone.
    const fixed = await app.rest('PATCH', `/api/admins/apartments/${ids[0]}`, { image: `${origin}/pool.jpg` }, token);
    expect(fixed.status).toBe(200);
    expect(await app.imageImports.runOnce()).toBe(1);
    const done = await app.gql<Imports>(IMPORTS, { id: ids[0] }, token);
    expect(done.data?.apartment.imageImports).toEqual([]);
    expect(done.data?.apartment.image).toMatch(/^\/uploads\/photos\//);
  });
});
