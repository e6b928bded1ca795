// Relay compiler settings, read by relay-compiler and by vite-plugin-relay-lite. Named exports, not a
// default export: relay-compiler require()s this ES module and reads the namespace object as the config.
// The web app's schema is the one printed from the API (npm run schema:print).

export const src = './web/src';
export const schema = './schema.graphql';
export const artifactDirectory = './web/src/__generated__';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/dist/**'];
