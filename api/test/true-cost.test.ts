// What an apartment really costs, through both doors, with a controlled clock: the figures renters see, specials
// that end by themselves, the 30-day verification rule, the new filters and sort, and the staff flows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

const T0 = new Date('2026-11-23T18:00:00Z');
let now = T0;
let app: TestApp;
let adminToken: string;
let agentToken: string;
const ids: Record<string, { apartment: string; floorplans: Record<string, string> }> = {};

const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const result = await app.gql(query, variables, token);
  return result;
};
const ok = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const result = await gql(query, variables, token);
  expect(result.errors).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its query asked for
  return result.data as Record<string, any>;
};

const VERIFY = `mutation ($id: ID!, $availability: AvailabilityInput) {
  verifyFloorplan(floorplanId: $id, availability: $availability) { verifiedAt availableFrom }
}`;
const APARTMENT = `query ($id: ID!) {
  apartment(id: $id) {
    fees { name amountCents kind }
    specials { text validUntil }
    petPolicy { petsAllowed petRentCents petDepositCents }
    amenities
    floorplans {
      type
      allInMonthlyCents { min max }
      moveInCostCents { min max }
      special { text validUntil }
      availableFrom
      verifiedDaysAgo
      verificationStale
    }
  }
}`;
const SEARCH = `query ($filter: ApartmentFilter, $sort: ApartmentSort) {
  apartments(first: 50, filter: $filter, sort: $sort) { edges { node { name } } }
}`;
const DEALS = `{ blockbusterDeals { area apartments { name } } }`;

async function apartmentView(name: string) {
  return (await ok(APARTMENT, { id: ids[name].apartment })).apartment;
}
async function searchNames(filter: Record<string, unknown>, sort?: string) {
  const data = await ok(SEARCH, { filter, ...(sort ? { sort } : {}) });
  return data.apartments.edges.map((edge: { node: { name: string } }) => edge.node.name);
}
async function dealNames() {
  const data = await ok(DEALS);
  return [
    ...new Set(
      data.blockbusterDeals.flatMap((deal: { apartments: { name: string }[] }) => deal.apartments.map((a) => a.name)),
    ),
  ];
}

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now });
  ({ token: adminToken } = await adminSession(app));
  ({ token: agentToken } = await agentSession(app));
  const specs = [
    {
      name: 'Pearl Flats',
      code: 'TC-PEARL',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [
        { type: 'oneBed', minPrice: 1000, maxPrice: 1200 },
        { type: 'twoBed', minPrice: 1500, maxPrice: 1800 },
      ],
    },
    {
      name: 'Alamo Lofts',
      code: 'TC-ALAMO',
      location: ['Alamo Heights'],
      floorplans: [{ type: 'oneBed', minPrice: 900, maxPrice: 900 }],
    },
    {
      name: 'Stale Towers',
      code: 'TC-STALE',
      location: ['Alamo Heights'],
      floorplans: [{ type: 'oneBed', minPrice: 500, maxPrice: 600 }],
    },
  ];
  for (const spec of specs) {
    const created = await addApartment(app.db.prisma, spec);
    ids[spec.name] = {
      apartment: created.id,
      floorplans: Object.fromEntries(created.floorplans.map((floorplan) => [floorplan.type, floorplan.id])),
    };
  }

  await ok(
    `mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { id } }`,
    {
      id: ids['Pearl Flats'].apartment,
      fees: [
        { name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' },
        { name: 'Pest control', amountCents: 500, kind: 'monthlyMandatory' },
        { name: 'Application', amountCents: 7500, kind: 'oneTime' },
        { name: 'Admin', amountCents: 20000, kind: 'oneTime' },
        { name: 'Deposit', amountCents: 50000, kind: 'deposit' },
      ],
    },
    adminToken,
  );
  const createSpecial = `mutation ($id: ID!, $input: SpecialInput!) { createSpecial(apartmentId: $id, input: $input) { id } }`;
  await ok(
    createSpecial,
    {
      id: ids['Pearl Flats'].apartment,
      input: {
        text: '4 weeks free on 1 bedrooms',
        concessionKind: 'weeksFree',
        concessionValue: 4,
        validFrom: '2026-11-01',
        validUntil: '2026-11-30',
        floorplanTypes: ['oneBed'],
        minLeaseTermMonths: 12,
      },
    },
    adminToken,
  );
  await ok(
    createSpecial,
    {
      id: ids['Alamo Lofts'].apartment,
      input: {
        text: '$500 off your lease',
        concessionKind: 'amountOff',
        concessionValue: 50000,
        validFrom: '2026-11-01',
        validUntil: '2027-01-31',
      },
    },
    adminToken,
  );
  const features = `mutation ($id: ID!, $input: ApartmentFeaturesInput!) { updateApartmentFeatures(apartmentId: $id, input: $input) { id } }`;
  await ok(
    features,
    { id: ids['Pearl Flats'].apartment, input: { petsAllowed: ['cats'], petRentCents: 2500 } },
    adminToken,
  );
  await ok(
    features,
    {
      id: ids['Alamo Lofts'].apartment,
      input: { petsAllowed: ['cats', 'smallDogs'], amenities: ['pool', 'dishwasher'] },
    },
    adminToken,
  );
  await ok(VERIFY, { id: ids['Pearl Flats'].floorplans.oneBed }, agentToken);
  await ok(
    VERIFY,
    { id: ids['Pearl Flats'].floorplans.twoBed, availability: { availableFrom: '2027-01-15' } },
    agentToken,
  );
  await ok(VERIFY, { id: ids['Alamo Lofts'].floorplans.oneBed }, adminToken);
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

describe('what renters see', () => {
  it('shows the all-in monthly and move-in cost with the special on today', async () => {
    const pearl = await apartmentView('Pearl Flats');
    expect(pearl.fees.map((fee: { name: string }) => fee.name)).toEqual([
      'Valet trash',
      'Pest control',
      'Application',
      'Admin',
      'Deposit',
    ]);
    expect(pearl.specials).toEqual([{ text: '4 weeks free on 1 bedrooms', validUntil: '2026-11-30' }]);
    expect(pearl.petPolicy).toEqual({ petsAllowed: ['cats'], petRentCents: 2500, petDepositCents: null });
    const [oneBed, twoBed] = pearl.floorplans;
    // $1,000 less 4 weeks over 12 months is $922.22, plus $35 of monthly fees; $1,200 gives $1,106.67 + $35.
    expect(oneBed.allInMonthlyCents).toEqual({ min: 95722, max: 114167 });
    // First month + $35 monthly fees + $275 one-time + $500 deposit.
    expect(oneBed.moveInCostCents).toEqual({ min: 181000, max: 201000 });
    expect(oneBed.special).toEqual({ text: '4 weeks free on 1 bedrooms', validUntil: '2026-11-30' });
    expect(oneBed.availableFrom).toBe('2026-11-23');
    expect(oneBed.verifiedDaysAgo).toBe(0);
    // The special covers 1 bedrooms only.
    expect(twoBed.allInMonthlyCents).toEqual({ min: 153500, max: 183500 });
    expect(twoBed.special).toBeNull();
    expect(twoBed.availableFrom).toBe('2027-01-15');
  });

  it('answers the same figures through REST, keeping the spec fields', async () => {
    const { status, body } = await app.rest('GET', `/api/apartments/${ids['Pearl Flats'].apartment}`);
    expect(status).toBe(200);
    expect(body.apartment.code).toBe('TC-PEARL');
    expect(body.apartment.floorplans[0].details).toEqual({
      minPrice: 1000,
      maxPrice: 1200,
      minSqft: null,
      maxSqft: null,
    });
    expect(body.apartment.floorplans[0].allInMonthlyCents).toEqual({ min: 95722, max: 114167 });
    expect(body.apartment.floorplans[0].moveInCostCents).toEqual({ min: 181000, max: 201000 });
    expect(body.apartment.specials[0].text).toBe('4 weeks free on 1 bedrooms');
  });

  it('ends a special by itself after its last day in San Antonio, and drops it from the deals', async () => {
    expect(await dealNames()).toEqual(expect.arrayContaining(['Pearl Flats', 'Alamo Lofts']));
    now = new Date('2026-12-01T05:30:00Z'); // 23:30 on November 30 in San Antonio: still on
    expect((await apartmentView('Pearl Flats')).floorplans[0].special).not.toBeNull();
    now = new Date('2026-12-01T06:30:00Z'); // 00:30 on December 1
    const pearl = await apartmentView('Pearl Flats');
    expect(pearl.specials).toEqual([]);
    expect(pearl.floorplans[0].special).toBeNull();
    expect(pearl.floorplans[0].allInMonthlyCents).toEqual({ min: 103500, max: 123500 });
    expect(await dealNames()).not.toContain('Pearl Flats');
    expect(await dealNames()).toContain('Alamo Lofts');
    now = T0;
  });

  it('marks a floorplan not verified for 30 days, never shows it as a deal, and ranks it below verified ones', async () => {
    expect((await apartmentView('Alamo Lofts')).floorplans[0].allInMonthlyCents).toEqual({ min: 85833, max: 85833 });
    now = new Date('2026-12-23T18:00:00Z');
    const alamo = await apartmentView('Alamo Lofts');
    expect(alamo.floorplans[0].verificationStale).toBe(true);
    expect(alamo.floorplans[0].verifiedDaysAgo).toBe(30);
    expect(alamo.floorplans[0].special).toBeNull();
    expect(alamo.floorplans[0].allInMonthlyCents).toEqual({ min: 90000, max: 90000 });
    expect(await dealNames()).not.toContain('Alamo Lofts');
    now = T0;
    // Stale Towers is the cheapest but was never verified.
    expect(await searchNames({ roomTypes: ['oneBed'] }, 'ALL_IN_MONTHLY')).toEqual([
      'Alamo Lofts',
      'Pearl Flats',
      'Stale Towers',
    ]);
  });
});

describe('search by what it really costs', () => {
  it('filters by maximum all-in monthly, move-in date, pets and amenities through GraphQL', async () => {
    expect(await searchNames({ maxAllInMonthly: 960 })).toEqual(['Alamo Lofts', 'Pearl Flats', 'Stale Towers']);
    expect(await searchNames({ maxAllInMonthly: 900 })).toEqual(['Alamo Lofts', 'Stale Towers']);
    expect(await searchNames({ roomTypes: ['twoBed'], moveInBy: '2026-12-31' })).toEqual([]);
    expect(await searchNames({ roomTypes: ['twoBed'], moveInBy: '2027-01-15' })).toEqual(['Pearl Flats']);
    expect(await searchNames({ pets: ['smallDogs'] })).toEqual(['Alamo Lofts']);
    expect(await searchNames({ pets: ['cats'], amenities: ['pool'] })).toEqual(['Alamo Lofts']);
  });

  it('takes the same filters and sort as optional REST parameters', async () => {
    const names = async (query: string) => {
      const { status, body } = await app.rest('GET', `/api/apartments/filtered?${query}`);
      expect(status).toBe(200);
      return body.apartments.map((apartment: { name: string }) => apartment.name);
    };
    expect(await names('maxAllInMonthly=900')).toEqual(['Alamo Lofts', 'Stale Towers']);
    expect(await names('pets=cats&amenities=pool,dishwasher')).toEqual(['Alamo Lofts']);
    expect(await names('roomTypes=twoBed&moveInBy=2026-12-31')).toEqual([]);
    expect(await names('roomTypes=oneBed&sort=allInMonthly')).toEqual(['Alamo Lofts', 'Pearl Flats', 'Stale Towers']);
    const code = await app.rest('GET', '/api/apartments/code/TC-?sort=allInMonthly&maxAllInMonthly=1000');
    expect(code.body.apartments.map((apartment: { name: string }) => apartment.name)).toEqual([
      'Alamo Lofts',
      'Pearl Flats',
      'Stale Towers',
    ]);
  });

  it('refuses a bad filter with a message naming it', async () => {
    const date = await app.rest('GET', '/api/apartments/filtered?moveInBy=2026-02-30');
    expect(date.status).toBe(400);
    expect(date.body.errors).toEqual({ moveInBy: 'moveInBy is not a real date' });
    const amenity = await app.rest('GET', '/api/apartments/filtered?amenities=hottub');
    expect(amenity.status).toBe(400);
    expect(amenity.body.message).toContain('Unknown amenity: hottub');
    const sort = await app.rest('GET', '/api/apartments/filtered?sort=cheapest');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toContain('Unknown sort: cheapest');
  });
});

describe('what staff do', () => {
  it('refuses invalid fees and specials, and changes nothing', async () => {
    const fees = await gql(
      `mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { id } }`,
      { id: ids['Pearl Flats'].apartment, fees: [{ name: '', amountCents: -5, kind: 'oneTime' }] },
      adminToken,
    );
    expect(fees.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const special = await gql(
      `mutation ($id: ID!, $input: SpecialInput!) { createSpecial(apartmentId: $id, input: $input) { id } }`,
      {
        id: ids['Pearl Flats'].apartment,
        input: {
          text: 'Backwards',
          concessionKind: 'weeksFree',
          concessionValue: 2,
          validFrom: '2026-12-10',
          validUntil: '2026-12-01',
        },
      },
      adminToken,
    );
    expect(special.errors?.[0].extensions?.errors).toEqual({ validUntil: 'Valid until cannot be before valid from' });
    const pearl = await apartmentView('Pearl Flats');
    expect(pearl.fees).toHaveLength(5);
  });

  it('takes a free move-in special without an amount, and still asks one of the other kinds', async () => {
    const create = `mutation ($id: ID!, $input: SpecialInput!) {
      createSpecial(apartmentId: $id, input: $input) { id concessionKind concessionValue }
    }`;
    const input = { text: 'Free move-in', validFrom: '2026-12-01', validUntil: '2026-12-31' };
    const id = ids['Pearl Flats'].apartment;
    const amountOff = await gql(create, { id, input: { ...input, concessionKind: 'amountOff' } }, adminToken);
    expect(amountOff.errors?.[0].extensions?.errors).toEqual({
      concessionValue: 'Concession value must be at least 1',
    });
    const free = await ok(create, { id, input: { ...input, concessionKind: 'freeMoveIn' } }, adminToken);
    expect(free.createSpecial).toMatchObject({ concessionKind: 'freeMoveIn', concessionValue: 0 });
    await ok(`mutation ($id: ID!) { deleteSpecial(id: $id) }`, { id: free.createSpecial.id }, adminToken);
  });

  it('lets agents verify but not edit fees', async () => {
    const result = await gql(
      `mutation ($id: ID!) { setApartmentFees(apartmentId: $id, fees: []) { id } }`,
      { id: ids['Pearl Flats'].apartment },
      agentToken,
    );
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('queues renter reports first, rate-limits them, and resolves them when someone verifies', async () => {
    const report = `mutation ($id: ID!, $topic: OutdatedTopic!) { reportOutdatedListing(floorplanId: $id, topic: $topic) }`;
    const staleId = ids['Stale Towers'].floorplans.oneBed;
    await ok(report, { id: staleId, topic: 'price' });
    const queue = `{ verificationQueue(limit: 5) { totalCount entries { floorplan { _id } openReports { topic } } } }`;
    const before = await ok(queue, {}, agentToken);
    expect(before.verificationQueue.entries[0]).toEqual({
      floorplan: { _id: staleId },
      openReports: [{ topic: 'price' }],
    });
    expect((await gql(queue)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    for (let sent = 1; sent < 10; sent++) await ok(report, { id: staleId, topic: 'availability' });
    const limited = await gql(report, { id: staleId, topic: 'special' });
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    now = new Date(T0.getTime() + 3_600_000); // an hour after the others were checked
    await ok(VERIFY, { id: staleId }, agentToken);
    const after = await ok(queue, {}, agentToken);
    now = T0;
    // Answered, and now the most recently checked: last in the queue.
    expect(after.verificationQueue.entries.at(-1)).toEqual({ floorplan: { _id: staleId }, openReports: [] });
  });

  it("answers a report on a draft's floorplan exactly as on an unknown one, and stores nothing", async () => {
    const draft = await addApartment(app.db.prisma, {
      name: 'Unseen Draft Court',
      code: 'TC-DRAFT',
      location: ['Alamo Heights'],
      floorplans: [{ type: 'oneBed', minPrice: 700, maxPrice: 800 }],
    });
    await app.db.prisma.apartment.update({ where: { id: draft.id }, data: { status: 'DRAFT' } });
    const report = `mutation ($id: ID!) { reportOutdatedListing(floorplanId: $id, topic: price) }`;
    const answers = [];
    for (const id of [draft.floorplans[0].id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await gql(report, { id });
      answers.push({ message: answer.errors?.[0].message, code: answer.errors?.[0].extensions?.code });
    }
    expect(answers).toEqual(Array(2).fill({ message: 'Floorplan not found', code: 'NOT_FOUND' }));
    expect(await app.db.prisma.outdatedReport.count({ where: { floorplanId: draft.floorplans[0].id } })).toBe(0);
    await app.db.prisma.apartment.delete({ where: { id: draft.id } });
  });
});
