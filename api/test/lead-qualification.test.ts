// Who qualifies, for the agent (docs/contract.md "Who qualifies"): a guest card carries the renter's answers only with
// the renter's consent; the lead shows them to its assigned agent (admins without the criminal-history answers,
// nobody while unclaimed), with the apartments that match, the same on GraphQL and REST; no answer reaches a log line,
// the read cache, a URL or a table without a consented card; erasure and retention delete them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tokenQuery from '../../web/src/__generated__/GuestCardFormTokenQuery.graphql.js';
import submitMutation from '../../web/src/__generated__/GuestCardFormMutation.graphql.js';
import claimMutation from '../../web/src/__generated__/LeadPageClaimMutation.graphql.js';
import leadPageQuery from '../../web/src/__generated__/LeadPageQuery.graphql.js';
import { eraseExpiredLeads } from '../src/services/leads.js';
import { capturedLog, type TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses } from './sessions.js';

const T0 = new Date('2026-11-23T18:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let now = T0;
let app: TestApp;
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let otherAgent: { id: string; token: string };
const gql = gqlFromAddresses(() => app, '10.41.0');

/** Every line the app logged, at the most talkative level. */
const { logger, lines } = capturedLog('debug');

// A monthly income no fixture or id holds, in cents and in dollars: found anywhere, it came from an answer.
const MARKER_CENTS = 987_654;
const MARKER_TEXTS = ['987654', '9876.54', '9,876.54'];

const SUBMIT = `mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }`;
const ANSWERS_FIELDS = `monthlyIncomeCents creditScoreBand hasVoucher hasCoSigner pets yearsSinceBrokenLease
  yearsSinceEviction criminalHistory yearsSinceCriminalRecord sharedAt
  matches { apartment { name } qualification { verdict reasons } }`;
const LEAD = `query ($id: ID!) { lead(id: $id) { status qualification { ${ANSWERS_FIELDS} } timeline { kind text } } }`;

// Each has one one-bedroom at $1,000 a month and no fees: the all-in rent is 100,000 cents.
const SECOND_CHANCE = {
  incomeMultiple: 3,
  creditPolicy: 'NO_MINIMUM',
  brokenLeasePolicy: 'AFTER_YEARS',
  brokenLeaseYears: 2,
  evictionPolicy: 'AFTER_YEARS',
  evictionYears: 3,
  criminalPolicy: 'FELONIES_AFTER_YEARS',
  criminalYears: 5,
  acceptsVouchers: true,
};
const STRICT = {
  incomeMultiple: 3,
  creditPolicy: 'MINIMUM',
  minimumCreditScore: 650,
  brokenLeasePolicy: 'NEVER',
  evictionPolicy: 'NEVER',
  criminalPolicy: 'NONE_ACCEPTED',
  acceptsVouchers: false,
};
const STALE_REASON = "this property's stated criteria were not verified in the last 30 days: ask us";

const answers = (extra: Record<string, unknown> = {}) => ({
  monthlyIncomeCents: 300_000,
  creditScoreBand: 'FROM_660_TO_719',
  ...extra,
});

let cardCount = 0;
async function card(extra: Record<string, unknown> = {}) {
  cardCount += 1;
  const token = await gql('{ guestCardToken }');
  return {
    name: 'Rosa Flores',
    email: `rosa.${cardCount}@example.com`,
    preferredContact: 'email',
    areas: ['Alamo Heights'],
    roomTypes: ['oneBed'],
    consent: true,
    formToken: (token.data as { guestCardToken: string }).guestCardToken,
    // The clock stands still in these tests: the renter confirms the "quick card" question at once.
    confirmed: true,
    ...extra,
  };
}

const leadOf = async (email: string) => app.db.prisma.lead.findFirst({ where: { email } });

/** A renter's consented card; the lead, claimed by `agent` unless told otherwise. */
async function sharedLead(extra: Record<string, unknown>, claim = true) {
  const input = await card({ qualification: answers(extra), shareQualification: true });
  const sent = await gql(SUBMIT, { input });
  expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
  const lead = (await leadOf(input.email))!;
  if (claim) {
    const claimed = await gql(`mutation ($id: ID!) { claimLead(id: $id) { status } }`, { id: lead.id }, agent.token);
    expect(claimed.errors).toBeUndefined();
  }
  return lead.id;
}

type Shown = {
  matches: { apartment: { name: string }; qualification: { verdict: string; reasons: string[] } }[];
} & Record<string, unknown>;

/** The lead's answers through both doors, which must agree; null when the viewer may not read them. */
async function shownAnswers(leadId: string, token: string, role: 'agents' | 'admins' = 'agents') {
  const graphql = await gql(LEAD, { id: leadId }, token);
  expect(graphql.errors, JSON.stringify(graphql.errors)).toBeUndefined();
  const viaGraphql = (graphql.data as { lead: { qualification: Shown | null } }).lead.qualification;
  const rest = await app.rest('GET', `/api/${role}/leads/${leadId}`, undefined, token);
  expect(rest.status).toBe(200);
  expect(rest.headers.get('cache-control')).toBe('no-store');
  const viaRest = rest.body.lead.qualification as (Shown & { matches: { apartment: { name: string } }[] }) | null;
  if (viaGraphql === null || viaRest === null) {
    expect(viaRest).toBeNull();
    expect(viaGraphql).toBeNull();
    return null;
  }
  const { matches: restMatches, ...restAnswers } = viaRest;
  const { matches, ...graphqlAnswers } = viaGraphql;
  expect(restAnswers).toEqual(graphqlAnswers);
  expect(
    restMatches.map(({ apartment, qualification: { verdict, reasons } }) => ({
      apartment: { name: apartment.name },
      qualification: { verdict, reasons },
    })),
  ).toEqual(matches);
  return viaGraphql;
}

const verdicts = (shown: Shown | null) =>
  Object.fromEntries((shown?.matches ?? []).map((match) => [match.apartment.name, match.qualification]));

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now, logger });
  admin = await adminSession(app);
  agent = await agentSession(app);
  otherAgent = await agentSession(app);
  const ids: Record<string, string> = {};
  for (const [name, code] of [
    ['Second Chance Commons', 'LQ-SECOND'],
    ['Strict Towers', 'LQ-STRICT'],
    ['Unknown Gardens', 'LQ-UNKNOWN'],
    ['Stale Point', 'LQ-STALE'],
    ['Fresh Point', 'LQ-FRESH'],
  ]) {
    ids[name] = (
      await addApartment(app.db.prisma, {
        name,
        code,
        location: ['Alamo Heights'],
        floorplans: [{ type: 'oneBed', minPrice: 1000, maxPrice: 1000 }],
        verifiedAt: T0,
      })
    ).id;
  }
  const save = async (name: string, rules: Record<string, unknown>) => {
    const result = await gql(
      `mutation ($input: SetApartmentScreeningInput!) { setApartmentScreening(input: $input) { _id } }`,
      { input: { apartmentId: ids[name], ...rules } },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
  };
  // Stale Point's rules were confirmed 30 days before the reads, Fresh Point's 29 days before.
  now = new Date(T0.getTime() - 30 * DAY_MS);
  await save('Stale Point', SECOND_CHANCE);
  now = new Date(T0.getTime() - 29 * DAY_MS);
  await save('Fresh Point', SECOND_CHANCE);
  now = T0;
  await save('Second Chance Commons', SECOND_CHANCE);
  await save('Strict Towers', STRICT);
});

afterAll(() => app?.close());

describe('a guest card with answers', () => {
  it('is refused without the consent tick, naming shareQualification, and stores nothing', async () => {
    for (const share of [undefined, false]) {
      const input = await card({
        qualification: answers({ monthlyIncomeCents: MARKER_CENTS }),
        ...(share === undefined ? {} : { shareQualification: share }),
      });
      const refused = await gql(SUBMIT, { input });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { shareQualification: 'Tick the box to send your answers to "Do I qualify?" with the card' },
      });
      expect(await leadOf(input.email)).toBeNull();
    }
    expect(await app.db.prisma.leadQualification.count()).toBe(0);
  });

  it('is refused in a URL', async () => {
    const input = await card({
      qualification: answers({ monthlyIncomeCents: MARKER_CENTS }),
      shareQualification: true,
    });
    const query = new URLSearchParams({ query: SUBMIT, variables: JSON.stringify({ input }) });
    const answer = await app.rest('GET', `/graphql?${query}`);
    expect(answer.status).toBe(405);
    expect(await leadOf(input.email)).toBeNull();
  });

  it('stores consented answers with the lead, and the timeline says so without a figure', async () => {
    const input = await card({
      qualification: answers({ monthlyIncomeCents: 420_000, yearsSinceEviction: 4, pets: ['cats'] }),
      shareQualification: true,
    });
    const sent = await app.rest('POST', '/graphql', { query: SUBMIT, variables: { input } });
    expect(sent.body).toEqual({ data: { submitGuestCard: true } });
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const lead = (await leadOf(input.email))!;
    expect(await app.db.prisma.leadQualification.findUnique({ where: { leadId: lead.id } })).toMatchObject({
      monthlyIncomeCents: 420_000,
      creditScoreBand: 'FROM_660_TO_719',
      hasVoucher: false,
      hasCoSigner: false,
      pets: ['cats'],
      yearsSinceBrokenLease: null,
      yearsSinceEviction: 4,
      criminalHistory: 'NONE',
      yearsSinceCriminalRecord: null,
      sharedAt: T0,
    });
    const events = await app.db.prisma.leadEvent.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((event) => [event.kind, event.text])).toEqual([
      ['created', 'Guest card sent from the website'],
      ['qualification', 'Shared answers to "Do I qualify?"'],
    ]);
  });

  it('ignores answers sent with the form without JavaScript', async () => {
    const input = await card();
    const body = new URLSearchParams({
      ...Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])),
      areas: 'Alamo Heights',
      roomTypes: 'oneBed',
      'qualification.monthlyIncomeCents': String(MARKER_CENTS),
      qualification: JSON.stringify(answers({ monthlyIncomeCents: MARKER_CENTS })),
      shareQualification: 'true',
    });
    const response = await app.fetch(
      new Request('http://app.test/api/guest-card', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '10.41.1.1',
        },
        body: body.toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/thank-you\//);
    const lead = (await leadOf(input.email))!;
    expect(await app.db.prisma.leadQualification.findUnique({ where: { leadId: lead.id } })).toBeNull();
  });
});

describe('who reads the answers', () => {
  let leadId: string;
  const FELONY = { criminalHistory: 'FELONY', yearsSinceCriminalRecord: 6, monthlyIncomeCents: 310_000 };

  beforeAll(async () => {
    leadId = await sharedLead(FELONY, false);
  });

  it('nobody while the lead is unclaimed, though agents see the lead in the new inbox', async () => {
    expect(await shownAnswers(leadId, agent.token)).toBeNull();
    expect(await shownAnswers(leadId, otherAgent.token)).toBeNull();
    expect(await shownAnswers(leadId, admin.token, 'admins')).toBeNull();
  });

  it('the claiming agent reads every answer with the matches; another agent not even the lead', async () => {
    await gql(`mutation ($id: ID!) { claimLead(id: $id) { status } }`, { id: leadId }, agent.token);
    const shown = await shownAnswers(leadId, agent.token);
    expect(shown).toMatchObject({
      monthlyIncomeCents: 310_000,
      creditScoreBand: 'FROM_660_TO_719',
      criminalHistory: 'FELONY',
      yearsSinceCriminalRecord: 6,
      sharedAt: T0.toISOString(),
    });
    expect(shown!.matches.map((match) => match.apartment.name)).toEqual([
      'Fresh Point',
      'Second Chance Commons',
      'Stale Point',
      'Unknown Gardens',
    ]);
    expect(verdicts(shown)['Second Chance Commons']).toEqual({
      verdict: 'LIKELY',
      reasons: ['income of at least 3x the all-in rent', 'no minimum credit score', 'felonies accepted after 5 years'],
    });
    const other = await gql(LEAD, { id: leadId }, otherAgent.token);
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await app.rest('GET', `/api/agents/leads/${leadId}`, undefined, otherAgent.token)).status).toBe(404);
  });

  it('an admin reads all but the criminal-history answers, and matches judged without them', async () => {
    const shown = await shownAnswers(leadId, admin.token, 'admins');
    expect(shown).toMatchObject({ monthlyIncomeCents: 310_000, criminalHistory: null, yearsSinceCriminalRecord: null });
    expect(JSON.stringify(shown)).not.toMatch(/felon|criminal history/i);
    // Strict Towers refuses any criminal history; judged without it, the admin sees it as a match.
    expect(verdicts(shown)['Strict Towers']).toEqual({
      verdict: 'LIKELY',
      reasons: ['income of at least 3x the all-in rent', 'minimum credit score of 650'],
    });
  });

  it('no API key, and no anonymous caller', async () => {
    const created = await gql(
      `mutation { createApiKey(input: { name: "crm export", scope: LEADS }) { key } }`,
      {},
      admin.token,
    );
    const key = (created.data as { createApiKey: { key: string } }).createApiKey.key;
    const read = await gql(
      `query ($id: ID!) { lead(id: $id) { status qualification { hasVoucher } } }`,
      { id: leadId },
      key,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ lead: { status: 'new', qualification: null } });
    const keyRest = await app.rest('GET', `/api/admins/leads/${leadId}`, undefined, key);
    expect(keyRest.body.lead.qualification).toBeNull();
    const anonymous = await gql(LEAD, { id: leadId });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.rest('GET', `/api/agents/leads/${leadId}`)).status).toBe(401);
  });
});

describe("the lead's matches at each rule's boundary, on both doors", () => {
  it('income exactly 3x the all-in rent qualifies, one cent under does not', async () => {
    const exact = verdicts(await shownAnswers(await sharedLead({ monthlyIncomeCents: 300_000 }), agent.token));
    expect(exact['Second Chance Commons']).toEqual({
      verdict: 'LIKELY',
      reasons: ['income of at least 3x the all-in rent', 'no minimum credit score'],
    });
    const under = verdicts(await shownAnswers(await sharedLead({ monthlyIncomeCents: 299_999 }), agent.token));
    expect(under['Second Chance Commons']).toBeUndefined();
    expect(under['Strict Towers']).toBeUndefined();
  });

  it('a broken lease is accepted from the year the wait ends', async () => {
    const first = verdicts(await shownAnswers(await sharedLead({ yearsSinceBrokenLease: 1 }), agent.token));
    expect(first['Second Chance Commons']).toBeUndefined();
    const second = verdicts(await shownAnswers(await sharedLead({ yearsSinceBrokenLease: 2 }), agent.token));
    expect(second['Second Chance Commons']).toEqual({
      verdict: 'LIKELY',
      reasons: [
        'income of at least 3x the all-in rent',
        'no minimum credit score',
        'broken leases accepted after 2 years',
      ],
    });
  });

  it('a voucher holder matches voucher-friendly properties only, to ask about', async () => {
    const shown = await shownAnswers(await sharedLead({ hasVoucher: true, monthlyIncomeCents: 150_000 }), agent.token);
    const found = verdicts(shown);
    expect(found['Strict Towers']).toBeUndefined();
    expect(found['Second Chance Commons']).toEqual({
      verdict: 'ASK',
      reasons: [
        'housing vouchers accepted',
        'income under 3x the all-in rent; with a voucher it is compared with your share: ask us',
        'no minimum credit score',
      ],
    });
  });

  it('unknown rules are "Ask us", rules 30 days old are stale, 29 days old still current; likely ones come first', async () => {
    const shown = await shownAnswers(await sharedLead({ yearsSinceEviction: 3 }), agent.token);
    expect(shown!.matches.map((match) => [match.apartment.name, match.qualification.verdict])).toEqual([
      ['Fresh Point', 'LIKELY'],
      ['Second Chance Commons', 'LIKELY'],
      ['Stale Point', 'ASK'],
      ['Unknown Gardens', 'ASK'],
    ]);
    const found = verdicts(shown);
    expect(found['Stale Point'].reasons[0]).toBe(STALE_REASON);
    expect(found['Fresh Point'].reasons).not.toContain(STALE_REASON);
    expect(found['Unknown Gardens'].reasons).toEqual([
      'income requirement not stated: ask us',
      'credit score requirement not stated: ask us',
      'evictions policy not stated: ask us',
    ]);
  });

  it("keeps to the lead's own wishes", async () => {
    const input = await card({
      roomTypes: ['twoBed'],
      qualification: answers(),
      shareQualification: true,
    });
    expect((await gql(SUBMIT, { input })).errors).toBeUndefined();
    const lead = (await leadOf(input.email))!;
    await gql(`mutation ($id: ID!) { claimLead(id: $id) { status } }`, { id: lead.id }, agent.token);
    expect((await shownAnswers(lead.id, agent.token))!.matches).toEqual([]);
  });
});

describe('no answer escapes', () => {
  it('reaches no log line, no cache and no table without a consented card; with one, only its own table', async () => {
    const marked = answers({ monthlyIncomeCents: MARKER_CENTS });
    const SEARCH = `query ($filter: ApartmentFilter) { apartments(first: 5, filter: $filter) { edges { node { qualification { verdict } } } } }`;
    const cacheBefore = app.cacheStats();
    for (let round = 0; round < 2; round += 1) {
      const graphql = await app.rest('POST', '/graphql', {
        query: SEARCH,
        variables: { filter: { qualification: marked } },
      });
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.headers.get('cache-control')).toBe('no-store');
      const rest = await app.rest('POST', '/api/apartments/search', { qualification: marked });
      expect(rest.status).toBe(200);
      expect(rest.headers.get('cache-control')).toBe('no-store');
    }
    expect(app.cacheStats().hits).toBe(cacheBefore.hits);
    const inUrl = await app.rest('GET', `/api/apartments/filtered?qualification.monthlyIncomeCents=${MARKER_CENTS}`);
    expect(inUrl.status).toBe(400);
    // A card without the tick, and one with a malformed answer: refused, and the refusals carry no figure.
    const unticked = await gql(SUBMIT, { input: await card({ qualification: marked }) });
    expect(unticked.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const malformed = await gql(SUBMIT, {
      input: await card({ qualification: { monthlyIncomeCents: -MARKER_CENTS }, shareQualification: true }),
    });
    expect(malformed.errors?.[0].message).toBe(
      'monthlyIncomeCents: qualification.monthlyIncomeCents cannot be negative',
    );
    expect(JSON.stringify([unticked, malformed])).not.toContain('987654');

    const rowsHolding = async (text: string) => {
      const tables = await app.db.prisma.$queryRawUnsafe<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      const found: string[] = [];
      for (const { table_name: table } of tables) {
        const rows = await app.db.prisma.$queryRawUnsafe<{ row: string }[]>(
          `SELECT row_to_json(t)::text AS row FROM "${table}" t`,
        );
        for (const { row } of rows) if (row.includes(text)) found.push(table);
      }
      return found;
    };
    const leaked = () => lines.filter((line) => MARKER_TEXTS.some((text) => line.includes(text)));
    // The scan sees what is stored (a fixture's code), so finding no answer means none was stored.
    expect(await rowsHolding('LQ-STRICT')).toContain('Apartment');
    expect(await rowsHolding(String(MARKER_CENTS))).toEqual([]);

    const leadId = await sharedLead({ monthlyIncomeCents: MARKER_CENTS });
    expect(await rowsHolding(String(MARKER_CENTS))).toEqual(['LeadQualification']);
    const shown = await shownAnswers(leadId, agent.token);
    expect(shown?.monthlyIncomeCents).toBe(MARKER_CENTS);
    expect(lines.length).toBeGreaterThan(0);
    expect(leaked()).toEqual([]);
    // The audit of who read the renter's data names the reader, never an answer.
    expect(await rowsHolding(String(MARKER_CENTS))).toEqual(['LeadQualification']);
  });
});

describe('erasure and retention', () => {
  it("delete the answers with the rest of the renter's data", async () => {
    const erased = await sharedLead({ monthlyIncomeCents: 333_333 });
    const done = await gql(`mutation ($id: ID!) { eraseLead(id: $id) { erasedAt } }`, { id: erased }, admin.token);
    expect(done.errors).toBeUndefined();
    expect(await app.db.prisma.leadQualification.findUnique({ where: { leadId: erased } })).toBeNull();
    expect(await shownAnswers(erased, admin.token, 'admins')).toBeNull();

    const expired = await sharedLead({ monthlyIncomeCents: 444_444 });
    const kept = await app.db.prisma.leadQualification.count();
    // A new lead's updatedAt is the database's own clock, not the test's: the sweep runs well after both.
    const later = new Date(Math.max(T0.getTime(), Date.now()) + 731 * DAY_MS);
    expect(await eraseExpiredLeads(app.db.prisma, 730, later)).toBeGreaterThan(0);
    expect(await app.db.prisma.leadQualification.findUnique({ where: { leadId: expired } })).toBeNull();
    expect(await app.db.prisma.leadQualification.count()).toBe(0);
    expect(kept).toBeGreaterThan(1);
  });
});

describe("in production, through the web app's persisted operations", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await appWithSecret({ clock: () => now, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production?.close());

  const persisted = (hash: string, variables: Record<string, unknown>, token?: string) =>
    production.rest(
      'POST',
      '/graphql',
      { extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, variables },
      token,
    );

  it('a renter sends a card with answers, and the agent who claims it reads them on the lead page', async () => {
    const formToken = (await persisted(tokenQuery.params.id!, {})).body.data.guestCardToken as string;
    const input = {
      name: 'Rosa Flores',
      email: 'rosa.production@example.com',
      preferredContact: 'email',
      consent: true,
      formToken,
      confirmed: true,
      qualification: answers({ hasVoucher: true }),
      shareQualification: true,
    };
    const sent = await persisted(submitMutation.params.id!, { input });
    expect(sent.body).toEqual({ data: { submitGuestCard: true } });
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const lead = await production.db.prisma.lead.findFirstOrThrow({ where: { email: input.email } });
    const staff = await agentSession(production);
    // Claiming answers with the lead page's fragments: the answers arrive with the claim.
    const claimed = await persisted(claimMutation.params.id!, { id: lead.id }, staff.token);
    expect(claimed.body.errors).toBeUndefined();
    expect(claimed.body.data.claimLead.qualification).toMatchObject({ monthlyIncomeCents: 300_000 });
    const page = await persisted(leadPageQuery.params.id!, { id: lead.id, admin: false }, staff.token);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.lead.qualification).toMatchObject({
      monthlyIncomeCents: 300_000,
      hasVoucher: true,
      criminalHistory: 'NONE',
      matches: [],
    });
  });
});
