// SIGTERM during a slow request (a deploy replacing an instance): the request completes, new connections are refused,
// and the process exits within 30 s. Runs the real server in its own process on a PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedInventory } from '../fixtures.js';
import { freshDatabase, type TestDatabase } from '../harness.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
  await seedInventory(database.db.prisma);
  await database.db.prisma.$disconnect();
});
afterAll(() => database.drop());

async function waitForReady(port: number) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready');
}

describe('graceful stop', () => {
  it('finishes the running request, refuses new connections and exits within 30 s', async () => {
    const port = 5100 + Math.floor(Math.random() * 800);
    const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'apt-stop-')),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    await waitForReady(port);

    // Hold a lock so that the search below stays in flight.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "Apartment" IN ACCESS EXCLUSIVE MODE');
    const slow = fetch(`http://127.0.0.1:${port}/api/apartments/filtered`, { headers: { connection: 'close' } });
    // Wait until the search is really waiting on the lock inside the database.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await locker.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const stopAt = Date.now();
    server.kill('SIGTERM');
    // The listener closes at once: a new connection is refused while the search is still held by the lock.
    const refused = await vi
      .waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } }).then(
            () => Promise.reject(new Error('still accepting')),
            () => true,
          ),
        { timeout: 5_000, interval: 20 },
      )
      .catch(() => false);

    await locker.query('ROLLBACK');
    await locker.end();
    const response = await slow;
    expect(response.status).toBe(200);
    expect((await response.json()).apartments).toHaveLength(5);
    expect(refused).toBe(true);
    expect(await exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(30_000);
  }, 60_000);
});
