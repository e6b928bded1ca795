// Trusted documents: the operations the web app was built with, by their SHA-256, as relay-compiler writes
// them (relay.config.js persistConfig). In production anonymous clients may run only these, so nobody can
// send the public endpoint a costly document the site never asks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PERSISTED_QUERIES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/persisted-queries.json',
);

export type PersistedDocuments = ReadonlyMap<string, string>;

/** What a caller hears for a hash that names none of them (a page built before the last deploy). */
export const UNKNOWN_PERSISTED_OPERATION = 'Unknown persisted operation: reload the page.';

export function loadPersistedDocuments(file = PERSISTED_QUERIES_FILE): PersistedDocuments {
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(entries).filter(([, text]) => typeof text === 'string'));
}
