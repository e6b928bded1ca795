// The product as `npm start` runs it: the server process boots on a new embedded database, loads the demo
// data and answers health checks, the REST adapter, GraphQL and a server-rendered page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let output = '';

/** Resolves when the server logs that it listens; rejects when it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on http://')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  // The page check needs the built web app; the build is skipped when its inputs are unchanged.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The web build failed:\n${build.stdout}${build.stderr}`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'apt-boot-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO'])
    delete env[name];
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: repoRoot, env });
  await listening(server);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a first start on the embedded database', () => {
  it('says what it does before each slow step', () => {
    expect(output).toContain('applying pending migrations');
    expect(output).toContain('loading the demo data (first start of an empty database)');
  });

  it('answers the health checks', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('serves the demo catalog through REST and GraphQL', async () => {
    const rest = await fetch(`${baseUrl}/api/apartments/highlights`);
    expect(rest.status).toBe(200);
    const graphql = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: '{ apartments(first: 1) { totalCount } }' }),
    });
    const body = (await graphql.json()) as { data: { apartments: { totalCount: number } } };
    // docs/contract.md "Demo data": 64 apartments over the 12 areas.
    expect(body.data.apartments.totalCount).toBe(64);
  });

  it('renders the home page on the server', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/^<!doctype html>/i);
  });
});
