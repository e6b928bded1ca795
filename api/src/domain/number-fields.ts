// The number fields of the Add/Edit Apartment forms and the Edit Floorplan form (docs/product.md sections 2, 3, 5) as
// one rule table: bounds, what a blank field means, and every message. The server's input rules
// (api/src/services/apartment-input.ts) and the browser forms both read a value through readNumberField, so
// a bad value gets the same words from either (README, Architecture: domain/ is imported by web/ too).
import {
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  PROMOTIONAL_TERM_MAX_WEEKS,
  PROMOTIONAL_TERM_MIN_WEEKS,
  TOTAL_FLOORPLANS_DEFAULT,
} from './constants.js';
import { ADD_APARTMENT_MESSAGES, EDIT_APARTMENT_MESSAGES } from './messages.js';

export interface NumberFieldRule {
  readonly min: number;
  readonly max: number;
  /** A blank field: refused with `messages.required`, read as this default, or cleared (null). */
  readonly blank: 'required' | 'clear' | { readonly default: number };
  readonly messages: {
    readonly required?: string;
    readonly notNumber: string;
    readonly wholeNumber: string;
    readonly min: string;
    readonly max: string;
  };
}

/** Whole dollars and square feet: far above any listing, low enough to stay an exact PostgreSQL integer. */
const PRICE_MAX_DOLLARS = 1_000_000;
const SQFT_MAX = 100_000;
const TOTAL_FLOORPLANS_MAX = 10_000;

function term(
  messages: typeof ADD_APARTMENT_MESSAGES | typeof EDIT_APARTMENT_MESSAGES,
): Record<'leaseTerm' | 'promotionalTerm', NumberFieldRule> {
  return {
    leaseTerm: {
      min: LEASE_TERM_MIN_MONTHS,
      max: LEASE_TERM_MAX_MONTHS,
      blank: 'required',
      messages: {
        required: messages.leaseTermRequired,
        notNumber: 'Lease term must be a number',
        wholeNumber: 'Lease term must be a whole number',
        min: messages.leaseTermMin,
        max: messages.leaseTermMax,
      },
    },
    // Both forms allow 0-24 weeks (README: the spec's add and edit limits conflict).
    promotionalTerm: {
      min: PROMOTIONAL_TERM_MIN_WEEKS,
      max: PROMOTIONAL_TERM_MAX_WEEKS,
      blank: 'required',
      messages: {
        required: messages.promotionalTermRequired,
        notNumber: 'Promotional term must be a number',
        wholeNumber: 'Promotional term must be a whole number',
        min: messages.promotionalTermMin,
        max: messages.promotionalTermMax,
      },
    },
  };
}

/** docs/product.md section 5: the Add apartment and Edit apartment forms' terms, each with its own messages. */
export const APARTMENT_NUMBER_FIELDS = {
  add: term(ADD_APARTMENT_MESSAGES),
  edit: term(EDIT_APARTMENT_MESSAGES),
} as const;

function optionalWholeNumber(label: string, max: number): NumberFieldRule {
  return {
    min: 0,
    max,
    blank: 'clear',
    messages: {
      notNumber: `${label} must be a number`,
      wholeNumber: `${label} must be a whole number`,
      min: `${label} cannot be negative`,
      max: `${label} is too large`,
    },
  };
}

/** docs/product.md section 2 (Edit Floorplan) and section 3: a blank Total Floorplans means the default, 1. */
export const FLOORPLAN_NUMBER_FIELDS = {
  totalFloorplans: {
    ...optionalWholeNumber('Total Floorplans', TOTAL_FLOORPLANS_MAX),
    blank: { default: TOTAL_FLOORPLANS_DEFAULT },
  },
  minPrice: optionalWholeNumber('Min Price', PRICE_MAX_DOLLARS),
  maxPrice: optionalWholeNumber('Max Price', PRICE_MAX_DOLLARS),
  minSqft: optionalWholeNumber('Min Sqft', SQFT_MAX),
  maxSqft: optionalWholeNumber('Max Sqft', SQFT_MAX),
} as const satisfies Record<string, NumberFieldRule>;

export type FloorplanNumberField = keyof typeof FLOORPLAN_NUMBER_FIELDS;

/** A floorplan's ranges read low to high: the minimum field gets the message. */
export const FLOORPLAN_RANGE_MESSAGES = {
  minPrice: 'Min Price cannot be above Max Price',
  minSqft: 'Min Sqft cannot be above Max Sqft',
} as const;

export type NumberFieldResult = { ok: true; value: number | null } | { ok: false; message: string };

/** The longest text a number field reads: a pattern never runs on more. */
const NUMBER_TEXT_MAX_LENGTH = 32;
/** Decimal text as a number input may hold it ("12", "1.5", ".5", "1e3"). */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Reads a number field as a form sends it (digit text, blank text) or as JSON/GraphQL sends it (a number,
 * null, absent). Blank follows the rule; a number must be whole and within the bounds.
 */
export function readNumberField(rule: NumberFieldRule, raw: unknown): NumberFieldResult {
  // Longer than any number a form holds, even if only blanks: refused, not read as "left blank".
  if (typeof raw === 'string' && raw.length > NUMBER_TEXT_MAX_LENGTH)
    return { ok: false, message: rule.messages.notNumber };
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (raw === undefined || raw === null || text === '') {
    if (rule.blank === 'required') return { ok: false, message: rule.messages.required ?? rule.messages.notNumber };
    return { ok: true, value: rule.blank === 'clear' ? null : rule.blank.default };
  }
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (text !== undefined && DECIMAL.test(text)) value = Number(text);
  else return { ok: false, message: rule.messages.notNumber };
  if (Number.isNaN(value)) return { ok: false, message: rule.messages.notNumber };
  if (!Number.isInteger(value)) {
    // An infinite or huge value is out of bounds rather than "not whole".
    if (Number.isFinite(value)) return { ok: false, message: rule.messages.wholeNumber };
  }
  if (value < rule.min) return { ok: false, message: rule.messages.min };
  if (value > rule.max) return { ok: false, message: rule.messages.max };
  return { ok: true, value };
}

/** The range messages of a floorplan's values, by the field that shows them. */
export function floorplanRangeErrors(values: {
  minPrice?: number | null;
  maxPrice?: number | null;
  minSqft?: number | null;
  maxSqft?: number | null;
}): Partial<Record<keyof typeof FLOORPLAN_RANGE_MESSAGES, string>> {
  const errors: Partial<Record<keyof typeof FLOORPLAN_RANGE_MESSAGES, string>> = {};
  if (values.minPrice != null && values.maxPrice != null && values.minPrice > values.maxPrice)
    errors.minPrice = FLOORPLAN_RANGE_MESSAGES.minPrice;
  if (values.minSqft != null && values.maxSqft != null && values.minSqft > values.maxSqft)
    errors.minSqft = FLOORPLAN_RANGE_MESSAGES.minSqft;
  return errors;
}
