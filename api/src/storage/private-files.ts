// Everything under DATA_DIR is private to the account the server runs as: the embedded database (its WAL holds
// password hashes and e-mail addresses), the stored images and the generated JWT secret. The folder is 0700, and
// files are written with no group or other bits: a umask for what this process creates, explicit modes where
// the code creates files itself, and a pass that tightens what PGlite's WebAssembly file system writes with its
// own modes (0666 for the files initdb makes, 0644 for pg_internal.init), which ignore the umask.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** No group or other bits on anything this process creates. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and its parents) as 0700, or tightens it to 0700 when it exists. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Removes group and other bits from `dir` and everything under it; symbolic links are left alone. */
export function tightenTree(dir: string): void {
  const tighten = (target: string) => {
    const stat = lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) chmodSync(target, stat.mode & 0o700);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(target)) tighten(path.join(target, entry));
  };
  tighten(dir);
}

/** Makes DATA_DIR 0700 (created or tightened) and tightens what an earlier version left open inside it. */
export function privateDataDir(dataDir: string): void {
  makePrivateDir(dataDir);
  tightenTree(dataDir);
}

/**
 * Start of every process that writes under DATA_DIR (`npm start`, migrate, seed, backup, restore): call before
 * anything is written. The umask covers every file the process creates from then on, whoever creates it.
 */
export function keepFilesPrivate(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  privateDataDir(dataDir);
}
