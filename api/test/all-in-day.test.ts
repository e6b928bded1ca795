// The day's all-in figures (docs/contract.md "The catalog in memory"): the catalog works out each floorplan's lowest
// all-in monthly for the San Antonio day, and the maximum all-in, the all-in sort and the income check read it. An
// edit shows in them as soon as the catalog knows it; midnight in San Antonio (on the clock's own rules, the days the
// clocks change included) and a check turning 30 days old change them with no write at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptAllInCents } from '../src/catalog/all-in.js';
import type { TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { adminSession, appWithSecret } from './sessions.js';

let now = new Date('2026-11-23T18:00:00Z');
let app: TestApp;
let adminToken: string;
const ids: Record<string, { apartment: string; oneBed: string }> = {};

const ok = async (query: string, variables: Record<string, unknown> = {}) => {
  const result = await app.gql(query, variables, adminToken);
  expect(result.errors).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its query asked for
  return result.data as Record<string, any>;
};

const SEARCH = `query ($filter: ApartmentFilter, $sort: ApartmentSort, $code: String) {
  apartments(first: 50, filter: $filter, sort: $sort, code: $code) { edges { node { name floorplans { allInMonthlyCents { min } } } } }
}`;
const SPECIAL = `mutation ($id: ID!, $input: SpecialInput!) { createSpecial(apartmentId: $id, input: $input) { id } }`;

/** The one-bedroom search in the all-in order, each name with the all-in renters see. */
async function cheapestFirst(filter: Record<string, unknown> = {}, code?: string) {
  const data = await ok(SEARCH, { filter: { roomTypes: ['oneBed'], ...filter }, sort: 'ALL_IN_MONTHLY', code });
  return data.apartments.edges.map(
    (edge: { node: { name: string; floorplans: { allInMonthlyCents: { min: number } }[] } }) =>
      `${edge.node.name} ${edge.node.floorplans[0].allInMonthlyCents.min}`,
  );
}

/** What the catalog keeps for an apartment's one-bedroom at the clock's time (undefined: nothing for that day). */
async function kept(name: string) {
  const apartment = (await app.catalog.forRequest().snapshot()).byId.get(ids[name].apartment);
  const floorplan = apartment?.floorplans.find((candidate) => candidate.id === ids[name].oneBed);
  if (!floorplan) throw new Error(`${name} has no one-bedroom in the catalog`);
  return keptAllInCents(floorplan, now);
}

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now });
  ({ token: adminToken } = await adminSession(app));
  const specs = [
    // $1,000 with $50 of monthly fees and two free weeks to November 30: $961.11 + $50 all-in, $1,050 after.
    { name: 'Mission Court', code: 'AD-MISSION', minPrice: 1000, checked: '2026-11-20T18:00:00Z' },
    // $1,020, no fees, no special.
    { name: 'Blanco Row', code: 'AD-BLANCO', minPrice: 1020, checked: '2026-11-20T18:00:00Z' },
    // $1,010 with $600 off the lease to December 31 ($50 a month), checked at noon on November 5 in San Antonio.
    { name: 'Cibolo Place', code: 'AD-CIBOLO', minPrice: 1010, checked: '2026-11-05T18:00:00Z' },
  ];
  for (const spec of specs) {
    const created = await addApartment(app.db.prisma, {
      name: spec.name,
      code: spec.code,
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'oneBed', minPrice: spec.minPrice, maxPrice: 1100 }],
      verifiedAt: new Date(spec.checked),
    });
    ids[spec.name] = { apartment: created.id, oneBed: created.floorplans[0].id };
  }
  await ok(`mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { id } }`, {
    id: ids['Mission Court'].apartment,
    fees: [{ name: 'Valet trash', amountCents: 5000, kind: 'monthlyMandatory' }],
  });
  await ok(SPECIAL, {
    id: ids['Mission Court'].apartment,
    input: {
      text: '2 weeks free',
      concessionKind: 'weeksFree',
      concessionValue: 2,
      validFrom: '2026-11-01',
      validUntil: '2026-11-30',
    },
  });
  await ok(SPECIAL, {
    id: ids['Cibolo Place'].apartment,
    input: {
      text: '$600 off your lease',
      concessionKind: 'amountOff',
      concessionValue: 60000,
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
    },
  });
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

describe("the day's all-in figures", () => {
  it('are worked out for every floorplan and match what renters see', async () => {
    expect(await cheapestFirst()).toEqual(['Cibolo Place 96000', 'Mission Court 101111', 'Blanco Row 102000']);
    expect(await kept('Cibolo Place')).toBe(96000);
    expect(await kept('Mission Court')).toBe(101111);
    expect(await kept('Blanco Row')).toBe(102000);
  });

  it('follow an edit to a fee, a price or a special as soon as the catalog knows it', async () => {
    const blanco = ids['Blanco Row'];
    await ok(`mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { id } }`, {
      id: blanco.apartment,
      fees: [{ name: 'Pest control', amountCents: 4000, kind: 'monthlyMandatory' }],
    });
    expect(await kept('Blanco Row')).toBe(106000);
    expect(await cheapestFirst({ maxAllInMonthly: 1050 })).toEqual(['Cibolo Place 96000', 'Mission Court 101111']);

    await ok(
      `mutation ($a: ID!, $f: ID!, $input: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { id } }`,
      { a: blanco.apartment, f: blanco.oneBed, input: { details: { minPrice: 990, maxPrice: 1100 } } },
    );
    expect(await kept('Blanco Row')).toBe(103000);

    // A reduced rent of $950 to December 31.
    await ok(SPECIAL, {
      id: blanco.apartment,
      input: {
        text: '$950 a month',
        concessionKind: 'reducedRent',
        concessionValue: 95000,
        validFrom: '2026-11-01',
        validUntil: '2026-12-31',
      },
    });
    expect(await kept('Blanco Row')).toBe(99000);
    expect(await cheapestFirst({ maxAllInMonthly: 1000 })).toEqual(['Cibolo Place 96000', 'Blanco Row 99000']);
  });

  it('change at midnight in San Antonio when a special ends, with no write, and the income check follows', async () => {
    /** The apartments a renter earning this much likely qualifies for. */
    const likely = async (monthlyIncomeCents: number) => {
      const filter = { likelyOnly: true, qualification: { monthlyIncomeCents } };
      const data = await ok(
        `query ($filter: ApartmentFilter) { apartments(first: 50, filter: $filter) { edges { node { name } } } }`,
        { filter },
      );
      return data.apartments.edges.map((edge: { node: { name: string } }) => edge.node.name);
    };
    now = new Date('2026-11-29T18:00:00Z');
    await ok(`mutation ($input: SetApartmentScreeningInput!) { setApartmentScreening(input: $input) { _id } }`, {
      input: { apartmentId: ids['Mission Court'].apartment, incomeMultiple: 3, creditPolicy: 'NO_MINIMUM' },
    });
    now = new Date('2026-12-01T05:59:00Z'); // 23:59 on November 30 in San Antonio: the two free weeks still on
    expect(await cheapestFirst({ maxAllInMonthly: 1020 })).toEqual([
      'Cibolo Place 96000',
      'Blanco Row 99000',
      'Mission Court 101111',
    ]);
    expect(await kept('Mission Court')).toBe(101111);
    // Three times $1,011.11 is $3,033.33.
    expect(await likely(303400)).toEqual(['Mission Court']);

    now = new Date('2026-12-01T06:00:30Z'); // 00:00:30 on December 1
    expect(await cheapestFirst({ maxAllInMonthly: 1020 })).toEqual(['Cibolo Place 96000', 'Blanco Row 99000']);
    expect(await cheapestFirst()).toEqual(['Cibolo Place 96000', 'Blanco Row 99000', 'Mission Court 105000']);
    expect(await kept('Mission Court')).toBe(105000);
    expect(await likely(303400)).toEqual([]);
  });

  it('drop the special and the place in the order the moment a check turns 30 days old, not at midnight', async () => {
    now = new Date('2026-12-05T17:59:00Z'); // 11:59 on December 5: Cibolo Place was checked 29 days and 23:59 ago
    expect(await cheapestFirst()).toEqual(['Cibolo Place 96000', 'Blanco Row 99000', 'Mission Court 105000']);
    expect(await kept('Cibolo Place')).toBe(96000);
    now = new Date('2026-12-05T18:01:00Z');
    // Unchecked for 30 days: ranked after every checked listing, at its price without the special.
    expect(await cheapestFirst()).toEqual(['Blanco Row 99000', 'Mission Court 105000', 'Cibolo Place 101000']);
    expect(await kept('Cibolo Place')).toBe(101000);
    expect(await cheapestFirst({ maxAllInMonthly: 1000 })).toEqual(['Blanco Row 99000']);
  });

  it('hold through the 25 hours of the day the clocks fall back', async () => {
    // $1,000, no fees, checked in October, two free weeks through November 1: $961.11 all-in, then $1,000.
    now = new Date('2026-10-20T18:00:00Z');
    const created = await addApartment(app.db.prisma, {
      name: 'Alamo Yard',
      code: 'AD-ALAMO',
      location: ['Alamo Heights'],
      floorplans: [{ type: 'oneBed', minPrice: 1000, maxPrice: 1100 }],
      verifiedAt: now,
    });
    ids['Alamo Yard'] = { apartment: created.id, oneBed: created.floorplans[0].id };
    await ok(SPECIAL, {
      id: created.id,
      input: {
        text: '2 weeks free',
        concessionKind: 'weeksFree',
        concessionValue: 2,
        validFrom: '2026-10-01',
        validUntil: '2026-11-01',
      },
    });
    const underBudget = () => cheapestFirst({ maxAllInMonthly: 980 }, 'AD-ALAMO');
    // 23:30 on November 1 in San Antonio (CST, UTC-6): at a fixed UTC-5 it would already be November 2.
    now = new Date('2026-11-02T05:30:00Z');
    expect(await kept('Alamo Yard')).toBe(96111);
    expect(await underBudget()).toEqual(['Alamo Yard 96111']);
    now = new Date('2026-11-02T06:00:30Z'); // 00:00:30 on November 2
    expect(await kept('Alamo Yard')).toBe(100000);
    expect(await underBudget()).toEqual([]);
  });
});
