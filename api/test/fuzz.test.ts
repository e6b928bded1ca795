// Random payloads at every mutation and REST write route. Whatever arrives, the answer is never a 500 and a
// refused request changes no row (docs/contract.md "REST adapter details": 400 for invalid input).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, send } from './sessions.js';

let app: TestApp;
let token: string;
let apartmentId: string;
let floorplanId: string;
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
  const created = await app.rest(
    'POST',
    '/api/admins/apartments',
    {
      name: 'Fuzz Flats',
      code: 'FZ-1',
      image: '/uploads/demo/building-1.svg',
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      floorplans: [{ type: 'studio' }],
    },
    token,
  );
  apartmentId = created.body.apartment.id;
  floorplanId = created.body.apartment.floorplans[0]._id;
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

/** Every row of every table, as text: equal snapshots mean nothing changed. */
async function snapshot(): Promise<string> {
  const { prisma } = app.db;
  const order = { orderBy: { id: 'asc' } } as const;
  return JSON.stringify(
    await Promise.all([
      prisma.apartment.findMany(order),
      prisma.floorplan.findMany(order),
      prisma.admin.findMany(order),
      prisma.agent.findMany(order),
      prisma.auditEntry.findMany(order),
    ]),
  );
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((prefix) => `${prefix}\u0000`),
  fc.constantFrom(
    '',
    ' ',
    'xxx-1',
    'FZ-1',
    'a@b.co',
    'https://x.y/z.jpg',
    '/uploads/../x',
    'nul\u0000inside',
    'https://x.y/\u0000.jpg',
    '0'.repeat(300),
  ),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1, 24, 25, 36, 2 ** 31, Number.MAX_SAFE_INTEGER),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);
const fields = (names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, 'extra', '__proto__', 'constructor'), value, { maxKeys: names.length + 1 });

const apartmentFields = [
  'name',
  'code',
  'image',
  'location',
  'leaseTerm',
  'promotionalTerm',
  'promotion',
  'freeMove',
  'highlight',
  'floorplans',
  'expectedVersion',
  'creator',
];
const floorplanEntries = fc.array(
  fc.record(
    {
      floorplan: fc.oneof(fc.uuid(), text, fc.constant(undefined)),
      type: fc.oneof(fc.constantFrom('studio', 'oneBed', 'townHome'), text),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 7 },
);
const validApartment = {
  name: 'Near Valid',
  image: '/uploads/demo/building-1.svg',
  location: ['Leon Valley'],
  leaseTerm: 12,
  promotionalTerm: 0,
  floorplans: [{ type: 'studio' }],
};
/** A valid body with one or two fields replaced: reaches the database far more often than pure noise. */
const nearValid = (base: Record<string, unknown>, names: string[], unique: 'code' | 'email') =>
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 2 }))
    .map(([tag, overrides]) => ({
      ...base,
      [unique]: unique === 'code' ? `NV-${tag}` : `near.${encodeURIComponent(tag).replace(/%/g, '')}@valid.example.com`,
      ...overrides,
    }));
const payloads = {
  account: fc.oneof(
    fields(['name', 'email', 'password']),
    nearValid({ name: 'Near Valid', password: 'long enough password' }, ['name', 'email', 'password'], 'email'),
    fc.anything(),
  ),
  apartment: fc.oneof(
    fields(apartmentFields),
    nearValid(validApartment, apartmentFields, 'code'),
    fc.record(
      {
        name: text,
        code: text,
        image: text,
        location: fc.array(text),
        leaseTerm: scalar,
        promotionalTerm: scalar,
        floorplans: floorplanEntries,
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  ),
  floorplan: fc.oneof(
    fields(['totalFloorplans', 'details', 'modelDetails', 'imageUrls', 'minPrice']),
    fc.record(
      {
        details: fc.dictionary(fc.constantFrom('minPrice', 'maxPrice', 'minSqft', 'maxSqft'), scalar),
        imageUrls: fc.oneof(fc.array(text), text),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  ),
  upload: fc.oneof(fields(['apartmentCode', 'roomType', 'fileSize', 'fileType']), fc.anything()),
  id: fc.oneof(
    fc.uuid(),
    text.filter((t) => t.length > 0 && !t.includes('/') && !t.includes('?') && !t.includes('#')),
  ),
};

/** Runs one property: the request never answers 500 and, when refused, leaves every row as it was. */
async function neverBreaks<T>(
  arbitrary: fc.Arbitrary<T>,
  call: (input: T) => Promise<{ status: number; internal?: boolean }>,
  runs = 40,
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const before = await snapshot();
      const { status, internal } = await call(input);
      expect(status).not.toBe(500);
      expect(internal ?? false).toBe(false);
      if (status >= 400) expect(await snapshot()).toBe(before);
    }),
    { numRuns: runs },
  );
}

const json = (method: string, path: string, body: unknown) =>
  app.rest(method, path, body === undefined ? 'null' : JSON.stringify(body), token);
const raw = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('{', '{"name":', '[]', 'null', '"x"', '{"__proto__": {"admin": true}}'),
);

describe('random payloads at the REST write routes', () => {
  it('POST /api/admins/signup and /api/agents/signup', () =>
    neverBreaks(payloads.account, (body) =>
      json('POST', `/api/${Math.random() < 0.5 ? 'admins' : 'agents'}/signup`, body),
    ));
  it('POST /api/admins/login and /api/agents/login', () =>
    neverBreaks(payloads.account, (body) =>
      json('POST', `/api/${Math.random() < 0.5 ? 'admins' : 'agents'}/login`, body),
    ));
  it('POST /api/admins/apartments', () =>
    neverBreaks(payloads.apartment, (body) => json('POST', '/api/admins/apartments', body), 60));
  it('PATCH /api/admins/apartments/{id}', () =>
    neverBreaks(payloads.apartment, (body) => json('PATCH', `/api/admins/apartments/${apartmentId}`, body), 60));
  it('DELETE /api/admins/apartments/{id} with random ids', () =>
    neverBreaks(payloads.id, (id) =>
      app.rest('DELETE', `/api/admins/apartments/${encodeURIComponent(id)}`, undefined, token),
    ));
  it('PATCH /api/admins/apartments/{id}/floorplans/{id} as JSON', () =>
    neverBreaks(
      payloads.floorplan,
      (body) => json('PATCH', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`, body),
      60,
    ));
  it('PATCH /api/admins/apartments/{id}/floorplans/{id} as a form', () =>
    neverBreaks(
      fc.dictionary(
        fc.constantFrom(
          'totalFloorplans',
          'details[minPrice]',
          'details[maxPrice]',
          'modelDetails[video]',
          'imageUrls',
          'other',
        ),
        text,
      ),
      (fieldsOf) => {
        const form = new FormData();
        for (const [name, v] of Object.entries(fieldsOf)) form.append(name, v);
        return send(app, 'PATCH', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`, {
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      },
    ));
  it('POST /api/admins/presigned-url', () =>
    neverBreaks(payloads.upload, (body) => json('POST', '/api/admins/presigned-url', body)));
  it('POST /api/admins/{id}/approve|reject with random ids', () =>
    neverBreaks(payloads.id, (id) =>
      app.rest(
        'POST',
        `/api/admins/${encodeURIComponent(id)}/${Math.random() < 0.5 ? 'approve' : 'reject'}`,
        undefined,
        token,
      ),
    ));
  it('PUT /api/uploads/... with random links and bodies', () =>
    neverBreaks(fc.tuple(fc.string(), fc.string(), fc.uint8Array({ maxLength: 64 })), ([key, query, bytes]) =>
      send(app, 'PUT', `/api/uploads/${encodeURIComponent(key)}?${encodeURIComponent(query)}`, {
        headers: { 'content-type': 'image/jpeg' },
        body: bytes,
      }),
    ));
  it('a NUL character in any text field of an otherwise valid body', () =>
    neverBreaks(
      fc.tuple(fc.constantFrom('name', 'code', 'image', 'location'), fc.string({ maxLength: 5 }), fc.boolean()),
      async ([field, prefix, agent]) => {
        const nul = `${prefix}\u0000`;
        const apartment = await json('POST', '/api/admins/apartments', {
          ...validApartment,
          code: 'NUL-1',
          [field]: field === 'location' ? [nul] : nul,
        });
        const account = await json('POST', `/api/${agent ? 'agents' : 'admins'}/signup`, {
          name: nul,
          email: 'nul@valid.example.com',
          password: 'long enough password',
        });
        return {
          status: Math.max(apartment.status, account.status),
          internal: apartment.status !== 400 || account.status !== 400,
        };
      },
      10,
    ));
  it('every write route with raw, possibly malformed bodies', () =>
    neverBreaks(
      fc.tuple(
        fc.constantFrom(
          '/api/admins/signup',
          '/api/agents/login',
          '/api/admins/apartments',
          `/api/admins/apartments/${apartmentId}`,
          '/api/admins/presigned-url',
        ),
        raw,
      ),
      ([path, body]) =>
        send(app, path.includes(apartmentId) ? 'PATCH' : 'POST', path, {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        }),
    ));
});

const mutations: Record<string, [string, (input: unknown) => Record<string, unknown>]> = {
  signupAdmin: ['mutation($v: SignupInput!) { signupAdmin(input: $v) { id } }', (v) => ({ v })],
  signupAgent: ['mutation($v: SignupInput!) { signupAgent(input: $v) { id } }', (v) => ({ v })],
  loginAdmin: ['mutation($v: LoginInput!) { loginAdmin(input: $v) { token } }', (v) => ({ v })],
  loginAgent: ['mutation($v: LoginInput!) { loginAgent(input: $v) { token } }', (v) => ({ v })],
  createApartment: ['mutation($v: ApartmentInput!) { createApartment(input: $v) { _id } }', (v) => ({ v })],
  updateApartment: [
    'mutation($id: ID!, $v: ApartmentInput!) { updateApartment(id: $id, input: $v) { _id } }',
    (v) => ({ id: apartmentId, v }),
  ],
  updateFloorplan: [
    'mutation($a: ID!, $f: ID!, $v: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $v) { _id } }',
    (v) => ({ a: apartmentId, f: floorplanId, v }),
  ],
  createUploadUrls: ['mutation($v: UploadRequestInput!) { createUploadUrls(input: $v) { s3Url } }', (v) => ({ v })],
  deleteApartment: ['mutation($v: ID!) { deleteApartment(id: $v) { deletedId } }', (v) => ({ v })],
  approveAdmin: ['mutation($v: ID!) { approveAdmin(id: $v) { id } }', (v) => ({ v })],
  rejectAdmin: ['mutation($v: ID!) { rejectAdmin(id: $v) { id } }', (v) => ({ v })],
  setApartmentLike: [
    'mutation($v: ID!) { setApartmentLike(id: $v, browserId: "00000000-0000-4000-8000-000000000001", liked: true) }',
    (v) => ({ v }),
  ],
};

describe('random variables at every GraphQL mutation', () => {
  it.each(Object.keys(mutations))('%s', (name) => {
    const [query, variables] = mutations[name];
    const input =
      name.startsWith('sign') || name.startsWith('login')
        ? payloads.account
        : name.includes('Floorplan')
          ? payloads.floorplan
          : name === 'createUploadUrls'
            ? payloads.upload
            : name.endsWith('Apartment') && !name.startsWith('delete')
              ? payloads.apartment
              : payloads.id;
    return neverBreaks(
      input,
      async (v) => {
        const result = await app.gql(query, variables(v), token);
        const failed = Boolean(result.errors?.length);
        return {
          status: failed ? Math.max(result.status, 400) : result.status,
          internal: result.errors?.some(
            (e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.',
          ),
        };
      },
      30,
    );
  });
});
