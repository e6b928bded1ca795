// The number fields of the apartment and floorplan forms: the browser form (web/src/routes/admins/manager) and
// the server answer the same words for the same bad value (docs/contract.md: docs/product.md section 5's messages word for
// word, on the server too), and a blank Total Floorplans is 1 through both doors (docs/product.md section 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newApartmentValues,
  validateApartment,
  type ApartmentFormValues,
  type FormMode,
} from '../../web/src/routes/admins/manager/apartmentForm.js';
import { readNumbers, type NumberField, type Values } from '../../web/src/routes/admins/manager/floorplanForm.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, send } from './sessions.js';

let app: TestApp;
let token: string;
let apartment: { id: string; floorplans: { _id: string }[] };
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
  const created = await app.rest('POST', '/api/admins/apartments', validApartment('NUM-1'), token);
  expect(created.status).toBe(201);
  apartment = created.body.apartment;
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

function validApartment(code: string) {
  return {
    name: 'Number Lofts',
    code,
    image: '/uploads/demo/building-1.svg',
    location: ['Leon Valley'],
    leaseTerm: 12,
    promotionalTerm: 0,
    floorplans: [{ type: 'oneBed' }],
  };
}

/** What the browser form shows for this text in that field. */
function browserMessage(mode: FormMode, field: 'leaseTerm' | 'promotionalTerm', text: string) {
  const values: ApartmentFormValues = {
    ...newApartmentValues(),
    name: 'Number Lofts',
    code: 'NUM-X',
    image: '/uploads/demo/building-1.svg',
    location: ['Leon Valley'],
    floorplans: [{ key: 'k', floorplanId: null, type: 'oneBed' }],
    [field]: text,
  };
  return validateApartment(values, mode).fields[field];
}

/** The value as JSON carries it: digits as a number, anything else as the text itself. */
const asJson = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

// Literals from docs/product.md section 5 where the spec words them; the "whole number" texts are this product's.
const APARTMENT_CASES: [FormMode, 'leaseTerm' | 'promotionalTerm', string, string][] = [
  ['add', 'leaseTerm', '1.5', 'Lease term must be a whole number'],
  ['add', 'leaseTerm', '', 'Lease term is required'],
  ['add', 'leaseTerm', '0', 'Min 1 month'],
  ['add', 'leaseTerm', '37', 'Max 36 months'],
  ['add', 'promotionalTerm', '2.5', 'Promotional term must be a whole number'],
  ['add', 'promotionalTerm', '-1', 'Cannot be negative'],
  ['add', 'promotionalTerm', '25', 'Max 24 weeks'],
  ['edit', 'leaseTerm', '1.5', 'Lease term must be a whole number'],
  ['edit', 'leaseTerm', '0', 'Minimum lease term is 1 month'],
  ['edit', 'leaseTerm', '37', 'Maximum lease term is 36 months'],
  ['edit', 'promotionalTerm', '', 'Promotional term is required'],
  ['edit', 'promotionalTerm', '0.5', 'Promotional term must be a whole number'],
];

describe('apartment terms: the browser form and the server answer the same words', () => {
  it.each(APARTMENT_CASES)('%s form, %s = %j: %s', async (mode, field, text, expected) => {
    expect(browserMessage(mode, field, text)).toBe(expected);
    const body = { ...validApartment(`NUM-${mode}-${field}`), [field]: asJson(text) };
    const server =
      mode === 'add'
        ? await app.rest('POST', '/api/admins/apartments', body, token)
        : await app.rest('PATCH', `/api/admins/apartments/${apartment.id}`, { [field]: asJson(text) }, token);
    expect(server.status).toBe(400);
    expect(server.body.errors[field]).toBe(expected);
  });

  it('answers the same words through GraphQL for whole numbers out of bounds', async () => {
    const result = await app.gql(
      'mutation($input: ApartmentInput!) { createApartment(input: $input) { id } }',
      { input: { ...validApartment('NUM-GQL'), leaseTerm: 37 } },
      token,
    );
    expect(result.errors?.[0].extensions?.errors?.leaseTerm).toBe('Max 36 months');
    expect(browserMessage('add', 'leaseTerm', '37')).toBe('Max 36 months');
  });
});

const FLOORPLAN_FORM: Values = {
  totalFloorplans: '2',
  video: '',
  minPrice: '900',
  maxPrice: '1200',
  minSqft: '500',
  maxSqft: '700',
};

/** The field typed into, the text, the field that shows the message (a range shows on its minimum), the message. */
const FLOORPLAN_CASES: [NumberField, string, NumberField, string][] = [
  ['totalFloorplans', '1.5', 'totalFloorplans', 'Total Floorplans must be a whole number'],
  ['totalFloorplans', '-1', 'totalFloorplans', 'Total Floorplans cannot be negative'],
  ['minPrice', '-5', 'minPrice', 'Min Price cannot be negative'],
  ['minPrice', '99.5', 'minPrice', 'Min Price must be a whole number'],
  ['minPrice', 'cheap', 'minPrice', 'Min Price must be a number'],
  ['maxPrice', '1000001', 'maxPrice', 'Max Price is too large'],
  ['maxSqft', '100001', 'maxSqft', 'Max Sqft is too large'],
  ['maxPrice', '800', 'minPrice', 'Min Price cannot be above Max Price'],
  ['minSqft', '800', 'minSqft', 'Min Sqft cannot be above Max Sqft'],
];

describe('floorplan numbers: the Edit Floorplan form and the server answer the same words', () => {
  const floorplanPath = () => `/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[0]._id}`;

  it.each(FLOORPLAN_CASES)('%s = %j: on %s, %s', async (field, text, shownOn, expected) => {
    const values = { ...FLOORPLAN_FORM, [field]: text };
    expect(readNumbers(values).errors[shownOn]).toBe(expected);
    // The multipart form of docs/product.md section 7 sends the text as typed.
    const form = new FormData();
    form.append('totalFloorplans', values.totalFloorplans);
    form.append('details[minPrice]', values.minPrice);
    form.append('details[maxPrice]', values.maxPrice);
    form.append('details[minSqft]', values.minSqft);
    form.append('details[maxSqft]', values.maxSqft);
    const server = await send(app, 'PATCH', floorplanPath(), {
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(server.status).toBe(400);
    expect(server.body.errors[shownOn]).toBe(expected);
  });
});

describe('a blank Total Floorplans is the default, 1 (docs/product.md section 3)', () => {
  const floorplanPath = () => `/api/admins/apartments/${apartment.id}/floorplans/${apartment.floorplans[0]._id}`;

  it('through REST as JSON null and as a blank form field', async () => {
    const json = await app.rest('PATCH', floorplanPath(), { totalFloorplans: null, imageUrls: [] }, token);
    expect(json.status).toBe(200);
    expect(json.body.floorplan.totalFloorplans).toBe(1);
    const form = new FormData();
    form.append('totalFloorplans', '');
    const multipart = await send(app, 'PATCH', floorplanPath(), {
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(multipart.body.floorplan.totalFloorplans).toBe(1);
  });

  it('through GraphQL as null, as the Edit Floorplan dialog may send it', async () => {
    const result = await app.gql<{ updateFloorplan: { totalFloorplans: number } }>(
      'mutation($a: ID!, $f: ID!, $input: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { totalFloorplans } }',
      { a: apartment.id, f: apartment.floorplans[0]._id, input: { totalFloorplans: null, imageUrls: [] } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateFloorplan.totalFloorplans).toBe(1);
  });

  it('in the browser form, read as 1 before it is sent', () => {
    expect(readNumbers({ ...FLOORPLAN_FORM, totalFloorplans: '' })).toEqual({
      numbers: { totalFloorplans: 1, minPrice: 900, maxPrice: 1200, minSqft: 500, maxSqft: 700 },
      errors: {},
    });
  });
});
