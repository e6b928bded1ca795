// The staff's live inbox (services/lead-feed.ts): two app instances on one database and one Redis, as in production.
// An agent subscribed on one hears a guest card sent on the other within a second, then claims, assignments, status
// changes and renters' answers; agents hear only what the inbox would show them; anonymous callers, pending agents
// and keys without LEADS scope are refused; a stream ends with its session (disabled, logout, expiry, new password,
// revoked key); streams are limited per account and address; an event costs the same reads for one stream as for
// five and is recorded once per account; deployments sharing one Redis never hear each other.
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ensureBootstrapAgent } from '../src/services/accounts.js';
import { createLeadFeed, leadFeedChannel, type LeadFeed } from '../src/services/lead-feed.js';
import liveInboxSubscription from '../../web/src/__generated__/useLiveInboxSubscription.graphql.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import {
  adminSession,
  agentSession,
  appWithSecret,
  forgeToken,
  gqlFromAddresses,
  signupAs,
  uniqueEmail,
} from './sessions.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const LEAD_EVENTS = `subscription { leadEvents { kind leadId lead { id _id name status agent { name } } } }`;

interface Notice {
  kind: string;
  leadId: string;
  lead: { id: string; _id: string; name: string | null; status: string; agent: { name: string } | null } | null;
}

/** One open SSE stream of `leadEvents`, read as yoga writes it (`event: next` / `event: complete`). */
interface Stream {
  notices: Notice[];
  errors: { message: string; extensions?: { code?: string } }[];
  /** The next notice not yet taken, or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Notice>;
  /** Resolves when the server ends the stream. */
  completed: Promise<void>;
  close(): void;
}

/** Each stream comes from a client address of its own unless the test names one (limits per address). */
let streamAddress = 0;
const nextAddress = () => `10.43.${Math.floor((streamAddress += 1) / 250) % 250}.${streamAddress % 250}`;

async function subscribe(
  app: TestApp,
  token?: string,
  body: object = { query: LEAD_EVENTS },
  address = nextAddress(),
): Promise<Stream> {
  const controller = new AbortController();
  const response = await app.fetch(
    new Request('http://app.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    }),
  );
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const notices: Notice[] = [];
  const errors: Stream['errors'] = [];
  let taken = 0;
  let wake: () => void = () => undefined;
  let finish: () => void = () => undefined;
  const completed = new Promise<void>((resolve) => (finish = resolve));
  let firstChunk: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstChunk = resolve));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        firstChunk();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (\w+)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (event === 'next' && data) {
            const body = JSON.parse(data) as { data?: { leadEvents: Notice }; errors?: Stream['errors'] };
            if (body.errors) errors.push(...body.errors);
            if (body.data?.leadEvents) notices.push(body.data.leadEvents);
            wake();
          }
        }
      }
    } catch {
      // aborted by close()
    }
    firstChunk();
    finish();
    wake();
  })();
  // Yoga's stream opens with a ping once the subscription is set up.
  await started;
  return {
    notices,
    errors,
    completed,
    close: () => {
      controller.abort();
      // In process no socket closes: the reader's cancel reaches the server's stream, as a closed connection does.
      void reader.cancel().catch(() => undefined);
    },
    async next(timeoutMs = 1_000) {
      const deadline = Date.now() + timeoutMs;
      while (notices.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no notice within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return notices[(taken += 1) - 1];
    },
  };
}

let first: TestApp;
let second: TestApp;
const feeds: LeadFeed[] = [];
const streams: Stream[] = [];
const gqlFirst = gqlFromAddresses(() => first, '10.41.0');
const gqlSecond = gqlFromAddresses(() => second, '10.42.0');

async function open(app: TestApp, token?: string, body?: object, address?: string) {
  const stream = await subscribe(app, token, body, address);
  streams.push(stream);
  return stream;
}

/** A renter's guest card sent on `app`'s instance. */
async function guestCard(gql: typeof gqlFirst, name: string, email = uniqueEmail('renter')): Promise<void> {
  const { data: tokenData } = await gql('{ guestCardToken }');
  const answer = await gql('mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }', {
    input: {
      name,
      email,
      preferredContact: 'email',
      consent: true,
      formToken: tokenData.guestCardToken,
      // Sent at once by a test: the renter confirms rather than being asked to.
      confirmed: true,
    },
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** Resolves with `promise`, or fails the test once `ms` have passed without it. */
function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// One channel of this run's own on the shared Redis, so that no other test file's events arrive here.
const channel = `test-lead-feed-${randomUUID()}`;

beforeAll(async () => {
  const feed = () => {
    const created = createLeadFeed({ redisUrl: REDIS_URL, channel });
    feeds.push(created);
    return created;
  };
  first = await appWithSecret({ leadFeed: feed() });
  // The second instance: its own connections to the same PostgreSQL database (or the same PGlite one).
  second = await appWithSecret(
    first.databaseUrl ? { sharedDatabaseUrl: first.databaseUrl, leadFeed: feed() } : { db: first.db, leadFeed: feed() },
  );
  await Promise.all(feeds.map((each) => each.listening()));
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(feeds.map((each) => each.close()));
  await second?.close();
  await first?.close();
});

describe('the live inbox across two instances', () => {
  it('brings a guest card sent on one instance to an agent subscribed on the other within a second', async () => {
    const agent = await agentSession(first);
    const inbox = await open(first, agent.token);
    const sentAt = Date.now();
    await guestCard(gqlSecond, 'Rosa Treviño');
    const notice = await inbox.next(1_000);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(notice).toMatchObject({ kind: 'created', lead: { name: 'Rosa Treviño', status: 'new', agent: null } });
    expect(notice.leadId).toBe(notice.lead!.id);
  });

  it("tells the other agents a lead was claimed, and keeps a claimed lead's later changes from them", async () => {
    const [claimer, other] = [await agentSession(first), await agentSession(first)];
    const claimerInbox = await open(second, claimer.token);
    const otherInbox = await open(first, other.token);
    await guestCard(gqlFirst, 'Luis Ortega');
    const created = await otherInbox.next();
    expect(created).toMatchObject({ kind: 'created', lead: { name: 'Luis Ortega' } });
    expect(await claimerInbox.next()).toMatchObject({ kind: 'created', leadId: created.leadId });

    const claim = await gqlSecond(
      'mutation ($id: ID!) { claimLead(id: $id) { status } }',
      { id: created.lead!._id },
      claimer.token,
    );
    expect(claim.errors).toBeUndefined();
    // The claimer reads the lead as theirs; the other agent hears only that it left "New".
    expect(await claimerInbox.next()).toMatchObject({ kind: 'claimed', lead: { agent: { name: 'Agent Smith' } } });
    expect(await otherInbox.next()).toEqual({ kind: 'claimed', leadId: created.leadId, lead: null });

    const contacted = await gqlSecond(
      'mutation ($id: ID!) { setLeadStatus(id: $id, input: { status: contacted }) { status } }',
      { id: created.lead!._id },
      claimer.token,
    );
    expect(contacted.errors).toBeUndefined();
    expect(await claimerInbox.next()).toMatchObject({ kind: 'status', lead: { status: 'contacted' } });
    // Events travel in order on one channel: the next card is the first thing the other agent hears after the claim.
    await guestCard(gqlSecond, 'Ana Ruiz');
    expect(await otherInbox.next()).toMatchObject({ kind: 'created', lead: { name: 'Ana Ruiz' } });
    expect(otherInbox.notices.map((notice) => notice.kind)).toEqual(['created', 'claimed', 'created']);
  });

  it('tells an admin of every change and an agent of the lead an admin assigned them', async () => {
    const admin = await adminSession(first);
    const [assignee, bystander] = [await agentSession(first), await agentSession(first)];
    const adminInbox = await open(first, admin.token);
    const assigneeInbox = await open(second, assignee.token);
    const bystanderInbox = await open(second, bystander.token);
    await guestCard(gqlFirst, 'Marta Solis');
    const created = await adminInbox.next();
    expect(created).toMatchObject({ kind: 'created', lead: { name: 'Marta Solis' } });
    await Promise.all([assigneeInbox.next(), bystanderInbox.next()]);

    const assigned = await gqlFirst(
      'mutation ($id: ID!, $agentId: ID) { assignLead(id: $id, agentId: $agentId) { status } }',
      { id: created.lead!._id, agentId: assignee.id },
      admin.token,
    );
    expect(assigned.errors).toBeUndefined();
    expect(await adminInbox.next()).toMatchObject({ kind: 'assigned', lead: { agent: { name: 'Agent Smith' } } });
    expect(await assigneeInbox.next()).toMatchObject({ kind: 'assigned', lead: { name: 'Marta Solis' } });
    expect(await bystanderInbox.next()).toEqual({ kind: 'assigned', leadId: created.leadId, lead: null });
  });

  it("brings a renter's answer on a shortlist to the agent working the lead, and to no other agent", async () => {
    const [agent, other] = [await agentSession(first), await agentSession(first)];
    const apartment = await addApartment(first.db.prisma, {
      name: 'Brook Hollow',
      code: `BH-${randomUUID().slice(0, 6)}`,
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1500, maxPrice: 1600 }],
    });
    const lead = await first.db.prisma.lead.create({
      data: {
        name: 'Iris Vega',
        email: uniqueEmail('renter'),
        preferredContact: 'email',
        source: 'website',
        agentId: agent.id,
      },
    });
    const sent = await gqlFirst(
      'mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { link items { id } } }',
      { lead: lead.id, input: { items: [{ apartmentId: apartment.id }] } },
      agent.token,
    );
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    const agentInbox = await open(second, agent.token);
    const otherInbox = await open(second, other.token);
    // The lead's page follows its own lead only, with the renter's answer on it.
    const leadPage = await open(first, agent.token, {
      query:
        'subscription ($id: ID!) { leadEvents(leadId: $id) { kind leadId lead { name shortlists { items { reaction } } } } }',
      variables: { id: lead.id },
    });
    const answer = await gqlFirst(
      'mutation ($token: String!, $item: ID!) { reactToShortlistItem(token: $token, itemId: $item, reaction: love) { reaction } }',
      {
        token: (sent.data.createShortlist.link as string).split('/').at(-2),
        item: sent.data.createShortlist.items[0].id,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(await agentInbox.next()).toMatchObject({ kind: 'reaction', lead: { name: 'Iris Vega' } });
    expect(await leadPage.next()).toMatchObject({
      kind: 'reaction',
      lead: { name: 'Iris Vega', shortlists: [{ items: [{ reaction: 'love' }] }] },
    });
    await guestCard(gqlFirst, 'Noel Park');
    expect(await otherInbox.next()).toMatchObject({ kind: 'created', lead: { name: 'Noel Park' } });
    expect(otherInbox.notices).toHaveLength(1);
    // Events are handled in order: once Noel Park's card reached the inbox, the lead's page has heard all it will.
    expect(await agentInbox.next()).toMatchObject({ kind: 'created', lead: { name: 'Noel Park' } });
    expect(leadPage.notices.map((notice) => notice.kind)).toEqual(['reaction']);
  });

  it("refuses a lead's stream for a text that is no lead id, naming the argument", async () => {
    const agent = await agentSession(first);
    const stream = await open(first, agent.token, {
      query: 'subscription ($id: ID!) { leadEvents(leadId: $id) { kind } }',
      variables: { id: 'not-a-lead' },
    });
    await stream.completed;
    expect(stream.errors.map((error) => [error.message, error.extensions?.code])).toEqual([
      [expect.stringContaining('leadId'), 'BAD_USER_INPUT'],
    ]);
  });

  it('drops a malformed message from Redis and keeps the stream open', async () => {
    const agent = await agentSession(first);
    const inbox = await open(first, agent.token);
    const intruder = new Redis(REDIS_URL);
    await intruder.publish(channel, JSON.stringify({ type: 'lead', kind: 'created', leadId: "' OR 1=1 --" }));
    await intruder.publish(channel, 'not json');
    await intruder.quit();
    await guestCard(gqlSecond, 'Eva Cruz');
    expect(await inbox.next()).toMatchObject({ kind: 'created', lead: { name: 'Eva Cruz' } });
    expect(inbox.notices).toHaveLength(1);
    expect(inbox.errors).toEqual([]);
  });

  it('refuses anonymous callers, pending agents and API keys without LEADS scope', async () => {
    const anonymous = await open(first);
    await anonymous.completed;
    expect(anonymous.notices).toEqual([]);
    expect(anonymous.errors.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);

    const signup = await signupAs(first, 'agents', {
      name: 'Pat Pending',
      email: uniqueEmail('pending'),
      password: 'correct horse battery',
    });
    const pending = await open(first, await forgeToken({ role: 'AGENT', id: signup.body.agentId as string }));
    await pending.completed;
    expect(pending.errors.map((error) => error.message)).toEqual(['Your agent account is waiting for approval.']);

    const admin = await adminSession(first);
    const created = await gqlFirst(
      'mutation { createApiKey(input: { name: "Catalog report", scope: READ }) { key } }',
      {},
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    const readKey = await open(first, created.data.createApiKey.key as string);
    await readKey.completed;
    expect(readKey.errors.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it("ends a disabled agent's stream", async () => {
    const agent = await agentSession(first);
    const admin = await adminSession(first);
    const inbox = await open(first, agent.token);
    const disabled = await gqlSecond(
      'mutation ($id: ID!) { disableAgent(id: $id) { status } }',
      { id: agent.id },
      admin.token,
    );
    expect(disabled.data).toEqual({ disableAgent: { status: 'DISABLED' } });
    await inbox.completed;
    expect(inbox.notices).toEqual([]);
  });
});

describe("a live inbox ends with its token's session", () => {
  it('ends at logout on another instance, and the next guest card never reaches it', async () => {
    const agent = await agentSession(first);
    const inbox = await open(first, agent.token);
    const logout = await second.rest('POST', '/api/agents/logout', undefined, agent.token);
    expect(logout.status).toBe(200);
    await guestCard(gqlSecond, 'After Logout');
    await within(inbox.completed, 'the stream ends at logout');
    expect(inbox.notices).toEqual([]);
    expect(inbox.errors).toEqual([]);
  });

  it("ends at the token's expiry without waiting for an event", async () => {
    const agent = await agentSession(first);
    const expiresAt = Math.floor(Date.now() / 1000) + 6;
    const inbox = await open(first, await forgeToken({ role: 'AGENT', id: agent.id }, { expiresAt }));
    await within(inbox.completed, 'the stream ends when its token expires', 20_000);
    // It was open (not refused), and ended no sooner than the token did.
    expect(inbox.errors).toEqual([]);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
    await guestCard(gqlSecond, 'After Expiry');
    expect(inbox.notices).toEqual([]);
  });

  it('hears no guest card once a new password ended the session, and ends', async () => {
    const agent = await agentSession(first);
    const inbox = await open(first, agent.token);
    // A new AGENT_PASSWORD at start-up moves the token version, as a password change does.
    await ensureBootstrapAgent(first.db.prisma, { email: agent.email, password: 'a brand new password' });
    await guestCard(gqlSecond, 'After New Password');
    await within(inbox.completed, 'the stream ends once its token version moved');
    expect(inbox.notices).toEqual([]);
  });

  it("ends a LEADS key's stream as soon as the key is revoked", async () => {
    const admin = await adminSession(first);
    const created = await gqlFirst(
      'mutation { createApiKey(input: { name: "CRM sync", scope: LEADS }) { key apiKey { id } } }',
      {},
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    const inbox = await open(first, created.data.createApiKey.key as string);
    const revoked = await gqlSecond(
      'mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: created.data.createApiKey.apiKey.id },
      admin.token,
    );
    expect(revoked.errors).toBeUndefined();
    await within(inbox.completed, 'the stream ends when its key is revoked');
    expect(inbox.notices).toEqual([]);
  });
});

describe('limits on open live inboxes', () => {
  it('refuses a sixth stream of one account with a clear message, and opens one again once another closed', async () => {
    const agent = await agentSession(first);
    const five = [];
    for (let count = 0; count < 5; count += 1) five.push(await open(first, agent.token));
    const sixth = await open(first, agent.token);
    await sixth.completed;
    expect(sixth.errors).toEqual([
      {
        message: 'This account already has 5 live inboxes open. Close one (another tab or device) and try again.',
        extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
      },
    ]);
    expect(five.every((stream) => stream.errors.length === 0)).toBe(true);
    five[0].close();
    await vi.waitFor(
      async () => {
        const again = await open(first, agent.token);
        if (again.errors.length > 0) throw new Error(again.errors[0].message);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('refuses the twenty-first stream from one client address, whoever opens it', async () => {
    const address = '10.44.0.1';
    // Accounts are made through `first`: `second` shares its database.
    for (let admins = 0; admins < 4; admins += 1) {
      const admin = await adminSession(first);
      for (let count = 0; count < 5; count += 1) {
        const stream = await open(second, admin.token, undefined, address);
        expect(stream.errors).toEqual([]);
      }
    }
    const another = await adminSession(first);
    const refused = await open(second, another.token, undefined, address);
    await refused.completed;
    expect(refused.errors.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['20 live inboxes are already open from this address. Close one and try again.', 'RATE_LIMITED'],
    ]);
    // The same account from its own address is welcome.
    const elsewhere = await open(second, another.token);
    expect(elsewhere.errors).toEqual([]);
  });
});

describe('the cost and the record of a live inbox event', () => {
  let app: TestApp;
  const gqlApp = gqlFromAddresses(() => app, '10.45.0');
  beforeAll(async () => {
    // One instance with its feed in memory: every statement counted is this instance's.
    app = await appWithSecret();
  });
  afterAll(() => app?.close());

  /** The statements one guest card costs, from its sending until each stream has its notice; the lead's id. */
  async function cardCost(inboxes: Stream[], name: string) {
    const before = app.db.statementCount();
    await guestCard(gqlApp, name);
    const notices = await Promise.all(inboxes.map((inbox) => inbox.next(10_000)));
    expect(notices.map((notice) => notice.lead?.name)).toEqual(inboxes.map(() => name));
    return { statements: app.db.statementCount() - before, leadId: notices[0].lead!._id };
  }
  const readsOf = (leadId: string, viewerId: string) => app.db.prisma.leadView.count({ where: { leadId, viewerId } });

  it('reads the database as often for five streams as for one, and records one read per account and event', async () => {
    const agent = await agentSession(app);
    const inboxes = [await open(app, agent.token)];
    const one = await cardCost(inboxes, 'Una Sola');
    for (let count = 0; count < 4; count += 1) inboxes.push(await open(app, agent.token));
    const five = await cardCost(inboxes, 'Cinco Vías');
    expect(five.statements).toBe(one.statements);
    // The admin's "who read this contact data" list names the agent once per event, not once per stream.
    expect(await readsOf(one.leadId, agent.id)).toBe(1);
    expect(await readsOf(five.leadId, agent.id)).toBe(1);

    // A later event about the same lead is a later read: it is recorded too.
    const claimed = await gqlApp(
      'mutation ($id: ID!) { claimLead(id: $id) { status } }',
      { id: five.leadId },
      agent.token,
    );
    expect(claimed.errors).toBeUndefined();
    for (const inbox of inboxes) expect(await inbox.next(10_000)).toMatchObject({ kind: 'claimed' });
    expect(await readsOf(five.leadId, agent.id)).toBe(2);
  });
});

describe('Redis channels per deployment', () => {
  it('carry a prefix from the database name and the Redis db index, or REDIS_PREFIX', () => {
    const production = { DATABASE_URL: 'postgres://db.internal/satx', REDIS_URL: 'redis://cache.internal:6379/5' };
    expect(loadConfig(production).redisPrefix).toBe('satx:satx:5');
    expect(loadConfig({ ...production, REDIS_URL: 'redis://cache.internal:6379/6' }).redisPrefix).toBe('satx:satx:6');
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db.internal/satx_staging' }).redisPrefix).toBe(
      'satx:satx_staging:5',
    );
    expect(loadConfig({ ...production, REDIS_PREFIX: 'acme-prod' }).redisPrefix).toBe('acme-prod');
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(
      'REDIS_PREFIX: must be 1 to 64 letters, digits or . _ : -',
    );
  });

  describe('two deployments on one Redis and one copy of the data', () => {
    let production: TestApp;
    let staging: TestApp;
    const redisAt = (index: number) => Object.assign(new URL(REDIS_URL), { pathname: `/${index}` }).href;
    const gqlProduction = gqlFromAddresses(() => production, '10.46.0');
    const gqlStaging = gqlFromAddresses(() => staging, '10.47.0');
    beforeAll(async () => {
      // No feed given: each builds its own from its configuration, as a deployment does.
      production = await appWithSecret({ env: { REDIS_URL: redisAt(13) } });
      staging = await appWithSecret({
        env: { REDIS_URL: redisAt(14) },
        ...(production.databaseUrl ? { sharedDatabaseUrl: production.databaseUrl } : { db: production.db }),
      });
      await Promise.all([production.leadFeed.listening(), staging.leadFeed.listening()]);
    });
    afterAll(async () => {
      for (const app of [staging, production]) {
        await app?.shutdown();
        await app?.close();
      }
    });

    it("keeps production's guest cards from the staging copy, and a forged end of access closes nothing", async () => {
      // Made through `production`: the staging copy holds the same rows.
      const agent = await agentSession(production);
      const inbox = await open(staging, agent.token);
      await guestCard(gqlProduction, 'Production Renter');
      const intruder = new Redis(redisAt(14));
      const forged = { type: 'accessEnded', role: 'AGENT', id: agent.id };
      await intruder.publish(leadFeedChannel(staging.config.redisPrefix), JSON.stringify(forged));
      await intruder.quit();
      await guestCard(gqlStaging, 'Staging Renter');
      expect(await inbox.next(10_000)).toMatchObject({ kind: 'created', lead: { name: 'Staging Renter' } });
      expect(inbox.notices).toHaveLength(1);
    });

    it("keeps only keyed digests of renters' addresses in Redis for the receipt limit", async () => {
      const redis = new Redis(redisAt(13));
      try {
        const email = uniqueEmail('receipt');
        const before = await redis.keys('recipient:*');
        await guestCard(gqlProduction, 'Receipt Renter', email);
        const after = await redis.keys('recipient:*');
        expect(after.length - before.length).toBe(1);
        const plainDigest = createHash('sha256').update(email).digest('base64url');
        expect(after.filter((key) => key.includes(plainDigest) || key.includes(email))).toEqual([]);
        expect(await redis.exists(`recipient:lead.confirmation:${plainDigest}`)).toBe(0);
      } finally {
        await redis.quit();
      }
    });
  });
});

describe('the live inbox in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await appWithSecret({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production?.close());

  it("runs the web app's persisted subscription and no other text for an agent", async () => {
    const agent = await agentSession(production);
    const admin = await adminSession(production);
    const byText = await open(production, agent.token);
    await byText.completed;
    expect(byText.errors.map((error) => error.message)).toEqual(['Only the operations of this site may run here.']);

    // The web app's operation, named by the id relay-compiler gave it (web/persisted-queries.json).
    const hash = liveInboxSubscription.params.id!;
    const inbox = await open(production, agent.token, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    // An admin (who may send any document) enters a card for a renter on the phone.
    const card = await production.gql(
      'mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }',
      { input: { name: 'Phone Renter', email: uniqueEmail('renter'), preferredContact: 'email', consent: true } },
      admin.token,
    );
    expect(card.errors).toBeUndefined();
    expect(await inbox.next()).toMatchObject({ kind: 'created', leadId: expect.any(String) });
    expect(inbox.errors).toEqual([]);
  });

  it('ends its open streams when the instance is asked to stop, so that browsers reopen them elsewhere', async () => {
    const agent = await agentSession(production);
    const hash = liveInboxSubscription.params.id!;
    const inbox = await open(production, agent.token, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    production.markStopping();
    await inbox.completed;
    expect(inbox.errors).toEqual([]);
  });
});
