// docs/contract.md "Search semantics": which apartments and floorplans a filter matches, in one place for GraphQL
// and REST.
import { z } from 'zod';
import {
  CODE_SEARCH_MAX_LENGTH,
  AMENITIES,
  AREAS,
  FLOORPLAN_TYPES,
  PET_KINDS,
  PRICE_SLIDER,
  SQFT_SLIDER,
  dollarsToCents,
  GEO_MESSAGES,
  insideBounds,
  searchableCode,
  ACCESSIBILITY_FEATURES,
  CREDIT_SCORE_BANDS,
  CRIMINAL_HISTORIES,
  bestQualification,
  evaluateQualification,
  type QualificationAnswers,
  type QualificationResult,
} from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import type { CatalogApartment, StoredCatalogApartment } from '../catalog/rows.js';
import { calendarDate } from './calendar-date.js';
import { lowestAllInCents } from '../catalog/all-in.js';
import { availableBy } from '../catalog/true-cost.js';
import { areaMaskOf, typeSetOf, type ColumnConditions } from './search-columns.js';

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

export interface SearchMatch {
  /** The apartment conditions that do not involve floorplans (map box, areas, code, pets, amenities). */
  apartment(apartment: CatalogApartment): boolean;
  /** Undefined when no floorplan filter is set: every floorplan of a listed apartment matches. */
  floorplan?: (floorplan: Floorplan, apartment: CatalogApartment) => boolean;
  /**
   * The room types asked for, when they are the floorplan filter's only condition (or there is none: undefined types
   * then), so a search may count an apartment's floorplans by type instead of testing each one; null otherwise.
   */
  onlyTypes: { types: ReadonlySet<string> | undefined } | null;
  /**
   * The same conditions split for a pass over the whole catalog (services/search-columns.ts): those read from the
   * columns, and predicates for the rest, apart from the maximum all-in (undefined when there is none).
   */
  columns: ColumnConditions;
  apartmentRest?: (apartment: CatalogApartment) => boolean;
  floorplanRest?: (floorplan: Floorplan, apartment: CatalogApartment) => boolean;
}

/** At least `bound` when set; a missing value never meets a bound (as NULL in SQL). */
const atLeast = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value >= bound);
const atMost = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value <= bound);

/**
 * Turns a validated filter into predicates. An apartment matches when its own conditions hold and, with a
 * floorplan filter, at least one floorplan matches; ranges match when they overlap.
 */
export function searchMatch(filter: SearchFilter, now: Date = new Date()): SearchMatch {
  const types = filter.roomTypes?.length ? new Set<string>(filter.roomTypes) : undefined;
  const { minSqft, maxSqft, moveInBy } = filter;
  // The spec's whole-dollar rent bounds, against rents kept in cents.
  const minRentCents = filter.minPrice === undefined ? undefined : dollarsToCents(filter.minPrice);
  const maxRentCents = filter.maxPrice === undefined ? undefined : dollarsToCents(filter.maxPrice);
  const maxAllInCents = filter.maxAllInMonthly === undefined ? undefined : dollarsToCents(filter.maxAllInMonthly);
  const accessibility = filter.accessibility ?? [];
  const answers = filter.likelyOnly ? filter.qualification : undefined;
  const otherFloorplanConditions =
    accessibility.length > 0 ||
    answers !== undefined ||
    [minRentCents, maxRentCents, minSqft, maxSqft, maxAllInCents, moveInBy].some((bound) => bound !== undefined);
  const hasFloorplanFilter = types !== undefined || otherFloorplanConditions;
  const areas = filter.locations?.length ? new Set<string>(filter.locations) : undefined;
  const code = searchableCode(filter.code)?.toLowerCase();
  const pets = filter.pets ?? [];
  const amenities = filter.amenities ?? [];
  const { bounds } = filter;
  const apartmentRest =
    bounds !== undefined || code !== undefined || pets.length > 0 || amenities.length > 0
      ? (apartment: CatalogApartment) =>
          (bounds === undefined ||
            (apartment.approximateLocation !== null && insideBounds(apartment.approximateLocation, bounds))) &&
          (code === undefined || apartment.code.toLowerCase().includes(code)) &&
          // Checked for emptiness first: a search without them then makes no closure per apartment (a search is a
          // pass over the whole catalog, on every uncached read).
          (pets.length === 0 || pets.every((kind) => apartment.petsAllowed.includes(kind))) &&
          (amenities.length === 0 || amenities.every((amenity) => apartment.amenities.includes(amenity)))
      : undefined;
  const floorplanRest =
    moveInBy !== undefined || accessibility.length > 0 || answers !== undefined
      ? (floorplan: Floorplan, apartment: CatalogApartment) =>
          (moveInBy === undefined || availableBy(floorplan, moveInBy)) &&
          (accessibility.length === 0 || accessibility.every((feature) => floorplan.accessibility.includes(feature))) &&
          (answers === undefined || qualifyFloorplan(apartment, floorplan, answers, now).verdict === 'LIKELY')
      : undefined;
  return {
    apartment: (apartment) =>
      (areas === undefined || apartment.location.some((area) => areas.has(area))) &&
      (apartmentRest === undefined || apartmentRest(apartment)),
    onlyTypes: otherFloorplanConditions ? null : { types },
    floorplan: hasFloorplanFilter
      ? (floorplan, apartment) =>
          (types === undefined || types.has(floorplan.type)) &&
          atLeast(floorplan.maxRentCents, minRentCents) &&
          atMost(floorplan.minRentCents, maxRentCents) &&
          atLeast(floorplan.maxSqft, minSqft) &&
          atMost(floorplan.minSqft, maxSqft) &&
          (maxAllInCents === undefined || atMost(lowestAllInCents(apartment, floorplan, now), maxAllInCents)) &&
          (floorplanRest === undefined || floorplanRest(floorplan, apartment))
      : undefined,
    columns: {
      areaMask: areas && areaMaskOf(areas),
      types: types && typeSetOf(types),
      minRentCents,
      maxRentCents,
      minSqft,
      maxSqft,
      maxAllInCents,
    },
    apartmentRest,
    floorplanRest,
  };
}

/** One floorplan against the property's stated rules, at its all-in monthly cost (docs/contract.md "Who qualifies"). */
export function qualifyFloorplan(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  answers: QualificationAnswers,
  now: Date,
): QualificationResult {
  return evaluateQualification(
    apartment.screening,
    answers,
    { allInMonthlyCents: lowestAllInCents(apartment, floorplan, now), petsAllowed: apartment.petsAllowed },
    now,
  );
}

export type Qualified<T> = T & { qualification?: QualificationResult };

/**
 * A result apartment with the verdict of each of its floorplans and its own (its best floorplan's; the rules alone
 * when it lists none). Copies: the catalog's rows are shared by every request and never carry one renter's answers.
 */
export function withQualification<A extends StoredCatalogApartment>(
  apartment: A,
  answers: QualificationAnswers,
  now: Date,
): Qualified<A> {
  const floorplans = apartment.floorplans.map((floorplan) => ({
    ...floorplan,
    qualification: qualifyFloorplan(apartment, floorplan, answers, now),
  }));
  const qualification =
    bestQualification(floorplans.map((floorplan) => floorplan.qualification)) ??
    evaluateQualification(
      apartment.screening,
      answers,
      { allInMonthlyCents: null, petsAllowed: apartment.petsAllowed },
      now,
    );
  return { ...apartment, floorplans, qualification };
}
