// The staff's pictures worked out by hand on literal fixtures, with a fixed clock (2026-11-20, noon in San Antonio):
// the pipeline funnel of the last 90 days with its median time to first contact (an agent's own leads, everyone's
// for an admin), commissions expected against received by month, and the verification queue's weekly staleness.
// Renters are refused all three; agents are refused the money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../src/auth/authenticate.js';
import type { LeadStatus } from '../src/domain/index.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom } from './sessions.js';

const NOW = new Date('2026-11-20T18:00:00Z');
let app: TestApp;
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let otherAgent: { id: string; token: string };
let apartmentId: string;
const gql = gqlFromAddresses(() => app, '10.47.0');
const ok = okFrom(gql);

const at = (iso: string) => new Date(iso);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

async function lead(
  agentId: string | null,
  createdAt: Date,
  status: LeadStatus,
  firstContactMinutes: number | null,
  timeline: LeadStatus[] = [],
) {
  await app.db.prisma.lead.create({
    data: {
      name: 'Renter',
      email: 'renter@example.com',
      preferredContact: 'email',
      source: 'website',
      agentId,
      status,
      createdAt,
      firstContactAt: firstContactMinutes === null ? null : minutesAfter(createdAt, firstContactMinutes),
      events: { create: timeline.map((step) => ({ kind: 'status', status: step, createdAt })) },
    },
  });
}

let invoiceNumber = 0;
async function invoice(amountCents: number, dueOn: string, options: { voided?: boolean; kind?: 'creditNote' } = {}) {
  const leadRow = await app.db.prisma.lead.create({
    data: { name: 'Payer', preferredContact: 'email', source: 'website', status: 'leased' },
  });
  return app.db.prisma.invoice.create({
    data: {
      kind: options.kind ?? 'invoice',
      number: (invoiceNumber += 1),
      apartmentId,
      leadId: leadRow.id,
      renterName: 'R. P.',
      moveInOn: at(`${dueOn}T00:00:00Z`),
      leaseSignedOn: at(`${dueOn}T00:00:00Z`),
      rentCents: 150_000,
      commissionPercent: 100,
      amountCents,
      issuedOn: at(`${dueOn}T00:00:00Z`),
      dueOn: at(`${dueOn}T00:00:00Z`),
      billTo: {},
      billFrom: {},
      voidedAt: options.voided ? at('2026-10-01T15:00:00Z') : null,
    },
  });
}

const pay = (invoiceId: string, amountCents: number, receivedOn: string) =>
  app.db.prisma.payment.create({ data: { invoiceId, amountCents, receivedOn: at(`${receivedOn}T00:00:00Z`) } });

beforeAll(async () => {
  app = await appWithSecret({ clock: () => NOW });
  const prisma = app.db.prisma;
  admin = await adminSession(app);
  agent = await agentSession(app);
  otherAgent = await agentSession(app);
  const created = await addApartment(prisma, {
    name: 'Chart Flats',
    code: 'CH-1',
    location: ['Medical Center/UTSA'],
    floorplans: [
      { type: 'studio', minPrice: 900, maxPrice: 1000 },
      { type: 'oneBed', minPrice: 1100, maxPrice: 1200 },
      { type: 'twoBed', minPrice: 1400, maxPrice: 1500 },
      { type: 'threeBed', minPrice: 1800, maxPrice: 1900 },
    ],
  });
  apartmentId = created.id;

  // The funnel. The agent's leads of the last 90 days:
  await lead(agent.id, at('2026-11-01T15:00:00Z'), 'new', null);
  await lead(agent.id, at('2026-10-20T15:00:00Z'), 'contacted', 60, ['contacted']);
  await lead(agent.id, at('2026-10-01T15:00:00Z'), 'touring', 120, ['contacted', 'touring']);
  await lead(agent.id, at('2026-09-10T15:00:00Z'), 'leased', 30, ['contacted', 'touring', 'applied', 'leased']);
  // Lost after the tour: it counts up to touring.
  await lead(agent.id, at('2026-09-01T15:00:00Z'), 'lost', 240, ['touring', 'lost']);
  // Lost at once: moving it from new was its first contact.
  await lead(agent.id, at('2026-11-15T15:00:00Z'), 'lost', 10, ['lost']);
  // Older than 90 days: outside the window.
  await lead(agent.id, at('2026-08-01T15:00:00Z'), 'leased', 15, ['contacted', 'touring', 'applied', 'leased']);
  // Another agent's lead, and one nobody has claimed: an admin's funnel only.
  await lead(otherAgent.id, at('2026-10-10T15:00:00Z'), 'applied', 5, ['contacted', 'touring', 'applied']);
  await lead(null, at('2026-11-19T15:00:00Z'), 'new', null);

  // Commissions: months December 2025 to November 2026.
  const september = await invoice(150_000, '2026-09-14');
  await pay(september.id, 100_000, '2026-09-20');
  await pay(september.id, 50_000, '2026-10-02');
  await invoice(200_000, '2026-10-30');
  const voided = await invoice(90_000, '2026-10-05', { voided: true });
  await prisma.invoice.create({
    data: {
      ...(({ id: _id, ...rest }) => rest)(voided),
      billTo: {},
      billFrom: {},
      kind: 'creditNote',
      number: 1,
      creditForId: voided.id,
      voidedAt: null,
    },
  });
  // Due before the 12 months, paid inside them.
  const older = await invoice(70_000, '2025-11-15');
  await pay(older.id, 70_000, '2025-12-03');

  // Staleness: four floorplans whose checks are known only from these rows.
  await prisma.priceObservation.deleteMany({});
  const [f1, f2, f3, f4] = created.floorplans;
  const floorplan = (id: string, createdAt: string, verifiedAt: string | null) =>
    prisma.floorplan.update({
      where: { id },
      data: { createdAt: at(createdAt), verifiedAt: verifiedAt ? at(verifiedAt) : null },
    });
  await floorplan(f1.id, '2026-01-01T18:00:00Z', '2026-11-10T18:00:00Z');
  await floorplan(f2.id, '2026-01-01T18:00:00Z', null);
  await floorplan(f3.id, '2026-10-25T18:00:00Z', '2026-10-25T18:00:00Z');
  await floorplan(f4.id, '2026-01-01T18:00:00Z', '2026-08-20T18:00:00Z');
  for (const day of ['2026-09-01', '2026-10-01'])
    await prisma.priceObservation.create({
      data: {
        floorplanId: f1.id,
        apartmentId,
        day: at(`${day}T00:00:00Z`),
        minRentCents: 90_000,
        maxRentCents: 100_000,
        allInMinCents: 90_000,
        monthlyFeesCents: 0,
        verifiedAt: at(`${day}T18:00:00Z`),
        source: 'AGENT',
      },
    });
});
afterAll(() => app.close());

const FUNNEL = `{ pipelineFunnel { from until stages { stage count } contactedCount medianMinutesToFirstContact } }`;
const COMMISSIONS = `{ commissionsByMonth { month expectedCents receivedCents } }`;
const STALENESS = `{ verificationStaleness { day floorplanCount staleCount stalePercent } }`;

describe('the pipeline funnel', () => {
  it("counts an agent's own leads of the last 90 days by the furthest step each reached", async () => {
    const { pipelineFunnel } = await ok(FUNNEL, {}, agent.token);
    expect(pipelineFunnel).toEqual({
      from: '2026-08-22',
      until: '2026-11-20',
      stages: [
        { stage: 'new', count: 6 },
        { stage: 'contacted', count: 5 },
        { stage: 'touring', count: 3 },
        { stage: 'applied', count: 1 },
        { stage: 'leased', count: 1 },
      ],
      contactedCount: 5,
      // 10, 30, 60, 120 and 240 minutes.
      medianMinutesToFirstContact: 60,
    });
  });

  it("shows an admin everyone's leads", async () => {
    const { pipelineFunnel } = await ok(FUNNEL, {}, admin.token);
    expect(pipelineFunnel.stages).toEqual([
      { stage: 'new', count: 8 },
      { stage: 'contacted', count: 6 },
      { stage: 'touring', count: 4 },
      { stage: 'applied', count: 2 },
      { stage: 'leased', count: 1 },
    ]);
    // 5, 10, 30, 60, 120 and 240 minutes: the mean of the middle two.
    expect(pipelineFunnel.medianMinutesToFirstContact).toBe(45);
  });

  it('shows another agent only their own', async () => {
    const { pipelineFunnel } = await ok(FUNNEL, {}, otherAgent.token);
    expect(pipelineFunnel.stages.map((step: { count: number }) => step.count)).toEqual([1, 1, 1, 1, 0]);
    expect(pipelineFunnel.medianMinutesToFirstContact).toBe(5);
  });
});

describe('commissions expected against received', () => {
  it('sums invoices by the month they fall due and payments by the month received, void ones left out', async () => {
    const { commissionsByMonth } = await ok(COMMISSIONS, {}, admin.token);
    const zero = { expectedCents: 0, receivedCents: 0 };
    expect(commissionsByMonth).toEqual([
      { month: '2025-12', expectedCents: 0, receivedCents: 70_000 },
      ...['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'].map((month) => ({
        month,
        ...zero,
      })),
      { month: '2026-09', expectedCents: 150_000, receivedCents: 100_000 },
      { month: '2026-10', expectedCents: 200_000, receivedCents: 50_000 },
      { month: '2026-11', ...zero },
    ]);
  });
});

describe("the verification queue's staleness", () => {
  it('gives the share of floorplans last checked 30 days before or earlier at the end of each of 12 weeks', async () => {
    const { verificationStaleness } = await ok(STALENESS, {}, agent.token);
    expect(verificationStaleness).toEqual([
      { day: '2026-09-04', floorplanCount: 3, staleCount: 1, stalePercent: 33 },
      { day: '2026-09-11', floorplanCount: 3, staleCount: 1, stalePercent: 33 },
      { day: '2026-09-18', floorplanCount: 3, staleCount: 1, stalePercent: 33 },
      { day: '2026-09-25', floorplanCount: 3, staleCount: 2, stalePercent: 67 },
      { day: '2026-10-02', floorplanCount: 3, staleCount: 2, stalePercent: 67 },
      { day: '2026-10-09', floorplanCount: 3, staleCount: 2, stalePercent: 67 },
      { day: '2026-10-16', floorplanCount: 3, staleCount: 2, stalePercent: 67 },
      { day: '2026-10-23', floorplanCount: 3, staleCount: 2, stalePercent: 67 },
      { day: '2026-10-30', floorplanCount: 4, staleCount: 2, stalePercent: 50 },
      // The September 1 check is too old, October 1's is 36 days old and November 10's is still to come.
      { day: '2026-11-06', floorplanCount: 4, staleCount: 3, stalePercent: 75 },
      { day: '2026-11-13', floorplanCount: 4, staleCount: 2, stalePercent: 50 },
      { day: '2026-11-20', floorplanCount: 4, staleCount: 2, stalePercent: 50 },
    ]);
  });
});

describe('who reads the pictures', () => {
  it('refuses renters every staff picture', async () => {
    for (const query of [FUNNEL, COMMISSIONS, STALENESS]) {
      const answer = await gql(query);
      expect(answer.errors?.[0]).toMatchObject({
        message: AUTH_MESSAGES.required,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(answer.data ?? null).toBeNull();
    }
  });

  it('refuses agents the commissions', async () => {
    const answer = await gql(COMMISSIONS, {}, agent.token);
    expect(answer.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.adminOnly, extensions: { code: 'FORBIDDEN' } });
  });
});
