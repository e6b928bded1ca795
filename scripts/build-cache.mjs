// What scripts/generate.mjs and scripts/build.mjs share: a content hash of a step's inputs, so a step whose inputs
// have not changed since its last run is skipped, and a lock file, so two callers at once (npm start beside a test
// run, or two test processes) never write the same output together.
import { createHash } from 'node:crypto';
import { existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync, closeSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const repoRoot = resolve(import.meta.dirname, '..');

/** Every file under `dir` (relative to the repository, sorted), without those `skip` names. */
export function filesUnder(dir, skip = () => false) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(join(repoRoot, current), { withFileTypes: true })) {
      const path = `${current}/${entry.name}`;
      if (skip(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(path);
    }
  };
  if (existsSync(join(repoRoot, dir))) walk(dir);
  return found.sort();
}

const IMPORT = /\b(?:from|import)(?:\s*\(\s*|\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The files outside `within` that `files` import, directly or through each other (the web app imports the API's
 * domain rules: api/src/domain), so a change to one of them rebuilds the app.
 */
export function importedFrom(files, within) {
  const found = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveSource(join(repoRoot, dirname(file), specifier));
      if (!target) continue;
      const path = relative(repoRoot, target).split(sep).join('/');
      if (path.startsWith(`${within}/`) || path.startsWith('..') || found.has(path)) continue;
      found.add(path);
      queue.push(path);
    }
  }
  return [...found].sort();
}

function resolveSource(path) {
  const base = path.replace(/\.(?:js|jsx|mjs)$/, '');
  const candidates = [path, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** A short hex digest of the files' paths and contents, and of `extra` (settings that change the output). */
export function hashOf(files, extra = []) {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`setting\0${value}\0`);
  for (const file of files) {
    hash.update(`file\0${file}\0`);
    hash.update(readFileSync(join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export const readStamp = (path) => (existsSync(path) ? readFileSync(path, 'utf8').trim() : null);

export const forced = () => process.argv.includes('--force') || process.env.BUILD_FORCE === '1';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Runs `work` holding the lock file at `path`; a second caller waits until the first is done (then usually finds
 * its output up to date). A lock left by a process that no longer runs is taken over.
 */
export async function withLock(path, work, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  let said = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readStamp(path));
    if (holder && !alive(holder)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${path} is still held by process ${holder}`);
    if (!said) console.log(`waiting for process ${holder}, which is building (${relative(repoRoot, path)})`);
    said = true;
    await delay(200);
  }
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}
