import { describe, expect, it } from 'vitest';
import { STORED_IMAGE_MESSAGE } from '../../../lib/domain';
import {
  addFloorplanState,
  availableTypes,
  blankFloorplanRow,
  newApartmentValues,
  toApartmentInput,
  validateApartment,
  valuesFromApartment,
  type ApartmentFormValues,
  type FloorplanRow,
} from './apartmentForm';

const valid = (): ApartmentFormValues => ({
  ...newApartmentValues(),
  name: 'Pearl Lofts',
  code: 'DT-900',
  image: '/uploads/demo/building-3.svg',
  location: ['Alamo Heights'],
  floorplans: [{ key: 'k1', floorplanId: null, type: 'studio' }],
});

const fieldErrors = (values: Partial<ApartmentFormValues>, mode: 'add' | 'edit') =>
  validateApartment({ ...valid(), ...values }, mode).fields;

describe('new apartment defaults (docs/product.md section 3)', () => {
  it('starts with lease 12, promotional term 0, flags off and one blank floorplan row', () => {
    const values = newApartmentValues();
    expect(values).toMatchObject({
      leaseTerm: '12',
      promotionalTerm: '0',
      promotion: false,
      freeMove: false,
      highlight: false,
      location: [],
    });
    expect(values.floorplans).toHaveLength(1);
    expect(values.floorplans[0]).toMatchObject({ floorplanId: null, type: '' });
  });
});

describe('Add apartment rules (docs/product.md section 5)', () => {
  it('accepts a valid apartment', () => {
    expect(validateApartment(valid(), 'add')).toEqual({ fields: {}, floorplans: {} });
  });

  it("takes a ticked Promotion with 0 free weeks, as the spec's form does", () => {
    expect(fieldErrors({ promotion: true, promotionalTerm: '0' }, 'add')).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Max length is 50'],
    [{ code: '' }, 'code', 'Code is required'],
    [{ image: '' }, 'image', 'Image URL is required'],
    [{ image: 'example.com/a.jpg' }, 'image', 'Invalid URL format'],
    [{ image: 'https://example.com/a b.jpg' }, 'image', 'Invalid URL format'],
    [{ location: [] }, 'location', 'Please select at least one location.'],
    [{ leaseTerm: '' }, 'leaseTerm', 'Lease term is required'],
    [{ leaseTerm: '0' }, 'leaseTerm', 'Min 1 month'],
    [{ leaseTerm: '37' }, 'leaseTerm', 'Max 36 months'],
    [{ promotionalTerm: '' }, 'promotionalTerm', 'Promotional term is required'],
    [{ promotionalTerm: '-1' }, 'promotionalTerm', 'Cannot be negative'],
    [{ promotionalTerm: '25' }, 'promotionalTerm', 'Max 24 weeks'],
  ] as const)('%o answers %s: %s', (values, field, message) => {
    expect(fieldErrors(values as Partial<ApartmentFormValues>, 'add')[field]).toBe(message);
  });

  it("answers 'Floorplan Type is required' for a row without a type", () => {
    const row = blankFloorplanRow();
    expect(validateApartment({ ...valid(), floorplans: [row] }, 'add').floorplans).toEqual({
      [row.key]: 'Floorplan Type is required',
    });
  });

  it("takes the spec's ftp/http/https URLs and an image this site stores by its key or path", () => {
    const key = 'photos/dt-900/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6b.jpg';
    for (const image of [
      key,
      `/uploads/${key}`,
      '/uploads/demo/building-3.svg',
      'ftp://files.example.com/a.jpg',
      'http://example.com/a.jpg',
      'https://example.com/a.jpg',
    ]) {
      expect(fieldErrors({ image }, 'add').image).toBeUndefined();
    }
  });

  it('lets a draft wait for its image until it is published', () => {
    expect(validateApartment({ ...valid(), image: '' }, 'add', { draft: true }).fields.image).toBeUndefined();
    expect(validateApartment({ ...valid(), image: 'a b' }, 'add', { draft: true }).fields.image).toBe(
      'Invalid URL format',
    );
  });

  it('refuses a stored image spelled any other way than its canonical path', () => {
    for (const image of [
      '/uploads/demo/./building-3.svg',
      '/uploads//demo/building-3.svg',
      '/uploads/apartments/a.jpg',
    ]) {
      expect(fieldErrors({ image }, 'add').image).toBe(STORED_IMAGE_MESSAGE);
    }
  });
});

describe('Edit apartment rules (docs/product.md section 5)', () => {
  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name cannot exceed 50 characters'],
    [{ code: ' ' }, 'code', 'Code is required'],
    [{ image: 'nope' }, 'image', 'Invalid URL format'],
    [{ image: ' ' }, 'image', 'Image URL is required'],
    [{ location: [] }, 'location', 'At least one location must be selected'],
    [{ leaseTerm: '' }, 'leaseTerm', 'Lease term is required'],
    [{ leaseTerm: '0' }, 'leaseTerm', 'Minimum lease term is 1 month'],
    [{ leaseTerm: '40' }, 'leaseTerm', 'Maximum lease term is 36 months'],
    [{ promotionalTerm: '-2' }, 'promotionalTerm', 'Cannot be negative'],
    [{ promotionalTerm: '25' }, 'promotionalTerm', 'Max 24 weeks'],
  ] as const)('%o answers %s: %s', (values, field, message) => {
    expect(fieldErrors(values as Partial<ApartmentFormValues>, 'edit')[field]).toBe(message);
  });

  it('allows a promotional term up to 24 weeks, as the add form and the API do', () => {
    expect(fieldErrors({ promotionalTerm: '24' }, 'edit').promotionalTerm).toBeUndefined();
    expect(fieldErrors({ promotionalTerm: '13' }, 'edit').promotionalTerm).toBeUndefined();
  });

  it("answers 'Type is required' for a row without a type", () => {
    const row = blankFloorplanRow();
    expect(Object.values(validateApartment({ ...valid(), floorplans: [row] }, 'edit').floorplans)).toEqual([
      'Type is required',
    ]);
  });

  it('loads an apartment with the defaults for missing terms and at least one row', () => {
    const values = valuesFromApartment({
      name: 'A',
      code: 'B',
      image: null,
      location: ['Leon Valley'],
      leaseTerm: null,
      promotionalTerm: undefined,
      promotion: true,
      freeMove: false,
      highlight: true,
      floorplans: [],
    });
    expect(values).toMatchObject({
      image: '',
      leaseTerm: '12',
      promotionalTerm: '0',
      promotion: true,
      highlight: true,
    });
    expect(values.floorplans).toHaveLength(1);
  });
});

describe('floorplan type rules (docs/product.md sections 2 and 3)', () => {
  const rows = (...types: FloorplanRow['type'][]): FloorplanRow[] =>
    types.map((type, i) => ({ key: `k${i}`, floorplanId: null, type }));

  it('offers each type once per apartment', () => {
    expect(availableTypes(rows('studio', 'twoBed'), 'k2')).toEqual(['oneBed', 'threeBed', 'fourBed', 'townHome']);
    // A row keeps its own type among its choices.
    expect(availableTypes(rows('studio', 'twoBed'), 'k0')).toEqual([
      'studio',
      'oneBed',
      'threeBed',
      'fourBed',
      'townHome',
    ]);
  });

  it("disables 'Add Floorplan' while a row is blank or when no type remains", () => {
    expect(addFloorplanState(rows('studio'))).toEqual({ enabled: true, noTypesLeft: false });
    expect(addFloorplanState(rows('studio', ''))).toEqual({ enabled: false, noTypesLeft: false });
    expect(addFloorplanState(rows('studio', 'oneBed', 'twoBed', 'threeBed', 'fourBed', 'townHome'))).toEqual({
      enabled: false,
      noTypesLeft: true,
    });
  });

  it('sends saved rows with their id, new rows without, and the version of an edit', () => {
    const input = toApartmentInput(
      {
        ...valid(),
        floorplans: [
          { key: 'a', floorplanId: 'f-1', type: 'studio' },
          { key: 'b', floorplanId: null, type: 'twoBed' },
        ],
      },
      7,
    );
    expect(input).toMatchObject({ leaseTerm: 12, promotionalTerm: 0, expectedVersion: 7 });
    expect(input.floorplans).toEqual([
      { floorplan: 'f-1', type: 'studio' },
      { floorplan: null, type: 'twoBed' },
    ]);
    expect(toApartmentInput(valid())).not.toHaveProperty('expectedVersion');
  });
});
