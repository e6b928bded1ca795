import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../src/rest/request.js';
import { localStorage } from '../src/storage/local.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, send } from './sessions.js';

let app: TestApp;
let token: string;
let apartment: { id: string; code: string; floorplans: { _id: string; type: string }[] };
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
  const created = await app.rest(
    'POST',
    '/api/admins/apartments',
    {
      name: 'Medina Lofts',
      code: 'FP-1',
      image: '/uploads/demo/building-1.svg',
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      floorplans: [{ type: 'oneBed' }, { type: 'twoBed' }],
    },
    token,
  );
  apartment = created.body.apartment;
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const floorplanPath = (index = 0) =>
  `/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[index]._id}`;

function multipart(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe('GET /api/admins/apartments/{apartmentId}/floorplans/{floorplanId}', () => {
  it('answers the floorplan and the apartment code', async () => {
    const result = await app.rest('GET', floorplanPath(), undefined, token);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      apartmentCode: 'FP-1',
      floorplan: {
        _id: apartment.floorplans[0]._id,
        type: 'oneBed',
        totalFloorplans: 1,
        details: { minPrice: null },
        modelDetails: { video: null },
        imageUrls: [],
      },
    });
  });

  it('answers 404 for a floorplan of another apartment', async () => {
    const other = await app.rest(
      'POST',
      '/api/admins/apartments',
      {
        name: 'Other',
        code: 'FP-2',
        image: '/uploads/demo/building-1.svg',
        location: ['Leon Valley'],
        leaseTerm: 12,
        promotionalTerm: 0,
        floorplans: [{ type: 'studio' }],
      },
      token,
    );
    const result = await app.rest(
      'GET',
      `/api/admins/apartments/${apartment.id}/floorplans/${other.body.apartment.floorplans[0]._id}`,
      undefined,
      token,
    );
    expect(result).toMatchObject({ status: 404, body: { message: 'Floorplan not found' } });
  });
});

describe('PATCH /api/admins/apartments/{apartmentId}/floorplans/{floorplanId}', () => {
  it('takes the multipart form of docs/product.md section 7', async () => {
    await localStorage(app.config.dataDir).put(
      'floorplans/fp-1/oneBed/00000000-0000-4000-8000-000000000001.jpg',
      new Uint8Array([0xff, 0xd8, 0xff]),
      'image/jpeg',
    );
    const result = await send(app, 'PATCH', floorplanPath(), {
      headers: { authorization: `Bearer ${token}` },
      body: multipart({
        totalFloorplans: '3',
        'modelDetails[video]': 'https://video.example.com/tour.mp4',
        'details[minPrice]': '1200',
        'details[maxPrice]': '1450',
        'details[minSqft]': '700',
        'details[maxSqft]': '780',
        imageUrls: JSON.stringify([
          'https://img.example.com/1.jpg',
          '/uploads/floorplans/fp-1/oneBed/00000000-0000-4000-8000-000000000001.jpg',
        ]),
      }),
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      message: 'Floorplan updated successfully!',
      floorplan: {
        totalFloorplans: 3,
        modelDetails: { video: 'https://video.example.com/tour.mp4' },
        details: { minPrice: 1200, maxPrice: 1450, minSqft: 700, maxSqft: 780 },
        imageUrls: [
          'https://img.example.com/1.jpg',
          '/uploads/floorplans/fp-1/oneBed/00000000-0000-4000-8000-000000000001.jpg',
        ],
      },
    });
    const publicView = await app.rest('GET', `/api/apartments/${apartment.id}`);
    expect(publicView.body.apartment.lowestMinPrice).toBe(1200);
  });

  it('refuses on both doors an image path whose file was never uploaded, naming the field', async () => {
    // docs/contract.md "Where an apartment is": a stored path must name a file that exists; outside links are copied.
    const NOT_UPLOADED = 'No image was uploaded at this address: PUT the file to the presignedUrl first';
    const never = '/uploads/floorplans/fp-1/twoBed/00000000-0000-4000-8000-00000000abcd.jpg';
    const imageUrls = ['https://img.example.com/2.jpg', '/uploads/demo/floorplan-1.svg', never];
    const rest = await send(app, 'PATCH', floorplanPath(1), {
      headers: { authorization: `Bearer ${token}` },
      body: multipart({ totalFloorplans: '1', imageUrls: JSON.stringify(imageUrls) }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'imageUrls.2': NOT_UPLOADED });
    const json = await app.rest('PATCH', floorplanPath(1), { imageUrls }, token);
    expect({ status: json.status, errors: json.body.errors }).toEqual({
      status: 400,
      errors: { 'imageUrls.2': NOT_UPLOADED },
    });
    const gql = await app.gql(
      `mutation ($a: ID!, $f: ID!, $input: FloorplanInput!) {
        updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { imageUrls }
      }`,
      { a: apartment.id, f: apartment.floorplans[1]._id, input: { imageUrls } },
      token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'imageUrls.2': NOT_UPLOADED },
    });
    const unchanged = await app.rest('GET', floorplanPath(1), undefined, token);
    expect(unchanged.body.floorplan.imageUrls).toEqual([]);
    // Without the missing one, the outside link and the stored picture are taken.
    const taken = await app.rest('PATCH', floorplanPath(1), { imageUrls: imageUrls.slice(0, 2) }, token);
    expect(taken.status).toBe(200);
    expect(taken.body.floorplan.imageUrls).toEqual(imageUrls.slice(0, 2));
  });

  it('takes the same fields as JSON and defaults a missing total to 1', async () => {
    const result = await app.rest(
      'PATCH',
      floorplanPath(1),
      { details: { minPrice: 900, maxPrice: 900 }, modelDetails: { video: '' }, imageUrls: [] },
      token,
    );
    expect(result.status).toBe(200);
    expect(result.body.floorplan).toMatchObject({
      totalFloorplans: 1,
      details: { minPrice: 900, maxPrice: 900, minSqft: null },
      modelDetails: { video: null },
    });
  });

  it('refuses a minimum above the maximum, words in number fields and unknown fields', async () => {
    const ranges = await app.rest(
      'PATCH',
      floorplanPath(1),
      { details: { minPrice: 2000, maxPrice: 1000, minSqft: 900, maxSqft: 800 } },
      token,
    );
    expect(ranges).toMatchObject({
      status: 400,
      body: {
        errors: { minPrice: 'Min Price cannot be above Max Price', minSqft: 'Min Sqft cannot be above Max Sqft' },
      },
    });
    const words = await send(app, 'PATCH', floorplanPath(1), {
      headers: { authorization: `Bearer ${token}` },
      body: multipart({ 'details[minPrice]': 'cheap' }),
    });
    expect(words).toMatchObject({ status: 400, body: { errors: { minPrice: 'Min Price must be a number' } } });
    const unknown = await app.rest('PATCH', floorplanPath(1), { type: 'studio' }, token);
    expect(unknown.status).toBe(400);
    const badList = await send(app, 'PATCH', floorplanPath(1), {
      headers: { authorization: `Bearer ${token}` },
      body: multipart({ imageUrls: 'not json' }),
    });
    expect(badList).toMatchObject({
      status: 400,
      body: { errors: { imageUrls: 'imageUrls must be a JSON list of image URLs' } },
    });
    const file = new FormData();
    file.append('images', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    expect(
      (await send(app, 'PATCH', floorplanPath(1), { headers: { authorization: `Bearer ${token}` }, body: file }))
        .status,
    ).toBe(400);
    const text = await send(app, 'PATCH', floorplanPath(1), {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text).toMatchObject({ status: 415, body: { message: REQUEST_MESSAGES.jsonOrForm } });
    const row = await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: apartment.floorplans[1]._id } });
    expect(row.minRentCents).toBe(90_000);
  });

  it('deletes a stored image the floorplan no longer lists', async () => {
    const [upload] = (
      await app.rest(
        'POST',
        '/api/admins/presigned-url',
        { apartmentCode: 'FP-1', roomType: 'oneBed', fileSize: 1, fileType: 'image/jpeg' },
        token,
      )
    ).body;
    const put = await fetchPut(upload.presignedUrl, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(put.status).toBe(200);
    const file = path.join(app.config.dataDir, upload.s3Url);
    expect(existsSync(file)).toBe(true);
    await app.rest('PATCH', floorplanPath(), { imageUrls: [upload.s3Url] }, token);
    expect((await app.fetch(new Request(`http://app.test${upload.s3Url}`))).status).toBe(200);
    await app.rest('PATCH', floorplanPath(), { imageUrls: [] }, token);
    expect(existsSync(file)).toBe(false);
  });

  it('answers the same through GraphQL', async () => {
    const read = await app.gql<{ adminFloorplan: { apartmentCode: string; floorplan: { type: string } } }>(
      'query($a: ID!, $f: ID!) { adminFloorplan(apartmentId: $a, floorplanId: $f) { apartmentCode floorplan { type } } }',
      { a: apartment.id, f: apartment.floorplans[0]._id },
      token,
    );
    expect(read.data?.adminFloorplan).toEqual({ apartmentCode: 'FP-1', floorplan: { type: 'oneBed' } });
    const write = await app.gql<{ updateFloorplan: { totalFloorplans: number; details: { maxSqft: number } } }>(
      'mutation($a: ID!, $f: ID!, $input: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { totalFloorplans details { maxSqft } } }',
      {
        a: apartment.id,
        f: apartment.floorplans[0]._id,
        input: { totalFloorplans: 5, details: { minSqft: 10, maxSqft: 20 }, imageUrls: [] },
      },
      token,
    );
    expect(write.data?.updateFloorplan).toEqual({ totalFloorplans: 5, details: { maxSqft: 20 } });
  });

  async function fetchPut(url: string, bytes: Uint8Array<ArrayBuffer>) {
    return app.fetch(
      new Request(new URL(url, 'http://app.test'), {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: bytes,
      }),
    );
  }
});
