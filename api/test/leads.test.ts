// Leads from the guest card to the commission (docs/contract.md: first-party leads): validation and spam guards that
// store nothing, the inbox by role, claiming, the pipeline with its timeline, referrals and the commission
// report, the privacy audit and erasure, and the e-mails queued with the lead.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CARD_MESSAGES } from '../src/domain/index.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { eraseExpiredLeads } from '../src/services/leads.js';
import { addApartment } from './fixtures.js';
import { freshDatabase, type TestApp, type TestDatabase } from './harness.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom } from './sessions.js';

let app: TestApp;
/** Milliseconds the requests' clock runs ahead of real time: a renter takes a while to fill the card in. */
let skew = 10_000;
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let otherAgent: { id: string; token: string };
let apartmentId: string;

const gql = gqlFromAddresses(() => app, '10.30.0');

const ok = okFrom(gql);

const SUBMIT = `mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }`;
const token = async () => (await ok('{ guestCardToken }')).guestCardToken as string;

async function card(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Garza',
    email: 'Maria.Garza@Example.com',
    phone: '(210) 555-0199',
    preferredContact: 'text',
    moveInDate: '2027-01-15',
    budgetCents: 150_000,
    areas: ['Medical Center/UTSA'],
    roomTypes: ['twoBed'],
    pets: ['cats'],
    notes: 'Close to UT Health please',
    apartmentId,
    consent: true,
    formToken: await token(),
    ...overrides,
  };
}

const leadCount = () => app.db.prisma.lead.count();
// The e-mails a guest card writes (staff accounts' own e-mails, such as an agent's approval, are not counted).
const outboxCount = () => app.db.prisma.outboxMessage.count({ where: { NOT: { kind: { startsWith: 'account.' } } } });

beforeAll(async () => {
  app = await appWithSecret({ clock: () => new Date(Date.now() + skew) });
  admin = await adminSession(app);
  agent = await agentSession(app);
  otherAgent = await agentSession(app);
  const apartment = await addApartment(app.db.prisma, {
    name: 'Brook Hollow',
    code: 'BH-1',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'twoBed', minPrice: 1400, maxPrice: 1500 }],
  });
  apartmentId = apartment.id;
});
afterAll(() => app.close());

describe('the guest card', () => {
  it('refuses each invalid field with its own message and stores nothing', async () => {
    const answer = await gql(SUBMIT, {
      input: await card({ name: ' ', email: 'maria@', phone: '555', budgetCents: 0, consent: false }),
    });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].extensions?.errors).toMatchObject({
      name: 'Please enter your name',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a phone number with 10 digits',
      budgetCents: 'Budget must be a whole number of dollars between 1 and 100,000',
      consent: 'Please agree to be contacted so an agent can answer you',
    });
    expect(await leadCount()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it("names every over-long field at once, each with its own one limit, whatever the text's length", async () => {
    for (const notesLength of [4_000, 5_000, 200_000]) {
      const answer = await gql(SUBMIT, {
        input: await card({ name: 'N'.repeat(150), notes: 'n'.repeat(notesLength), phone: '5'.repeat(5_000) }),
      });
      expect(answer.errors?.[0].extensions, String(notesLength)).toEqual({
        code: 'BAD_USER_INPUT',
        errors: {
          name: 'Name cannot be longer than 100 characters',
          phone: 'Please enter a phone number with 10 digits',
          notes: 'Notes cannot be longer than 2,000 characters',
        },
      });
    }
    expect(await leadCount()).toBe(0);
  });

  it('refuses the honeypot and a missing or forged token, and asks to confirm a card sent faster than a person types', async () => {
    const refusals = [
      [{ website: 'http://spam.example' }, GUEST_CARD_MESSAGES.refused],
      [{ formToken: undefined }, GUEST_CARD_MESSAGES.expired],
      [{ formToken: 'eyJhbGciOiJIUzI1NiJ9.eyJtcyI6MX0.forged' }, GUEST_CARD_MESSAGES.expired],
    ] as const;
    // Refused cards are counted (robots spend their budget): these come from an address of their own.
    for (const [change, message] of refusals) {
      const answer = await gql(SUBMIT, { input: await card({ email: 'robot@example.com', ...change }) });
      expect(answer.errors?.[0].message).toContain(message);
    }
    skew = 0;
    try {
      const fast = await gql(SUBMIT, { input: await card() }, undefined, '10.30.9.1');
      expect(fast.errors?.[0]).toMatchObject({
        message: 'Please confirm you want to send this request.',
        extensions: { code: 'BAD_USER_INPUT', errors: { formToken: 'Please confirm you want to send this request.' } },
      });
      // Confirming does not let a robot past the honeypot.
      const robot = await gql(SUBMIT, { input: await card({ confirmed: true, website: 'x' }) }, undefined, '10.30.9.1');
      expect(robot.errors?.[0].message).toBe(GUEST_CARD_MESSAGES.refused);
    } finally {
      skew = 10_000;
    }
    expect(await leadCount()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it('takes a quick card once the renter confirms it', async () => {
    skew = 0;
    try {
      const confirmed = await gql(SUBMIT, { input: await card({ confirmed: true }) }, undefined, '10.30.9.2');
      expect(confirmed.errors).toBeUndefined();
      expect(confirmed.data).toEqual({ submitGuestCard: true });
    } finally {
      skew = 10_000;
    }
    expect(await leadCount()).toBe(1);
    await app.db.prisma.lead.deleteMany();
    await app.db.prisma.outboxMessage.deleteMany();
  });

  it('gives a shared Wi-Fi room for 30 cards an hour, from different renters; the 31st is refused and stores nothing', async () => {
    const ip = '10.31.0.1';
    // Each from another renter: receipts to one address have a limit of their own (mailbox-addresses.test.ts).
    let renter = 0;
    const submit = async () =>
      gql(SUBMIT, { input: await card({ notes: null, email: `renter.${(renter += 1)}@example.com` }) }, undefined, ip);
    const answers = [];
    for (let sent = 0; sent < 31; sent += 1) answers.push(await submit());
    const stored = await leadCount();
    await app.db.prisma.lead.deleteMany();
    await app.db.prisma.outboxMessage.deleteMany();
    expect(answers.slice(0, 30).map((answer) => answer.errors)).toEqual(Array(30).fill(undefined));
    expect(answers[30].errors?.[0]).toMatchObject({
      message: 'Too many requests from this connection. Please call us or try again in an hour.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(stored).toBe(30);
  });

  it('takes 5 cards an hour from one e-mail address, from any networks; the sixth is refused', async () => {
    const submit = async (n: number) =>
      gql(SUBMIT, { input: await card({ notes: null, email: 'Same.Renter@example.com' }) }, undefined, `10.32.${n}.1`);
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push(await submit(n));
    // Another spelling of the same mailbox counts for it too, and its refusal spent nothing of its network's budget.
    const otherSpelling = await gql(
      SUBMIT,
      { input: await card({ notes: null, email: 'same.renter@EXAMPLE.com' }) },
      undefined,
      '10.32.9.1',
    );
    const stored = await leadCount();
    const someoneElse = await gql(
      SUBMIT,
      { input: await card({ email: 'other.renter@example.com' }) },
      undefined,
      '10.32.9.1',
    );
    await app.db.prisma.lead.deleteMany();
    await app.db.prisma.outboxMessage.deleteMany();
    expect(answers.slice(0, 5).map((answer) => answer.errors)).toEqual(Array(5).fill(undefined));
    for (const refused of [answers[5], otherSpelling])
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Too many requests for this e-mail address. Please call us or try again in an hour.',
        extensions: { code: 'RATE_LIMITED' },
      });
    expect(stored).toBe(5);
    expect(someoneElse.errors).toBeUndefined();
  });

  it('does not count the "please confirm" question of a quick card as a send', async () => {
    skew = 0;
    const ip = '10.33.0.1';
    const answers = [];
    try {
      // Five renters on one network, each asked once to confirm and then confirming: every card arrives.
      for (let n = 0; n < 5; n += 1) {
        const email = `quick.${n}@example.com`;
        answers.push(await gql(SUBMIT, { input: await card({ notes: null, email }) }, undefined, ip));
        answers.push(await gql(SUBMIT, { input: await card({ notes: null, email, confirmed: true }) }, undefined, ip));
      }
      // One renter asked many times spends nothing of their own 5 cards.
      for (let n = 0; n < 6; n += 1)
        answers.push(await gql(SUBMIT, { input: await card({ email: 'keeps.asking@example.com' }) }, undefined, ip));
      for (let n = 0; n < 5; n += 1)
        answers.push(
          await gql(
            SUBMIT,
            { input: await card({ email: 'keeps.asking@example.com', confirmed: true }) },
            undefined,
            ip,
          ),
        );
    } finally {
      skew = 10_000;
    }
    const stored = await leadCount();
    await app.db.prisma.lead.deleteMany();
    await app.db.prisma.outboxMessage.deleteMany();
    const outcome = answers.map((answer) => answer.errors?.[0]?.message ?? 'sent');
    const ask = 'Please confirm you want to send this request.';
    expect(outcome).toEqual([...Array(5).fill([ask, 'sent']).flat(), ...Array(6).fill(ask), ...Array(5).fill('sent')]);
    expect(stored).toBe(10);
  });

  it('takes one card per form token: the same token again, even at once, is refused and stores nothing', async () => {
    const spentBefore = await app.db.prisma.usedFormToken.count();
    const expired = await app.db.prisma.usedFormToken.create({
      data: { id: 'spent-long-ago', expiresAt: new Date(Date.now() - 60_000) },
    });
    // Each card from its own address, so that no renter's daily receipts run out (services/leads.ts).
    const input = await card({ notes: null, email: 'token.first@example.com' });
    expect((await gql(SUBMIT, { input })).errors).toBeUndefined();
    const replayed = await gql(SUBMIT, { input: { ...input, name: 'Someone Else', email: 'else@example.com' } });
    const together = await Promise.all(
      [1, 2].map(async (n) =>
        gql(SUBMIT, { input: await card({ notes: null, email: `token.together${n}@example.com` }) }),
      ),
    );
    const same = await card({ notes: null, email: 'token.twice@example.com' });
    const twice = await Promise.all([gql(SUBMIT, { input: same }), gql(SUBMIT, { input: same })]);
    const leads = await app.db.prisma.lead.findMany({ select: { name: true } });
    const spent = await app.db.prisma.usedFormToken.findMany({ select: { id: true } });
    await app.db.prisma.lead.deleteMany();
    await app.db.prisma.outboxMessage.deleteMany();

    expect(replayed.errors?.[0]).toMatchObject({
      message: 'This form was already sent. Please reload the page to send another request.',
      extensions: { code: 'CONFLICT', errors: { formToken: GUEST_CARD_MESSAGES.alreadySent } },
    });
    // Two forms sent together are two cards; one form sent twice at once is one.
    expect(together.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    expect(twice.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'stored').sort()).toEqual([
      'CONFLICT',
      'stored',
    ]);
    expect(leads.map((lead) => lead.name)).toEqual(Array(4).fill('Maria Garza'));
    // A token past its expiry is forgotten once another card is sent.
    expect(spent.map((row) => row.id)).not.toContain(expired.id);
    expect(spent).toHaveLength(spentBefore + 4);
  });

  it("answers a draft's id exactly as an unknown one, and no e-mail names the draft", async () => {
    const draft = await addApartment(app.db.prisma, {
      name: 'Quiet Draft Lofts',
      code: 'QD-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1300, maxPrice: 1400 }],
    });
    await app.db.prisma.apartment.update({ where: { id: draft.id }, data: { status: 'DRAFT' } });
    const answers = [];
    for (const id of [draft.id, randomUUID()]) {
      const answer = await gql(SUBMIT, { input: await card({ apartmentId: id, email: 'draft.asker@example.com' }) });
      answers.push({ message: answer.errors?.[0].message, code: answer.errors?.[0].extensions?.code });
    }
    expect(answers).toEqual(Array(2).fill({ message: 'That apartment is no longer listed', code: 'NOT_FOUND' }));
    expect(await app.db.prisma.lead.count({ where: { email: 'draft.asker@example.com' } })).toBe(0);
    expect(await app.db.prisma.outboxMessage.count({ where: { text: { contains: 'Quiet Draft Lofts' } } })).toBe(0);
    await app.db.prisma.apartment.delete({ where: { id: draft.id } });
  });

  it('stores a valid card with the e-mails to the renter and to each active agent in the same transaction', async () => {
    expect(await ok(SUBMIT, { input: await card() })).toEqual({ submitGuestCard: true });
    const lead = await app.db.prisma.lead.findFirstOrThrow();
    expect(lead).toMatchObject({
      name: 'Maria Garza',
      email: 'maria.garza@example.com',
      phone: '+12105550199',
      status: 'new',
      agentId: null,
      source: 'website',
      budgetCents: 150_000,
      apartmentId,
    });
    const messages = await app.db.prisma.outboxMessage.findMany({ orderBy: { toAddress: 'asc' } });
    const renter = messages.find((message) => message.kind === 'lead.confirmation')!;
    expect(renter.toAddress).toBe('maria.garza@example.com');
    // docs/product.md section 2: renters meet the code, not the property's name (only 'xxx-' codes show the name).
    expect(renter.text).toContain('about BH-1');
    expect(renter.subject + renter.text).not.toContain('Brook Hollow');
    const notices = messages.filter((message) => message.kind === 'lead.new');
    expect(notices.map((message) => message.toAddress).sort()).toHaveLength(2);
    // The agents' notice links to the inbox and carries no contact data of the renter.
    for (const notice of notices) {
      expect(notice.text).toContain(`/agents/leads/${lead.id}/`);
      expect(notice.text).not.toMatch(/Maria|maria\.garza|555-?0199/);
    }
  });
});

const INBOX = `query ($inbox: LeadInbox) { leads(inbox: $inbox, first: 10) { totalCount edges { node { _id name status agent { id } } } } }`;
const LEAD = `query ($id: ID!) {
  lead(id: $id) {
    _id name email phone status firstContactAt hoursToFirstContact firstContactOverdue followUpOn
    timeline { kind status text actorName }
    referrals { leaseSignedOn leaseRentCents commissionPercent commissionExpectedCents commissionReceivedCents }
    matchingApartments { name }
  }
}`;

describe('the pipeline', () => {
  let leadId: string;

  it('shows leads to staff only: anonymous callers are refused, agents see new leads, only admins see all', async () => {
    const anonymous = await gql(INBOX, { inbox: 'new' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const inbox = await ok(INBOX, { inbox: 'new' }, agent.token);
    expect(inbox.leads.totalCount).toBe(1);
    leadId = inbox.leads.edges[0].node._id;
    expect(inbox.leads.edges[0].node).toMatchObject({ name: 'Maria Garza', status: 'new', agent: null });
    const all = await gql(INBOX, { inbox: 'all' }, agent.token);
    expect(all.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ok(INBOX, { inbox: 'all' }, admin.token)).leads.totalCount).toBe(1);
  });

  it('lets one agent claim a lead; the other then neither claims nor reads it', async () => {
    const claim = `mutation ($id: ID!) { claimLead(id: $id) { status agent { id } } }`;
    expect((await ok(claim, { id: leadId }, agent.token)).claimLead.agent.id).toBe(agent.id);
    const second = await gql(claim, { id: leadId }, otherAgent.token);
    expect(second.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const read = await gql(LEAD, { id: leadId }, otherAgent.token);
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ok(INBOX, { inbox: 'mine' }, agent.token)).leads.totalCount).toBe(1);
    expect((await ok(INBOX, { inbox: 'new' }, agent.token)).leads.totalCount).toBe(0);
  });

  it('records contact, a follow-up, a tour, a lease and the commission, each on the timeline', async () => {
    await ok(
      `mutation { setApartmentCommission(apartmentId: "${apartmentId}", percent: 50) { name } }`,
      {},
      admin.token,
    );
    const lost = await gql(
      `mutation ($id: ID!) { setLeadStatus(id: $id, input: { status: lost }) { status } }`,
      { id: leadId },
      agent.token,
    );
    expect(lost.errors?.[0].extensions?.errors).toEqual({ lostReason: 'Say why the lead was lost' });
    await ok(
      `mutation ($id: ID!) { setLeadStatus(id: $id, input: { status: contacted }) { status } }`,
      { id: leadId },
      agent.token,
    );
    await ok(
      `mutation ($id: ID!) { addLeadNote(id: $id, input: { text: "Texted three options", followUpOn: "2027-01-02" }) { followUpOn } }`,
      { id: leadId },
      agent.token,
    );
    const referral = `mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) {
      upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) { commissionExpectedCents lead { status } }
    }`;
    const refer = (input: Record<string, unknown>) =>
      ok(referral, { lead: leadId, apartment: apartmentId, input }, agent.token);
    await refer({ registeredOn: '2026-11-20', propertyContact: 'Dana at the leasing office' });
    await refer({ touredOn: '2026-11-22' });
    const lease = await refer({ leaseSignedOn: '2026-12-01', leaseRentCents: 145_000, leaseTermMonths: 12 });
    expect(lease.upsertReferral.commissionExpectedCents).toBe(72_500);
    // The step hands back the lead it moved on, so the lead page shows "Leased" from the save's answer.
    expect(lease.upsertReferral.lead).toEqual({ status: 'leased' });
    const bad = await gql(
      referral,
      { lead: leadId, apartment: apartmentId, input: { leaseTermMonths: 0 } },
      agent.token,
    );
    expect(bad.errors?.[0].extensions?.errors).toEqual({ leaseTermMonths: 'Lease term must be at least 1 month' });

    const { lead } = await ok(LEAD, { id: leadId }, agent.token);
    expect(lead.status).toBe('leased');
    expect(lead.followUpOn).toBe('2027-01-02');
    expect(lead.firstContactAt).not.toBeNull();
    expect(lead.referrals).toEqual([
      {
        leaseSignedOn: '2026-12-01',
        leaseRentCents: 145_000,
        commissionPercent: 50,
        commissionExpectedCents: 72_500,
        commissionReceivedCents: null,
      },
    ]);
    expect(
      lead.timeline.map((event: { kind: string; status: string | null; text: string | null }) => [
        event.kind,
        event.status,
        event.text,
      ]),
    ).toEqual([
      ['created', 'new', 'Guest card sent from the website'],
      ['claimed', null, null],
      ['status', 'contacted', null],
      ['note', null, 'Texted three options'],
      ['followUp', null, 'Follow up on Jan 2, 2027'],
      ['referral', null, 'Referred to Brook Hollow'],
      ['referral', null, 'Registered with the property at Brook Hollow on Nov 20, 2026'],
      ['referral', null, 'Contact at Brook Hollow: Dana at the leasing office'],
      ['referral', null, 'Toured at Brook Hollow on Nov 22, 2026'],
      ['status', 'touring', null],
      ['referral', null, 'Lease signed at Brook Hollow on Dec 1, 2026'],
      ['referral', null, 'Lease at Brook Hollow: $1,450 a month for 12 months, commission expected $725'],
      ['status', 'leased', null],
    ]);
    expect(lead.timeline[1].actorName).toBe('Agent Smith');
  });

  it('refuses a status saved over a change the form had not seen, and keeps the lead where it is', async () => {
    const stale = await gql(
      `mutation ($id: ID!) { setLeadStatus(id: $id, input: { status: touring, expectedStatus: contacted }) { status } }`,
      { id: leadId },
      agent.token,
    );
    expect(stale.errors?.[0]).toMatchObject({
      message: 'This lead changed since you opened it. Reload to see its current state.',
      extensions: { code: 'CONFLICT' },
    });
    const { lead } = await ok(LEAD, { id: leadId }, agent.token);
    expect(lead.status).toBe('leased');
    const current = await ok(
      `mutation ($id: ID!) { setLeadStatus(id: $id, input: { status: leased, expectedStatus: leased }) { status } }`,
      { id: leadId },
      agent.token,
    );
    expect(current.setLeadStatus.status).toBe('leased');
  });

  it('reports commissions expected against received by month, unpaid first, as CSV too', async () => {
    const report = `{ commissionReport { months { month leases expectedCents receivedCents } lines { apartmentName overdue } csv } }`;
    expect((await gql(report, {}, agent.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const before = (await ok(report, {}, admin.token)).commissionReport;
    expect(before.months).toEqual([{ month: '2026-12', leases: 1, expectedCents: 72_500, receivedCents: 0 }]);
    expect(before.lines).toEqual([{ apartmentName: 'Brook Hollow', overdue: false }]);
    expect(before.csv.split('\r\n')[0]).toBe(
      'Apartment,Lead,Lease signed,Monthly rent,Term (months),Commission %,Expected,Received on,Received,Days since lease,Overdue',
    );
    expect(before.csv.split('\r\n')[1]).toMatch(
      /^Brook Hollow,[0-9a-f-]{36},2026-12-01,1450\.00,12,50,725\.00,,,-?\d+,no$/,
    );
    await ok(
      `mutation ($lead: ID!, $apartment: ID!) { upsertReferral(leadId: $lead, apartmentId: $apartment, input: { commissionReceivedOn: "2027-02-10", commissionReceivedCents: 72500 }) { id } }`,
      { lead: (await app.db.prisma.lead.findFirstOrThrow()).id, apartment: apartmentId },
      agent.token,
    );
    const after = (await ok(report, {}, admin.token)).commissionReport;
    expect(after.months).toEqual([{ month: '2026-12', leases: 1, expectedCents: 72_500, receivedCents: 72_500 }]);
  });
});

describe('privacy', () => {
  it("records every staff read of a renter's contact data, and an admin erases it on request", async () => {
    const lead = await app.db.prisma.lead.findFirstOrThrow();
    const views = await app.db.prisma.leadView.count({ where: { leadId: lead.id } });
    await ok(`query ($id: ID!) { lead(id: $id) { email } }`, { id: lead.id }, admin.token);
    expect(await app.db.prisma.leadView.count({ where: { leadId: lead.id } })).toBe(views + 1);
    // Criteria without contact data are not a view.
    await ok(`query ($id: ID!) { lead(id: $id) { areas status } }`, { id: lead.id }, admin.token);
    expect(await app.db.prisma.leadView.count({ where: { leadId: lead.id } })).toBe(views + 1);

    const erase = `mutation ($id: ID!) { eraseLead(id: $id) { name email phone notes status erasedAt } }`;
    expect((await gql(erase, { id: lead.id }, agent.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const erased = (await ok(erase, { id: lead.id }, admin.token)).eraseLead;
    expect(erased).toMatchObject({ name: null, email: null, phone: null, notes: null, status: 'leased' });
    const row = await app.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect([row.name, row.email, row.phone, row.notes]).toEqual([null, null, null, null]);
    expect(await app.db.prisma.outboxMessage.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await app.db.prisma.leadEvent.count({ where: { leadId: lead.id, text: { not: null } } })).toBe(0);
    // The anonymous rest still counts in the commission report.
    expect((await ok(`{ commissionReport { months { leases } } }`, {}, admin.token)).commissionReport.months).toEqual([
      { leases: 1 },
    ]);
  });

  it('erases contact data of leads of any status without activity for the retention period, and only those', async () => {
    const day = 86_400_000;
    const now = new Date('2027-06-01T12:00:00Z');
    const lead = (status: 'lost' | 'contacted' | 'new', daysAgo: number) =>
      app.db.prisma.lead.create({
        data: {
          name: `Renter ${status} ${daysAgo}`,
          email: `${status}.${daysAgo}@example.com`,
          preferredContact: 'email',
          source: 'website',
          status,
          areas: [],
          roomTypes: [],
          pets: [],
          amenities: [],
          updatedAt: new Date(now.getTime() - daysAgo * day),
        },
      });
    const old = await lead('lost', 731);
    const recent = await lead('lost', 729);
    // A spam card nobody ever touched is kept no longer than a closed lead.
    const spam = await lead('new', 731);
    // Untouched by staff for 900 days, but the renter answered a shortlist 10 days ago: still active.
    const answered = await lead('contacted', 900);
    await app.db.prisma.leadEvent.create({
      data: {
        leadId: answered.id,
        kind: 'reaction',
        text: 'Renter loves it',
        createdAt: new Date(now.getTime() - 10 * day),
      },
    });
    expect(await eraseExpiredLeads(app.db.prisma, 730, now)).toBe(2);
    const ids = [old.id, recent.id, spam.id, answered.id];
    const rows = await app.db.prisma.lead.findMany({ where: { id: { in: ids } } });
    expect(ids.map((id) => rows.find((row) => row.id === id)!.email)).toEqual([
      null,
      'lost.729@example.com',
      null,
      'contacted.900@example.com',
    ]);
  });
});

describe('Leased means a lease (docs/contract.md "Beyond docs/product.md" (leased means a lease))', () => {
  const STATUS = `mutation ($id: ID!, $input: LeadStatusInput!) { setLeadStatus(id: $id, input: $input) { status } }`;
  const REFER = `mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) {
    upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) { lead { status } }
  }`;
  const LEASE = { leaseSignedOn: '2027-03-01', leaseRentCents: 139_999, leaseTermMonths: 12 };
  let leadId: string;

  beforeAll(async () => {
    const lead = await app.db.prisma.lead.create({
      data: {
        name: 'Leo Ruiz',
        preferredContact: 'email',
        source: 'agent',
        status: 'applied',
        agentId: agent.id,
        areas: [],
        roomTypes: [],
        pets: [],
        amenities: [],
      },
    });
    leadId = lead.id;
  });

  it('refuses Leased without the lease, naming what is missing, and leaves the lead where it was', async () => {
    const none = await gql(STATUS, { id: leadId, input: { status: 'leased' } }, agent.token);
    expect(none.errors?.[0]).toMatchObject({
      message: 'lease: Leased needs the lease: its apartment, signing date, rent and term',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noRent = await gql(
      STATUS,
      {
        id: leadId,
        input: { status: 'leased', lease: { apartmentId, leaseSignedOn: '2027-03-01', leaseTermMonths: 12 } },
      },
      agent.token,
    );
    expect(noRent.errors?.[0].message).toBe('lease.leaseRentCents: Enter the monthly rent of the lease');
    expect(noRent.errors?.[0].extensions?.errors).toEqual({
      'lease.leaseRentCents': 'Enter the monthly rent of the lease',
    });
    const noApartment = await gql(STATUS, { id: leadId, input: { status: 'leased', lease: LEASE } }, agent.token);
    expect(noApartment.errors?.[0].message).toBe('lease.apartmentId: Choose the apartment leased');
    // The referral form cannot record a lease date without its rent and term either.
    const dateOnly = await gql(
      REFER,
      { lead: leadId, apartment: apartmentId, input: { leaseSignedOn: '2027-03-01' } },
      agent.token,
    );
    expect(dateOnly.errors?.[0].message).toBe('leaseRentCents: Enter the monthly rent of the lease');
    const lead = await app.db.prisma.lead.findUniqueOrThrow({ where: { id: leadId }, include: { referrals: true } });
    expect(lead.status).toBe('applied');
    expect(lead.referrals).toEqual([]);
  });

  it('records the lease with the status, so Commissions has it', async () => {
    const leased = await ok(
      STATUS,
      { id: leadId, input: { status: 'leased', expectedStatus: 'applied', lease: { apartmentId, ...LEASE } } },
      agent.token,
    );
    expect(leased.setLeadStatus.status).toBe('leased');
    const referral = await app.db.prisma.referral.findFirstOrThrow({ where: { leadId } });
    expect([referral.apartmentId, referral.leaseRentCents, referral.leaseTermMonths]).toEqual([
      apartmentId,
      139_999,
      12,
    ]);
    const report = await ok(`{ commissionReport { lines { apartmentName } } }`, {}, admin.token);
    expect(report.commissionReport.lines.length).toBeGreaterThanOrEqual(2);
    const events = await app.db.prisma.leadEvent.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => [event.kind, event.status, event.text])).toEqual([
      ['referral', null, 'Referred to Brook Hollow'],
      ['referral', null, 'Lease signed at Brook Hollow on Mar 1, 2027'],
      ['referral', null, 'Lease at Brook Hollow: $1,399.99 a month for 12 months, commission expected $700'],
      ['status', 'leased', null],
    ]);
  });

  it('keeps status and lease together: no move out of Leased while the lease stands; clearing it goes back to Applied', async () => {
    const lost = await gql(STATUS, { id: leadId, input: { status: 'lost', lostReason: 'Moved away' } }, agent.token);
    expect(lost.errors?.[0]).toMatchObject({
      message: 'This lead has a recorded lease: clear its lease date on the referral to move it out of Leased',
      extensions: { code: 'CONFLICT' },
    });
    const cleared = await ok(
      REFER,
      { lead: leadId, apartment: apartmentId, input: { leaseSignedOn: null } },
      agent.token,
    );
    expect(cleared.upsertReferral.lead.status).toBe('applied');
    // Recording the lease on the referral form moves the status to Leased, even from Lost.
    await ok(STATUS, { id: leadId, input: { status: 'lost', lostReason: 'Went quiet' } }, agent.token);
    const again = await ok(
      REFER,
      { lead: leadId, apartment: apartmentId, input: { leaseSignedOn: '2027-03-02' } },
      agent.token,
    );
    expect(again.upsertReferral.lead.status).toBe('leased');
  });
});

describe('leads written before "Leased means a lease"', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase({ migrated: false });
  });
  afterAll(() => database.drop());

  it('become Leased where a lease is recorded, and go back to their furthest step where none is', async () => {
    const { db } = database;
    await migrate(
      db,
      readMigrations().filter((migration) => migration.name < '20261128131000'),
    );
    const flat = { id: '00000000-0000-4000-8000-0000000000aa' };
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO "Apartment" ("id", "code", "name", "location", "updatedAt")
       VALUES ($1::uuid, 'OO-1', 'Old Oaks', '{"Leon Valley"}', now())`,
      flat.id,
    );
    const lead = async (id: string, status: string) =>
      db.prisma.$executeRawUnsafe(
        `INSERT INTO "Lead" ("id", "preferredContact", "areas", "roomTypes", "pets", "amenities", "source", "status", "updatedAt")
         VALUES ($1::uuid, 'email', '{}', '{}', '{}', '{}', 'agent', $2::"LeadStatus", now())`,
        id,
        status,
      );
    const referral = async (leadId: string, step: string) =>
      db.prisma.$executeRawUnsafe(
        `INSERT INTO "Referral" ("id", "leadId", "apartmentId", "${step}", "updatedAt")
         VALUES (gen_random_uuid(), $1::uuid, $2::uuid, DATE '2026-10-01', now())`,
        leadId,
        flat.id,
      );
    const [leasedNoLease, leasedApplied, contactedWithLease, consistent] = [1, 2, 3, 4].map(
      (n) => `00000000-0000-4000-8000-00000000000${n}`,
    );
    await lead(leasedNoLease, 'leased');
    await lead(leasedApplied, 'leased');
    await referral(leasedApplied, 'appliedOn');
    await lead(contactedWithLease, 'contacted');
    await referral(contactedWithLease, 'leaseSignedOn');
    await lead(consistent, 'touring');

    await migrate(db);

    const rows = await db.prisma.lead.findMany({ orderBy: { id: 'asc' }, include: { events: true } });
    expect(rows.map((row) => [row.status, row.events.map((event) => event.text)])).toEqual([
      ['contacted', ['Moved back from Leased: no lease was recorded']],
      ['applied', ['Moved back from Leased: no lease was recorded']],
      ['leased', ['Leased: a lease was recorded on a referral']],
      ['touring', []],
    ]);
  });
});
