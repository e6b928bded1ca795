// No sentinel date reaches a person (docs/contract.md, Search semantics): the apartment form's Promotion and Free
// Move-In start specials with no end date, which GraphQL and REST give as null and renters read as "no end date"; a
// Promotion ticked with 0 free weeks is refused, since it would be a special worth nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await appWithSecret();
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
    const page = await app.gql<{ apartment: { specials: { validUntil: string | null }[] } }>(SPECIALS, { id }, token);
    expect(page.errors).toBeUndefined();
    expect(page.data!.apartment.specials).toEqual([
      { text: '2 weeks free', concessionKind: 'weeksFree', validUntil: null },
      { text: 'Free move-in', concessionKind: 'freeMoveIn', validUntil: null },
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
  const MESSAGE = 'A promotion needs at least 1 free week: set the Promotional Term';

  it('is refused on Add, naming the Promotional Term, and nothing is created', async () => {
    const refused = await app.rest('POST', '/api/admins/apartments', form('ZERO-1', { promotionalTerm: 0 }), token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: MESSAGE, errors: { promotionalTerm: MESSAGE } });
    expect(await app.db.prisma.apartment.count({ where: { code: 'ZERO-1' } })).toBe(0);
  });

  it('is refused on Edit, leaving the special as it was', async () => {
    const created = await app.rest('POST', '/api/admins/apartments', form('ZERO-2', { freeMove: false }), token);
    const id = created.body.apartment.id as string;
    const edited = await app.rest('PATCH', `/api/admins/apartments/${id}`, { promotionalTerm: 0 }, token);
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual({ promotionalTerm: MESSAGE });
    const specials = await app.db.prisma.special.findMany({ where: { apartmentId: id } });
    expect(specials.map((special) => [special.concessionKind, special.concessionValue])).toEqual([['weeksFree', 2]]);
  });
});
