// `npm run schema:print`: writes schema.graphql at the repository root, the Relay compiler's input.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './print.js';

const target = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
writeFileSync(target, printedSchema());
console.log(`wrote ${target}`);
