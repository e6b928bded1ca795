// docs/contract.md "Search semantics": a search's filter in a URL, with the REST filter's names. One format for the
// REST query (GET /api/apartments/filtered), the search page's address (web/src/lib/filters.ts) and the link back to a
// saved search in its e-mails. No I/O and nothing but the domain: the web app imports this file too.
import { formatBbox, GEO_MESSAGES, parseBbox, searchableCode, type Bounds } from '../domain/index.js';

/** How each filter parameter is written: a list (repeated keys or commas), a whole number, a text, a map box, a flag (`true`). */
export const FILTER_PARAMS = {
  locations: 'list',
  roomTypes: 'list',
  minPrice: 'number',
  maxPrice: 'number',
  minSqft: 'number',
  maxSqft: 'number',
  maxAllInMonthly: 'number',
  moveInBy: 'text',
  pets: 'list',
  amenities: 'list',
  accessibility: 'list',
  code: 'text',
  bbox: 'bbox',
  shortLease: 'flag',
} as const;
export type FilterParam = keyof typeof FILTER_PARAMS;
export const FILTER_PARAM_NAMES = Object.keys(FILTER_PARAMS) as FilterParam[];

/** The page's parameters beside the filter (a REST search's; the search page counts pages itself). */
export const PAGE_PARAMS = ['offset', 'limit', 'sort'] as const;
type PageParam = (typeof PAGE_PARAMS)[number];

/** Characters of one list parameter: the 12 areas, comma-separated, fit in under 400. */
const LIST_VALUE_MAX_LENGTH = 1_000;

/**
 * A filter as the URL carries it, the fields GraphQL's ApartmentFilter and the checked filter share (so either can
 * be written); its values are checked by the filter schema (search/filter.ts) or the search form, not here.
 */
export interface UrlFilter {
  locations?: readonly string[] | null;
  roomTypes?: readonly string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minSqft?: number | null;
  maxSqft?: number | null;
  maxAllInMonthly?: number | null;
  moveInBy?: string | null;
  pets?: readonly string[] | null;
  amenities?: readonly string[] | null;
  accessibility?: readonly string[] | null;
  code?: string | null;
  bounds?: Bounds | null;
  shortLease?: boolean | null;
}

/** A parameter the URL format cannot read: left out by the search page and named, refused by REST. */
export interface ParamProblem {
  key: string;
  /** The whole message, and the one for the field alone. */
  message: string;
  fieldMessage: string;
}

/** A URL's filter as read: lists, whole numbers, texts and the box, each as written. */
export type ReadFilter = {
  [K in keyof UrlFilter]?: K extends 'bounds'
    ? Bounds
    : K extends 'shortLease'
      ? boolean
      : NonNullable<UrlFilter[K]> extends number
        ? number
        : NonNullable<UrlFilter[K]> extends string
          ? string
          : string[];
};

export interface ReadParams {
  filter: ReadFilter;
  page: { offset?: number; limit?: number; sort?: string };
  problems: ParamProblem[];
}

const problem = (key: string, message: string, fieldMessage = message): ParamProblem => ({
  key: key.slice(0, 200),
  message,
  fieldMessage,
});

/** A whole number as written; the length first, so no pattern runs on a long value. */
const wholeNumber = (value: string) => (value.length <= 20 && /^-?\d+$/.test(value.trim()) ? Number(value) : null);

/**
 * The filter and page of a URL's parameters, reading only the `allowed` ones: an unknown key, a number that is not
 * whole, a malformed box or a single value given twice is a problem, and the rest is read.
 */
export function readFilterParams(
  params: URLSearchParams,
  allowed: readonly string[] = [...FILTER_PARAM_NAMES, ...PAGE_PARAMS],
): ReadParams {
  const read: ReadParams = { filter: {}, page: {}, problems: [] };
  const filter = read.filter as Record<string, unknown>;
  for (const key of new Set(params.keys())) {
    if (!allowed.includes(key)) {
      read.problems.push(problem(key, `Unknown query parameter: ${key}`, 'Unknown query parameter'));
      continue;
    }
    const values = params.getAll(key);
    const kind = FILTER_PARAMS[key as FilterParam] ?? (key === 'sort' ? 'text' : 'number');
    if (kind === 'list') {
      // Longer than every name of the list twice over: a mistake, even if it is only commas and blanks.
      if (values.some((value) => value.length > LIST_VALUE_MAX_LENGTH))
        read.problems.push(problem(key, `${key} is too long`));
      else filter[key] = listOf(values);
    } else if (kind === 'bbox') {
      // docs/contract.md "Where an apartment is": one map box, its degrees checked by the filter.
      const bounds = values.length === 1 ? parseBbox(values[0]) : null;
      if (bounds) filter.bounds = bounds;
      else read.problems.push(problem(key, GEO_MESSAGES.bbox));
    } else if (values.length > 1)
      read.problems.push(problem(key, `${key} is given more than once`, 'Given more than once'));
    else if (kind === 'number') {
      const number = wholeNumber(values[0]);
      if (number === null) read.problems.push(problem(key, `${key} must be a whole number`));
      else if (key in FILTER_PARAMS) filter[key] = number;
      else read.page[key as Exclude<PageParam, 'sort'>] = number;
    } else if (kind === 'flag') {
      if (values[0] === 'true' || values[0] === 'false') filter[key] = values[0] === 'true';
      else read.problems.push(problem(key, `${key} must be true or false`));
    } else if (key === 'sort') read.page.sort = values[0];
    else filter[key] = values[0];
  }
  return read;
}

/** Repeated keys and comma-separated values both list values. */
const listOf = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** Writes the filter's set fields into a copy of `params`, whose other keys (the page, `rows`, `sort`) are kept. */
export function writeFilterParams(filter: UrlFilter, params?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAM_NAMES) next.delete(key);
  for (const key of FILTER_PARAM_NAMES) {
    const kind = FILTER_PARAMS[key];
    if (kind === 'bbox') {
      if (filter.bounds) next.set(key, formatBbox(filter.bounds));
      continue;
    }
    const value = filter[key as Exclude<FilterParam, 'bbox'>];
    if (kind === 'list' && Array.isArray(value) && value.length > 0) next.set(key, value.join(','));
    else if (kind === 'number' && typeof value === 'number') next.set(key, String(value));
    else if (kind === 'flag' && value === true) next.set(key, 'true');
    else if (key === 'code' && typeof value === 'string') {
      // A code search shorter than 3 or an 'xxx' code searches nothing (docs/contract.md), so it is left out.
      const code = searchableCode(value);
      if (code) next.set(key, code);
    } else if (kind === 'text' && typeof value === 'string' && value) next.set(key, value);
  }
  return next;
}
