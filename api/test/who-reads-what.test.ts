// Who reads what (README "Security", docs/contract.md "Beyond docs/product.md", "Where an apartment is" and "Who
// qualifies"), tried the way an attacker would: an internal tool's key asking for renters through the commission
// report, for street addresses over REST and the audit trail; an agent taken off a lead keeping an old shortlist link;
// an admin handing a lead to an agent account they approved themselves to read its criminal-history answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTER_DATA_MESSAGE } from '../src/auth/api-key-scope.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import {
  adminSession,
  agentSession,
  appWithSecret,
  gqlFromAddresses,
  okFrom,
  PASSWORD,
  signupAs,
  uniqueEmail,
} from './sessions.js';

let app: TestApp;
const gql = gqlFromAddresses(() => app, '10.39.0');
const ok = okFrom(gql);

// Values no fixture holds: found in an answer, they came from the renter, the agents' notes or the address.
const RENTER = { name: 'Renata Quintero', email: 'renata.quintero@example.com', phone: '(210) 555-0139' };
const RENTER_NOTES = 'Ground floor please, my knee is bad';
const FIRST_AGENT_NOTE = 'Renata prefers calls after six';
const NEW_AGENT_NOTE = 'Second agent: she is also looking with another locator';
const PEARL = { latitude: 29.4424, longitude: -98.4805 };
const ADDRESS = { street: '303 Pearl Pkwy', city: 'San Antonio', state: 'TX', zip: '78215' };
const RENTER_TEXTS = [RENTER.name, RENTER.email, '555-0139', '5550139', RENTER_NOTES, FIRST_AGENT_NOTE];
const LOCATION_TEXTS = ['303 Pearl Pkwy', '29.4424', '-98.4805', '78215'];

let admin: { id: string; token: string };
let agent: { id: string; token: string };
let apartmentId: string;
let leadId: string;
const keys: Record<'READ' | 'WRITE' | 'LEADS', string> = { READ: '', WRITE: '', LEADS: '' };

const SUBMIT = 'mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }';
const CLAIM = 'mutation ($id: ID!) { claimLead(id: $id) { status } }';
const ASSIGN = 'mutation ($id: ID!, $agent: ID) { assignLead(id: $id, agentId: $agent) { agent { id } } }';
const NOTE = 'mutation ($id: ID!, $text: String) { addLeadNote(id: $id, input: { text: $text }) { status } }';
const AUDIT = `query ($entity: ID) {
  auditTrail(entityId: $entity, first: 200) {
    edges { node { action entity entityId admin { id } changes { field before after } } }
  }
}`;

type AuditNode = {
  action: string;
  entity: string;
  entityId: string;
  admin: { id: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
};

const auditOf = async (entityId: string, token = admin.token) =>
  ((await ok(AUDIT, { entity: entityId }, token)).auditTrail.edges as { node: AuditNode }[]).map((edge) => edge.node);

let cards = 0;
/** A renter's guest card, with answers to "Do I qualify?" when given; answers the new lead's id. */
async function guestCard(extra: Record<string, unknown> = {}) {
  cards += 1;
  const token = (await ok('{ guestCardToken }')).guestCardToken as string;
  const email = cards === 1 ? RENTER.email : `renter.${cards}@example.com`;
  await ok(SUBMIT, {
    input: {
      name: RENTER.name,
      email,
      phone: RENTER.phone,
      preferredContact: 'phone',
      notes: RENTER_NOTES,
      areas: ['Downtown/Pearl/Southtown'],
      consent: true,
      formToken: token,
      confirmed: true,
      ...extra,
    },
  });
  return (await app.db.prisma.lead.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } })).id;
}

beforeAll(async () => {
  app = await appWithSecret();
  admin = await adminSession(app);
  agent = await agentSession(app);
  for (const scope of ['READ', 'WRITE', 'LEADS'] as const)
    keys[scope] = (
      await ok(
        'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
        { input: { name: `${scope} tool`, scope } },
        admin.token,
      )
    ).createApiKey.key;

  apartmentId = (
    await addApartment(app.db.prisma, {
      name: 'Pearl Lofts',
      code: 'WR-39',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'oneBed', minPrice: 1200, maxPrice: 1400 }],
    })
  ).id;
  // An admin's location edit: the audit trail holds the address and the point before and after.
  await ok(
    'mutation ($input: SetApartmentLocationInput!) { setApartmentLocation(input: $input) { id } }',
    { input: { apartmentId, address: ADDRESS, location: PEARL } },
    admin.token,
  );

  // A renter's lead, worked to a signed lease: it is on the commission report.
  leadId = await guestCard();
  await ok(CLAIM, { id: leadId }, agent.token);
  await ok(NOTE, { id: leadId, text: FIRST_AGENT_NOTE }, agent.token);
  await ok(
    'mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) { upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) { id } }',
    {
      lead: leadId,
      apartment: apartmentId,
      input: { leaseSignedOn: '2026-11-01', leaseRentCents: 130_000, leaseTermMonths: 12 },
    },
    agent.token,
  );
});

afterAll(async () => {
  await app.close();
});

describe("API keys and renters' personal data", () => {
  const REPORT_PEOPLE =
    '{ commissionReport { lines { referral { lead { name email phone notes timeline { text } } } } } }';

  it('refuses a READ or a WRITE key the renters behind the commission report, and still gives it the report', async () => {
    for (const scope of ['READ', 'WRITE'] as const) {
      const answer = await gql(REPORT_PEOPLE, {}, keys[scope]);
      expect(answer.errors?.[0]).toMatchObject({ message: RENTER_DATA_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      for (const text of RENTER_TEXTS) expect(JSON.stringify(answer)).not.toContain(text);
      // The report itself (money and dates, the lead's id) is the catalog-and-reports kind of data a key reads.
      const report = await ok(
        '{ commissionReport { months { leases } lines { leadId apartmentName referral { leaseRentCents } } } }',
        {},
        keys[scope],
      );
      expect(report.commissionReport.lines).toEqual([
        { leadId, apartmentName: 'Pearl Lofts', referral: { leaseRentCents: 130_000 } },
      ]);
    }
  });

  it("refuses every other way to a lead's fields for those keys, and records no read", async () => {
    const viewsBefore = await app.db.prisma.leadView.count({ where: { leadId } });
    for (const scope of ['READ', 'WRITE'] as const) {
      const answer = await gql(
        '{ commissionReport { lines { referral { lead { status budgetCents } } } } }',
        {},
        keys[scope],
      );
      expect(answer.errors?.[0]?.message).toBe(RENTER_DATA_MESSAGE);
      expect(JSON.stringify(answer.data ?? null)).not.toContain('leased');
      const rest = await app.rest('GET', `/api/admins/leads/${leadId}`, undefined, keys[scope]);
      expect(rest.status).toBe(403);
      expect(rest.body.message).toBe(RENTER_DATA_MESSAGE);
    }
    expect(await app.db.prisma.leadView.count({ where: { leadId } })).toBe(viewsBefore);
  });

  it('lets a LEADS key and an admin read them, each read recorded', async () => {
    const viewsBefore = await app.db.prisma.leadView.count({ where: { leadId } });
    for (const token of [keys.LEADS, admin.token]) {
      const report = await ok(REPORT_PEOPLE, {}, token);
      expect(report.commissionReport.lines[0].referral.lead).toMatchObject({ name: RENTER.name, email: RENTER.email });
    }
    expect(await app.db.prisma.leadView.count({ where: { leadId } })).toBe(viewsBefore + 2);
  });
});

describe('street addresses and exact points', () => {
  it('leaves them out of the REST staff list for an API key, as GraphQL does', async () => {
    const own = await app.rest('GET', '/api/admins/apartments', undefined, admin.token);
    const pearl = own.body.apartments.find((row: { _id: string }) => row._id === apartmentId);
    expect(pearl).toMatchObject({ address: ADDRESS, exactLocation: PEARL });
    for (const scope of ['READ', 'WRITE', 'LEADS'] as const) {
      const rest = await app.rest('GET', '/api/admins/apartments', undefined, keys[scope]);
      expect(rest.status).toBe(200);
      const row = rest.body.apartments.find((candidate: { _id: string }) => candidate._id === apartmentId);
      expect(row).toMatchObject({ code: 'WR-39', address: null, exactLocation: null });
      for (const text of LOCATION_TEXTS) expect(JSON.stringify(rest.body)).not.toContain(text);
      const graphql = await ok(
        '{ adminApartments { code address { street } exactLocation { latitude } } }',
        {},
        keys[scope],
      );
      expect(graphql.adminApartments).toContainEqual({ code: 'WR-39', address: null, exactLocation: null });
    }
  });

  it("hides the location edits' values in the audit trail from an API key, on both doors", async () => {
    const own = await auditOf(apartmentId);
    const edit = own.find((entry) => entry.changes.some((change) => change.field === 'latitude'))!;
    expect(edit.changes).toContainEqual({ field: 'latitude', before: null, after: '29.4424' });
    expect(edit.changes).toContainEqual({ field: 'street', before: null, after: '"303 Pearl Pkwy"' });
    const ownRest = await app.rest('GET', `/api/admins/audit?apartmentId=${apartmentId}`, undefined, admin.token);
    expect(JSON.stringify(ownRest.body)).toContain('303 Pearl Pkwy');

    for (const scope of ['READ', 'WRITE', 'LEADS'] as const) {
      const viaGraphql = await auditOf(apartmentId, keys[scope]);
      const hidden = viaGraphql.find((entry) => entry.changes.some((change) => change.field === 'latitude'))!;
      // The key learns that the location changed, never what it was or became.
      expect(hidden.changes).toContainEqual({ field: 'latitude', before: null, after: null });
      expect(hidden.changes).toContainEqual({ field: 'street', before: null, after: null });
      const viaRest = await app.rest('GET', `/api/admins/audit?apartmentId=${apartmentId}`, undefined, keys[scope]);
      expect(viaRest.status).toBe(200);
      for (const text of LOCATION_TEXTS) {
        expect(JSON.stringify(viaGraphql)).not.toContain(text);
        expect(JSON.stringify(viaRest.body)).not.toContain(text);
      }
    }
  });
});

describe('a shortlist link after the lead moves to another agent', () => {
  const LIST_LEAD = `query ($token: String!) {
    shortlist(token: $token) { items { id } lead { name email phone notes timeline { text } } }
  }`;

  it("stops giving the old agent the lead's contact data and the new agent's notes", async () => {
    const first = await agentSession(app);
    const second = await agentSession(app);
    const lead = await guestCard();
    await ok(CLAIM, { id: lead }, first.token);
    const sent = await ok(
      'mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { link } }',
      { lead, input: { items: [{ apartmentId }] } },
      first.token,
    );
    const token = /\/list\/([\w-]{43})\//.exec(sent.createShortlist.link as string)![1];
    expect((await ok(LIST_LEAD, { token }, first.token)).shortlist.lead.name).toBe(RENTER.name);

    await ok(ASSIGN, { id: lead, agent: second.id }, admin.token);
    await ok(NOTE, { id: lead, text: NEW_AGENT_NOTE }, second.token);

    const old = await gql(LIST_LEAD, { token }, first.token);
    expect(old.errors?.[0]).toMatchObject({ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } });
    for (const text of [...RENTER_TEXTS, NEW_AGENT_NOTE]) expect(JSON.stringify(old)).not.toContain(text);
    // The lead's own query says the same to the old agent; the new agent reads it through the list.
    expect(
      (await gql('query ($id: ID!) { lead(id: $id) { name } }', { id: lead }, first.token)).errors?.[0].message,
    ).toBe('Lead not found');
    const current = await ok(LIST_LEAD, { token }, second.token);
    expect(current.shortlist.lead.timeline.map((event: { text: string | null }) => event.text)).toContain(
      NEW_AGENT_NOTE,
    );
    // The renter's link itself still works for the renter.
    expect(
      (await ok('query ($token: String!) { shortlist(token: $token) { items { id } } }', { token })).shortlist.items,
    ).toHaveLength(1);

    // The renter's answer on the list goes to the agent who now has the lead, not to the one who sent the list.
    const itemId = current.shortlist.items[0].id;
    await ok(
      'mutation ($token: String!, $item: ID!) { reactToShortlistItem(token: $token, itemId: $item, reaction: love, comment: "Love the light") { reaction } }',
      { token, item: itemId },
    );
    const notices = await app.db.prisma.outboxMessage.findMany({ where: { kind: 'shortlist.reaction', leadId: lead } });
    expect(notices.map((notice) => notice.toAddress)).toEqual([second.email]);
  });
});

describe('criminal-history answers and the admin who approved the agent', () => {
  const ANSWERS = `query ($id: ID!) { lead(id: $id) { qualification { criminalHistory yearsSinceCriminalRecord } } }`;

  it("records an admin assigning a lead to an agent they approved, and flags that agent's first read", async () => {
    // A second admin, and an agent account that admin signs up and approves: the admin controls both.
    const rogue = await adminSession(app);
    const email = uniqueEmail('puppet');
    const signup = await signupAs(app, 'agents', { name: 'Pat Puppet', email, password: PASSWORD });
    const puppetId = signup.body.agentId as string;
    await ok('mutation ($id: ID!) { approveAgent(id: $id) { status } }', { id: puppetId }, rogue.token);
    const login = await app.rest('POST', '/api/agents/login', { email, password: PASSWORD });
    const puppet = { id: puppetId, token: login.body.token as string };

    const lead = await guestCard({
      qualification: { monthlyIncomeCents: 400_000, criminalHistory: 'FELONY', yearsSinceCriminalRecord: 6 },
      shareQualification: true,
    });
    // The admin's own token never reads the answer.
    await ok(ASSIGN, { id: lead, agent: puppetId }, rogue.token);
    expect((await ok(ANSWERS, { id: lead }, rogue.token)).lead.qualification).toEqual({
      criminalHistory: null,
      yearsSinceCriminalRecord: null,
    });

    const assignment = (await auditOf(lead)).filter((entry) => entry.action === 'assign');
    expect(assignment).toEqual([
      {
        action: 'assign',
        entity: 'lead',
        entityId: lead,
        admin: { id: rogue.id },
        changes: [
          { field: 'agentId', before: null, after: JSON.stringify(puppetId) },
          { field: 'approvedBySameAdmin', before: null, after: 'true' },
        ],
      },
    ]);
    expect((await auditOf(puppetId)).filter((entry) => entry.action === 'flag')).toEqual([]);

    // The agent's token reads the answer, and that first read is flagged, once, whichever door.
    expect((await ok(ANSWERS, { id: lead }, puppet.token)).lead.qualification).toEqual({
      criminalHistory: 'FELONY',
      yearsSinceCriminalRecord: 6,
    });
    const rest = await app.rest('GET', `/api/agents/leads/${lead}`, undefined, puppet.token);
    expect(rest.body.lead.qualification.criminalHistory).toBe('FELONY');
    await ok(ANSWERS, { id: lead }, puppet.token);
    const flags = (await auditOf(puppetId)).filter((entry) => entry.action === 'flag');
    expect(flags).toEqual([
      {
        action: 'flag',
        entity: 'agent',
        entityId: puppetId,
        admin: { id: rogue.id },
        changes: [{ field: 'criminalHistoryRead', before: null, after: JSON.stringify(lead) }],
      },
    ]);
    // The same rows over REST.
    const restAudit = await app.rest('GET', `/api/admins/audit?entityId=${puppetId}`, undefined, admin.token);
    expect(restAudit.body.entries.filter((entry: { action: string }) => entry.action === 'flag')).toHaveLength(1);
  });

  it('records nothing when the agent was approved by someone else or claimed the lead', async () => {
    const lead = await guestCard({
      qualification: { monthlyIncomeCents: 400_000, criminalHistory: 'MISDEMEANOR', yearsSinceCriminalRecord: 2 },
      shareQualification: true,
    });
    const other = await agentSession(app);
    const stranger = await adminSession(app);
    await ok(ASSIGN, { id: lead, agent: other.id }, stranger.token);
    expect((await ok(ANSWERS, { id: lead }, other.token)).lead.qualification.criminalHistory).toBe('MISDEMEANOR');
    expect((await auditOf(lead)).filter((entry) => entry.action === 'assign')).toEqual([]);
    expect((await auditOf(other.id)).filter((entry) => entry.action === 'flag')).toEqual([]);

    const claimed = await guestCard({
      qualification: { monthlyIncomeCents: 400_000, criminalHistory: 'FELONY', yearsSinceCriminalRecord: 9 },
      shareQualification: true,
    });
    await ok(CLAIM, { id: claimed }, agent.token);
    expect((await ok(ANSWERS, { id: claimed }, agent.token)).lead.qualification.criminalHistory).toBe('FELONY');
    expect((await auditOf(agent.id)).filter((entry) => entry.action === 'flag')).toEqual([]);
  });
});
