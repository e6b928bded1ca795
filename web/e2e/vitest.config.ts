// The browser suite (docs/contract.md "Running it": REQUIRE_BROWSER): the built app served by the real server on the demo
// data, driven by playwright-core in Debian's Chromium. globalSetup builds, starts the server and says whether a
// browser exists.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

export default defineProject({
  root: here,
  test: {
    name: 'e2e',
    environment: 'node',
    // One file (browser.test.ts) holding the parts in order: see its opening comment.
    include: ['browser.test.ts'],
    globalSetup: ['globalSetup.ts'],
    // A page scanned with every axe-core rule (experimental ones included) takes seconds on a shared machine.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
