import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_CODE_MESSAGE,
  STALE_VERSION_MESSAGE,
  TYPE_LOCKED_MESSAGE,
  UNKNOWN_FLOORPLAN_MESSAGE,
} from '../src/services/apartment-admin.js';
import { STORED_IMAGE_MESSAGE } from '../src/domain/index.js';
import { REQUEST_MESSAGES } from '../src/rest/request.js';
import { localStorage } from '../src/storage/local.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, send } from './sessions.js';

let app: TestApp;
let token: string;
let adminId: string;
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token, id: adminId } = await adminSession(app));
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

let serial = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cibolo Heights',
  code: `CH-${(serial += 1)}`,
  image: '/uploads/demo/building-1.svg',
  location: ['North/Stone Oak'],
  promotion: true,
  leaseTerm: 12,
  promotionalTerm: 4,
  freeMove: false,
  highlight: true,
  floorplans: [{ type: 'studio' }, { type: 'twoBed' }],
  creator: 'whatever the form sends',
  ...overrides,
});
const create = (body: unknown) => app.rest('POST', '/api/admins/apartments', body, token);

describe('POST /api/admins/apartments (Add apartment)', () => {
  it('answers 201 with the apartment, its floorplans and the creator from the token', async () => {
    const result = await create(form({ code: 'ADD-1' }));
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Apartment added successfully!');
    expect(result.body.apartment).toMatchObject({
      code: 'ADD-1',
      creator: adminId,
      highlight: true,
      clicks: 0,
      likes: 0,
      shares: 0,
      version: 0,
    });
    expect(
      result.body.apartment.floorplans.map((f: { type: string; totalFloorplans: number }) => [
        f.type,
        f.totalFloorplans,
      ]),
    ).toEqual([
      ['studio', 1],
      ['twoBed', 1],
    ]);
    expect(result.body.apartment.floorplans[0].floorplan).toBe(result.body.apartment.floorplans[0]._id);
  });

  it('answers every Add apartment message word for word', async () => {
    const blank = await create({
      name: '',
      code: ' ',
      image: '',
      location: [],
      leaseTerm: '',
      promotionalTerm: '',
      floorplans: [{ type: '' }],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({
      name: 'Name is required',
      code: 'Code is required',
      image: 'Image URL is required',
      location: 'Please select at least one location.',
      leaseTerm: 'Lease term is required',
      promotionalTerm: 'Promotional term is required',
      'floorplans.0.type': 'Floorplan Type is required',
    });
    const low = await create(
      form({ name: 'x'.repeat(51), image: 'http://bad url', leaseTerm: 0, promotionalTerm: -1 }),
    );
    expect(low.body.errors).toEqual({
      name: 'Max length is 50',
      image: 'Invalid URL format',
      leaseTerm: 'Min 1 month',
      promotionalTerm: 'Cannot be negative',
    });
    const high = await create(form({ leaseTerm: 37, promotionalTerm: 25 }));
    expect(high.body.errors).toEqual({
      leaseTerm: 'Max 36 months',
      promotionalTerm: 'Max 24 weeks',
    });
    expect((await create(form({ promotionalTerm: 24 }))).status).toBe(201);
  });

  it('refuses a duplicate code with 409, whatever its case', async () => {
    expect((await create(form({ code: 'DUP-1' }))).status).toBe(201);
    expect(await create(form({ code: 'DUP-1' }))).toMatchObject({
      status: 409,
      body: { message: DUPLICATE_CODE_MESSAGE },
    });
    expect(await create(form({ code: 'dup-1' }))).toMatchObject({
      status: 409,
      body: { message: DUPLICATE_CODE_MESSAGE },
    });
  });

  it('keeps exactly one row when two admins create the same code at the same moment', async () => {
    const results = await Promise.all([
      create(form({ code: 'RACE-1' })),
      create(form({ code: 'RACE-1' })),
      create(form({ code: 'race-1' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await app.db.prisma.apartment.count({ where: { code: { equals: 'race-1', mode: 'insensitive' } } })).toBe(1);
  });

  it('refuses a floorplan type given twice', async () => {
    const result = await create(form({ floorplans: [{ type: 'studio' }, { type: 'studio' }] }));
    expect(result.status).toBe(400);
  });

  it('answers 415 for another content type, 400 for malformed JSON and 413 for a huge body', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const text = await send(app, 'POST', '/api/admins/apartments', {
      headers: { ...headers, 'content-type': 'text/plain' },
      body: JSON.stringify(form()),
    });
    expect(text).toMatchObject({ status: 415, body: { message: REQUEST_MESSAGES.jsonOnly } });
    const broken = await send(app, 'POST', '/api/admins/apartments', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken).toMatchObject({ status: 400, body: { message: REQUEST_MESSAGES.malformedJson } });
    const huge = await send(app, 'POST', '/api/admins/apartments', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(form({ name: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than/);
    const notObject = await create([1, 2, 3]);
    expect(notObject.status).toBe(400);
  });
});

describe('GET /api/admins/apartments (Apartment Manager table)', () => {
  it('lists every apartment with all the table columns, by name', async () => {
    const created = await create(form({ name: 'Aaa First', code: 'LIST-1' }));
    await app.db.prisma.apartment.update({
      where: { id: created.body.apartment.id },
      data: { clicks: 7, likes: 3, shares: 2 },
    });
    const result = await app.rest('GET', '/api/admins/apartments', undefined, token);
    expect(result.status).toBe(200);
    const names = result.body.apartments.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const row = result.body.apartments.find((a: { code: string }) => a.code === 'LIST-1');
    expect(row).toMatchObject({
      _id: created.body.apartment.id,
      name: 'Aaa First',
      image: '/uploads/demo/building-1.svg',
      location: ['North/Stone Oak'],
      promotion: true,
      leaseTerm: 12,
      promotionalTerm: 4,
      freeMove: false,
      clicks: 7,
      likes: 3,
      shares: 2,
      highlight: true,
      creator: adminId,
    });
  });

  it('answers the same list in GraphQL, with the admin-only fields', async () => {
    const result = await app.gql<{
      adminApartments: { code: string; clicks: number; highlight: boolean; creator: { id: string } | null }[];
    }>(
      '{ adminApartments { code clicks likes shares highlight version creator { id email } floorplans { _id type } } }',
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminApartments.find((a) => a.code === 'LIST-1')).toMatchObject({
      clicks: 7,
      creator: { id: adminId },
    });
  });
});

describe('PATCH /api/admins/apartments/{id} (Edit apartment)', () => {
  it('changes the given fields, keeps the others and bumps the version', async () => {
    const created = (await create(form({ code: 'EDIT-1' }))).body.apartment;
    const result = await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      { name: 'Renamed', promotionalTerm: 20 },
      token,
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      message: 'Apartment updated successfully!',
      apartment: { name: 'Renamed', promotionalTerm: 20, code: 'EDIT-1', version: 1 },
    });
    expect(result.body.apartment.floorplans.map((f: { _id: string }) => f._id)).toEqual(
      created.floorplans.map((f: { _id: string }) => f._id),
    );
  });

  it('answers every Edit apartment message word for word', async () => {
    const { id } = (await create(form())).body.apartment;
    const blank = await app.rest(
      'PATCH',
      `/api/admins/apartments/${id}`,
      {
        name: '',
        code: '',
        image: '',
        location: [],
        leaseTerm: null,
        promotionalTerm: null,
        floorplans: [{ type: null }],
      },
      token,
    );
    expect(blank.body.errors).toMatchObject({
      name: 'Name is required',
      code: 'Code is required',
      image: 'Image URL is required',
      location: 'At least one location must be selected',
      leaseTerm: 'Lease term is required',
      promotionalTerm: 'Promotional term is required',
      'floorplans.0.type': 'Type is required',
    });
    const bounds = await app.rest(
      'PATCH',
      `/api/admins/apartments/${id}`,
      { name: 'y'.repeat(51), image: 'ftp:/nope', leaseTerm: 0, promotionalTerm: -2 },
      token,
    );
    expect(bounds.body.errors).toEqual({
      name: 'Name cannot exceed 50 characters',
      image: 'Invalid URL format',
      leaseTerm: 'Minimum lease term is 1 month',
      promotionalTerm: 'Cannot be negative',
    });
    const high = await app.rest('PATCH', `/api/admins/apartments/${id}`, { leaseTerm: 40, promotionalTerm: 30 }, token);
    expect(high.body.errors).toEqual({
      leaseTerm: 'Maximum lease term is 36 months',
      promotionalTerm: 'Max 24 weeks',
    });
    // The edit form allows 0-24 weeks like the add form (README: the spec's 12 conflicts with its own label).
    expect((await app.rest('PATCH', `/api/admins/apartments/${id}`, { promotionalTerm: 24 }, token)).status).toBe(200);
  });

  it('adds, keeps and removes floorplans by the floorplans list', async () => {
    const created = (await create(form({ floorplans: [{ type: 'studio' }, { type: 'oneBed' }] }))).body.apartment;
    const studio = created.floorplans.find((f: { type: string }) => f.type === 'studio');
    const result = await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      { floorplans: [{ floorplan: studio._id, type: 'studio' }, { type: 'townHome' }] },
      token,
    );
    expect(result.status).toBe(200);
    const after = result.body.apartment.floorplans;
    expect(after.map((f: { type: string }) => f.type)).toEqual(['studio', 'townHome']);
    expect(after[0]._id).toBe(studio._id);
    expect(await app.db.prisma.floorplan.count({ where: { apartmentId: created.id } })).toBe(2);
  });

  it("refuses to change a saved floorplan's type or to take another apartment's floorplan", async () => {
    const created = (await create(form())).body.apartment;
    const other = (await create(form())).body.apartment;
    const locked = await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      { floorplans: [{ floorplan: created.floorplans[0]._id, type: 'fourBed' }] },
      token,
    );
    expect(locked).toMatchObject({ status: 400, body: { message: TYPE_LOCKED_MESSAGE } });
    const foreign = await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      { floorplans: [{ floorplan: other.floorplans[0]._id, type: 'studio' }] },
      token,
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: UNKNOWN_FLOORPLAN_MESSAGE } });
  });

  it('answers 409 to a stale writer (expectedVersion) and to a code taken by another apartment', async () => {
    const created = (await create(form())).body.apartment;
    expect(
      (await app.rest('PATCH', `/api/admins/apartments/${created.id}`, { name: 'First', expectedVersion: 0 }, token))
        .status,
    ).toBe(200);
    const stale = await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      { name: 'Second', expectedVersion: 0 },
      token,
    );
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION_MESSAGE } });
    const taken = await app.rest('PATCH', `/api/admins/apartments/${created.id}`, { code: 'ADD-1' }, token);
    expect(taken).toMatchObject({ status: 409, body: { message: DUPLICATE_CODE_MESSAGE } });
    const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: created.id } });
    expect([row.name, row.version]).toEqual(['First', 1]);
  });

  it('lets exactly one of two concurrent writers of the same version win', async () => {
    const created = (await create(form())).body.apartment;
    const results = await Promise.all(
      ['Writer A', 'Writer B'].map((name) =>
        app.rest('PATCH', `/api/admins/apartments/${created.id}`, { name, expectedVersion: 0 }, token),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown apartment and 400 for a malformed id', async () => {
    expect(
      (await app.rest('PATCH', '/api/admins/apartments/00000000-0000-4000-8000-000000000000', { name: 'x' }, token))
        .status,
    ).toBe(404);
    expect((await app.rest('PATCH', '/api/admins/apartments/123', { name: 'x' }, token)).status).toBe(400);
  });

  it("takes the spec's Image URL on both doors: an outside URL is 201, none or one with a space is refused", async () => {
    // docs/product.md sections 5 and 7, as the spec writes them.
    const CREATE = 'mutation($input: ApartmentInput!) { createApartment(input: $input) { _id image cardImage } }';
    const gqlCreate = (image: unknown) => app.gql(CREATE, { input: { ...form({ image }), creator: undefined } }, token);
    const outside = 'https://img.example.com/pool.jpg';
    const rest = await app.rest('POST', '/api/admins/apartments', form({ image: outside }), token);
    expect(rest.status).toBe(201);
    // The admin sees the link until its copy is stored; the card never loads it (docs/contract.md "Where an apartment is").
    expect(rest.body.apartment.image).toBe(outside);
    expect(rest.body.imageImports).toMatchObject([{ status: 'pending', sourceUrl: outside, host: 'img.example.com' }]);
    const viaGql = await gqlCreate('ftp://files.example.com/pool.jpg');
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.createApartment).toMatchObject({ image: 'ftp://files.example.com/pool.jpg', cardImage: null });
    for (const [image, message] of [
      [undefined, 'Image URL is required'],
      ['', 'Image URL is required'],
      ['   ', 'Image URL is required'],
      ['https://img.example.com/my pool.jpg', 'Invalid URL format'],
      ['img.example.com/pool.jpg', 'Invalid URL format'],
      ['photos/x/not-a-key', 'Invalid URL format'],
      ['/uploads/photos/nowhere.jpg', STORED_IMAGE_MESSAGE],
    ] as const) {
      const restRefused = await app.rest('POST', '/api/admins/apartments', form({ image }), token);
      expect({ image, status: restRefused.status, errors: restRefused.body.errors }).toEqual({
        image,
        status: 400,
        errors: { image: message },
      });
      const gqlRefused = await gqlCreate(image);
      expect({ image, extensions: gqlRefused.errors?.[0].extensions }).toMatchObject({
        image,
        extensions: { code: 'BAD_USER_INPUT', errors: { image: message } },
      });
    }
    const photoKey = 'photos/pic-1/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6b.jpg';
    await localStorage(app.config.dataDir).put(photoKey, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    const created = await app.rest('POST', '/api/admins/apartments', form({ code: 'PIC-1', image: photoKey }), token);
    expect(created.status).toBe(201);
    expect(created.body.apartment.image).toBe(`/uploads/${photoKey}`);
    const id: string = created.body.apartment._id;
    // Edit apartment: the image stays required.
    const cleared = await app.rest('PATCH', `/api/admins/apartments/${id}`, { image: '' }, token);
    expect(cleared).toMatchObject({ status: 400, body: { errors: { image: 'Image URL is required' } } });
    const spaced = await app.gql(
      'mutation($id: ID!, $input: ApartmentInput!) { updateApartment(id: $id, input: $input) { image } }',
      { id, input: { image: 'http://img.example.com/a b.jpg' } },
      token,
    );
    expect(spaced.errors?.[0].extensions?.errors).toEqual({ image: 'Invalid URL format' });
    // While an outside image waits for its copy, the card shows the first photo.
    await app.db.prisma.photo.create({
      data: { apartmentId: id, url: '/uploads/demo/building-7.svg', alt: 'Pool', position: 0 },
    });
    const linked = await app.gql<{ updateApartment: { image: string | null; cardImage: string | null } }>(
      'mutation($id: ID!, $input: ApartmentInput!) { updateApartment(id: $id, input: $input) { image cardImage } }',
      { id, input: { image: outside } },
      token,
    );
    expect(linked.data?.updateApartment).toEqual({ image: outside, cardImage: '/uploads/demo/building-7.svg' });
  });

  it('refuses on both doors an Image URL naming a stored path whose file was never uploaded, naming the field', async () => {
    // docs/contract.md "Where an apartment is": a stored path must name a file that exists.
    const NOT_UPLOADED = 'No image was uploaded at this address: PUT the file to the presignedUrl first';
    const never = [
      '/uploads/photos/pic-2/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6b.jpg',
      'photos/pic-2/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6b.jpg',
      '/uploads/demo/building-99.svg',
    ];
    const CREATE = 'mutation($input: ApartmentInput!) { createApartment(input: $input) { _id } }';
    const UPDATE = 'mutation($id: ID!, $input: ApartmentInput!) { updateApartment(id: $id, input: $input) { image } }';
    const existing = await app.rest('POST', '/api/admins/apartments', form(), token);
    expect(existing.status).toBe(201);
    const id: string = existing.body.apartment._id;
    for (const image of never) {
      const restCreate = await app.rest('POST', '/api/admins/apartments', form({ image }), token);
      expect({ image, status: restCreate.status, errors: restCreate.body.errors }).toEqual({
        image,
        status: 400,
        errors: { image: NOT_UPLOADED },
      });
      const gqlCreate = await app.gql(CREATE, { input: { ...form({ image }), creator: undefined } }, token);
      expect({ image, extensions: gqlCreate.errors?.[0].extensions }).toMatchObject({
        image,
        extensions: { code: 'BAD_USER_INPUT', errors: { image: NOT_UPLOADED } },
      });
      const restEdit = await app.rest('PATCH', `/api/admins/apartments/${id}`, { image }, token);
      expect({ image, status: restEdit.status, errors: restEdit.body.errors }).toEqual({
        image,
        status: 400,
        errors: { image: NOT_UPLOADED },
      });
      const gqlEdit = await app.gql(UPDATE, { id, input: { image } }, token);
      expect({ image, extensions: gqlEdit.errors?.[0].extensions }).toMatchObject({
        image,
        extensions: { code: 'BAD_USER_INPUT', errors: { image: NOT_UPLOADED } },
      });
    }
    const kept = await app.rest('GET', '/api/admins/apartments', undefined, token);
    expect(kept.body.apartments.find((row: { _id: string }) => row._id === id).image).toBe(
      '/uploads/demo/building-1.svg',
    );
    // An outside link is still taken: it is copied in the background.
    const outside = await app.gql(UPDATE, { id, input: { image: 'https://img.example.com/lobby.jpg' } }, token);
    expect(outside.errors).toBeUndefined();
  });

  it('runs create and update through GraphQL with the same rules', async () => {
    const created = await app.gql<{ createApartment: { _id: string; version: number } }>(
      'mutation($input: ApartmentInput!) { createApartment(input: $input) { _id version floorplans { _id type } } }',
      { input: { ...form({ code: 'GQL-1' }), creator: undefined } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const invalid = await app.gql(
      'mutation($input: ApartmentInput!) { createApartment(input: $input) { _id } }',
      { input: { name: '' } },
      token,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { name: 'Name is required' },
    });
    const updated = await app.gql<{ updateApartment: { name: string; version: number } }>(
      'mutation($id: ID!, $input: ApartmentInput!) { updateApartment(id: $id, input: $input) { name version } }',
      { id: created.data!.createApartment._id, input: { name: 'Via GraphQL', expectedVersion: 0 } },
      token,
    );
    expect(updated.data?.updateApartment).toEqual({ name: 'Via GraphQL', version: 1 });
    const editMessage = await app.gql(
      'mutation($id: ID!, $input: ApartmentInput!) { updateApartment(id: $id, input: $input) { name } }',
      {
        id: created.data!.createApartment._id,
        input: { name: 'z'.repeat(51) },
      },
      token,
    );
    expect(editMessage.errors?.[0].extensions?.errors).toEqual({ name: 'Name cannot exceed 50 characters' });
    const deleted = await app.gql(
      'mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }',
      { id: created.data!.createApartment._id },
      token,
    );
    expect(deleted.data).toEqual({ deleteApartment: { deletedId: created.data!.createApartment._id } });
  });
});

describe('DELETE /api/admins/apartments/{id}', () => {
  it('deletes the apartment and its floorplans, then answers 404', async () => {
    const created = (await create(form())).body.apartment;
    const result = await app.rest('DELETE', `/api/admins/apartments/${created.id}`, undefined, token);
    expect(result).toMatchObject({ status: 200, body: { message: 'Apartment deleted successfully!' } });
    expect(await app.db.prisma.floorplan.count({ where: { apartmentId: created.id } })).toBe(0);
    expect((await app.rest('DELETE', `/api/admins/apartments/${created.id}`, undefined, token)).status).toBe(404);
    expect((await app.rest('GET', `/api/apartments/${created.id}`)).status).toBe(404);
  });
});
