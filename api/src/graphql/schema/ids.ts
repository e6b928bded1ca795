import { cursorToOffset, decodeGlobalID } from '@pothos/plugin-relay';
import { badInput } from '../../errors.js';

/** Far above a global id of this schema (base64 of `Type:` and a UUID, about 64 characters). */
const GLOBAL_ID_MAX_LENGTH = 200;
/** Far above an offset cursor (base64 of `OffsetConnection:` and a number, about 40 characters). */
const CURSOR_MAX_LENGTH = 100;
const GLOBAL_ID_MESSAGE = 'Not a global id of this API';

/**
 * The relay plugin's decoder for `node`/`nodes`, with the length checked first (no pattern runs on a long
 * text) and a malformed id answered as the client's mistake (400 BAD_USER_INPUT) without echoing it.
 */
export function decodeNodeId(globalID: string): { typename: string; id: string } {
  if (globalID.length <= GLOBAL_ID_MAX_LENGTH) {
    try {
      return decodeGlobalID(globalID);
    } catch {
      // malformed: answered below
    }
  }
  throw badInput(GLOBAL_ID_MESSAGE, { id: GLOBAL_ID_MESSAGE });
}

/** The connection arguments with `after`/`before` checked: an offset cursor this API gave out, else a 400. */
export function checkedCursors<T extends { after?: string | null; before?: string | null }>(args: T): T {
  for (const key of ['after', 'before'] as const) {
    const cursor = args[key];
    if (cursor === null || cursor === undefined) continue;
    let offset = Number.NaN;
    if (cursor.length <= CURSOR_MAX_LENGTH) {
      try {
        offset = cursorToOffset(cursor);
      } catch {
        // not a cursor: answered below
      }
    }
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw badInput(`${key} is not a cursor of this list`, { [key]: 'Not a cursor of this list' });
  }
  return args;
}

/** A global id of `typename` (base64 `Type:id`) or the plain id used in page URLs and the REST adapter. */
export function idFromArg(id: string | number, typename: string): string {
  const text = String(id);
  // Length first: no decoder's pattern runs on a long text, which is no id of either kind (the service says so).
  if (text.length > GLOBAL_ID_MAX_LENGTH) return text;
  try {
    const decoded = decodeGlobalID(text);
    if (decoded.typename === typename) return decoded.id;
  } catch {
    // not a global id: the plain id itself
  }
  return text;
}

/** GraphQL hands inputs over as null-prototype objects with omitted fields absent: a plain copy for the services. */
export function plain(input: object | null | undefined): Record<string, unknown> {
  return { ...(input ?? {}) };
}
