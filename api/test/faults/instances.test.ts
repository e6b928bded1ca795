// Two app instances on one PostgreSQL database and one Redis (docs/contract.md "Running it"): concurrent edits of one
// apartment never lose an update silently, concurrent creates of one code leave one row, login limits and the read
// cache agree across instances. Runs in the PostgreSQL project only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginRateLimiter } from '../../src/auth/rate-limit.js';
import { addApartment } from '../fixtures.js';
import { storeDemoPictures, testApp, type TestApp } from '../harness.js';
import { adminSession, TEST_JWT_SECRET } from '../sessions.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: TestApp;
let second: TestApp;
let token: string;

beforeAll(async () => {
  const keyPrefix = `instances-${randomUUID()}`;
  const env = { JWT_SECRET: TEST_JWT_SECRET };
  first = await testApp({
    env,
    security: { loginLimiter: createLoginRateLimiter({ redisUrl: REDIS_URL, keyPrefix }) },
  });
  second = await testApp({
    env,
    sharedDatabaseUrl: first.databaseUrl,
    security: { loginLimiter: createLoginRateLimiter({ redisUrl: REDIS_URL, keyPrefix }) },
  });
  await storeDemoPictures(first);
  await storeDemoPictures(second);
  ({ token } = await adminSession(first));
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const form = (code: string, promotionalTerm: number, expectedVersion?: number) => ({
  name: 'Twin Towers Lofts',
  code,
  image: '/uploads/demo/building-1.svg',
  location: ['Leon Valley'],
  leaseTerm: 12,
  // A promotion is a special on today (docs/contract.md, Search semantics): the term is its weeks free.
  promotion: promotionalTerm > 0,
  promotionalTerm,
  floorplans: [],
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
});

describe('two instances', () => {
  it('answers 409 to the stale one of two concurrent edits of the same version', async () => {
    const apartment = await addApartment(first.db.prisma, {
      name: 'Twin Towers Lofts',
      code: 'TW-1',
      location: ['Leon Valley'],
      floorplans: [],
    });
    const [a, b] = await Promise.all([
      first.rest('PATCH', `/api/admins/apartments/${apartment.id}`, form('TW-1', 3, apartment.version), token),
      second.rest('PATCH', `/api/admins/apartments/${apartment.id}`, form('TW-1', 5, apartment.version), token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/changed|version/i);
    const row = await first.db.prisma.apartment.findUniqueOrThrow({ where: { id: apartment.id } });
    expect(row.version).toBe(apartment.version + 1);
    const shown = await first.rest('GET', `/api/apartments/${apartment.id}`);
    expect(shown.body.apartment.promotionalTerm).toBe(a.status === 200 ? 3 : 5);
    expect(await first.db.prisma.special.count({ where: { apartmentId: apartment.id } })).toBe(1);
  });

  it('keeps exactly one apartment when both instances create the same code at once', async () => {
    const answers = await Promise.all([
      first.rest('POST', '/api/admins/apartments', form('DUP-7', 0), token),
      second.rest('POST', '/api/admins/apartments', form('dup-7', 0), token),
      first.rest('POST', '/api/admins/apartments', form('DUP-7', 0), token),
      second.rest('POST', '/api/admins/apartments', form('DUP-7', 0), token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await first.db.prisma.apartment.count({ where: { code: { equals: 'dup-7', mode: 'insensitive' } } })).toBe(
      1,
    );
  });

  it('shares failed-login counters between the instances', async () => {
    const email = `target.${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      statuses.push((await app.rest('POST', '/api/admins/login', { email, password: 'wrong-password-1' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('serves an edit made through one instance from the other as soon as it hears of it, despite its read cache', async () => {
    const apartment = await addApartment(first.db.prisma, {
      name: 'Echo Flats',
      code: 'EC-9',
      location: ['Leon Valley'],
      floorplans: [],
    });
    // The other instance learns of a change by notification (docs/contract.md "The catalog in memory"): milliseconds,
    // not before the test's next line.
    const promotionalTermOnSecond = async () =>
      (await second.rest('GET', `/api/apartments/${apartment.id}`)).body.apartment?.promotionalTerm;
    await expect.poll(promotionalTermOnSecond, { timeout: 5_000 }).toBe(0);
    const edit = await first.rest(
      'PATCH',
      `/api/admins/apartments/${apartment.id}`,
      { ...form('EC-9', 7), name: 'Echo Flats' },
      token,
    );
    expect(edit.status).toBe(200);
    await expect.poll(promotionalTermOnSecond, { timeout: 5_000 }).toBe(7);
  });
});
