// SPEC.md section 5 (Add apartment / Edit apartment) on the server, with the spec's messages word for word.
// The promotional term allows 0-24 weeks on both forms (README: the spec's add and edit rules conflict).
import { z } from 'zod';
import {
  ADD_APARTMENT_MESSAGES,
  AREAS,
  EDIT_APARTMENT_MESSAGES,
  FLOORPLAN_TYPES,
  IMAGE_URL_PATTERN,
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  NAME_MAX_LENGTH,
  PROMOTIONAL_TERM_MAX_WEEKS,
  PROMOTIONAL_TERM_MIN_WEEKS,
  STORED_IMAGE_MESSAGE,
  STORED_IMAGE_URL_PATTERN,
} from '../domain/index.js';

/**
 * An image stored by this site is accepted only as /uploads/<key> in its one canonical spelling (domain/
 * stored-images.ts): a path with './', '..', '//', an encoded separator or a backslash would name a stored file
 * under a string no other listing uses. Other paths on this origin are refused the same way.
 */
const isStoredImagePath = (value: string) => value.startsWith('/');
const storedImageIssue = (value: string) => isStoredImagePath(value) && !STORED_IMAGE_URL_PATTERN.test(value);

type Messages = typeof ADD_APARTMENT_MESSAGES | typeof EDIT_APARTMENT_MESSAGES;

/** Form values may arrive as numbers or as digit strings; blank means missing. */
function wholeNumber(required: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? undefined
          : value.length <= 20 && /^-?\d+$/.test(value.trim())
            ? Number(value)
            : value
        : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? required
            : `${required.replace(' is required', '')} must be a whole number`,
      })
      .int(`${required.replace(' is required', '')} must be a whole number`)
      .min(min, minMessage)
      .max(max, maxMessage),
  );
}

/** The length is checked first and ends the field's checks, so that a pattern after it never sees long text. */
const requiredText = (message: string, max = 2048, maxMessage = 'Too long') =>
  z.string({ error: message }).trim().max(max, { message: maxMessage, abort: true }).min(1, message);

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

function apartmentSchema(messages: Messages, options: { imageOptional?: boolean } = {}) {
  // Besides the spec's ftp/http/https URLs, images stored by this site (/uploads/...) are accepted: the demo
  // listings and the upload flow use them, and an edit must not fail on the image it was given.
  const image = requiredText(messages.imageRequired)
    .refine((value) => !storedImageIssue(value), STORED_IMAGE_MESSAGE)
    .refine((value) => isStoredImagePath(value) || IMAGE_URL_PATTERN.test(value), messages.imageFormat);
  return z
    .object({
      name: requiredText(messages.nameRequired, NAME_MAX_LENGTH, messages.nameMax),
      code: requiredText(messages.codeRequired, 100, 'Code cannot exceed 100 characters'),
      // Demo listings use images stored by this site (/uploads/...) and a few have none.
      image: options.imageOptional ? image.nullish().transform((value) => value ?? null) : image,
      location: z
        .array(z.enum(AREAS, { error: (issue) => `Unknown area: ${String(issue.input)}` }), {
          error: messages.location,
        })
        .min(1, messages.location)
        .max(AREAS.length, 'Too many locations')
        .transform((areas) => [...new Set(areas)]),
      leaseTerm: wholeNumber(
        messages.leaseTermRequired,
        LEASE_TERM_MIN_MONTHS,
        messages.leaseTermMin,
        LEASE_TERM_MAX_MONTHS,
        messages.leaseTermMax,
      ),
      promotionalTerm: wholeNumber(
        messages.promotionalTermRequired,
        PROMOTIONAL_TERM_MIN_WEEKS,
        messages.promotionalTermMin,
        PROMOTIONAL_TERM_MAX_WEEKS,
        messages.promotionalTermMax,
      ),
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
      /** SPEC.md section 7 sends it; the server takes the creator from the token instead. */
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

export const AddApartmentSchema = apartmentSchema(ADD_APARTMENT_MESSAGES);
export const EditApartmentSchema = apartmentSchema(EDIT_APARTMENT_MESSAGES);
/** Demo listings may lack an image (CONTRACT.md "Demo data"); the admin forms always require one. */
export const DemoApartmentSchema = apartmentSchema(ADD_APARTMENT_MESSAGES, { imageOptional: true });
export type ApartmentInput = z.output<typeof AddApartmentSchema>;

/** SPEC.md section 2 (Edit Floorplan) and section 7 (the multipart PATCH). */
export const FloorplanInputSchema = z
  .object({
    totalFloorplans: z
      .number({ error: 'Total Floorplans must be a number' })
      .int('Total Floorplans must be a whole number')
      .min(0, 'Total Floorplans cannot be negative')
      .max(10_000, 'Total Floorplans is too large')
      .default(1),
    video: z
      .string()
      .trim()
      .max(2048, { message: 'Video URL is too long', abort: true })
      .refine((value) => value === '' || /^https?:\/\/[^ "]+$/.test(value), 'Invalid URL format')
      .transform((value) => value || null)
      .nullish(),
    minPrice: z
      .number({ error: 'Min Price must be a number' })
      .int('Min Price must be a whole number')
      .min(0, 'Min Price cannot be negative')
      .max(1_000_000, 'Min Price is too large')
      .nullish(),
    maxPrice: z
      .number({ error: 'Max Price must be a number' })
      .int('Max Price must be a whole number')
      .min(0, 'Max Price cannot be negative')
      .max(1_000_000, 'Max Price is too large')
      .nullish(),
    minSqft: z
      .number({ error: 'Min Sqft must be a number' })
      .int('Min Sqft must be a whole number')
      .min(0, 'Min Sqft cannot be negative')
      .max(100_000, 'Min Sqft is too large')
      .nullish(),
    maxSqft: z
      .number({ error: 'Max Sqft must be a number' })
      .int('Max Sqft must be a whole number')
      .min(0, 'Max Sqft cannot be negative')
      .max(100_000, 'Max Sqft is too large')
      .nullish(),
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
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.minPrice != null && input.maxPrice != null && input.minPrice > input.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'Min Price cannot be above Max Price' });
    }
    if (input.minSqft != null && input.maxSqft != null && input.minSqft > input.maxSqft) {
      ctx.addIssue({ code: 'custom', path: ['minSqft'], message: 'Min Sqft cannot be above Max Sqft' });
    }
  });
export type FloorplanInput = z.output<typeof FloorplanInputSchema>;
