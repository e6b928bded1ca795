// The catalog in memory and the version check that concurrent public reads share (catalog/catalog.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../src/domain/index.js';
import { deleteApartment } from '../src/services/apartment-admin.js';
import { coalesced, createCatalog, type CatalogSnapshot } from '../src/catalog/catalog.js';
import { addApartment, seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

/** A read whose answers the test releases one at a time. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, started: () => started, finish: (value: number) => pending.shift()!(value) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced reads', () => {
  it('never answers a caller with a read that started before it asked', async () => {
    const source = controlledRead();
    const version = coalesced(source.read);
    const first = version();
    // These arrive while the first read runs: it may have missed a change they must see.
    const second = version();
    const third = version();
    expect(source.started()).toBe(1);
    source.finish(1);
    await expect(first).resolves.toBe(1);
    await flush();
    expect(source.started()).toBe(2);
    source.finish(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('starts a new read for a caller arriving when none runs, and recovers from a failed one', async () => {
    let calls = 0;
    const version = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return calls;
    });
    await expect(version()).rejects.toThrow('database unavailable');
    await expect(version()).resolves.toBe(2);
    await expect(version()).resolves.toBe(3);
  });
});

describe('the catalog in memory', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp();
    await seedInventory(app.db.prisma);
  });
  afterAll(() => app.close());

  /** The apartments as renters see them (counters are left out: counting a click changes no page). */
  const outline = (snapshot: CatalogSnapshot) =>
    snapshot.apartments.map(
      ({ clicks: _clicks, likes: _likes, shares: _shares, updatedAt: _updatedAt, ...apartment }) => apartment,
    );
  const freshOutline = async () =>
    outline(await createCatalog(app.db.prisma, app.approximateLocation).forRequest().snapshot());

  it('follows creates, renames, highlights, floorplan edits and deletes as a full read would', async () => {
    const catalog = createCatalog(app.db.prisma, app.approximateLocation);
    const before = await catalog.forRequest().snapshot();
    const [first, second] = before.apartments;
    const steps: (() => Promise<unknown>)[] = [
      () =>
        addApartment(app.db.prisma, {
          name: 'Aaron Court',
          code: 'AC-1',
          location: [AREAS[0]],
          floorplans: [{ type: 'studio', minPrice: 900, maxPrice: 1000 }],
        }),
      () => app.db.prisma.apartment.update({ where: { id: second.id }, data: { name: 'Zephyr Point' } }),
      () => app.db.prisma.apartment.update({ where: { id: second.id }, data: { highlight: !second.highlight } }),
      () => app.db.prisma.floorplan.updateMany({ where: { apartmentId: first.id }, data: { minRentCents: 65_000 } }),
      () => app.db.prisma.apartment.update({ where: { id: first.id }, data: { clicks: { increment: 1 } } }),
      () => deleteApartment(app.db.prisma, first.id, { adminId: null }),
    ];
    for (const step of steps) {
      await step();
      const patched = await catalog.forRequest().snapshot();
      expect(outline(patched)).toEqual(await freshOutline());
    }
    const after = await catalog.forRequest().snapshot();
    expect(after.byId.has(first.id)).toBe(false);
    expect(after.apartments.some((apartment) => apartment.code === 'AC-1')).toBe(true);
    // Apartments nobody touched are the very objects of the first read.
    const untouched = before.apartments.find((apartment) => apartment.id !== first.id && apartment.id !== second.id)!;
    expect(after.byId.get(untouched.id)).toBe(untouched);
    // What changed in between, as cached pages ask it: the new apartment, the second, and the first until deleted.
    const changes = (await catalog.changesBetween(before.version, after.version))!;
    const changed = new Set(changes.map((change) => change.id));
    expect(changed.has(first.id) && changed.has(second.id) && !changed.has(untouched.id)).toBe(true);
    expect(changes.filter((change) => change.id === first.id).at(-1)).toMatchObject({ after: undefined });
    expect(changes.find((change) => change.id === second.id)?.before?.name).toBe(second.name);
    expect(await catalog.changesBetween(after.version, after.version)).toEqual([]);
  });

  it('reads everything again when its history was pruned or a table was emptied', async () => {
    const catalog = createCatalog(app.db.prisma, app.approximateLocation);
    await catalog.forRequest().snapshot();
    await app.db.prisma.apartment.update({ where: { code: 'AC-1' }, data: { name: 'Aaron Court East' } });
    await app.db.prisma.$executeRawUnsafe('DELETE FROM "CatalogChange"');
    await app.db.prisma.apartment.update({ where: { code: 'AC-1' }, data: { name: 'Aaron Court West' } });
    const reread = await catalog.forRequest().snapshot();
    expect(outline(reread)).toEqual(await freshOutline());
    // Read again in full: what changed before is unknown, so a page kept from then cannot be vouched for.
    expect(await catalog.changesBetween(reread.version - 1n, reread.version)).toBeUndefined();
    await app.db.prisma.$executeRawUnsafe('TRUNCATE "Floorplan", "Apartment" CASCADE');
    expect((await catalog.forRequest().snapshot()).apartments).toEqual([]);
  });
});
