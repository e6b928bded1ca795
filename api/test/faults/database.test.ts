// Faults of the database server: dropped connections and an exhausted pool answer a clean
// 503, and the app recovers without a restart. Runs in the PostgreSQL project only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedInventory } from '../fixtures.js';
import type { TestApp } from '../harness.js';
import { adminSession, appWithSecret } from '../sessions.js';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await appWithSecret({ pool: { poolMax: 4, acquireTimeoutMs: 800 } });
  await seedInventory(app.db.prisma);
  adminToken = (await adminSession(app)).token;
});
afterAll(() => app.close());

/** Terminates this database's connections: all of them, or the catalog's listening one only. */
async function terminateBackends(databaseUrl: string, only: 'listener' | 'all' = 'all') {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  const { rowCount } = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()${
      only === 'listener' ? " AND query LIKE 'LISTEN%'" : ''
    }`,
    [database],
  );
  await admin.end();
  return rowCount ?? 0;
}

/** Waits until `count` connections of this database are inside pg_sleep: the pool is then really held. */
async function sleepingBackends(databaseUrl: string, count: number) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE 'SELECT pg_sleep%'",
          [database],
        );
        expect(rows[0].n).toBeGreaterThanOrEqual(count);
      },
      { timeout: 5_000, interval: 20 },
    );
  } finally {
    await admin.end();
  }
}

const search = () => app.rest('GET', '/api/apartments/filtered?roomTypes=twoBed');
/** A read the catalog in memory cannot answer: it needs a pooled connection. */
const auditLog = () => app.rest('GET', '/api/admins/audit?limit=5', undefined, adminToken);

/** The catalog hears of changes again (docs/contract.md "The catalog in memory"): searches need no connection. */
const catalogListening = () =>
  vi.waitFor(() => expect(app.catalog.listening()).toBe(true), { timeout: 10_000, interval: 20 });

describe('database faults', () => {
  it('answers 200 or a clean 503 while every backend is terminated, then recovers by itself', async () => {
    expect((await search()).status).toBe(200);
    const inFlight = Array.from({ length: 12 }, () => search());
    const terminated = await terminateBackends(app.databaseUrl!);
    const answers = await Promise.all(inFlight);
    expect(terminated).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) {
        // The request id lets support find the failure's log line (docs/operations.md, Request ids).
        expect(answer.body).toEqual({
          message: 'The service is briefly unavailable. Please try again.',
          requestId: answer.headers.get('x-request-id'),
        });
        expect(answer.headers.get('retry-after')).toBe('1');
      }
    }
    // The next requests succeed without restarting the app (the pool replaces dead connections).
    let recovered = 0;
    for (let attempt = 0; attempt < 5 && recovered < 3; attempt += 1) {
      if ((await search()).status === 200) recovered += 1;
    }
    expect(recovered).toBe(3);
    // The catalog listens again too, rather than asking for its version on every request from now on.
    await catalogListening();
  });

  it('fails fast with 503 when the pool is exhausted, instead of hanging, while searches answer from memory', async () => {
    await catalogListening();
    const holders = Array.from({ length: 4 }, () =>
      app.db.session(async (session) => {
        await session.query('SELECT pg_sleep(2)');
      }),
    );
    await sleepingBackends(app.databaseUrl!, 4);
    const started = Date.now();
    const response = await auditLog();
    const waitedMs = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('The service is briefly unavailable. Please try again.');
    expect(waitedMs).toBeLessThan(1_800);
    const statements = app.db.statementCount();
    const during = await search();
    // A search that went to the database says whether the catalog was still listening, and what it answered.
    expect(during.status, `listening: ${app.catalog.listening()}, ${JSON.stringify(during.body)}`).toBe(200);
    expect(app.db.statementCount() - statements).toBe(0);
    await Promise.all(holders);
    expect((await auditLog()).status).toBe(200);
  });

  it('reports unready on /readyz while the database is unreachable', async () => {
    const holders = Array.from({ length: 4 }, () => app.db.session((session) => session.query('SELECT pg_sleep(1.5)')));
    await sleepingBackends(app.databaseUrl!, 4);
    const ready = await app.rest('GET', '/readyz');
    expect(ready.status).toBe(503);
    await Promise.all(holders);
    expect((await app.rest('GET', '/readyz')).status).toBe(200);
  });

  it('listens again when its connection comes back while the pool cannot yet read the version', async () => {
    await catalogListening();
    const holders = Array.from({ length: 4 }, () => app.db.session((session) => session.query('SELECT pg_sleep(1.5)')));
    await sleepingBackends(app.databaseUrl!, 4);
    expect(await terminateBackends(app.databaseUrl!, 'listener')).toBe(1);
    await vi.waitFor(() => expect(app.catalog.listening()).toBe(false), { timeout: 5_000, interval: 20 });
    // The listener reconnects within a second, but its catch-up read waits for the pool and fails.
    await Promise.all(holders);
    await catalogListening();
  });

  it('answers from the catalog it holds while a change it heard of waits for a connection, then shows the change', async () => {
    await catalogListening();
    const apartment = (await search()).body.apartments[0] as { _id: string; name: string };
    const listener = new pg.Client({ connectionString: app.databaseUrl });
    await listener.connect();
    await listener.query('LISTEN catalog_changed');
    const announced = new Promise((resolve) => listener.once('notification', resolve));
    const holders = Array.from({ length: 4 }, () => app.db.session((session) => session.query('SELECT pg_sleep(1.5)')));
    await sleepingBackends(app.databaseUrl!, 4);
    // Another instance renames the apartment: this one hears of it, but cannot read it until the pool frees up.
    await listener.query('UPDATE "Apartment" SET "name" = $1 WHERE "id" = $2', ['Renamed Elsewhere', apartment._id]);
    await announced;
    await listener.end();
    const during = await app.rest('GET', `/api/apartments/${apartment._id}`);
    expect(during.status).toBe(200);
    expect(during.body.apartment.name).toBe(apartment.name);
    await Promise.all(holders);
    await vi.waitFor(
      async () =>
        expect((await app.rest('GET', `/api/apartments/${apartment._id}`)).body.apartment.name).toBe(
          'Renamed Elsewhere',
        ),
      { timeout: 10_000, interval: 50 },
    );
  });
});
