// One request must not freeze the server (patterns that backtrack, or run over a request-sized string).
// Long adversarial text goes to every validator: REST bodies, GraphQL variables, and the query string of
// every route. Each answers a client error with a message, and no pattern runs on text longer than a field
// may hold: lengths are checked before any pattern (errors.ts INPUT_TEXT_MAX_LENGTH, each schema's own
// limits), and over-long addresses are refused before any route reads them (http/url-limit.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXT_MAX_LENGTH } from '../src/errors.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, send } from './sessions.js';

let app: TestApp;
let token: string;
let apartmentId: string;
let floorplanId: string;
beforeAll(async () => {
  app = await appWithSecret({ env: { READ_CACHE: 'false' } });
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
  const created = await app.rest(
    'POST',
    '/api/admins/apartments',
    {
      name: 'Long Input Lofts',
      code: 'LI-1',
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

/** Pieces that make the e-mail, URL, number and id patterns work hardest when repeated. */
const UNITS = ['@', ' @', '\t.', 'a@a.', '.@', 'a', '0', '-0', ' ', 'http://', '/uploads/', 'xxx-', ',', '%40', 'é'];
/** 200 kB (under the 256 kB body limit), just over the text limit, and just under it. */
const SIZES = [200_000, INPUT_TEXT_MAX_LENGTH + 1, INPUT_TEXT_MAX_LENGTH - 6];
const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const adversarial = fc
  .tuple(fc.constantFrom(...UNITS), fc.constantFrom(...SIZES), fc.constantFrom('', 'a', ' ', 'x@y.z'))
  .map(([unit, size, edge]) => edge + repeat(unit, size - edge.length * 2) + edge);

type Answer = { status: number; body: unknown };
type Target = { name: string; call: (text: string) => Promise<Answer> };

/**
 * The patterns that ran on text longer than any field may hold while `run` ran. The test runner's own module
 * loading (source maps of files imported on first use) is not the server's work and is left out.
 */
const fromTestTooling = (stack: string) => {
  // The first frame of code (not the engine's, not node's own) says whose pattern it is.
  const frames = stack.split('\n').slice(2);
  const first = frames.find((frame) => !/\(<anonymous>\)|node:internal|\(native\)/.test(frame)) ?? '';
  return /\/api\/test\/|node_modules\/(?:vite|vitest|@vitest|vite-node)\//.test(first);
};

async function overLongPatternRuns<T>(run: () => Promise<T>): Promise<{ result: T; overLong: string[] }> {
  const overLong: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with .call and put back as it was
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    if (text.length > INPUT_TEXT_MAX_LENGTH) {
      const stack = new Error().stack ?? '';
      if (!fromTestTooling(stack))
        overLong.push(`${String(this)} on ${text.length} characters ${stack.split('\n').slice(2, 9).join(' < ')}`);
    }
    return exec.call(this, input);
  };
  try {
    return { result: await run(), overLong };
  } finally {
    RegExp.prototype.exec = exec;
  }
}

const json = (method: string, path: string, body: unknown, auth = true): Promise<Answer> =>
  send(app, method, path, {
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
// The CSRF header lets GraphQL GETs through (graphql-yoga's CSRF prevention); REST ignores it.
const get = (path: string): Promise<Answer> =>
  send(app, 'GET', path, { headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' } });
const gql = async (query: string, variables: Record<string, unknown>): Promise<Answer> =>
  send(app, 'POST', '/graphql', {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });

const account = { name: 'Long Input', email: 'long.input@example.com', password: 'long enough password' };
const apartment = {
  name: 'Near Valid',
  code: 'NV-1',
  image: '/uploads/demo/building-1.svg',
  location: ['Leon Valley'],
  leaseTerm: 12,
  promotionalTerm: 0,
  floorplans: [{ type: 'studio' }],
};
/** Each string field of a body, one at a time. */
function eachField(name: string, base: Record<string, unknown>, send: (body: unknown) => Promise<Answer>): Target[] {
  const fields: [string, (text: string) => unknown][] = Object.entries(base)
    .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
    .map(([field, value]) => [field, (text) => ({ ...base, [field]: Array.isArray(value) ? [text] : text })]);
  return [
    ...fields.map(([field, body]) => ({ name: `${name} ${field}`, call: (text: string) => send(body(text)) })),
    { name: `${name} as a key`, call: (text) => send({ ...base, [text]: 1 }) },
  ];
}

const restBodies: Target[] = [
  ...(['admins', 'agents'] as const).flatMap((role) => [
    ...eachField(`POST /api/${role}/signup`, account, (body) => json('POST', `/api/${role}/signup`, body, false)),
    ...eachField(`POST /api/${role}/login`, { email: account.email, password: account.password }, (body) =>
      json('POST', `/api/${role}/login`, body, false),
    ),
  ]),
  ...eachField('POST /api/admins/apartments', apartment, (body) => json('POST', '/api/admins/apartments', body)),
  ...eachField('PATCH /api/admins/apartments/{id}', apartment, (body) =>
    json('PATCH', `/api/admins/apartments/${apartmentId}`, body),
  ),
  {
    name: 'POST /api/admins/apartments floorplans[0].floorplan',
    call: (text) =>
      json('POST', '/api/admins/apartments', { ...apartment, floorplans: [{ floorplan: text, type: 'studio' }] }),
  },
  ...eachField(
    'PATCH /api/admins/apartments/{id}/floorplans/{id}',
    { imageUrls: [], modelDetails: '', totalFloorplans: '' },
    (body) => {
      const { modelDetails, totalFloorplans, ...rest } = body as Record<string, unknown>;
      return json('PATCH', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`, {
        ...rest,
        ...(modelDetails ? { modelDetails: { video: modelDetails } } : {}),
        ...(totalFloorplans ? { totalFloorplans } : {}),
      });
    },
  ),
  {
    name: 'PATCH /api/admins/apartments/{id}/floorplans/{id} as a form',
    call: (text) => {
      const form = new FormData();
      form.append('details[minPrice]', text);
      form.append('modelDetails[video]', text);
      return send(app, 'PATCH', `/api/admins/apartments/${apartmentId}/floorplans/${floorplanId}`, {
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    },
  },
  ...eachField(
    'POST /api/admins/presigned-url',
    { apartmentCode: 'LI-1', roomType: 'studio', fileSize: 1, fileType: 'image/jpeg' },
    (body) => json('POST', '/api/admins/presigned-url', body),
  ),
];

const mutation = (field: string, selection: string) => `mutation($id: ID!) { ${field}(id: $id) ${selection} }`;
const graphQLVariables: Target[] = [
  ...['signupAdmin', 'signupAgent'].flatMap((field) =>
    ['name', 'email', 'password'].map((key) => ({
      name: `${field} input.${key}`,
      call: (text: string) =>
        gql(`mutation($i: SignupInput!) { ${field}(input: $i) { id } }`, { i: { ...account, [key]: text } }),
    })),
  ),
  ...['loginAdmin', 'loginAgent'].flatMap((field) =>
    ['email', 'password'].map((key) => ({
      name: `${field} input.${key}`,
      call: (text: string) =>
        gql(`mutation($i: LoginInput!) { ${field}(input: $i) { token } }`, {
          i: { email: account.email, password: account.password, [key]: text },
        }),
    })),
  ),
  ...['name', 'code', 'image', 'location'].flatMap((key) => {
    const input = (text: string) => ({ ...apartment, [key]: key === 'location' ? [text] : text });
    return [
      {
        name: `createApartment input.${key}`,
        call: (text: string) =>
          gql('mutation($i: ApartmentInput!) { createApartment(input: $i) { _id } }', { i: input(text) }),
      },
      {
        name: `updateApartment input.${key}`,
        call: (text: string) =>
          gql('mutation($a: ID!, $i: ApartmentInput!) { updateApartment(id: $a, input: $i) { _id } }', {
            a: apartmentId,
            i: input(text),
          }),
      },
    ];
  }),
  {
    name: 'updateFloorplan input.imageUrls and video',
    call: (text) =>
      gql(
        'mutation($a: ID!, $f: ID!, $i: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $i) { _id } }',
        {
          a: apartmentId,
          f: floorplanId,
          i: { imageUrls: [text], modelDetails: { video: text } },
        },
      ),
  },
  ...['apartmentCode', 'roomType', 'fileType'].map((key) => ({
    name: `createUploadUrls input.${key}`,
    call: (text: string) =>
      gql('mutation($i: UploadRequestInput!) { createUploadUrls(input: $i) { s3Url } }', {
        i: { apartmentCode: 'LI-1', roomType: 'studio', fileSize: 1, fileType: 'image/jpeg', [key]: text },
      }),
  })),
  {
    name: 'createApiKey input.name',
    call: (text) =>
      gql('mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { key } }', { i: { name: text, scope: 'READ' } }),
  },
  ...[
    ['deleteApartment', '{ deletedId }'],
    ['approveAdmin', '{ id }'],
    ['rejectAdmin', '{ id }'],
    ['disableAdmin', '{ id }'],
    ['disableAgent', '{ id }'],
    ['revokeApiKey', '{ id }'],
    ['recordApartmentClick', ''],
    ['recordApartmentShare', ''],
  ].map(([field, selection]) => ({
    name: `${field}(id)`,
    call: (text: string) => gql(mutation(field, selection), { id: text }),
  })),
  { name: 'apartment(id)', call: (text) => gql('query($id: ID!) { apartment(id: $id) { _id } }', { id: text }) },
  { name: 'node(id)', call: (text) => gql('query($id: ID!) { node(id: $id) { id } }', { id: text }) },
  { name: 'nodes(ids)', call: (text) => gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [text] }) },
  {
    name: 'auditTrail(after)',
    call: (text) => gql('query($c: String) { auditTrail(first: 2, after: $c) { totalCount } }', { c: text }),
  },
  {
    name: 'apartments(code)',
    call: (text) => gql('query($c: String) { apartments(code: $c) { totalCount } }', { c: text }),
  },
  {
    name: 'apartments(after)',
    call: (text) => gql('query($c: String) { apartments(first: 2, after: $c) { totalCount } }', { c: text }),
  },
  {
    name: 'apartments(filter.locations)',
    call: (text) =>
      gql('query($f: ApartmentFilter) { apartments(filter: $f) { totalCount } }', { f: { locations: [text] } }),
  },
  {
    name: 'adminFloorplan(apartmentId)',
    call: (text) =>
      gql('query($a: ID!, $f: ID!) { adminFloorplan(apartmentId: $a, floorplanId: $f) { apartmentCode } }', {
        a: text,
        f: floorplanId,
      }),
  },
  {
    name: 'auditTrail(entityId)',
    call: (text) => gql('query($e: ID) { auditTrail(entityId: $e) { totalCount } }', { e: text }),
  },
  {
    name: 'GET /graphql variables',
    call: (text) =>
      get(
        `/graphql?${new URLSearchParams({
          query: 'query($c: String) { apartments(code: $c) { totalCount } }',
          variables: JSON.stringify({ c: text }),
        })}`,
      ),
  },
];

/** Every GET route with the parameters it reads, and one it does not. */
const GET_ROUTES: [string, string[]][] = [
  ['/api/apartments/highlights', ['limit']],
  ['/api/apartments/deals', []],
  [
    '/api/apartments/filtered',
    ['locations', 'roomTypes', 'minPrice', 'maxPrice', 'minSqft', 'maxSqft', 'offset', 'limit'],
  ],
  ['/api/apartments/code/LI-1', ['locations', 'roomTypes', 'minPrice', 'offset', 'limit']],
  ['/api/apartments/{apartment}', []],
  ['/api/apartments/{apartment}/floorplans', []],
  ['/api/apartments/{apartment}/floorplans/{floorplan}', []],
  ['/api/admins/me', []],
  ['/api/admins/pending', []],
  ['/api/admins/apartments', []],
  ['/api/admins/apartments/{apartment}/floorplans/{floorplan}', []],
  ['/api/admins/audit', ['apartmentId', 'entityId', 'offset', 'limit']],
  ['/api/agents/me', []],
];
const route = (path: string) => path.replace('{apartment}', apartmentId).replace('{floorplan}', floorplanId);
const queryStrings: Target[] = GET_ROUTES.flatMap(([path, keys]) =>
  [...keys, 'unknown'].map((key) => ({
    name: `GET ${path}?${key}=`,
    call: (text: string) => {
      const query = new URLSearchParams({ [key]: text }).toString();
      // Text a route does not read is refused only when the address is too long to be a real one.
      const answer = get(`${route(path)}?${query}`);
      return answer.then((result) =>
        keys.length === 0 && query.length < 8_000 ? { ...result, ignored: true } : result,
      );
    },
  })),
);

/** A client error with a message: REST `{ message }`, or a GraphQL error a client caused. */
function assertRefused(target: string, answer: Answer & { ignored?: boolean }) {
  if (answer.ignored) return;
  const body = answer.body as {
    message?: unknown;
    errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  };
  const context = `${target}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`;
  if (answer.status === 200 && Array.isArray(body.errors)) {
    // GraphQL answers a resolver's refusal beside the data, with the code the client can act on.
    const [error] = body.errors;
    expect(['BAD_USER_INPUT', 'NOT_FOUND'].includes(String(error?.extensions?.code)), context).toBe(true);
    expect(typeof error?.message === 'string' && /\w/.test(error.message), context).toBe(true);
    return;
  }
  expect([400, 404, 413, 414, 422], context).toContain(answer.status);
  const message = body.message ?? body.errors?.[0]?.message;
  expect(typeof message === 'string' && /\w/.test(message), context).toBe(true);
}

const ALL_TARGETS = [...restBodies, ...graphQLVariables, ...queryStrings];

describe('long adversarial text at every validator', () => {
  it('is refused with a message everywhere, and no pattern runs on text longer than a field may hold', async () => {
    const failures: string[] = [];
    const { overLong } = await overLongPatternRuns(async () => {
      for (const target of ALL_TARGETS)
        for (const size of SIZES) {
          try {
            assertRefused(target.name, await target.call(repeat('a@a.', size)));
          } catch (error) {
            failures.push((error as Error).message.slice(0, 400));
          }
        }
    });
    expect(failures).toEqual([]);
    expect(overLong).toEqual([]);
  });

  it('holds for random mixes of the pieces that make patterns work hardest', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_TARGETS), adversarial, async (target, text) => {
        const { result, overLong } = await overLongPatternRuns(() => target.call(text));
        assertRefused(target.name, result);
        expect(overLong).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
