// Who reads renters' data (docs/contract.md, Accounts and sessions; Beyond the spec): a new agent waits for an
// admin's approval before it can log in, a disabled one loses its tokens at once, staff accounts have hourly
// budgets a script meets at once, and only a LEADS key among API keys reads leads and the outbox, with the
// renters' link tokens masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_LICENSE_MESSAGE } from '../src/domain/index.js';
import { RENTER_DATA_MESSAGE } from '../src/auth/api-key-scope.js';
import { STAFF_LIMIT_MESSAGES } from '../src/auth/staff-limits.js';
import { loadConfig } from '../src/config.js';
import { ensureBootstrapAgent } from '../src/services/accounts.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import {
  adminSession,
  agentSession,
  appWithSecret,
  gqlFromAddresses,
  PASSWORD,
  signupAs,
  uniqueEmail,
} from './sessions.js';

let app: TestApp;
let admin: { id: string; email: string; token: string };
let apartmentId: string;
/** The requests' clock runs ahead of real time: a renter takes a while to fill the guest card in. */
const gql = gqlFromAddresses(() => app, '10.40.0');

const LEADS = '{ leads(inbox: new) { totalCount edges { node { id name email phone notes } } } }';
const SUBMIT = 'mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }';

const card = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Renter',
  email: 'rita.renter@example.com',
  phone: '(210) 555-0123',
  preferredContact: 'email',
  notes: 'Gate code 4321',
  consent: true,
  ...overrides,
});

async function renterLead(agentId: string | null = null) {
  return app.db.prisma.lead.create({
    data: {
      name: 'Rita Renter',
      email: 'rita.renter@example.com',
      phone: '+12105550123',
      notes: 'Gate code 4321',
      preferredContact: 'email',
      source: 'website',
      agentId,
      areas: [],
      roomTypes: [],
      pets: [],
      amenities: [],
    },
  });
}

beforeAll(async () => {
  app = await appWithSecret({ clock: () => new Date(Date.now() + 10_000) });
  admin = await adminSession(app);
  apartmentId = (
    await addApartment(app.db.prisma, {
      name: 'Brook Hollow',
      code: 'BH-9',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1400, maxPrice: 1500 }],
    })
  ).id;
  await renterLead();
});
afterAll(() => app.close());

describe('agent sign-up and approval', () => {
  it("keeps a new agent out of renters' data until an admin approves it", async () => {
    const email = uniqueEmail('newcomer');
    // The spec's three-field body still works; the answer says an admin will approve the account.
    const signup = await signupAs(app, 'agents', { name: 'Nico Newcomer', email, password: PASSWORD });
    expect(signup).toMatchObject({
      status: 201,
      body: { message: 'Signup successful! An admin will approve your agent account before you can log in.' },
    });
    const login = await app.rest('POST', '/api/agents/login', { email, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { message: 'Your agent account is waiting for approval.' } });
    const gqlLogin = await gql('mutation($i: LoginInput!) { loginAgent(input: $i) { token } }', {
      i: { email, password: PASSWORD },
    });
    expect(gqlLogin.errors?.[0]).toMatchObject({
      message: 'Your agent account is waiting for approval.',
      extensions: { code: 'FORBIDDEN' },
    });

    const approved = await gql(
      'mutation($id: ID!) { approveAgent(id: $id) { name status } }',
      { id: signup.body.agentId },
      admin.token,
    );
    expect(approved.data).toEqual({ approveAgent: { name: 'Nico Newcomer', status: 'ACTIVE' } });
    const session = await app.rest('POST', '/api/agents/login', { email, password: PASSWORD });
    expect(session.status).toBe(200);
    const leads = await gql(LEADS, {}, session.body.token);
    expect(leads.data?.leads.edges[0].node).toMatchObject({ email: 'rita.renter@example.com' });
  });

  it('tells every active admin of an agent waiting for approval, and the agent once approved, in their language', async () => {
    // The messages of one kind to one address about this sign-up.
    const outbox = (kind: string, to: string) =>
      app.db.prisma.outboxMessage.findMany({
        where: { kind, toAddress: to, text: { contains: kind === 'account.agentWaiting' ? email : '' } },
        select: { subject: true, text: true },
      });
    const email = uniqueEmail('waiting');
    const signup = await signupAs(app, 'agents', {
      name: 'Wanda Waiting',
      email,
      password: PASSWORD,
      licenseNumber: '0712345',
    });
    const [notice] = await outbox('account.agentWaiting', admin.email);
    expect(notice.subject).toBe('An agent is waiting for approval - SATX Apartment Locators');
    expect(notice.text).toContain(`Wanda Waiting (${email}) signed up as an agent with Texas license 0712345`);
    expect(notice.text).toContain(`/admins/${admin.id}/apartment-manager/`);
    // A second sign-up with the same address changes nothing, so it tells nobody.
    await signupAs(app, 'agents', { name: 'Wanda Again', email, password: PASSWORD });
    expect(await outbox('account.agentWaiting', admin.email)).toHaveLength(1);

    await app.db.prisma.agent.update({ where: { id: signup.body.agentId }, data: { languages: ['ES', 'EN'] } });
    await gql('mutation($id: ID!) { approveAgent(id: $id) { status } }', { id: signup.body.agentId }, admin.token);
    const approved = await outbox('account.agentApproved', email);
    expect(approved).toEqual([
      {
        subject: 'Su cuenta de agente fue aprobada - SATX Apartment Locators',
        text: expect.stringMatching(
          /^Hola, Wanda Waiting:\n\nUn administrador aprobó su cuenta de agente.*\/agents\/login\/$/s,
        ),
      },
    ]);
    // Approving an active agent again sends nothing more.
    await gql('mutation($id: ID!) { approveAgent(id: $id) { status } }', { id: signup.body.agentId }, admin.token);
    expect(await outbox('account.agentApproved', email)).toHaveLength(1);
  });

  it('lists pending agents with their license number to admins only, and checks the number', async () => {
    const email = uniqueEmail('licensed');
    const signup = await gql('mutation($i: SignupInput!) { signupAgent(input: $i) { id status } }', {
      i: { name: 'Lena Licensed', email, password: PASSWORD, licenseNumber: ' 0654321 ' },
    });
    expect(signup.data?.signupAgent.status).toBe('PENDING');
    const pending = await gql('{ pendingAgents { name email licenseNumber status } }', {}, admin.token);
    expect(pending.data?.pendingAgents).toContainEqual({
      name: 'Lena Licensed',
      email,
      licenseNumber: '0654321',
      status: 'PENDING',
    });
    const rest = await app.rest('GET', '/api/admins/agents/pending', undefined, admin.token);
    expect(rest.body.agents.map((agent: { email: string }) => agent.email)).toContain(email);

    const bad = await signupAs(app, 'agents', {
      name: 'Bad Number',
      email: uniqueEmail('bad'),
      password: PASSWORD,
      licenseNumber: '12ab',
    });
    expect(bad).toMatchObject({ status: 400, body: { errors: { licenseNumber: AGENT_LICENSE_MESSAGE } } });
    expect(AGENT_LICENSE_MESSAGE).toBe('A Texas real-estate license number is 4 to 7 digits');

    const agent = await agentSession(app);
    const asAgent = await gql('{ pendingAgents { id } }', {}, agent.token);
    expect(asAgent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const approveAsAgent = await gql(
      'mutation($id: ID!) { approveAgent(id: $id) { id } }',
      { id: signup.data?.signupAgent.id },
      agent.token,
    );
    expect(approveAsAgent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql('{ pendingAgents { id } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records the approval in the audit trail; approving twice changes nothing; a disabled agent stays out', async () => {
    const email = uniqueEmail('audited');
    const { body } = await signupAs(app, 'agents', { name: 'Ava Audited', email, password: PASSWORD });
    const approve = () => app.rest('POST', `/api/admins/agents/${body.agentId}/approve`, undefined, admin.token);
    expect(await approve()).toMatchObject({ status: 200, body: { agent: { status: 'ACTIVE' } } });
    expect(await approve()).toMatchObject({ status: 200, body: { agent: { status: 'ACTIVE' } } });
    const entries = await app.db.prisma.auditEntry.findMany({ where: { entityId: body.agentId } });
    expect(entries.map((entry) => [entry.action, entry.entity, entry.adminId])).toEqual([
      ['approve', 'agent', admin.id],
    ]);
    await app.rest('POST', `/api/admins/agents/${body.agentId}/disable`, undefined, admin.token);
    expect(await approve()).toMatchObject({
      status: 409,
      body: { message: 'This agent account is disabled; it cannot be approved.' },
    });
  });

  it("refuses a disabled agent's token on its very next request", async () => {
    const agent = await agentSession(app);
    expect((await gql(LEADS, {}, agent.token)).errors).toBeUndefined();
    const disabled = await gql(
      'mutation($id: ID!) { disableAgent(id: $id) { status } }',
      { id: agent.id },
      admin.token,
    );
    expect(disabled.data).toEqual({ disableAgent: { status: 'DISABLED' } });
    const refused = await gql(LEADS, {}, agent.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const login = await app.rest('POST', '/api/agents/login', { email: agent.email, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { message: 'This account is not active.' } });
  });
});

describe('the demo agent (AGENT_EMAIL / AGENT_PASSWORD)', () => {
  it('is made active at start-up, as the configured admin is, and a pending sign-up of it is approved', async () => {
    const email = uniqueEmail('Demo.Agent');
    const { body } = await signupAs(app, 'agents', { name: 'Early Bird', email, password: PASSWORD });
    expect(await ensureBootstrapAgent(app.db.prisma, { email, password: 'demo agent password' })).toBe(body.agentId);
    const row = await app.db.prisma.agent.findUniqueOrThrow({ where: { id: body.agentId } });
    expect(row.status).toBe('ACTIVE');
    const fresh = uniqueEmail('fresh.demo');
    const id = await ensureBootstrapAgent(app.db.prisma, { email: fresh, password: 'demo agent password' });
    const login = await app.rest('POST', '/api/agents/login', { email: fresh, password: 'demo agent password' });
    expect(login).toMatchObject({ status: 200, body: { agentId: id } });
  });

  it('needs both settings or neither', () => {
    expect(() => loadConfig({ AGENT_EMAIL: 'agent@example.com' })).toThrow(
      'AGENT_EMAIL and AGENT_PASSWORD go together',
    );
    expect(loadConfig({ AGENT_EMAIL: 'agent@example.com', AGENT_PASSWORD: 'long enough 1' }).bootstrapAgent).toEqual({
      email: 'agent@example.com',
      password: 'long enough 1',
    });
    expect(loadConfig({ AGENT_EMAIL: '', AGENT_PASSWORD: '' }).bootstrapAgent).toBeUndefined();
  });
});

describe("staff accounts' hourly budgets", () => {
  it('refuses the sixteenth guest card an agent enters in an hour with 429 and Retry-After', async () => {
    const agent = await agentSession(app);
    const before = await app.db.prisma.lead.count({ where: { createdByAgentId: agent.id } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(SUBMIT, { input: card({ apartmentId, email: `burst.${i}@example.com` }) }, agent.token),
      ),
    );
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(15);
    expect(refused[0].status).toBe(429);
    expect(refused[0].errors?.[0]).toMatchObject({
      message: STAFF_LIMIT_MESSAGES.guestCards,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(Number(refused[0].errors?.[0].extensions?.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused[0].headers?.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0].errors?.[0].extensions).not.toHaveProperty('http');
    expect((await app.db.prisma.lead.count({ where: { createdByAgentId: agent.id } })) - before).toBe(15);
    // Another agent's budget is its own.
    const other = await agentSession(app);
    expect((await gql(SUBMIT, { input: card({ apartmentId }) }, other.token)).errors).toBeUndefined();
  });

  it('refuses shortlists past the hourly budget, and e-mails to renters past theirs', async () => {
    const agent = await agentSession(app);
    const send = async () => {
      const lead = await renterLead(agent.id);
      return gql(
        'mutation($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { id } }',
        { lead: lead.id, input: { note: 'Have a look', items: [{ apartmentId }] } },
        agent.token,
      );
    };
    for (let i = 0; i < 15; i += 1) expect((await send()).errors).toBeUndefined();
    expect((await send()).errors?.[0]).toMatchObject({
      message: STAFF_LIMIT_MESSAGES.shortlists,
      extensions: { code: 'RATE_LIMITED' },
    });
    // Guest cards (each confirmed to the renter by e-mail) and shortlists share the agent's e-mail budget.
    const mixer = await agentSession(app);
    for (let i = 0; i < 15; i += 1)
      expect(
        (await gql(SUBMIT, { input: card({ email: `mix.${i}@example.com` }) }, mixer.token)).errors,
      ).toBeUndefined();
    const lead = await renterLead(mixer.id);
    const list = (token: string) =>
      gql(
        'mutation($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { id } }',
        { lead: lead.id, input: { items: [{ apartmentId }] } },
        token,
      );
    for (let i = 0; i < 10; i += 1) expect((await list(mixer.token)).errors).toBeUndefined();
    expect((await list(mixer.token)).errors?.[0].message).toBe(STAFF_LIMIT_MESSAGES.emails);
  });
});

describe("API keys and renters' data", () => {
  const CREATE_KEY = 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }';
  const key = async (scope: 'READ' | 'WRITE' | 'LEADS') =>
    (await gql(CREATE_KEY, { input: { name: `${scope} tool`, scope } }, admin.token)).data?.createApiKey.key as string;
  const OUTBOX = '{ outboxMessages(limit: 100) { messages { kind text } } }';

  it('refuses leads, one lead and the outbox to READ and WRITE keys', async () => {
    const lead = await app.db.prisma.lead.findFirstOrThrow();
    for (const scope of ['READ', 'WRITE'] as const) {
      const token = await key(scope);
      for (const [query, variables] of [
        [LEADS, {}],
        ['query($id: ID!) { lead(id: $id) { email } }', { id: lead.id }],
        [OUTBOX, {}],
      ] as const) {
        const answer = await gql(query, variables, token);
        expect(answer.errors?.[0]).toMatchObject({ message: RENTER_DATA_MESSAGE, extensions: { code: 'FORBIDDEN' } });
        expect(JSON.stringify(answer.data)).not.toContain('rita.renter@example.com');
      }
    }
    const writer = await key('WRITE');
    const assign = await gql('mutation($id: ID!) { assignLead(id: $id) { email } }', { id: lead.id }, writer);
    expect(assign.errors?.[0].message).toBe(RENTER_DATA_MESSAGE);
  });

  it('lets a LEADS key read leads and the outbox with masked link tokens, and change nothing', async () => {
    const agent = await agentSession(app);
    const lead = await renterLead(agent.id);
    const sent = await gql(
      'mutation($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { link } }',
      { lead: lead.id, input: { items: [{ apartmentId }] } },
      agent.token,
    );
    const token = /\/list\/([\w-]{43})\//.exec(sent.data?.createShortlist.link as string)![1];
    const leadsKey = await key('LEADS');

    const leads = await gql(LEADS, {}, leadsKey);
    expect(leads.data?.leads.edges.map((edge: { node: { email: string } }) => edge.node.email)).toContain(
      'rita.renter@example.com',
    );
    const outbox = await gql(OUTBOX, {}, leadsKey);
    const mail = outbox.data?.outboxMessages.messages.find(
      (message: { kind: string }) => message.kind === 'shortlist.sent',
    );
    expect(mail.text).toContain(`/list/${token.slice(0, 4)}…`);
    expect(JSON.stringify(outbox.data)).not.toContain(token);
    const shortlists = await gql(
      'query($id: ID!) { lead(id: $id) { shortlists { link } } }',
      { id: lead.id },
      leadsKey,
    );
    expect(shortlists.data?.lead.shortlists[0].link).toMatch(new RegExp(`/list/${token.slice(0, 4)}…/$`));

    const claim = await gql('mutation($id: ID!) { claimLead(id: $id) { id } }', { id: lead.id }, leadsKey);
    expect(claim.errors?.[0]).toMatchObject({
      message: 'This API key has LEADS scope: it reads leads but cannot make changes.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it("masks the renters' link tokens in the admin's own outbox view", async () => {
    const answer = await gql(OUTBOX, {}, admin.token);
    const texts = (answer.data?.outboxMessages.messages as { text: string }[])
      .map((message) => message.text)
      .join('\n');
    expect(texts).toMatch(/\/list\/[\w-]{4}…/);
    expect(texts).not.toMatch(/\/list\/[\w-]{43}/);
  });
});
