// The one build of the web app (npm run build, npm start, the browser suite and the server-rendering tests): the
// generated code (scripts/generate.mjs), then the browser app into web/dist and the server renderer into
// web/dist-server. Both builds are skipped when a hash of their inputs matches the one stamped into the last
// build's output, so a second `npm start` or test run starts in seconds; `--force` or BUILD_FORCE=1 rebuilds.
// A build goes to a folder of its own and replaces web/dist and web/dist-server only when complete, under a lock,
// so a second caller at the same time waits and then finds the output up to date.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { filesUnder, forced, hashOf, importedFrom, readStamp, repoRoot, withLock } from './build-cache.mjs';
import { generateIfChanged } from './generate.mjs';

const WEB = join(repoRoot, 'web');
const OUTPUTS = { dist: ['index.html', '.vite/manifest.json'], 'dist-server': ['entry-server.js'] };
const STAMP = '.build-hash';
// Renters get React's production build whatever the caller's NODE_ENV (vitest sets "test").
const NODE_ENV = 'production';

function inputsHash() {
  const isTest = (path) => /\.test\.tsx?$/.test(path) || path === 'web/src/test';
  const sources = filesUnder('web/src', isTest);
  const files = [
    ...sources,
    ...importedFrom(sources, 'web'),
    ...filesUnder('web/public'),
    'web/index.html',
    'web/vite.config.ts',
    'web/persisted-queries.json',
    'relay.config.js',
    'lingui.config.js',
    'schema.graphql',
    'package-lock.json',
    'tsconfig.json',
    'scripts/build.mjs',
  ].filter((file) => existsSync(join(repoRoot, file)));
  // Vite hands VITE_* variables to the app.
  const settings = [
    `NODE_ENV=${NODE_ENV}`,
    ...Object.keys(process.env)
      .filter((name) => name.startsWith('VITE_'))
      .sort()
      .map((name) => `${name}=${process.env[name]}`),
  ];
  return hashOf(files, settings);
}

const upToDate = (hash) =>
  Object.entries(OUTPUTS).every(
    ([dir, files]) =>
      readStamp(join(WEB, dir, STAMP)) === hash && files.every((file) => existsSync(join(WEB, dir, file))),
  );

function vite(outDir, extra) {
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
      ...extra,
    ],
    {
      cwd: repoRoot,
      // The Relay plugin runs relay-compiler, which `node scripts/build.mjs` alone would not find on the PATH.
      env: { ...process.env, NODE_ENV, PATH: `${join(repoRoot, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${extra.join(' ')} failed (exit ${result.status})`);
}

async function build() {
  generateIfChanged();
  const hash = inputsHash();
  if (!forced() && upToDate(hash)) {
    console.log(`web app: up to date (hash ${hash}), build skipped`);
    return;
  }
  console.log(`web app: building (${forced() ? 'forced' : 'inputs changed'}, hash ${hash})...`);
  const started = Date.now();
  const work = join(WEB, `.build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  try {
    vite(join(work, 'dist'), []);
    vite(join(work, 'dist-server'), ['--ssr', 'src/entry-server.tsx']);
    // The stamps go in last: an interrupted build leaves none, and the next run builds again.
    for (const dir of Object.keys(OUTPUTS)) writeFileSync(join(work, dir, STAMP), `${hash}\n`);
    // The server renderer first: a reader that finds the new stamp in web/dist finds the matching renderer.
    for (const dir of ['dist-server', 'dist']) {
      if (existsSync(join(WEB, dir))) renameSync(join(WEB, dir), join(work, `old-${dir}`));
      renameSync(join(work, dir), join(WEB, dir));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s (hash ${hash})`);
}

await withLock(join(WEB, '.build.lock'), build);
