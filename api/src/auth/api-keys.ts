// docs/contract.md "Beyond docs/product.md": internal tools authenticate with API keys sent as bearer tokens and stored
// hashed. A key is `satx_<id>_<secret>`: the id (also shown in lists as the key's prefix) finds the row, the
// secret is 32 random bytes. A key that random needs no slow hash: SHA-256 of the whole key is stored and
// compared in constant time, so the database never holds anything that works as a key.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'satx_';
const KEY_PATTERN = /^satx_([a-z0-9]{12})_[\w-]{43}$/;

export type ApiKeyScope = 'READ' | 'WRITE' | 'LEADS';

/** What a request made with a key knows about it (the viewer's `apiKey`). */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  scope: ApiKeyScope;
}

export interface NewApiKey {
  /** The whole key: shown to the admin once, never stored. */
  key: string;
  /** `satx_<id>`: stored and shown, so a key can be recognised without its secret. */
  prefix: string;
  secretHash: string;
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function generateApiKey(): NewApiKey {
  const id = randomBytes(6).toString('hex');
  const key = `${API_KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: `${API_KEY_PREFIX}${id}`, secretHash: hashApiKey(key) };
}

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The stored prefix a presented key claims, or null when it is not a key's shape at all. */
export function apiKeyPrefix(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match ? `${API_KEY_PREFIX}${match[1]}` : null;
}

export function apiKeyMatches(key: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(key).digest();
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
