// Rent history through both doors, with a controlled clock: a history that spans a special, a fee change and a
// price update shows the all-in renters saw on each day; a special after the check turned 30 days old stays out;
// the rent report and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { appWithSecret } from './sessions.js';
import { setApartmentFees } from '../src/services/fees.js';
import { createSpecial } from '../src/services/specials.js';
import { updateFloorplan } from '../src/services/apartment-admin.js';
import { verifyFloorplan } from '../src/services/verification.js';

const CHECKER = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000001', name: 'History checker' } as const;
const NO_ADMIN = { adminId: null };
let now = new Date('2026-08-31T18:00:00Z');
let app: TestApp;
let apartmentId: string;
let floorplanId: string;

const at = (iso: string) => new Date(iso);
const valet = (cents: number) => [{ name: 'Valet trash', amountCents: cents, kind: 'monthlyMandatory' }];

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now });
  const prisma = app.db.prisma;
  const created = await addApartment(prisma, {
    name: 'History Flats',
    code: 'PH-1',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'oneBed', minPrice: 1000, maxPrice: 1100 }],
  });
  apartmentId = created.id;
  floorplanId = created.floorplans[0].id;
  // June 1: a $30 monthly fee, and an agent checks the $1,000 rent.
  await setApartmentFees(prisma, NO_ADMIN, apartmentId, valet(3000), at('2026-06-01T14:00:00Z'));
  await verifyFloorplan(prisma, CHECKER, floorplanId, {}, at('2026-06-01T15:00:00Z'));
  // $1,200 off a 12-month lease from June 10 to June 20: $100 a month less.
  await createSpecial(prisma, NO_ADMIN, apartmentId, {
    text: '$1,200 off',
    concessionKind: 'amountOff',
    concessionValue: 120_000,
    validFrom: '2026-06-10',
    validUntil: '2026-06-20',
  });
  // June 25: the fee goes up to $45.
  await setApartmentFees(prisma, NO_ADMIN, apartmentId, valet(4500), at('2026-06-25T15:00:00Z'));
  // July 5: new rents arrive and are confirmed (as a feed's update is).
  const july5 = at('2026-07-05T15:00:00Z');
  await updateFloorplan(
    prisma,
    apartmentId,
    floorplanId,
    { minPrice: 1100, maxPrice: 1250 },
    NO_ADMIN,
    undefined,
    july5,
  );
  await verifyFloorplan(prisma, CHECKER, floorplanId, {}, july5);
  // August 10 to 20: a special more than 30 days after the last check, which renters were not shown.
  await createSpecial(prisma, NO_ADMIN, apartmentId, {
    text: '$600 off',
    concessionKind: 'amountOff',
    concessionValue: 60_000,
    validFrom: '2026-08-10',
    validUntil: '2026-08-20',
  });
});
afterAll(() => app.close());

const EXPECTED_STEPS = [
  { date: '2026-06-01', allInMinCents: 103_000, minRentCents: 100_000 },
  { date: '2026-06-10', allInMinCents: 93_000, minRentCents: 100_000 },
  { date: '2026-06-21', allInMinCents: 103_000, minRentCents: 100_000 },
  { date: '2026-06-25', allInMinCents: 104_500, minRentCents: 100_000 },
  { date: '2026-07-05', allInMinCents: 114_500, minRentCents: 110_000 },
];

describe('a floorplan price history', () => {
  it('keeps one observation a day, the last confirmation of the day winning', async () => {
    const rows = await app.db.prisma.priceObservation.findMany({
      where: { floorplanId, day: { lte: new Date('2026-08-31') } },
      orderBy: { day: 'asc' },
    });
    expect(rows.map((row) => [row.day.toISOString().slice(0, 10), row.allInMinCents, row.source])).toEqual([
      ['2026-06-01', 103_000, 'AGENT'],
      ['2026-06-25', 104_500, 'ADMIN'],
      ['2026-07-05', 114_500, 'AGENT'],
    ]);
  });

  it('shows the all-in of each day through a special, a fee change and new rents (GraphQL)', async () => {
    const result = await app.gql<{ node: { priceHistory: Record<string, unknown> } }>(
      `query ($id: ID!) { node(id: $id) { ... on Floorplan {
          priceHistory(months: 3) { from until steps { date allInMinCents minRentCents } months { month allInMinCents } }
      } } }`,
      { id: Buffer.from(`Floorplan:${floorplanId}`).toString('base64') },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.node.priceHistory).toEqual({
      from: '2026-05-31',
      until: '2026-08-31',
      steps: EXPECTED_STEPS,
      months: [
        { month: '2026-05', allInMinCents: null },
        { month: '2026-06', allInMinCents: 104_500 },
        { month: '2026-07', allInMinCents: 114_500 },
        { month: '2026-08', allInMinCents: 114_500 },
      ],
    });
  });

  it('answers the same over REST, with the meter', async () => {
    const answer = await app.rest('GET', `/api/apartments/${apartmentId}/price-history?months=3`);
    expect(answer.status).toBe(200);
    expect(answer.body.floorplans[0].history.steps).toEqual(EXPECTED_STEPS);
    // The last check is 57 days old: no current price, so no meter.
    expect(answer.body.floorplans[0].dealMeter).toBeNull();
  });

  it('refuses bad input by name and changes nothing', async () => {
    const months = await app.rest('GET', `/api/apartments/${apartmentId}/price-history?months=0`);
    expect(months.status).toBe(400);
    expect(JSON.stringify(months.body)).toContain('months must be at least 1');
    const area = await app.rest('GET', '/api/market?area=Nowhere');
    expect(area.status).toBe(400);
    expect(JSON.stringify(area.body)).toContain('area must be one of the 12 areas');
    const unknown = await app.rest('GET', '/api/market?sort=up');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown query parameter: sort');
  });
});

describe('the rent report', () => {
  it('gives a year-ago median only with 5 floorplans, and counts them', async () => {
    now = new Date('2026-07-06T18:00:00Z');
    const answer = await app.rest('GET', '/api/market?area=Medical%20Center%2FUTSA&type=oneBed');
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([
      {
        area: 'Medical Center/UTSA',
        type: 'oneBed',
        typeLabel: '1 Bedroom',
        now: { count: 1, medianAllInCents: null },
        yearAgo: { count: 0, medianAllInCents: null },
      },
    ]);
    expect(answer.body.trends[0].points.at(-1)).toEqual({ month: '2026-07', count: 1, medianAllInCents: null });
  });
});
