// docs/contract.md "Search semantics": the filter a search takes, checked once for every door (GraphQL, REST, saved
// searches); search/plan.ts turns a checked filter into the plan the pass runs.
import { z } from 'zod';
import {
  CODE_SEARCH_MAX_LENGTH,
  AMENITIES,
  AREAS,
  FLOORPLAN_TYPES,
  PET_KINDS,
  PRICE_SLIDER,
  SQFT_SLIDER,
  GEO_MESSAGES,
  ACCESSIBILITY_FEATURES,
  CREDIT_SCORE_BANDS,
  CRIMINAL_HISTORIES,
  type QualificationAnswers,
} from '../domain/index.js';
import { calendarDate } from '../services/calendar-date.js';

const bound = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max * 100, `${label} is too large`)
    .optional();

const degrees = (field: string, limit: number, message: string) =>
  z
    .number({ error: `bounds.${field} ${message}` })
    .min(-limit, `bounds.${field} ${message}`)
    .max(limit, `bounds.${field} ${message}`);

/** A map's visible box (docs/contract.md "Where an apartment is"): matched against the approximate points. */
export const BoundsSchema = z
  .object({
    west: degrees('west', 180, GEO_MESSAGES.longitude),
    south: degrees('south', 90, GEO_MESSAGES.latitude),
    east: degrees('east', 180, GEO_MESSAGES.longitude),
    north: degrees('north', 90, GEO_MESSAGES.latitude),
  })
  .strict()
  .superRefine((bounds, ctx) => {
    if (bounds.west >= bounds.east) ctx.addIssue({ code: 'custom', path: ['west'], message: GEO_MESSAGES.westEast });
    if (bounds.south >= bounds.north)
      ctx.addIssue({ code: 'custom', path: ['south'], message: GEO_MESSAGES.southNorth });
  });

/** The filter fields a renter may keep (a saved search, a URL): everything but the private answers. */
const FILTER_FIELDS = {
  bounds: BoundsSchema.optional(),
  locations: z
    .array(z.enum(AREAS, { error: (issue) => `Unknown area: ${String(issue.input)}` }))
    .max(AREAS.length * 2)
    .optional(),
  roomTypes: z
    .array(z.enum(FLOORPLAN_TYPES, { error: (issue) => `Unknown room type: ${String(issue.input)}` }))
    .max(FLOORPLAN_TYPES.length * 2)
    .optional(),
  minPrice: bound('minPrice', PRICE_SLIDER.max),
  maxPrice: bound('maxPrice', PRICE_SLIDER.max),
  minSqft: bound('minSqft', SQFT_SLIDER.max),
  maxSqft: bound('maxSqft', SQFT_SLIDER.max),
  code: z.string().max(CODE_SEARCH_MAX_LENGTH, 'code is too long').optional(),
  /** Dollars, like maxPrice: the most a renter will pay a month, fees and specials included. */
  maxAllInMonthly: bound('maxAllInMonthly', PRICE_SLIDER.max),
  moveInBy: calendarDate('moveInBy').optional(),
  pets: z
    .array(z.enum(PET_KINDS, { error: (issue) => `Unknown pet kind: ${String(issue.input)}` }))
    .max(PET_KINDS.length * 2)
    .optional(),
  amenities: z
    .array(z.enum(AMENITIES, { error: (issue) => `Unknown amenity: ${String(issue.input)}` }))
    .max(AMENITIES.length * 2)
    .optional(),
  /** Floorplans offering a lease of 6 months or less (search/plan.ts SHORT_LEASE_MONTHS). */
  shortLease: z.boolean({ error: 'shortLease must be true or false' }).optional(),
  accessibility: z
    .array(
      z.enum(ACCESSIBILITY_FEATURES, { error: (issue) => `Unknown accessibility feature: ${String(issue.input)}` }),
    )
    .max(ACCESSIBILITY_FEATURES.length * 2)
    .optional(),
};

type FilterFields = z.output<z.ZodObject<typeof FILTER_FIELDS>>;

function checkRanges(filter: FilterFields, ctx: z.RefinementCtx) {
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice cannot be above maxPrice' });
  }
  if (filter.minSqft !== undefined && filter.maxSqft !== undefined && filter.minSqft > filter.maxSqft) {
    ctx.addIssue({ code: 'custom', path: ['minSqft'], message: 'minSqft cannot be above maxSqft' });
  }
}

export const SearchFilterSchema = z.object(FILTER_FIELDS).strict().superRefine(checkRanges);

/** Whole years since an event; the messages never repeat the answer (docs/contract.md "Who qualifies"). */
const yearsSince = (field: string) =>
  z
    .number({ error: `qualification.${field} must be a number of years` })
    .int(`qualification.${field} must be whole years`)
    .min(0, `qualification.${field} cannot be negative`)
    .max(100, `qualification.${field} is too large`)
    .nullable()
    .default(null);

/** A renter's answers to "Do I qualify?": used for one search, never stored (docs/contract.md "Who qualifies"). */
export const QualificationSchema = z
  .object({
    monthlyIncomeCents: z
      .number({ error: 'qualification.monthlyIncomeCents must be a number of cents' })
      .int('qualification.monthlyIncomeCents must be whole cents')
      .min(0, 'qualification.monthlyIncomeCents cannot be negative')
      .max(100_000_000, 'qualification.monthlyIncomeCents is too large'),
    creditScoreBand: z
      .enum(Object.keys(CREDIT_SCORE_BANDS) as [keyof typeof CREDIT_SCORE_BANDS], {
        error: 'qualification.creditScoreBand must be one of the listed bands',
      })
      .default('UNKNOWN'),
    hasVoucher: z.boolean({ error: 'qualification.hasVoucher must be true or false' }).default(false),
    yearsSinceBrokenLease: yearsSince('yearsSinceBrokenLease'),
    yearsSinceEviction: yearsSince('yearsSinceEviction'),
    criminalHistory: z
      .enum(CRIMINAL_HISTORIES, { error: 'qualification.criminalHistory must be NONE, MISDEMEANOR or FELONY' })
      .default('NONE'),
    yearsSinceCriminalRecord: yearsSince('yearsSinceCriminalRecord'),
    hasCoSigner: z.boolean({ error: 'qualification.hasCoSigner must be true or false' }).default(false),
    pets: z
      .array(z.enum(PET_KINDS, { error: 'qualification.pets lists an unknown pet kind' }))
      .max(PET_KINDS.length * 2)
      .default([]),
  })
  .strict()
  .transform((answers): QualificationAnswers => answers);

/** A search as asked for once: the keepable filter plus, in a request body only, the renter's answers. */
export const SearchRequestSchema = z
  .object({
    ...FILTER_FIELDS,
    qualification: QualificationSchema.optional(),
    likelyOnly: z.boolean({ error: 'likelyOnly must be true or false' }).optional(),
  })
  .strict()
  .superRefine((filter, ctx) => {
    checkRanges(filter, ctx);
    if (filter.likelyOnly && !filter.qualification)
      ctx.addIssue({ code: 'custom', path: ['likelyOnly'], message: 'likelyOnly needs the qualification answers' });
  });

export type SearchFilter = z.output<typeof SearchRequestSchema>;
