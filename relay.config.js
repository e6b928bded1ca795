// Relay compiler settings, read by relay-compiler and by vite-plugin-relay-lite. Named exports, not a
// default export: relay-compiler require()s this ES module and reads the namespace object as the config.
// The web app's schema is the one printed from the API (npm run schema:print).

export const src = './web/src';
export const schema = './schema.graphql';
export const artifactDirectory = './web/src/__generated__';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/dist/**'];
// Trusted documents: the compiler writes each operation's text to this file under its hash,
// the app sends only the hash, and in production anonymous callers may run nothing else.
export const persistConfig = { file: './web/persisted-queries.json', algorithm: 'SHA256' };
