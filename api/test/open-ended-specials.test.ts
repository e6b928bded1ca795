// No sentinel date reaches a person (docs/contract.md, Search semantics): the apartment form's Promotion and Free
// Move-In start specials with no end date, which GraphQL and REST give as null and renters read as "no end date"; a
// Promotion ticked with 0 free weeks is taken as the spec's request says, but is no special: renters never see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
});
afterAll(() => app.close());

const form = (code: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Open End Flats',
  code,
  image: '/uploads/demo/building-1.svg',
  location: ['North/Stone Oak'],
  promotion: true,
  leaseTerm: 12,
  promotionalTerm: 2,
  freeMove: true,
  highlight: false,
  floorplans: [{ type: 'studio' }],
  ...overrides,
});

const SPECIALS = `query ($id: ID!) {
  apartment(id: $id) { specials { text concessionKind validUntil } allSpecials { validUntil } }
}`;

describe('a special with no end date', () => {
  it('comes from the Promotion and Free Move-In ticks, and is null, never 9999-12-31, on both doors', async () => {
    const created = await app.rest('POST', '/api/admins/apartments', form('OPEN-1'), token);
    expect(created.status).toBe(201);
    const id = created.body.apartment.id as string;
    const page = await app.gql<{
      apartment: { specials: { text: string; concessionKind: string; validUntil: string | null }[] };
    }>(SPECIALS, { id }, token);
    expect(page.errors).toBeUndefined();
    // Both start the same day: their order is not part of the answer.
    const byKind = (a: { concessionKind: string }, b: { concessionKind: string }) =>
      a.concessionKind.localeCompare(b.concessionKind);
    expect([...page.data!.apartment.specials].sort(byKind)).toEqual([
      { text: 'Free move-in', concessionKind: 'freeMoveIn', validUntil: null },
      { text: '2 weeks free', concessionKind: 'weeksFree', validUntil: null },
    ]);
    const rest = await app.rest('GET', `/api/apartments/${id}`);
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain('9999');
    expect(JSON.stringify(page.data)).not.toContain('9999');
    // The file's first requests also load the server's modules: allow for a busy machine.
  }, 60_000);

  it('is what the specials editor makes when it leaves the last day out', async () => {
    const created = await app.rest('POST', '/api/admins/apartments', form('OPEN-2', { promotion: false }), token);
    const made = await app.gql<{ createSpecial: { validUntil: string | null } }>(
      `mutation ($apartmentId: ID!, $input: SpecialInput!) {
        createSpecial(apartmentId: $apartmentId, input: $input) { validUntil }
      }`,
      {
        apartmentId: created.body.apartment.id,
        input: {
          text: '$300 off your first month',
          concessionKind: 'amountOff',
          concessionValue: 30_000,
          validFrom: '2026-01-01',
        },
      },
      token,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createSpecial.validUntil).toBeNull();
  });
});

describe('a Promotion with 0 free weeks', () => {
  const RENTER_VIEW = `query ($id: ID!) {
    apartment(id: $id) { promotion promotionalTerm specialStartingPrice specials { text } }
  }`;

  it("is taken on Add as the spec's request says, read back as ticked by the admin, and shown to no renter", async () => {
    const created = await app.rest(
      'POST',
      '/api/admins/apartments',
      form('ZERO-1', { promotionalTerm: 0, freeMove: false, floorplans: [{ type: 'studio', minPrice: 900 }] }),
      token,
    );
    expect(created.status).toBe(201);
    const id = created.body.apartment.id as string;
    const admin = await app.rest('GET', '/api/admins/apartments', undefined, token);
    const listed = (admin.body.apartments as Array<{ _id: string }>).find((apartment) => apartment._id === id);
    expect(listed).toMatchObject({ promotion: true, promotionalTerm: 0 });
    const renter = await app.gql<{ apartment: { specialStartingPrice: number | null; specials: unknown[] } }>(
      RENTER_VIEW,
      { id },
    );
    expect(renter.data!.apartment).toMatchObject({ specialStartingPrice: null, specials: [] });
    expect(JSON.stringify((await app.rest('GET', `/api/apartments/${id}`)).body)).not.toMatch(/0 weeks free/);
  });

  it('on Edit, ends the free weeks while another special keeps the apartment promoted', async () => {
    const created = await app.rest('POST', '/api/admins/apartments', form('ZERO-2', { freeMove: false }), token);
    const id = created.body.apartment.id as string;
    await app.gql(
      `mutation ($apartmentId: ID!, $input: SpecialInput!) { createSpecial(apartmentId: $apartmentId, input: $input) { id } }`,
      {
        apartmentId: id,
        input: {
          text: '$300 off your first month',
          concessionKind: 'amountOff',
          concessionValue: 30_000,
          validFrom: '2026-01-01',
        },
      },
      token,
    );
    const edited = await app.rest('PATCH', `/api/admins/apartments/${id}`, { promotionalTerm: 0 }, token);
    expect(edited.status).toBe(200);
    const renter = await app.gql<{ apartment: { specials: { text: string }[] } }>(RENTER_VIEW, { id });
    expect(renter.data!.apartment.specials).toEqual([{ text: '$300 off your first month' }]);
  });
});
