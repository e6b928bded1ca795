import { decodeGlobalID } from '@pothos/plugin-relay';

/** A global id of `typename` (base64 `Type:id`) or the plain id used in page URLs and the REST adapter. */
export function idFromArg(id: string | number, typename: string): string {
  const text = String(id);
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
