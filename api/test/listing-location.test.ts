// Where an apartment is, what it looks like and when renters see it (docs/contract.md "Where an apartment is"),
// through both doors: the address and exact point stay with staff, the approximate point is stable, map boxes
// filter, drafts stay hidden until they have what publishing needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '../src/domain/geo.js';
import { searchPathOf } from '../src/services/saved-searches.js';
import { verifyFloorplan } from '../src/services/verification.js';
import { addApartment } from './fixtures.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PEARL = { latitude: 29.4424, longitude: -98.4805 };
const STONE_OAK = { latitude: 29.6386, longitude: -98.4772 };
const ADDRESS = { street: '303 Pearl Pkwy', city: 'San Antonio', state: 'TX', zip: '78215' };
const LOCATOR = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000001', name: 'Test locator' } as const;

const LOCATION = `mutation($input: SetApartmentLocationInput!) {
  setApartmentLocation(input: $input) { id address { street city state zip } exactLocation { latitude longitude } }
}`;
const APARTMENT = `query($id: ID!) {
  apartment(id: $id) { id approximateLocation { latitude longitude } exactLocation { latitude longitude }
    address { street city state zip } }
}`;
const SEARCH = `query($filter: ApartmentFilter) { apartments(filter: $filter, first: 50) { totalCount edges { node { code } } } }`;

let app: TestApp;
let admin: string;
let pearlId: string;
let oakId: string;

async function place(id: string, location: { latitude: number; longitude: number }, token = admin) {
  return app.gql(LOCATION, { input: { apartmentId: id, address: ADDRESS, location } }, token);
}

beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token: admin } = await adminSession(app));
  const pearl = await addApartment(app.db.prisma, {
    name: 'Pearl Lofts',
    code: 'DT-71',
    location: ['Downtown/Pearl/Southtown'],
    floorplans: [{ type: 'oneBed', minPrice: 1200, maxPrice: 1400 }],
  });
  const oak = await addApartment(app.db.prisma, {
    name: 'Oak Flats',
    code: 'NS-71',
    location: ['North/Stone Oak'],
    floorplans: [{ type: 'studio', minPrice: 900, maxPrice: 1000 }],
  });
  pearlId = pearl.id;
  oakId = oak.id;
  expect((await place(pearlId, PEARL)).errors).toBeUndefined();
  expect((await place(oakId, STONE_OAK)).errors).toBeUndefined();
});

afterAll(async () => {
  await app.close();
});

describe('the approximate point', () => {
  it('lies 200 to 500 m from the exact one and is the same on every call, through both doors', async () => {
    const first = await app.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, { id: pearlId });
    const point = first.data!.apartment.approximateLocation;
    const distance = distanceMeters(PEARL, point);
    expect(distance).toBeGreaterThanOrEqual(200);
    expect(distance).toBeLessThanOrEqual(500);
    const again = await app.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, { id: pearlId });
    expect(again.data!.apartment.approximateLocation).toEqual(point);
    const rest = await app.rest('GET', `/api/apartments/${pearlId}`);
    expect(rest.body.apartment.approximateLocation).toEqual(point);
    // Another apartment moves another way: the offset is per apartment.
    const oak = await app.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, { id: oakId });
    const oakShift = oak.data!.apartment.approximateLocation;
    expect([oakShift.latitude - STONE_OAK.latitude, oakShift.longitude - STONE_OAK.longitude]).not.toEqual([
      point.latitude - PEARL.latitude,
      point.longitude - PEARL.longitude,
    ]);
  });

  it('is the same after a restart: a new instance with the same secret answers the same point', async () => {
    const before = (await app.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, { id: pearlId }))
      .data!.apartment.approximateLocation;
    const restarted = await appWithSecret();
    try {
      const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: pearlId } });
      const { floorplans: _none, ...copy } = { ...row, floorplans: undefined };
      await restarted.db.prisma.apartment.create({ data: { ...copy, version: 0 } });
      const after = await restarted.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, {
        id: pearlId,
      });
      expect(after.data!.apartment.approximateLocation).toEqual(before);
    } finally {
      await restarted.close();
    }
  });

  it("is the exact point for an apartment whose name is shown (an 'xxx-' code)", async () => {
    const named = await addApartment(app.db.prisma, {
      name: 'Ranch Commons',
      code: 'xxx-ar71',
      location: ['Alamo Ranch/Far West/Westover Hills'],
      floorplans: [],
    });
    const point = { latitude: 29.4771, longitude: -98.7147 };
    await place(named.id, point);
    const answer = await app.gql<{ apartment: { approximateLocation: typeof PEARL } }>(APARTMENT, { id: named.id });
    expect(answer.data!.apartment.approximateLocation).toEqual(point);
    await app.db.prisma.apartment.delete({ where: { id: named.id } });
  });
});

describe('the address and the exact point', () => {
  it('are null for anonymous callers and API keys, and shown to admins and agents', async () => {
    const anonymous = await app.gql<{ apartment: Record<string, unknown> }>(APARTMENT, { id: pearlId });
    expect(anonymous.data!.apartment).toMatchObject({ exactLocation: null, address: null });

    const created = await app.gql<{ createApiKey: { key: string } }>(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
      { input: { name: 'renter tool', scope: 'READ' } },
      admin,
    );
    const key = created.data!.createApiKey.key;
    const withKey = await app.gql<{ apartment: Record<string, unknown> }>(APARTMENT, { id: pearlId }, key);
    expect(withKey.errors).toBeUndefined();
    expect(withKey.data!.apartment).toMatchObject({ exactLocation: null, address: null });

    const staff = await app.gql<{ apartment: Record<string, unknown> }>(APARTMENT, { id: pearlId }, admin);
    expect(staff.data!.apartment).toMatchObject({ exactLocation: PEARL, address: ADDRESS });
    const { token: agent } = await agentSession(app);
    const agentView = await app.gql<{ apartment: Record<string, unknown> }>(APARTMENT, { id: pearlId }, agent);
    expect(agentView.data!.apartment).toMatchObject({ exactLocation: PEARL, address: ADDRESS });
  });

  it('never appear in the public REST answers', async () => {
    for (const path of [`/api/apartments/${pearlId}`, '/api/apartments/filtered', '/api/apartments/code/DT-71']) {
      const answer = await app.rest('GET', path);
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('303 Pearl');
      expect(text).not.toContain('78215');
      expect(text).not.toContain(String(PEARL.latitude));
      expect(text).not.toContain('exactLocation');
    }
    const adminList = await app.rest('GET', '/api/admins/apartments?search=Pearl', undefined, admin);
    expect(adminList.body.apartments[0]).toMatchObject({ address: ADDRESS, exactLocation: PEARL });
  });
});

describe('placing an apartment', () => {
  it('refuses a point outside the San Antonio metro area, naming the field', async () => {
    const austin = await place(pearlId, { latitude: 30.2672, longitude: -97.7431 });
    expect(austin.errors?.[0].extensions?.errors).toEqual({
      location: 'must lie in the San Antonio metro area (Bexar County and the counties around it)',
    });
    const rest = await app.rest(
      'PUT',
      `/api/admins/apartments/${pearlId}/location`,
      { address: ADDRESS, location: { latitude: 95, longitude: -98.5 } },
      admin,
    );
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'location.latitude': 'must be a latitude between -90 and 90' });
  });

  it('refuses a state other than TX and a ZIP that is not a 5-digit Texas one', async () => {
    const answer = await app.gql(LOCATION, {
      input: { apartmentId: pearlId, address: { ...ADDRESS, state: 'CA', zip: '9021' }, location: PEARL },
    });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await app.gql(
      LOCATION,
      { input: { apartmentId: pearlId, address: { ...ADDRESS, state: 'CA', zip: '90210' }, location: PEARL } },
      admin,
    );
    expect(refused.errors?.[0].extensions?.errors).toEqual({
      'address.state': 'state must be TX',
      'address.zip': 'zip must be a Texas ZIP code of 5 digits',
    });
  });
});

describe('bounds', () => {
  const around = (point: typeof PEARL) => ({
    west: point.longitude - 0.02,
    south: point.latitude - 0.02,
    east: point.longitude + 0.02,
    north: point.latitude + 0.02,
  });

  it('filters GraphQL and REST searches by the approximate point', async () => {
    const downtown = await app.gql<{ apartments: { totalCount: number; edges: { node: { code: string } }[] } }>(
      SEARCH,
      { filter: { bounds: around(PEARL) } },
    );
    expect(downtown.data!.apartments.edges.map((edge) => edge.node.code)).toEqual(['DT-71']);
    const box = around(STONE_OAK);
    const rest = await app.rest(
      'GET',
      `/api/apartments/filtered?bbox=${box.west},${box.south},${box.east},${box.north}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.apartments.map((apartment: { code: string }) => apartment.code)).toEqual(['NS-71']);
    const nowhere = await app.rest('GET', '/api/apartments/filtered?bbox=-97.0,28.0,-96.9,28.1');
    expect(nowhere.body.totalCount).toBe(0);
  });

  it('is kept in the link of a saved search', () => {
    expect(searchPathOf({ bounds: { west: -98.6, south: 29.3, east: -98.4, north: 29.6 } })).toBe(
      '/search/?bbox=-98.6%2C29.3%2C-98.4%2C29.6',
    );
  });

  it('answers a clear 400 for a malformed or inverted box', async () => {
    const malformed = await app.rest('GET', '/api/apartments/filtered?bbox=-98.6,29.3,north');
    expect(malformed).toMatchObject({
      status: 400,
      body: { errors: { bbox: 'bbox must be four numbers: west,south,east,north' } },
    });
    const inverted = await app.rest('GET', '/api/apartments/filtered?bbox=-98.4,29.6,-98.6,29.3');
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors).toEqual({
      'bounds.west': 'west must be less than east',
      'bounds.south': 'south must be less than north',
    });
    const graphql = await app.gql(SEARCH, { filter: { bounds: { west: -98.5, south: 29.4, east: -98.4, north: 95 } } });
    expect(graphql.errors?.[0].extensions?.errors).toEqual({
      'bounds.north': 'bounds.north must be a latitude between -90 and 90',
    });
  });
});

describe('drafts and publishing', () => {
  const CREATE = `mutation($input: ApartmentInput!) { createApartment(input: $input) { id _id status publishMissing } }`;
  const PUBLISH = `mutation($id: ID!) { publishApartment(apartmentId: $id) { status publishMissing } }`;

  it('a draft is invisible to renters until it has a verified price, an address and a photo', async () => {
    const created = await app.gql<{ createApartment: { _id: string; status: string; publishMissing: string[] } }>(
      CREATE,
      {
        input: {
          name: 'Draft Gardens',
          code: 'DR-71',
          location: ['Downtown/Pearl/Southtown'],
          leaseTerm: 12,
          promotionalTerm: 0,
          floorplans: [{ type: 'twoBed' }],
          status: 'DRAFT',
        },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const draft = created.data!.createApartment;
    expect(draft.status).toBe('DRAFT');
    expect(draft.publishMissing).toEqual(['a floorplan with a verified price', 'an address', 'a photo']);

    const hidden = async () => {
      expect((await app.gql<{ apartment: unknown }>(APARTMENT, { id: draft._id })).data!.apartment).toBeNull();
      expect((await app.rest('GET', `/api/apartments/${draft._id}`)).status).toBe(404);
      const search = await app.gql<{ apartments: { edges: { node: { code: string } }[] } }>(SEARCH, {});
      expect(search.data!.apartments.edges.map((edge) => edge.node.code)).not.toContain('DR-71');
      expect((await app.rest('GET', '/api/apartments/code/DR-71')).body.totalCount).toBe(0);
      const click = await app.gql('mutation($id: ID!) { recordApartmentClick(id: $id) }', { id: draft._id });
      expect(click.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    };
    await hidden();
    // Staff read the draft to finish it.
    const staff = await app.gql<{ apartment: { id: string } | null }>(APARTMENT, { id: draft._id }, admin);
    expect(staff.data!.apartment).not.toBeNull();
    const NODE = `query($id: ID!) { node(id: $id) { id } }`;
    const globalId = staff.data!.apartment!.id;
    expect((await app.gql<{ node: unknown }>(NODE, { id: globalId }, admin)).data!.node).toEqual({ id: globalId });
    expect((await app.gql<{ node: unknown }>(NODE, { id: globalId })).data!.node).toBeNull();

    const refused = await app.gql(PUBLISH, { id: draft._id }, admin);
    expect(refused.errors?.[0].message).toBe(
      'Publishing needs a floorplan with a verified price, an address, a photo.',
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    await place(draft._id, PEARL);
    const floorplan = await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: draft._id } });
    await app.rest(
      'PATCH',
      `/api/admins/apartments/${draft._id}/floorplans/${floorplan.id}`,
      { details: { minPrice: 1500, maxPrice: 1700 } },
      admin,
    );
    await verifyFloorplan(app.db.prisma, LOCATOR, floorplan.id, {}, new Date());
    const stillRefused = await app.rest('POST', `/api/admins/apartments/${draft._id}/publish`, undefined, admin);
    expect(stillRefused).toMatchObject({ status: 400, body: { message: 'Publishing needs a photo.' } });
    await hidden();

    const photo = await uploadPhoto('DR-71');
    const added = await app.rest(
      'POST',
      `/api/admins/apartments/${draft._id}/photos`,
      { url: photo, alt: 'The pool at dusk' },
      admin,
    );
    expect(added.status).toBe(201);
    // docs/product.md section 5: a listing renters see has an Image URL; only a draft may wait for one.
    const noImage = await app.gql(PUBLISH, { id: draft._id }, admin);
    expect(noImage.errors?.[0]).toMatchObject({
      message: 'Image URL is required',
      extensions: { errors: { image: 'Image URL is required' } },
    });
    const imaged = await app.rest('PATCH', `/api/admins/apartments/${draft._id}`, { image: photo }, admin);
    expect(imaged.status).toBe(200);
    const published = await app.gql<{ publishApartment: { status: string; publishMissing: string[] } }>(
      PUBLISH,
      { id: draft._id },
      admin,
    );
    expect(published.data!.publishApartment).toEqual({ status: 'PUBLISHED', publishMissing: [] });
    expect((await app.rest('GET', `/api/apartments/${draft._id}`)).status).toBe(200);

    const back = await app.rest('POST', `/api/admins/apartments/${draft._id}/unpublish`, undefined, admin);
    expect(back.body.apartment.status).toBe('DRAFT');
    await hidden();
  });

  it('status is for staff', async () => {
    const answer = await app.gql(`query($id: ID!) { apartment(id: $id) { status } }`, { id: pearlId });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** Asks for a PHOTO upload link, PUTs a JPEG to it (relative, as a browser resolves it) and answers its s3Url. */
async function uploadPhoto(code: string): Promise<string> {
  const links = await app.gql<{ createUploadUrls: { presignedUrl: string; s3Url: string }[] }>(
    `mutation($input: UploadRequestInput!) { createUploadUrls(input: $input) { presignedUrl s3Url } }`,
    { input: { apartmentCode: code, purpose: 'PHOTO', fileSize: 1, fileType: 'image/jpeg' } },
    admin,
  );
  const [link] = links.data!.createUploadUrls;
  expect(link.presignedUrl).toMatch(/^\/api\/uploads\/photos\/[a-z0-9-]+\/[0-9a-f-]{36}\.jpg\?/);
  const put = await app.fetch(
    new Request(new URL(link.presignedUrl, 'http://lan-host.test:3000/admins/'), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: JPEG,
    }),
  );
  expect(put.status).toBe(200);
  return link.s3Url;
}

describe('photos', () => {
  const PHOTOS = `query($id: ID!) { apartment(id: $id) { photos { id url alt order srcsetWebp } } }`;

  it('upload through the presigned flow, keep their order and are removed one by one', async () => {
    const first = await uploadPhoto('DT-71');
    const second = await uploadPhoto('DT-71');
    for (const [url, alt] of [
      [first, 'The building from Pearl Parkway'],
      [second, 'The rooftop'],
    ]) {
      const added = await app.gql(
        `mutation($input: AddApartmentPhotoInput!) { addApartmentPhoto(input: $input) { id } }`,
        { input: { apartmentId: pearlId, url, alt } },
        admin,
      );
      expect(added.errors).toBeUndefined();
    }
    type Photos = {
      apartment: { photos: { id: string; url: string; alt: string; order: number; srcsetWebp: string | null }[] };
    };
    const listed = (await app.gql<Photos>(PHOTOS, { id: pearlId })).data!.apartment.photos;
    expect(listed.map(({ url, alt, order }) => ({ url, alt, order }))).toEqual([
      { url: first, alt: 'The building from Pearl Parkway', order: 0 },
      { url: second, alt: 'The rooftop', order: 1 },
    ]);
    // The tiny test JPEG cannot be decoded, so no copies were made; the srcset still names where they would be.
    expect(listed[0].srcsetWebp).toBe(
      [100, 400, 960].map((width) => `${first.slice(0, -4)}.w${width}.webp ${width}w`).join(', '),
    );
    const served = await app.fetch(new Request(`http://app.test${first}`));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);

    const reordered = await app.gql<{ reorderApartmentPhotos: { photos: { url: string }[] } }>(
      `mutation($id: ID!, $ids: [ID!]!) { reorderApartmentPhotos(apartmentId: $id, photoIds: $ids) { photos { url } } }`,
      { id: pearlId, ids: [listed[1].id, listed[0].id] },
      admin,
    );
    expect(reordered.data!.reorderApartmentPhotos.photos.map((photo) => photo.url)).toEqual([second, first]);
    const partial = await app.gql(
      `mutation($id: ID!, $ids: [ID!]!) { reorderApartmentPhotos(apartmentId: $id, photoIds: $ids) { id } }`,
      { id: pearlId, ids: [listed[1].id] },
      admin,
    );
    expect(partial.errors?.[0].extensions?.errors).toEqual({
      photoIds: "photoIds must list each of the apartment's photos once",
    });

    const removed = await app.gql<{ removeApartmentPhoto: { photos: { url: string }[] } }>(
      `mutation($id: ID!) { removeApartmentPhoto(photoId: $id) { photos { url } } }`,
      { id: listed[1].id },
      admin,
    );
    expect(removed.data!.removeApartmentPhoto.photos.map((photo) => photo.url)).toEqual([first]);
  });

  it('refuse a well-formed photo path whose upload never happened, naming the field', async () => {
    const PHOTO_NOT_UPLOADED = 'No photo was uploaded at this address: PUT the file to the presignedUrl first';
    const never = '/uploads/photos/dt-71/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6b.jpg';
    const rest = await app.rest('POST', `/api/admins/apartments/${pearlId}/photos`, { url: never, alt: 'Pool' }, admin);
    expect(rest).toMatchObject({ status: 400, body: { errors: { url: PHOTO_NOT_UPLOADED } } });
    const graphql = await app.gql(
      `mutation($input: AddApartmentPhotoInput!) { addApartmentPhoto(input: $input) { id } }`,
      { input: { apartmentId: pearlId, url: never, alt: 'Pool' } },
      admin,
    );
    expect(graphql.errors?.[0].extensions?.errors).toEqual({ url: PHOTO_NOT_UPLOADED });
    expect(await app.db.prisma.photo.count({ where: { url: never } })).toBe(0);
  });

  it('refuse a pasted outside URL or a floorplan upload', async () => {
    for (const url of ['https://img.example.com/pool.jpg', '/uploads/demo/building-1.svg']) {
      const refused = await app.rest('POST', `/api/admins/apartments/${pearlId}/photos`, { url, alt: 'Pool' }, admin);
      expect(refused).toMatchObject({
        status: 400,
        body: { errors: { url: 'Not an image stored by this site: use the s3Url the upload answered' } },
      });
    }
  });
});
