// The short-lease search (docs/contract.md "Search semantics"): floorplans offering a lease of 6 months or less, for
// military relocations (JBSA) and medical residents, on every door: GraphQL, REST, the search URL and saved searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFilterParams, writeFilterParams } from '../src/search/url.js';
import { currentListings } from '../src/services/alerts.js';
import { searchPathOf } from '../src/services/saved-searches.js';
import { seedInventory } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

let app: TestApp;
let token: string;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await appWithSecret();
  ({ token } = await adminSession(app));
  ids = await seedInventory(app.db.prisma);
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const UPDATE = `mutation ($a: ID!, $f: ID!, $input: FloorplanInput!) {
  updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { leaseTermsMonths }
}`;
const SEARCH = `query ($filter: ApartmentFilter) {
  apartments(filter: $filter, first: 50) { totalCount edges { node { code floorplans { leaseTermsMonths } } } }
}`;
const floorplanInput = { totalFloorplans: 5, imageUrls: [] };

type Found = { apartments: { totalCount: number; edges: { node: { code: string } }[] } };
const codesOf = (data: Found | null | undefined) => data?.apartments.edges.map((edge) => edge.node.code) ?? [];

describe('short lease', () => {
  it('is a year by default, so nothing is a short lease until staff say so', async () => {
    const found = await app.gql<Found>(SEARCH, { filter: { shortLease: true } });
    expect(found.data?.apartments.totalCount).toBe(0);
    const all = await app.gql<Found>(SEARCH, { filter: { shortLease: false } });
    expect(all.data?.apartments.totalCount).toBe(5);
  });

  it('is set through GraphQL updateFloorplan and found by ApartmentFilter.shortLease', async () => {
    const medical = ids.medical.floorplans[0];
    const saved = await app.gql<{ updateFloorplan: { leaseTermsMonths: number[] } }>(
      UPDATE,
      { a: ids.medical.id, f: medical.id, input: { ...floorplanInput, leaseTermsMonths: [12, 6, 6] } },
      token,
    );
    expect(saved.data?.updateFloorplan.leaseTermsMonths).toEqual([6, 12]);
    const found = await app.gql<Found>(SEARCH, { filter: { shortLease: true } });
    expect(codesOf(found.data)).toEqual(['MC-22']);
    expect(found.data?.apartments.edges[0]).toMatchObject({ node: { floorplans: [{ leaseTermsMonths: [6, 12] }] } });
  });

  it('refuses a term outside 1 to 24 months on both doors, and changes nothing', async () => {
    const oak = ids.oak.floorplans[0];
    const refused = await app.gql(
      UPDATE,
      { a: ids.oak.id, f: oak.id, input: { ...floorplanInput, leaseTermsMonths: [0, 30] } },
      token,
    );
    expect(refused.errors?.[0].message).toBe(
      'leaseTermsMonths.0: leaseTermsMonths must list whole months from 1 to 24',
    );
    const rest = await app.rest(
      'PATCH',
      `/api/admins/apartments/${ids.oak.id}/floorplans/${oak.id}`,
      { leaseTermsMonths: [25] },
      token,
    );
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('leaseTermsMonths must list whole months from 1 to 24');
    const row = await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: oak.id } });
    expect(row.leaseTermsMonths).toEqual([12]);
  });

  it('is set through the REST floorplan PATCH and found by GET /api/apartments/filtered?shortLease=true', async () => {
    const pearl = ids.pearl.floorplans[0];
    const patched = await app.rest(
      'PATCH',
      `/api/admins/apartments/${ids.pearl.id}/floorplans/${pearl.id}`,
      { leaseTermsMonths: [3] },
      token,
    );
    expect(patched.status).toBe(200);
    const found = await app.rest('GET', '/api/apartments/filtered?shortLease=true');
    expect(found.status).toBe(200);
    expect(found.body.apartments.map((apartment: { code: string }) => apartment.code)).toEqual(['DT-7', 'MC-22']);
    expect(found.body.apartments[0].floorplans[0].leaseTermsMonths).toEqual([3]);
    const refused = await app.rest('GET', '/api/apartments/filtered?shortLease=soon');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('shortLease must be true or false');
  });

  it('travels in the search URL and back', () => {
    const params = writeFilterParams({ roomTypes: ['twoBed'], shortLease: true });
    expect(params.toString()).toBe('roomTypes=twoBed&shortLease=true');
    expect(readFilterParams(params)).toEqual({
      filter: { roomTypes: ['twoBed'], shortLease: true },
      page: {},
      problems: [],
    });
    expect(writeFilterParams({ shortLease: false }).toString()).toBe('');
  });

  it("is kept by a saved search: its link and its alerts' listings", async () => {
    expect(searchPathOf({ locations: ['Medical Center/UTSA'], shortLease: true })).toBe(
      '/search/?locations=Medical+Center%2FUTSA&shortLease=true',
    );
    const snapshot = await app.catalog.forRequest().snapshot();
    const listings = currentListings(snapshot, { shortLease: true }, new Date());
    expect(listings.map((listing) => listing.floorplanId).sort()).toEqual(
      [ids.pearl.floorplans[0].id, ids.medical.floorplans[0].id].sort(),
    );
  });
});
