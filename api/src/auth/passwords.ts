// docs/contract.md "Accounts and sessions": passwords stored with scrypt (node's own crypto, no native add-on to
// build), each with its own salt; the parameters travel in the stored string so they can be raised later.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '../errors.js';
import { createWorkQueue } from './work-queue.js';

const KEY_LENGTH = 64;
/** OWASP's scrypt floor (N=2^17, r=8, p=1) costs about 128 MiB and 0.3 s per hash: N=2^15 keeps 32 MiB, 0.1 s. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads files and resolves host names: a burst of
 * logins or sign-ups may use at most two threads, so pages, images and the database keep being served. About
 * 20 hashes a second pass; a line of more than 5 s of work is refused with 503 rather than left to grow.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
export const PASSWORD_HASHES_WAITING = 100;
export const PASSWORD_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
export const passwordHashing = createWorkQueue({
  concurrency: PASSWORD_HASHES_AT_ONCE,
  maxWaiting: PASSWORD_HASHES_WAITING,
  busy: () => new AppError('UNAVAILABLE', PASSWORD_BUSY_MESSAGE, undefined, 1),
});

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(
          password.normalize('NFKC'),
          salt,
          keyLength,
          { ...options, maxmem: MAX_MEMORY_BYTES },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A login for an unknown e-mail still runs one scrypt, against this hash, so that the answer time does not
 * tell which e-mails have accounts (docs/contract.md: the same message for both).
 */
let dummyHash: Promise<string> | undefined;
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
