// docs/product.md sections 2, 3 and 5: the Edit Floorplan form's number fields, read by the API's own rule table
// (api/src/domain/number-fields.ts): the same bounds and messages as the server, and a blank Total Floorplans
// read as its default of 1.
import {
  FLOORPLAN_NUMBER_FIELDS,
  floorplanRangeErrors,
  readNumberField,
  type FloorplanNumberField,
} from '../../../lib/domain';

export type NumberField = FloorplanNumberField;
export type Values = Record<NumberField | 'video', string>;
export type Numbers = Record<NumberField, number | null>;

/** The values to send, and each field's message (a field's own rule first, then the ranges). */
export function readNumbers(values: Values): { numbers: Numbers; errors: Partial<Record<NumberField, string>> } {
  const numbers = {} as Numbers;
  const errors: Partial<Record<NumberField, string>> = {};
  for (const name of Object.keys(FLOORPLAN_NUMBER_FIELDS) as NumberField[]) {
    const result = readNumberField(FLOORPLAN_NUMBER_FIELDS[name], values[name]);
    if (result.ok) numbers[name] = result.value;
    else {
      numbers[name] = null;
      errors[name] = result.message;
    }
  }
  return { numbers, errors: { ...floorplanRangeErrors(numbers), ...errors } };
}
