// Query-string parsing for the REST filters: repeated keys and comma-separated lists both work (docs/contract.md).
import { badInput } from '../errors.js';
import { FILTER_PARAM_NAMES, PAGE_PARAMS, readFilterParams } from '../search/url.js';

/** GET /api/apartments/filtered's parameters: the search URL's filter (search/url.ts) but the code, which has its path. */
const FILTER_KEYS = FILTER_PARAM_NAMES.filter((key) => key !== 'code');
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

/** The filter and page of a search URL; unknown keys are refused so that a typo does not silently list everything. */
export function parseSearchQuery(url: URL, allowed: readonly string[] = [...FILTER_KEYS, ...PAGE_PARAMS]) {
  for (const key of url.searchParams.keys())
    if (isAnswerKey(key)) throw badInput(ANSWERS_IN_URL_MESSAGE, { qualification: 'Send the answers in a POST body' });
  const { filter, page, problems } = readFilterParams(url.searchParams, allowed);
  const [first] = problems;
  if (first) throw badInput(first.message, { [first.key]: first.fieldMessage });
  return { filter, page };
}
