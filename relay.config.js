// Relay compiler settings, read by relay-compiler and by vite-plugin-relay-lite. Named exports, not a
// default export: relay-compiler require()s this ES module and reads the namespace object as the config.
// The web app's schema is the one printed from the API (schema.graphql); web/schema.provisional.graphql
// stands in until it exists on this branch.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

export const src = './web/src';
export const schema = existsSync(join(root, 'schema.graphql')) ? './schema.graphql' : './web/schema.provisional.graphql';
export const artifactDirectory = './web/src/__generated__';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/dist/**'];
