// Generates what the build needs and git does not keep: the Prisma client with Pothos' types, and the
// Relay artifacts. Prisma's CLI looks for a schema-engine binary it cannot download offline; `generate`
// does not use it, so any existing path satisfies the check.
// Skipped when its inputs (the Prisma schema, the GraphQL schema, the web app's sources, the lock file) are those
// of the last run and its outputs are there; `--force` (or BUILD_FORCE=1) runs it anyway. Rewriting the Prisma
// client while tests import it could hand them half a file, so an unchanged one is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesUnder, forced, hashOf, readStamp, repoRoot, withLock } from './build-cache.mjs';

const STAMP = join(repoRoot, 'api/src/generated/.generate-hash');

function inputsHash() {
  const files = [
    'api/prisma/schema.prisma',
    'package-lock.json',
    'relay.config.js',
    'schema.graphql',
    'scripts/generate.mjs',
    ...filesUnder('web/src', (path) => path === 'web/src/__generated__'),
  ].filter((file) => existsSync(join(repoRoot, file)));
  return hashOf(files);
}

const outputsExist = () =>
  ['api/src/generated/prisma', 'web/src/__generated__', 'web/persisted-queries.json'].every((path) =>
    existsSync(join(repoRoot, path)),
  );

function generate() {
  const env = {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  };
  const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env, cwd: repoRoot });
  run('npx', ['prisma', 'generate', '--schema', 'api/prisma/schema.prisma']);
  if (existsSync(join(repoRoot, 'relay.config.js'))) {
    mkdirSync(join(repoRoot, 'web/src/__generated__'), { recursive: true });
    // relay-compiler adds each operation to this file (persistConfig), but will not create it.
    if (!existsSync(join(repoRoot, 'web/persisted-queries.json')))
      writeFileSync(join(repoRoot, 'web/persisted-queries.json'), '{}\n');
    run('npx', ['relay-compiler']);
  }
}

/** Runs generate unless it is up to date; the caller holds the build lock. */
export function generateIfChanged() {
  const hash = inputsHash();
  if (!forced() && outputsExist() && readStamp(STAMP) === hash) {
    console.log(`generated code: up to date (hash ${hash}), generate skipped`);
    return;
  }
  generate();
  // Last, so an interrupted run is redone.
  writeFileSync(STAMP, `${hash}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await withLock(join(repoRoot, 'web/.build.lock'), generateIfChanged);
