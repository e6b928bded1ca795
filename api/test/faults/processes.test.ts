// WEB_CONCURRENCY (docs/operations.md, Processes): one instance as several server processes on one port, sharing
// PostgreSQL and Redis. Ready only once every process listens; /metrics counts the whole instance whichever process
// a scrape reaches; SIGTERM stops them all. Runs the real server in its own process, in the PostgreSQL project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { freshDatabase, type TestDatabase } from '../harness.js';
import { startServer, type ServerProcess } from '../server-process.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = 'processes-metrics-token-0123456789abcdef';
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await freshDatabase();
  await database.db.prisma.$disconnect();
  server = await startServer(
    {
      DATABASE_URL: database.url,
      REDIS_URL,
      WEB_CONCURRENCY: '2',
      METRICS_TOKEN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    'apt-processes-',
  );
});
afterAll(async () => {
  await server?.stop();
  await database.drop();
});

/** Resolves once /readyz says ready: every process listens. */
async function ready(baseUrl: string): Promise<void> {
  await expect
    .poll(() => fetch(`${baseUrl}/readyz`).then((response) => response.status), { timeout: 30_000, interval: 100 })
    .toBe(200);
}

describe('WEB_CONCURRENCY', () => {
  it('is refused above 1 without a PostgreSQL server and Redis to share, naming the variable', () => {
    const message =
      'WEB_CONCURRENCY: above 1 needs DATABASE_URL and REDIS_URL (the processes share the database and Redis)';
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(message);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/app' })).toThrow(message);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY: must be a whole number from 1 to 64');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow(
      'WEB_CONCURRENCY: must be a whole number from 1 to 64',
    );
    expect(loadConfig({}).processes).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/app', REDIS_URL: 'redis://cache:6379' })
        .processes,
    ).toBe(2);
  });

  it('starts two server processes on one port, one after the other', async () => {
    await ready(server.baseUrl);
    const listening = server.output().match(/"pid":\d+,[^\n]*listening on http:\/\//g) ?? [];
    expect(listening).toHaveLength(2);
    expect(new Set(listening.map((line) => /"pid":(\d+)/.exec(line)?.[1])).size).toBe(2);
    expect(server.output().match(/applying pending migrations/g)).toHaveLength(2);
    // The supervisor writes its line before it tells the processes, but this test reads the pipe as data comes.
    await expect.poll(() => server.output(), { timeout: 5_000, interval: 50 }).toContain('"processes":2');
  });

  it("counts the whole instance's requests in /metrics, whichever process answers the scrape", async () => {
    await ready(server.baseUrl);
    // A connection each: the port hands new connections to the processes in turn.
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`${server.baseUrl}/healthz`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
    }
    for (let scrape = 0; scrape < 2; scrape += 1) {
      const response = await fetch(`${server.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}`, connection: 'close' },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(
        'http_request_duration_seconds_count{route="/healthz",operation="-",method="GET",status="200"} 20',
      );
      // Read from the shared database once, not once per process.
      expect(text).toMatch(/^outbox_messages\{status="pending"\} 0$/m);
    }
  });

  it('stops every process on SIGTERM and exits 0', async () => {
    await ready(server.baseUrl);
    // 'close', not 'exit': the exit can be seen before the last lines written to the pipe are read.
    const exited = new Promise<number | null>((resolve) => server.child.once('close', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output().match(/"signal":"SIGTERM","msg":"stopping"/g)).toHaveLength(2);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
