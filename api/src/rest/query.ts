// Query-string parsing for the REST filters: repeated keys and comma-separated lists both work (docs/contract.md).
import { GEO_MESSAGES, parseBbox } from '../domain/index.js';
import { badInput } from '../errors.js';

const FILTER_KEYS = [
  'locations',
  'roomTypes',
  'minPrice',
  'maxPrice',
  'minSqft',
  'maxSqft',
  'maxAllInMonthly',
  'moveInBy',
  'pets',
  'amenities',
  'accessibility',
  'bbox',
] as const;
const NUMBER_KEYS = new Set(['minPrice', 'maxPrice', 'minSqft', 'maxSqft', 'maxAllInMonthly', 'offset', 'limit']);
const LIST_KEYS = new Set(['locations', 'roomTypes', 'pets', 'amenities', 'accessibility']);
/** Single text values, checked by the service (moveInBy is a date, sort a known order). */
const TEXT_KEYS = new Set(['moveInBy', 'sort']);
/** Characters of one list parameter: the 12 areas, comma-separated, fit in under 400. */
const LIST_VALUE_MAX_LENGTH = 1_000;
const PAGE_KEYS = ['offset', 'limit', 'sort'] as const;
/** docs/contract.md "Who qualifies": a renter's answers never travel in a URL, where logs and histories keep them. */
export const ANSWERS_IN_URL_MESSAGE =
  'qualification answers are accepted only in a POST body (POST /api/apartments/search), never in a URL';
const isAnswerKey = (key: string) => /^(?:qualification|likelyOnly)\b/.test(key);

/**
 * docs/api.md (Who qualifies): the search POST takes its filter, answers included, in the JSON body only. A query
 * string on it is refused by name rather than ignored, so a client sending answers in a URL learns it at once.
 */
export function refuseQueryString(url: URL) {
  const key = url.searchParams.keys().next().value;
  if (key === undefined) return;
  const message = isAnswerKey(key)
    ? ANSWERS_IN_URL_MESSAGE
    : 'POST /api/apartments/search takes its filter in the JSON body, not in the query string';
  throw badInput(`${key.slice(0, 200)}: ${message}`, { [key.slice(0, 200)]: message });
}

function numberParam(key: string, value: string): number {
  // Length first: no pattern runs on a long value (errors.ts INPUT_TEXT_MAX_LENGTH says why).
  if (value.length > 20 || !/^-?\d+$/.test(value.trim()))
    throw badInput(`${key} must be a whole number`, { [key]: `${key} must be a whole number` });
  return Number(value);
}

/** The filter and page of a search URL; unknown keys are refused so that a typo does not silently list everything. */
export function parseSearchQuery(url: URL, allowed: readonly string[] = [...FILTER_KEYS, ...PAGE_KEYS]) {
  const filter: Record<string, unknown> = {};
  const page: { offset?: number; limit?: number; sort?: string } = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (isAnswerKey(key)) throw badInput(ANSWERS_IN_URL_MESSAGE, { qualification: 'Send the answers in a POST body' });
    if (!allowed.includes(key)) throw badInput(`Unknown query parameter: ${key}`, { [key]: 'Unknown query parameter' });
    const values = url.searchParams.getAll(key);
    if (LIST_KEYS.has(key)) {
      // Longer than every name of the list twice over: a mistake, even if it is only commas and blanks.
      if (values.some((value) => value.length > LIST_VALUE_MAX_LENGTH))
        throw badInput(`${key} is too long`, { [key]: `${key} is too long` });
      filter[key] = values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean);
    } else if (NUMBER_KEYS.has(key)) {
      if (values.length > 1) throw badInput(`${key} is given more than once`, { [key]: 'Given more than once' });
      const number = numberParam(key, values[0]);
      if (key === 'offset' || key === 'limit') page[key] = number;
      else filter[key] = number;
    } else if (key === 'bbox') {
      // docs/contract.md "Where an apartment is": the map box, checked further by the search filter.
      const bounds = values.length === 1 ? parseBbox(values[0]) : null;
      if (!bounds) throw badInput(GEO_MESSAGES.bbox, { bbox: GEO_MESSAGES.bbox });
      filter.bounds = bounds;
    } else if (TEXT_KEYS.has(key)) {
      if (values.length > 1) throw badInput(`${key} is given more than once`, { [key]: 'Given more than once' });
      if (key === 'sort') page.sort = values[0];
      else filter[key] = values[0];
    }
  }
  return { filter, page };
}
