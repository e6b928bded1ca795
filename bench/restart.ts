// `npm run bench:restart`: how long `npm start` takes to answer /healthz, on a first start (a new data folder: the
// demo data is loaded) and on the restarts after it (README "Measured": a restart answers within 5 s). Each run is
// the real command a newcomer types, including its build check; the web build itself is made once beforehand.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../api/test/free-port.js';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const repoRoot = path.resolve(import.meta.dirname, '..');

async function healthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Milliseconds from `npm start` to its first healthy /healthz; then stops it. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await healthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    // npm starts tsx, which starts node: stop the whole group.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const build = spawnSync('node', ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-restart-'));
try {
  const first = await startOnce(dataDir);
  console.log(`first start (new data folder, demo data loaded): ${(first / 1000).toFixed(2)} s`);
  for (let run = 1; run <= RESTARTS; run += 1) {
    const again = await startOnce(dataDir);
    console.log(`restart ${run}: ${(again / 1000).toFixed(2)} s to /healthz (target 5 s)`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
