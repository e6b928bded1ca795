// docs/product.md section 5 (Add apartment / Edit apartment) on the server, with the spec's messages word for word.
// The promotional term allows 0-24 weeks on both forms (README: the spec's add and edit rules conflict).
import { z } from 'zod';
import {
  ADD_APARTMENT_MESSAGES,
  APARTMENT_NUMBER_FIELDS,
  AREAS,
  BUILDING_IMAGE_PATTERN,
  buildingImagePath,
  imageUrlError,
  EDIT_APARTMENT_MESSAGES,
  FLOORPLAN_NUMBER_FIELDS,
  FLOORPLAN_TYPES,
  floorplanRangeErrors,
  NAME_MAX_LENGTH,
  STORED_IMAGE_MESSAGE,
  STORED_IMAGE_URL_PATTERN,
  readNumberField,
  type NumberFieldRule,
} from '../domain/index.js';

/**
 * An image stored by this site is accepted only as /uploads/<key> in its one canonical spelling (domain/
 * stored-images.ts): a path with './', '..', '//', an encoded separator or a backslash would name a stored file
 * under a string no other listing uses. Other paths on this origin are refused the same way.
 */
const isStoredImagePath = (value: string) => value.startsWith('/');
const storedImageIssue = (value: string) => isStoredImagePath(value) && !STORED_IMAGE_URL_PATTERN.test(value);

type Messages = typeof ADD_APARTMENT_MESSAGES | typeof EDIT_APARTMENT_MESSAGES;
type NumberRules = (typeof APARTMENT_NUMBER_FIELDS)['add' | 'edit'];

/** A number field read by its rule in api/src/domain, so the browser form and the server answer the same words. */
function numberField(rule: NumberFieldRule) {
  // Optional in, so an absent key reaches the rule (which decides what blank means).
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const result = readNumberField(rule, value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

/** A required number field: blank is refused by the rule, so the value is a number. */
const requiredNumberField = (rule: NumberFieldRule) => numberField(rule).transform((value) => value as number);

/** The length is checked first and ends the field's checks, so that a pattern after it never sees long text. */
const requiredText = (message: string, max = 2048, maxMessage = 'Too long') =>
  z.string({ error: message }).max(max, { message: maxMessage, abort: true }).trim().min(1, message);

/** Fields a client may echo back from a read (the spec's form sends the whole object); they are ignored. */
const READ_ONLY_FIELDS = [
  '_id',
  'id',
  'clicks',
  'likes',
  'shares',
  'creator',
  'createdAt',
  'updatedAt',
  '__v',
  'version',
] as const;

function apartmentSchema(messages: Messages, numberRules: NumberRules, options: { draft?: boolean } = {}) {
  // docs/product.md section 5: required, an ftp/http/https URL without spaces (domain/stored-images.ts). A draft of
  // the one-step editor may leave it empty until it is published (services/listing.ts). An outside URL is kept as
  // given and copied into our storage by a job (services/image-imports.ts); a stored key becomes its /uploads/ path.
  const image = z
    .string({ error: messages.imageFormat })
    .max(2048, { message: 'Image URL is too long', abort: true })
    .nullish()
    .transform((value, ctx) => {
      const error = imageUrlError(value ?? '', messages, { optional: options.draft });
      if (error) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      const trimmed = (value ?? '').trim();
      if (trimmed === '') return null;
      return BUILDING_IMAGE_PATTERN.test(trimmed) ? buildingImagePath(trimmed) : trimmed;
    });
  return z
    .object({
      name: requiredText(messages.nameRequired, NAME_MAX_LENGTH, messages.nameMax),
      code: requiredText(messages.codeRequired, 100, 'Code cannot exceed 100 characters'),
      image,
      location: z
        .array(z.enum(AREAS, { error: (issue) => `Unknown area: ${String(issue.input)}` }), {
          error: messages.location,
        })
        .min(1, messages.location)
        .max(AREAS.length, 'Too many locations')
        .transform((areas) => [...new Set(areas)]),
      leaseTerm: requiredNumberField(numberRules.leaseTerm),
      promotionalTerm: requiredNumberField(numberRules.promotionalTerm),
      promotion: z.boolean({ error: 'promotion must be true or false' }).default(false),
      freeMove: z.boolean({ error: 'freeMove must be true or false' }).default(false),
      highlight: z.boolean({ error: 'highlight must be true or false' }).default(false),
      floorplans: z
        .array(
          z
            .object({
              floorplan: z
                .string()
                .max(36, { message: 'floorplan must be a floorplan id', abort: true })
                .uuid('floorplan must be a floorplan id')
                .nullish(),
              type: z.enum(FLOORPLAN_TYPES, { error: messages.floorplanType }),
            })
            .strip(),
          { error: 'floorplans must be a list' },
        )
        .max(FLOORPLAN_TYPES.length, 'Each floorplan type may appear only once per apartment')
        .default([])
        .superRefine((floorplans, ctx) => {
          const seen = new Set<string>();
          floorplans.forEach((floorplan, index) => {
            if (seen.has(floorplan.type)) {
              ctx.addIssue({
                code: 'custom',
                path: [index, 'type'],
                message: 'Each floorplan type may appear only once per apartment',
              });
            }
            seen.add(floorplan.type);
          });
        }),
      /** docs/product.md section 7 sends it; the server takes the creator from the token instead. */
      creator: z.unknown().optional(),
      expectedVersion: z.number().int().min(0).optional(),
    })
    .omit({ creator: true })
    .extend(
      Object.fromEntries(READ_ONLY_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
        (typeof READ_ONLY_FIELDS)[number],
        z.ZodOptional<z.ZodUnknown>
      >,
    )
    .strict()
    .transform(({ _id, id, clicks, likes, shares, creator, createdAt, updatedAt, __v, version, ...fields }) => fields);
}

export const AddApartmentSchema = apartmentSchema(ADD_APARTMENT_MESSAGES, APARTMENT_NUMBER_FIELDS.add);
export const EditApartmentSchema = apartmentSchema(EDIT_APARTMENT_MESSAGES, APARTMENT_NUMBER_FIELDS.edit);
/** The one-step editor's drafts: the same rules, but the Image URL may wait until publishing. */
export const AddDraftSchema = apartmentSchema(ADD_APARTMENT_MESSAGES, APARTMENT_NUMBER_FIELDS.add, { draft: true });
export const EditDraftSchema = apartmentSchema(EDIT_APARTMENT_MESSAGES, APARTMENT_NUMBER_FIELDS.edit, { draft: true });
export type ApartmentInput = z.output<typeof AddApartmentSchema>;

const LEASE_TERMS_MESSAGE = 'leaseTermsMonths must list whole months from 1 to 24';

/** docs/product.md section 2 (Edit Floorplan) and section 7 (the multipart PATCH). */
export const FloorplanInputSchema = z
  .object({
    // docs/product.md section 3: a blank or missing total is the default, 1 (FLOORPLAN_NUMBER_FIELDS), on both doors.
    totalFloorplans: requiredNumberField(FLOORPLAN_NUMBER_FIELDS.totalFloorplans),
    // Length before trimming: blanks longer than any URL are refused, not read as "left blank".
    video: z
      .string()
      .max(2048, { message: 'Video URL is too long', abort: true })
      .trim()
      .refine((value) => value === '' || /^https?:\/\/[^ "]+$/.test(value), 'Invalid URL format')
      .transform((value) => value || null)
      .nullish(),
    minPrice: numberField(FLOORPLAN_NUMBER_FIELDS.minPrice),
    maxPrice: numberField(FLOORPLAN_NUMBER_FIELDS.maxPrice),
    minSqft: numberField(FLOORPLAN_NUMBER_FIELDS.minSqft),
    maxSqft: numberField(FLOORPLAN_NUMBER_FIELDS.maxSqft),
    imageUrls: z
      .array(
        z
          .string()
          .max(2048, { message: 'Image URL is too long', abort: true })
          .refine((value) => !storedImageIssue(value), STORED_IMAGE_MESSAGE)
          .refine((value) => isStoredImagePath(value) || /^https?:\/\/[^ "]+$/.test(value), 'Invalid image URL'),
      )
      .max(100, 'Too many images')
      .default([]),
    // The lease lengths offered (docs/contract.md "Search semantics", short lease); left out: kept as they are. The
    // multipart form sends them comma-separated.
    leaseTermsMonths: z
      .preprocess(
        (value) =>
          typeof value === 'string'
            ? value
                .split(',')
                .filter((term) => term.trim())
                .map(Number)
            : value,
        z
          .array(z.number().int(LEASE_TERMS_MESSAGE).min(1, LEASE_TERMS_MESSAGE).max(24, LEASE_TERMS_MESSAGE), {
            error: LEASE_TERMS_MESSAGE,
          })
          .min(1, LEASE_TERMS_MESSAGE)
          .max(24, LEASE_TERMS_MESSAGE),
      )
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(floorplanRangeErrors(input))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type FloorplanInput = z.output<typeof FloorplanInputSchema>;
