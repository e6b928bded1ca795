// The staff's live inbox (services/lead-feed.ts): two app instances on one database and one Redis, as in production.
// An agent subscribed on one hears a guest card sent on the other within a second, then claims, assignments, status
// changes and renters' answers; agents hear only what the inbox would show them; anonymous callers, pending agents
// and keys without LEADS scope are refused; a disabled agent's stream ends.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadFeed, type LeadFeed } from '../src/services/lead-feed.js';
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

async function subscribe(app: TestApp, token?: string, body: object = { query: LEAD_EVENTS }): Promise<Stream> {
  const controller = new AbortController();
  const response = await app.fetch(
    new Request('http://app.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
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
    close: () => controller.abort(),
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

async function open(app: TestApp, token?: string, body?: object) {
  const stream = await subscribe(app, token, body);
  streams.push(stream);
  return stream;
}

/** A renter's guest card sent on `app`'s instance; its lead's id. */
async function guestCard(gql: typeof gqlFirst, name: string): Promise<void> {
  const { data: tokenData } = await gql('{ guestCardToken }');
  const answer = await gql('mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }', {
    input: {
      name,
      email: uniqueEmail('renter'),
      preferredContact: 'email',
      consent: true,
      formToken: tokenData.guestCardToken,
      // Sent at once by a test: the renter confirms rather than being asked to.
      confirmed: true,
    },
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
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
    const answer = await gqlFirst(
      'mutation ($token: String!, $item: ID!) { reactToShortlistItem(token: $token, itemId: $item, reaction: love) { reaction } }',
      {
        token: (sent.data.createShortlist.link as string).split('/').at(-2),
        item: sent.data.createShortlist.items[0].id,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(await agentInbox.next()).toMatchObject({ kind: 'reaction', lead: { name: 'Iris Vega' } });
    await guestCard(gqlFirst, 'Noel Park');
    expect(await otherInbox.next()).toMatchObject({ kind: 'created', lead: { name: 'Noel Park' } });
    expect(otherInbox.notices).toHaveLength(1);
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
