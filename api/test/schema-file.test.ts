import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../src/graphql/print.js';

describe('schema.graphql', () => {
  it('is the schema the server builds (run `npm run schema:print` after changing it)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');
    expect(onDisk).toBe(printedSchema());
  });
});
