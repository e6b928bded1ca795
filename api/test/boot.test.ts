// The product as `npm start` runs it: the server process boots on a new embedded database, loads the demo
// data and answers health checks, the REST adapter, GraphQL and a server-rendered page.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let server: ServerProcess | undefined;
let baseUrl: string;
let output = '';

beforeAll(async () => {
  // The page check needs the built web app; the build is skipped when its inputs are unchanged.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The web build failed:\n${build.stdout}${build.stderr}`);
  server = await startServer({ LOG_LEVEL: 'info' }, 'apt-boot-');
  baseUrl = server.baseUrl;
  output = server.output();
}, 120_000);

afterAll(() => server?.stop());

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
