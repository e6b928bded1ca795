// docs/contract.md "Running it": JWT_SECRET (at least 32 bytes) is required in production; elsewhere one is
// generated on first start and kept under DATA_DIR so that sessions survive a restart. A secret file shorter
// than that stops the start: a short HMAC key can be guessed, and every session signed with it forged.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

export const SECRET_FILE = 'jwt-secret';
/** HS256's key should be as long as its 256-bit hash (RFC 7518 section 3.2). */
export const MIN_SECRET_BYTES = 32;

/** The secret kept in `file`, undefined when there is none yet; a short one is refused. */
function readSecretFile(file: string): Uint8Array | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = new TextEncoder().encode(text);
  if (secret.length < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `Invalid JWT secret file ${file}: it holds ${secret.length} bytes, at least ${MIN_SECRET_BYTES} are needed. ` +
        'Put a longer random secret in it (deleting it makes a new one and ends every session), or set JWT_SECRET.',
    );
  }
  return secret;
}

export function loadOrCreateSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under a temporary name, then linked into place: linking fails if another instance starting
  // at the same moment got there first (then its secret is used), and no instance can read a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readSecretFile(file);
  if (!secret) throw new ConfigError(`The JWT secret file ${file} could not be written`);
  return secret;
}
