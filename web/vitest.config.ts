// Component and hook tests (jsdom). The browser suite is the separate `e2e` project.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay-lite';
import { defineProject } from 'vitest/config';
import * as relayConfig from '../relay.config.js';

const webDir = dirname(fileURLToPath(import.meta.url));

export default defineProject({
  root: webDir,
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: resolve(webDir, '../lingui.config.js') }),
    relay({ cwd: resolve(webDir, '..'), relayConfig: { ...relayConfig }, codegen: false }),
  ],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['src/test/setup.ts'],
  },
});
