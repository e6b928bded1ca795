// Builds the public site into web/dist (served by the API server on the same origin, CONTRACT.md "One
// origin"). Each route is its own chunk (router.tsx uses `lazy`), so renters never download admin code.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';
import * as relayConfig from '../relay.config.js';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webDir, '..');
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';

// `--ssr src/entry-server.tsx` builds the server renderer (api/src/web.ts loads it) into web/dist-server, apart
// from the public files so that it is never served.
export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  base: '/',
  plugins: [react(), relay({ cwd: repoRoot, relayConfig: { ...relayConfig } })],
  build: {
    outDir: resolve(webDir, isSsrBuild ? 'dist-server' : 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // bench/web.ts reads the manifest to know which chunks each page loads.
    manifest: !isSsrBuild,
  },
  server: {
    // `vite dev` talks to a running API server (npm start) for data.
    proxy: { '/graphql': apiOrigin, '/api': apiOrigin, '/uploads': apiOrigin },
  },
}));
