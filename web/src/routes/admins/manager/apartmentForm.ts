// docs/product.md sections 3, 4 and 5: the Add New Apartment and Edit Apartment forms as plain data: defaults,
// loading an apartment, the rules (each form with its own messages, from api/src/domain), the floorplan
// type rules, and the input sent to createApartment / updateApartment.
import {
  ADD_APARTMENT_MESSAGES,
  APARTMENT_NUMBER_FIELDS,
  EDIT_APARTMENT_MESSAGES,
  FLOORPLAN_TYPES,
  imageUrlError,
  LEASE_TERM_DEFAULT_MONTHS,
  NAME_MAX_LENGTH,
  PROMOTIONAL_TERM_DEFAULT_WEEKS,
  type FloorplanTypeName,
} from '../../../lib/domain';
import { check, maxLength, numberField, required, type Rule } from '../../../lib/forms/rules';

export type FormMode = 'add' | 'edit';

export interface FloorplanRow {
  /** Stable React key; a saved row also has its floorplan id. */
  key: string;
  floorplanId: string | null;
  type: FloorplanTypeName | '';
}

export interface ApartmentFormValues {
  name: string;
  code: string;
  image: string;
  location: string[];
  leaseTerm: string;
  promotionalTerm: string;
  promotion: boolean;
  freeMove: boolean;
  highlight: boolean;
  floorplans: FloorplanRow[];
}

export type TextFieldName = 'name' | 'code' | 'image' | 'leaseTerm' | 'promotionalTerm';
export type FieldName = TextFieldName | 'location';

export interface FormErrors {
  fields: Partial<Record<FieldName, string>>;
  /** By row key. */
  floorplans: Record<string, string>;
}

let rowCounter = 0;
function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function blankFloorplanRow(): FloorplanRow {
  return { key: newRowKey(), floorplanId: null, type: '' };
}

/** docs/product.md section 3: lease term 12, promotional term 0, flags false, one blank floorplan row. */
export function newApartmentValues(): ApartmentFormValues {
  return {
    name: '',
    code: '',
    image: '',
    location: [],
    leaseTerm: String(LEASE_TERM_DEFAULT_MONTHS),
    promotionalTerm: String(PROMOTIONAL_TERM_DEFAULT_WEEKS),
    promotion: false,
    freeMove: false,
    highlight: false,
    floorplans: [blankFloorplanRow()],
  };
}

export interface LoadedApartment {
  readonly name: string;
  readonly code: string;
  readonly image: string | null | undefined;
  readonly location: readonly string[];
  readonly leaseTerm: number | null | undefined;
  readonly promotionalTerm: number | null | undefined;
  readonly promotion: boolean;
  readonly freeMove: boolean;
  readonly highlight: boolean;
  readonly floorplans: readonly { readonly _id: string; readonly type: string }[];
}

/** docs/product.md section 4 (Edit): the chosen apartment's values; lease term 12 and promotional term 0 when missing, at least one row. */
export function valuesFromApartment(apartment: LoadedApartment): ApartmentFormValues {
  const rows: FloorplanRow[] = apartment.floorplans.map((floorplan) => ({
    key: newRowKey(),
    floorplanId: floorplan._id,
    type: (FLOORPLAN_TYPES as readonly string[]).includes(floorplan.type) ? (floorplan.type as FloorplanTypeName) : '',
  }));
  return {
    name: apartment.name,
    code: apartment.code,
    image: apartment.image ?? '',
    location: [...apartment.location],
    leaseTerm: String(apartment.leaseTerm ?? LEASE_TERM_DEFAULT_MONTHS),
    promotionalTerm: String(apartment.promotionalTerm ?? PROMOTIONAL_TERM_DEFAULT_WEEKS),
    promotion: apartment.promotion,
    freeMove: apartment.freeMove,
    highlight: apartment.highlight,
    floorplans: rows.length > 0 ? rows : [blankFloorplanRow()],
  };
}

function textRules(mode: FormMode, draft: boolean): Record<TextFieldName, readonly Rule[]> {
  const m = mode === 'add' ? ADD_APARTMENT_MESSAGES : EDIT_APARTMENT_MESSAGES;
  return {
    name: [required(m.nameRequired), maxLength(NAME_MAX_LENGTH, m.nameMax)],
    code: [required(m.codeRequired)],
    // docs/product.md section 5, as the server checks it; a draft may wait for its image until it is published.
    image: [(value) => imageUrlError(value, m, { optional: draft })],
    // Bounds and messages of both terms come from the rule table the API reads them by.
    leaseTerm: [numberField(APARTMENT_NUMBER_FIELDS[mode].leaseTerm)],
    promotionalTerm: [numberField(APARTMENT_NUMBER_FIELDS[mode].promotionalTerm)],
  };
}

export function validateApartment(
  values: ApartmentFormValues,
  mode: FormMode,
  options: { draft?: boolean } = {},
): FormErrors {
  const m = mode === 'add' ? ADD_APARTMENT_MESSAGES : EDIT_APARTMENT_MESSAGES;
  const rules = textRules(mode, options.draft ?? false);
  const fields: FormErrors['fields'] = {};
  for (const name of Object.keys(rules) as TextFieldName[]) {
    const message = check(values[name], rules[name]);
    if (message) fields[name] = message;
  }
  if (values.location.length === 0) fields.location = m.location;
  const floorplans: Record<string, string> = {};
  for (const row of values.floorplans) if (row.type === '') floorplans[row.key] = m.floorplanType;
  return { fields, floorplans };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.floorplans).length > 0;
}

/** Each type may appear once per apartment (docs/product.md section 3): the types a row may still pick. */
export function availableTypes(rows: readonly FloorplanRow[], forRowKey?: string): FloorplanTypeName[] {
  const taken = new Set(rows.filter((row) => row.key !== forRowKey).map((row) => row.type));
  return FLOORPLAN_TYPES.filter((type) => !taken.has(type));
}

/** 'Add Floorplan' is disabled when no type remains or a row has an empty type (docs/product.md section 2). */
export function addFloorplanState(rows: readonly FloorplanRow[]): { enabled: boolean; noTypesLeft: boolean } {
  const noTypesLeft = availableTypes(rows).length === 0;
  const blankRow = rows.some((row) => row.type === '');
  return { enabled: !noTypesLeft && !blankRow, noTypesLeft };
}

export interface ApartmentInputShape {
  name: string;
  code: string;
  image: string;
  location: string[];
  leaseTerm: number;
  promotionalTerm: number;
  promotion: boolean;
  freeMove: boolean;
  highlight: boolean;
  floorplans: { floorplan: string | null; type: FloorplanTypeName }[];
  expectedVersion?: number;
}

/** The createApartment / updateApartment input; the version guards an edit against a newer save. */
export function toApartmentInput(values: ApartmentFormValues, expectedVersion?: number): ApartmentInputShape {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    image: values.image.trim(),
    location: values.location,
    leaseTerm: Number(values.leaseTerm),
    promotionalTerm: Number(values.promotionalTerm),
    promotion: values.promotion,
    freeMove: values.freeMove,
    highlight: values.highlight,
    floorplans: values.floorplans
      .filter((row): row is FloorplanRow & { type: FloorplanTypeName } => row.type !== '')
      .map((row) => ({ floorplan: row.floorplanId, type: row.type })),
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  };
}
