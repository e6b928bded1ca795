// The public read cache: repeated anonymous reads come from memory, ETags allow 304s, and any visible change
// (whoever makes it) is seen at once: the catalog version moves, and an answer whose reads it touched is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await testApp();
  ids = await seedInventory(app.db.prisma);
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://app.test${path}`, { headers }));

describe('public read cache', () => {
  it('answers a repeated REST read from memory with the same ETag, and 304 on revalidation', async () => {
    const before = app.cacheStats();
    const first = await get('/api/apartments/highlights');
    const second = await get('/api/apartments/highlights');
    expect(await second.text()).toBe(await first.text());
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d+-/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(app.cacheStats().hits - before.hits).toBe(1);
    const revalidated = await get('/api/apartments/highlights', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('serves a changed apartment at once after a write, without a stale copy', async () => {
    const path = `/api/apartments/${ids.pearl.id}`;
    const before = await get(path);
    expect((await before.json()).apartment.name).toBe('Pearl Lofts');
    await app.db.prisma.apartment.update({ where: { id: ids.pearl.id }, data: { name: 'Pearl Lofts II' } });
    const after = await get(path, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect((await after.json()).apartment.name).toBe('Pearl Lofts II');
  });

  it('keeps an answer across changes to apartments it did not read, and drops it at one it did', async () => {
    // The three-bedroom search lists Ranch Commons alone; Medical Park has a two-bedroom only.
    const path = '/api/apartments/filtered?roomTypes=threeBed';
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    await app.db.prisma.apartment.update({ where: { id: ids.medical.id }, data: { name: 'Medical Park East' } });
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    await app.db.prisma.floorplan.updateMany({
      where: { apartmentId: ids.ranch.id, type: 'threeBed' },
      data: { minRentCents: 205_000 },
    });
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).toContain('2050');
  });

  it('is not invalidated by counters, which renters do not see', async () => {
    const first = await get('/api/apartments/filtered');
    await app.gql('mutation($id: ID!) { recordApartmentClick(id: $id) }', { id: ids.oak.id });
    const second = await get('/api/apartments/filtered');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('caches anonymous GraphQL queries but never mutations or signed-in requests', async () => {
    const query = '{ highlights { code name } }';
    await app.gql(query);
    const before = app.cacheStats();
    await app.gql(query);
    expect(app.cacheStats().hits - before.hits).toBe(1);
    const mutationBefore = app.cacheStats();
    await app.gql('mutation($id: ID!) { recordApartmentShare(id: $id) }', { id: ids.oak.id });
    await app.gql('mutation($id: ID!) { recordApartmentShare(id: $id) }', { id: ids.oak.id });
    expect(app.cacheStats()).toEqual(mutationBefore);
    const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: ids.oak.id } });
    expect(row.shares).toBe(2);
    const signedIn = app.cacheStats();
    await app.gql(query, {}, 'some-token');
    expect(app.cacheStats().hits).toBe(signedIn.hits);
  });

  it("never caches a guest card's token or a renter's shortlist: each answer is that request's own", async () => {
    const before = app.cacheStats();
    const first = await app.gql<{ guestCardToken: string }>('{ guestCardToken }');
    const second = await app.gql<{ guestCardToken: string }>('{ guestCardToken }');
    expect(second.data!.guestCardToken).not.toBe(first.data!.guestCardToken);
    await app.gql(`{ shortlist(token: "${'a'.repeat(43)}") { id } }`);
    await app.gql(`{ shortlist(token: "${'a'.repeat(43)}") { id } }`);
    expect(app.cacheStats().hits).toBe(before.hits);
  });
});
