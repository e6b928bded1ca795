import { cursorToOffset, decodeGlobalID } from '@pothos/plugin-relay';
import { badInput } from '../../errors.js';

/** Every stored row's id is a UUID (prisma/schema.prisma): anything else cannot name a row, so it is a client's mistake. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The types `node` and `nodes` resolve (the schema's `implements Node`). */
export type NodeTypename = 'Apartment' | 'Floorplan';
const NODE_TYPENAMES: readonly string[] = ['Apartment', 'Floorplan'] satisfies NodeTypename[];

/** `nodes(ids:)` resolves at most this many ids in one request (README, Operations: limits). */
export const MAX_NODE_IDS = 100;

/** Far above a global id of this schema (base64 of `Type:` and a UUID, about 64 characters). */
const GLOBAL_ID_MAX_LENGTH = 200;
/** Far above an offset cursor (base64 of `OffsetConnection:` and a number, about 40 characters). */
const CURSOR_MAX_LENGTH = 100;
const GLOBAL_ID_MESSAGE = 'Not a global id of this API';

function decoded(text: string): { typename: string; id: string } | undefined {
  // Length first: no decoder's pattern runs on a long text, which is no id of either kind.
  if (text.length > GLOBAL_ID_MAX_LENGTH) return undefined;
  try {
    return decodeGlobalID(text);
  } catch {
    return undefined;
  }
}

function invalid(arg: string, expected: string): never {
  throw badInput(`${arg}: must be ${expected}`, { [arg]: `must be ${expected}` });
}

/**
 * A global id of `typename` (base64 `Type:uuid`) or the plain id used in page URLs and the REST adapter, as the
 * row's id; anything else is a 400 naming the argument, before any lookup.
 */
export function idFromArg(value: string | number, typename: NodeTypename | 'Lead' | 'Referral', arg: string): string {
  const text = String(value);
  // Length first: no pattern runs on a long text, which is no id of either kind.
  if (text.length > GLOBAL_ID_MAX_LENGTH)
    return invalid(arg, `an ${typename} id (its global id or the id used in page URLs)`);
  if (UUID.test(text)) return text;
  const global = decoded(text);
  if (global?.typename === typename && UUID.test(global.id)) return global.id;
  return invalid(arg, `an ${typename} id (its global id or the id used in page URLs)`);
}

/** The argument of `node`/`nodes`: a global id of a node type with a well-formed id, or a 400 naming `arg`. */
export function globalIdFromArg(value: string | number, arg: string): { typename: NodeTypename; id: string } {
  const global = decoded(String(value));
  if (global && NODE_TYPENAMES.includes(global.typename) && UUID.test(global.id)) {
    return { typename: global.typename as NodeTypename, id: global.id };
  }
  return invalid(arg, 'the global id of an Apartment or a Floorplan');
}

/** GraphQL hands inputs over as null-prototype objects with omitted fields absent: a plain copy for the services. */
export function plain(input: object | null | undefined): Record<string, unknown> {
  return { ...(input ?? {}) };
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A global id as the relay plugin writes it (base64 of `Type:id`), through the platform's `btoa` when the text is
 * ASCII (every id of this schema: type names and UUIDs), a fifth of the time of the plugin's Buffer: a search answer
 * holds one per apartment and floorplan.
 */
export function encodeNodeId(typename: string, id: bigint | number | string): string {
  const text = `${typename}:${id}`;
  return PRINTABLE_ASCII.test(text) ? btoa(text) : Buffer.from(text).toString('base64');
}

/**
 * The relay plugin's decoder, with the length checked first (no pattern runs on a long text) and a malformed id
 * answered as the client's mistake (400 BAD_USER_INPUT) without echoing it.
 */
export function decodeNodeId(globalID: string): { typename: string; id: string } {
  const global = decoded(globalID);
  if (global) return global;
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
