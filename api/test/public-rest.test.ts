import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../src/domain/index.js';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await testApp();
  ids = await seedInventory(app.db.prisma);
});
afterAll(() => app.close());

describe('public REST rows of docs/product.md section 7', () => {
  it('GET /api/apartments/{id} answers the apartment with _id and id', async () => {
    const { status, body } = await app.rest('GET', `/api/apartments/${ids.oak.id}`);
    expect(status).toBe(200);
    expect(body.apartment).toMatchObject({
      _id: ids.oak.id,
      id: ids.oak.id,
      code: 'NS-1',
      name: 'Oak Flats',
      location: ['North/Stone Oak'],
      promotion: true,
      leaseTerm: 12,
      promotionalTerm: 4,
      lowestMinPrice: 800,
    });
    expect(body.apartment.floorplans.map((f: { type: string }) => f.type)).toEqual(['studio', 'twoBed']);
    expect(body.apartment.floorplans[0]).toMatchObject({
      totalFloorplans: 2,
      details: { minPrice: 800, maxPrice: 950, minSqft: 450, maxSqft: 520 },
      modelDetails: { video: null },
      imageUrls: [],
    });
  });

  it('GET /api/apartments/{id}/floorplans answers apartment and floorplans', async () => {
    const { status, body } = await app.rest('GET', `/api/apartments/${ids.ranch.id}/floorplans`);
    expect(status).toBe(200);
    expect(body.apartment.code).toBe('xxx-ar9');
    expect(body.floorplans.map((f: { type: string }) => f.type)).toEqual(['threeBed', 'townHome']);
  });

  it('GET /api/apartments/{id}/floorplans/{floorplanId} answers the floorplan as an array', async () => {
    const floorplan = ids.ranch.floorplans.find((f) => f.type === 'townHome')!;
    const { status, body } = await app.rest('GET', `/api/apartments/${ids.ranch.id}/floorplans/${floorplan.id}`);
    expect(status).toBe(200);
    expect(body.floorplan).toHaveLength(1);
    expect(body.floorplan[0]).toMatchObject({ _id: floorplan.id, type: 'townHome', details: { minPrice: 3200 } });
  });

  it('answers 404 with a message for unknown ids', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await app.rest('GET', `/api/apartments/${missing}`)).toMatchObject({
      status: 404,
      body: { message: 'Apartment not found' },
    });
    expect(await app.rest('GET', `/api/apartments/${ids.oak.id}/floorplans/${missing}`)).toMatchObject({
      status: 404,
      body: { message: 'Floorplan not found' },
    });
  });

  it('GET /api/apartments/highlights answers apartmentsData: promoted and highlighted ones', async () => {
    const { status, body } = await app.rest('GET', '/api/apartments/highlights');
    expect(status).toBe(200);
    expect(body.apartmentsData.map((a: { code: string }) => a.code)).toEqual(['DT-7', 'NS-1', 'xxx-ar9']);
  });

  it('groups blockbuster deals by the 12 areas in alphabetical order, in GraphQL', async () => {
    const result = await app.gql<{ blockbusterDeals: { area: string; apartments: { code: string }[] }[] }>(
      '{ blockbusterDeals { area apartments { code } } }',
    );
    const deals = result.data!.blockbusterDeals;
    expect(deals.map((d) => d.area)).toEqual([...AREAS].sort((a, b) => a.localeCompare(b)));
    expect(deals.find((d) => d.area === 'North/Stone Oak')!.apartments.map((a) => a.code)).toEqual(['NS-1']);
    expect(deals.find((d) => d.area === 'Alamo Heights')!.apartments).toEqual([]);
  });

  it('answers areas, floorplan types and site details in GraphQL', async () => {
    const result = await app.gql<{
      areas: string[];
      floorplanTypes: { value: string; label: string }[];
      siteConfig: { phone: string; schedulingUrl: string | null };
    }>('{ areas floorplanTypes { value label } siteConfig { phone schedulingUrl } }');
    expect(result.data!.areas).toHaveLength(12);
    expect(result.data!.floorplanTypes.map((t) => t.label)).toEqual([
      'Studio',
      '1 Bedroom',
      '2 Bedroom',
      '3 Bedroom',
      '4 Bedroom',
      'Town Home/Home',
    ]);
    expect(result.data!.siteConfig.schedulingUrl).toBeNull();
  });

  it('counts a click with one atomic increment', async () => {
    const result = await app.gql('mutation($id: ID!) { recordApartmentClick(id: $id) recordApartmentShare(id: $id) }', {
      id: ids.pearl.id,
    });
    expect(result.errors).toBeUndefined();
    const row = await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: ids.pearl.id } });
    expect([row.clicks, row.likes, row.shares]).toEqual([1, 0, 1]);
  });

  it('counts a favourite as one like per browser and apartment, and takes it back when un-favourited', async () => {
    const browsers = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const like = async (browserId: string, liked: boolean) => {
      const result = await app.gql(
        'mutation($id: ID!, $browserId: String!, $liked: Boolean!) { setApartmentLike(id: $id, browserId: $browserId, liked: $liked) }',
        { id: ids.oak.id, browserId, liked },
      );
      expect(result.errors).toBeUndefined();
    };
    const likes = async () => (await app.db.prisma.apartment.findUniqueOrThrow({ where: { id: ids.oak.id } })).likes;
    const before = await likes();
    for (const browser of browsers) await like(browser, true);
    expect(await likes()).toBe(before + 4);
    // The same browser favouriting again (another tab, a reload) is still one like.
    await like(browsers[0], true);
    expect(await likes()).toBe(before + 4);
    await like(browsers[1], false);
    await like(browsers[1], false);
    expect(await likes()).toBe(before + 3);
    // A browser that never liked it takes nothing away.
    await like('00000000-0000-4000-8000-000000000009', false);
    expect(await likes()).toBe(before + 3);
    const bad = await app.gql('mutation { setApartmentLike(id: "' + ids.oak.id + '", browserId: "me", liked: true) }');
    expect(bad.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toMatch(/browserId/);
  });
});
