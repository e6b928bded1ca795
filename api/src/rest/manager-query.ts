// The optional query of GET /api/admins/apartments: the Apartment Manager's search, header filters, sort and
// page as URL parameters. Text is turned into typed values here; the service checks ranges and names.
import { badInput } from '../errors.js';

const TEXT_KEYS = new Set(['search', 'sort', 'direction']);
const BOOLEAN_KEYS = new Set(['promotionOnly', 'highlightOnly']);
const NUMBER_KEYS = new Set(['offset', 'limit']);

function refuse(key: string, message: string): never {
  throw badInput(message, { [key]: message });
}

/** Unknown keys are refused, so that a typo does not silently list everything. */
export function parseManagerQuery(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (!TEXT_KEYS.has(key) && !BOOLEAN_KEYS.has(key) && !NUMBER_KEYS.has(key)) {
      refuse(key, `Unknown query parameter: ${key}`);
    }
    const values = url.searchParams.getAll(key);
    if (values.length > 1) refuse(key, `${key} is given more than once`);
    const value = values[0];
    if (TEXT_KEYS.has(key)) query[key] = value;
    else if (BOOLEAN_KEYS.has(key)) {
      if (value !== 'true' && value !== 'false') refuse(key, `${key} must be true or false`);
      query[key] = value === 'true';
    } else {
      // Length first: no pattern runs on text longer than any whole number of a page.
      if (value.length > 32 || !/^-?\d{1,9}$/.test(value.trim())) refuse(key, `${key} must be a whole number`);
      query[key] = Number(value);
    }
  }
  return query;
}
