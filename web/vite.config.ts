// Builds the public site into web/dist (served by the API server on the same origin, docs/contract.md "One
// origin"). Each route is its own chunk (router.tsx uses `lazy`), so renters never download admin code.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay-lite';
import { pageCatalogs } from './pageCatalogs';
import { APP_STAGES_ID } from './src/appStages';
import * as relayConfig from '../relay.config.js';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webDir, '..');
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli and a gzip copy beside each text file of the build, once, so the server sends a phone the
 * smallest file without compressing on every request (api/src/web.ts serves them with `precompressed`).
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  // Where this build writes: web/dist, or the folder scripts/build.mjs builds in before it replaces web/dist.
  let outDir = '';
  return {
    name: 'satx-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The server renders every public page, so the app's script only takes it over: it is fetched at low priority,
 * and the libraries and the app it loads in stages (main.tsx) are listed in an inert `<template>` that main.tsx
 * puts to work once the page has loaded. Until then a phone's bandwidth and main thread go to the stylesheet and
 * the first screen's images (Largest Contentful Paint); then the stages download together.
 */
function deferredApp(): Plugin {
  return {
    name: 'satx-deferred-app',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { chunk, bundle }) => {
        const stages = new Set<string>();
        const add = (file: string) => {
          const stage = bundle?.[file];
          if (!stage || stage.type !== 'chunk' || stages.has(file) || file === chunk?.fileName) return;
          stages.add(file);
          stage.imports.forEach(add);
        };
        chunk?.dynamicImports.forEach(add);
        const preloads = [...stages].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        return (
          html
            .replace('<script type="module" crossorigin', () => '<script type="module" fetchpriority="low" crossorigin')
            // A function, so that no `$` in a file name is read as a replacement pattern.
            .replace('</body>', () => `  <template id="${APP_STAGES_ID}">${preloads}</template>\n  </body>`)
        );
      },
    },
  };
}

/**
 * Writes .vite/chunks.json beside the manifest: the modules each JavaScript file holds, by path from the repository
 * (a package's as node_modules/<package>/...). The manifest names a file by its first module only; bench/web.ts and
 * its test read this to know what a page's files hold (staff pages, the map, the other language's messages).
 */
function chunkContents(): Plugin {
  return {
    name: 'satx-chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          contents[chunk.fileName] = Object.keys(chunk.modules)
            .map((id) => (id.startsWith(repoRoot) ? id.slice(repoRoot.length + 1) : id.replace('\0', '')))
            .sort();
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(contents, null, 1) });
    },
  };
}

// `--ssr src/entry-server.tsx` builds the server renderer (api/src/web.ts loads it) into web/dist-server, apart
// from the public files so that it is never served.
export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  base: '/',
  plugins: [
    // Lingui's macros (t, Trans) become catalog lookups; its plugin compiles a PO catalog a page imports.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: resolve(repoRoot, 'lingui.config.js') }),
    // The browser's catalog in parts: the frame's and each page's, in the page's language (pageCatalogs.ts).
    pageCatalogs({ webDir, linguiConfig: resolve(repoRoot, 'lingui.config.js') }),
    relay({ cwd: repoRoot, relayConfig: { ...relayConfig } }),
    ...(isSsrBuild ? [] : [deferredApp(), chunkContents(), precompress()]),
  ],
  resolve: {
    // The app uses a few of Relay's hooks only: without the legacy containers and the hooks it never calls, the library
    // a phone downloads and evaluates is smaller (src/relay/reactRelay.ts).
    alias: [
      { find: /^react-relay$/, replacement: resolve(webDir, 'src/relay/reactRelay.ts') },
      // Relay 21 reads fragments with its activity-compatible hook (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is
      // on by default and the app never turns it off): the older copy of the hook is never called.
      {
        find: /^\.\/useFragmentInternal_CURRENT$/,
        replacement: resolve(webDir, 'src/relay/useFragmentInternalRetired.ts'),
      },
      // React Router's package exports its development build only; its production build beside it is the same code
      // without the development warnings, which a phone would otherwise download with the app.
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: resolve(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: resolve(repoRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]),
    ],
  },
  build: {
    outDir: resolve(webDir, isSsrBuild ? 'dist-server' : 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // bench/web.ts reads the manifest to know which chunks each page loads, and the server to link a rendered
    // page's own stylesheets (api/src/http/page-stylesheets.ts).
    manifest: !isSsrBuild,
    // A page's chunks come with their imports as the browser finds them, without Vite's helper adding a preload link
    // for each: a server-rendered page hydrates with its chunks on the main thread, and those links would cost it a
    // long task there (a stylesheet a page needs is in its head already, api/src/http/page-stylesheets.ts).
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A page's code in a few files rather than dozens (each file is a compile and a task on a phone's main
            // thread), yet small enough that a shared bit of a few pages is not folded into the file every page loads:
            // at 1 kB the home page loads 16 files and 199.2 kB; at 2 kB the staff pages' shared helpers (staffRole.ts)
            // were folded into a file the home page loads (200.1 kB), at 4 kB 201.4 kB (bench:web).
            experimentalMinChunkSize: 1_000,
            // The stages main.tsx loads one after another: React, then Relay, then the app (boot.tsx, with React
            // Router and what it imports). The app is a chunk of its own so that no page's code is merged into it; the
            // staff pages' guard is one too, so that no renter page's file holds it.
            manualChunks(id: string) {
              if (/node_modules\/(?:react|react-dom|scheduler)\//.test(id) || id.includes('commonjsHelpers'))
                return 'react';
              if (/node_modules\/(?:relay-runtime|react-relay|fbjs|invariant|@babel\/runtime)\//.test(id))
                return 'relay';
              if (id === resolve(webDir, 'src/boot.tsx')) return 'app';
              if (id === resolve(webDir, 'src/lib/session/RequireRole.tsx')) return 'staff';
              return undefined;
            },
          },
        },
  },
  // The server renderer takes every library it uses into its bundle, so the server image installs the API's
  // dependencies only (the web's are devDependencies). Built for production: as published, React and Relay ask Node's
  // process.env for NODE_ENV at each call (a few hundred nanoseconds each, thousands of times a page), where the
  // bundle has the answer written in.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    // `vite dev` talks to a running API server (npm start) for data.
    proxy: { '/graphql': apiOrigin, '/api': apiOrigin, '/uploads': apiOrigin },
  },
}));
