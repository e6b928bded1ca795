// Generates what the build needs and git does not keep: the Prisma client with Pothos' types, and the
// Relay artifacts. Prisma's CLI looks for a schema-engine binary it cannot download offline; `generate`
// does not use it, so any existing path satisfies the check.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env });

run('npx', ['prisma', 'generate', '--schema', 'api/prisma/schema.prisma']);
if (existsSync('relay.config.js')) {
  mkdirSync('web/src/__generated__', { recursive: true });
  // relay-compiler adds each operation to this file (persistConfig), but will not create it.
  if (!existsSync('web/persisted-queries.json')) writeFileSync('web/persisted-queries.json', '{}\n');
  run('npx', ['relay-compiler']);
}
