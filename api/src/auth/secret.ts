// CONTRACT.md "Running it": JWT_SECRET (at least 32 bytes) is required in production; elsewhere one is
// generated on first start and kept under DATA_DIR so that sessions survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'jwt-secret';

export function loadOrCreateSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 43) return new TextEncoder().encode(existing);
  } catch {
    // first start: no secret yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another instance wrote it first; then read theirs.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  }
}
