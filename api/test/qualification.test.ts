// Who qualifies (docs/contract.md "Who qualifies"), through both doors with a controlled clock: fixtures with known
// rules give known verdicts at each boundary, and a renter's answers never reach a URL, a log line, the read cache
// or the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { localStorage } from '../src/storage/local.js';
import { capturedLog, testApp, type TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

const T0 = new Date('2026-11-23T18:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let now = T0;
let app: TestApp;
let adminToken: string;
let agentToken: string;
const ids: Record<string, { apartment: string; floorplan: string }> = {};

/** Every line the app logged, at the most talkative level. */
const { logger, lines } = capturedLog('debug');

// A monthly income no fixture or id contains: found anywhere, it came from an answer.
const MARKER_INCOME = 987_653;

const SCREENING = `mutation ($input: SetApartmentScreeningInput!) {
  setApartmentScreening(input: $input) { _id screening { isCurrent statedCriteria } }
}`;
const SEARCH = `query ($filter: ApartmentFilter) {
  apartments(first: 50, filter: $filter) {
    edges { node { name qualification { verdict reasons } floorplans { qualification { verdict reasons } } } }
  }
}`;

// Each has one one-bedroom at $1,000 a month and no fees: the all-in rent is 100,000 cents.
const SECOND_CHANCE = {
  incomeMultiple: 3,
  creditPolicy: 'NO_MINIMUM',
  brokenLeasePolicy: 'AFTER_YEARS',
  brokenLeaseYears: 2,
  evictionPolicy: 'AFTER_YEARS',
  evictionYears: 3,
  criminalPolicy: 'CASE_BY_CASE',
  acceptsVouchers: true,
  coSignerAccepted: true,
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

const answers = (extra: Record<string, unknown> = {}) => ({
  monthlyIncomeCents: 300_000,
  creditScoreBand: 'FROM_660_TO_719',
  ...extra,
});

type Verdicts = Record<string, { verdict: string; reasons: string[]; floorplans: string[] }>;

async function graphqlVerdicts(filter: Record<string, unknown>): Promise<Verdicts> {
  const result = await app.gql(SEARCH, { filter });
  expect(result.errors).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields SEARCH asked for
  const edges = (result.data as any).apartments.edges as { node: any }[];
  return Object.fromEntries(
    edges.map(({ node }) => [
      node.name,
      {
        verdict: node.qualification.verdict,
        reasons: node.qualification.reasons,
        floorplans: node.floorplans.map(
          (floorplan: { qualification: { verdict: string } }) => floorplan.qualification.verdict,
        ),
      },
    ]),
  );
}

async function restVerdicts(body: Record<string, unknown>): Promise<Verdicts> {
  const response = await app.rest('POST', '/api/apartments/search', body);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return Object.fromEntries(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST search's documented shape
    response.body.apartments.map((apartment: any) => [
      apartment.name,
      {
        verdict: apartment.qualification.verdict,
        reasons: apartment.qualification.reasons,
        floorplans: apartment.floorplans.map(
          (floorplan: { qualification: { verdict: string } }) => floorplan.qualification.verdict,
        ),
      },
    ]),
  );
}

/** Both doors give the same verdicts for the same answers. */
async function verdicts(filter: Record<string, unknown>): Promise<Verdicts> {
  const viaGraphql = await graphqlVerdicts(filter);
  expect(await restVerdicts(filter)).toEqual(viaGraphql);
  return viaGraphql;
}

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now, logger });
  ({ token: adminToken } = await adminSession(app));
  ({ token: agentToken } = await agentSession(app));
  for (const [name, code] of [
    ['Second Chance Commons', 'QF-SECOND'],
    ['Strict Towers', 'QF-STRICT'],
    ['Unknown Gardens', 'QF-UNKNOWN'],
    ['Stale Point', 'QF-STALE'],
  ]) {
    const created = await addApartment(app.db.prisma, {
      name,
      code,
      location: ['Alamo Heights'],
      floorplans: [{ type: 'oneBed', minPrice: 1000, maxPrice: 1000 }],
      verifiedAt: T0,
    });
    ids[name] = { apartment: created.id, floorplan: created.floorplans[0].id };
  }
  const save = async (name: string, rules: Record<string, unknown>, token: string) => {
    const result = await app.gql(SCREENING, { input: { apartmentId: ids[name].apartment, ...rules } }, token);
    expect(result.errors).toBeUndefined();
  };
  // The stale property's rules were confirmed 30 days before the searches.
  now = new Date(T0.getTime() - 30 * DAY_MS);
  await save('Stale Point', SECOND_CHANCE, agentToken);
  now = T0;
  await save('Second Chance Commons', SECOND_CHANCE, agentToken);
  await save('Strict Towers', STRICT, adminToken);
});

afterAll(() => app?.close());

describe('do I qualify: verdicts on both doors', () => {
  it('passes income at exactly 3x the all-in rent, reads evictions after 3 years, and asks where rules are unknown or stale', async () => {
    const found = await verdicts({ qualification: answers({ yearsSinceEviction: 3 }) });
    expect(found['Second Chance Commons']).toEqual({
      verdict: 'LIKELY',
      reasons: ['income of at least 3x the all-in rent', 'no minimum credit score', 'evictions accepted after 3 years'],
      floorplans: ['LIKELY'],
    });
    expect(found['Strict Towers']).toEqual({
      verdict: 'UNLIKELY',
      reasons: ['income of at least 3x the all-in rent', 'minimum credit score of 650', 'evictions not accepted'],
      floorplans: ['UNLIKELY'],
    });
    expect(found['Unknown Gardens'].verdict).toBe('ASK');
    expect(found['Unknown Gardens'].reasons).toEqual([
      'income requirement not stated: ask us',
      'credit score requirement not stated: ask us',
      'evictions policy not stated: ask us',
    ]);
    expect(found['Stale Point']).toEqual({
      verdict: 'ASK',
      reasons: [
        "this property's stated criteria were not verified in the last 30 days: ask us",
        'income of at least 3x the all-in rent',
        'no minimum credit score',
        'evictions accepted after 3 years',
      ],
      floorplans: ['ASK'],
    });
  });

  it('says likely not one cent under 3x', async () => {
    const found = await verdicts({ qualification: answers({ monthlyIncomeCents: 299_999 }) });
    expect(found['Second Chance Commons'].verdict).toBe('UNLIKELY');
    expect(found['Second Chance Commons'].reasons[0]).toBe('income under 3x the all-in rent');
  });

  it('accepts a broken lease from the second year, not the first', async () => {
    const first = await verdicts({ qualification: answers({ yearsSinceBrokenLease: 1 }) });
    const second = await verdicts({ qualification: answers({ yearsSinceBrokenLease: 2 }) });
    expect(first['Second Chance Commons'].verdict).toBe('UNLIKELY');
    expect(first['Second Chance Commons'].reasons).toContain('broken leases accepted after 2 years');
    expect(second['Second Chance Commons'].verdict).toBe('LIKELY');
  });

  it('matches a voucher holder with voucher-friendly properties only', async () => {
    const found = await verdicts({ qualification: answers({ hasVoucher: true, monthlyIncomeCents: 150_000 }) });
    expect(found['Strict Towers'].verdict).toBe('UNLIKELY');
    expect(found['Strict Towers'].reasons[0]).toBe('housing vouchers not accepted');
    expect(found['Second Chance Commons']).toMatchObject({
      verdict: 'ASK',
      reasons: [
        'housing vouchers accepted',
        'income under 3x the all-in rent; with a voucher it is compared with your share: ask us',
        'no minimum credit score',
      ],
    });
  });

  it('sends each reason as a code with its numbers beside the English sentence, on both doors', async () => {
    const filter = { qualification: answers({ hasVoucher: true, monthlyIncomeCents: 150_000 }) };
    const result = await app.gql(
      `query ($filter: ApartmentFilter) {
        apartments(first: 50, filter: $filter) {
          edges { node { name qualification { reasons reasonDetails { code multiple minimumCreditScore years pets text } } } }
        }
      }`,
      { filter },
    );
    expect(result.errors).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields the query asked for
    const edges = (result.data as any).apartments.edges as { node: any }[];
    const second = edges.find(({ node }) => node.name === 'Second Chance Commons')!.node.qualification;
    const reason = (code: string, text: string, multiple: number | null = null) => ({
      code,
      multiple,
      minimumCreditScore: null,
      years: null,
      pets: null,
      text,
    });
    expect(second.reasonDetails).toEqual([
      reason('VOUCHERS_ACCEPTED', 'housing vouchers accepted'),
      reason(
        'INCOME_SHORT_VOUCHER',
        'income under 3x the all-in rent; with a voucher it is compared with your share: ask us',
        3,
      ),
      reason('CREDIT_NO_MINIMUM', 'no minimum credit score'),
    ]);
    expect(second.reasons).toEqual(second.reasonDetails.map((detail: { text: string }) => detail.text));
    // REST keeps its `reasons` and adds the codes beside them.
    const response = await app.rest('POST', '/api/apartments/search', filter);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST search's documented shape
    const rest = response.body.apartments.find((apartment: any) => apartment.name === 'Second Chance Commons');
    expect(rest.qualification).toEqual({
      verdict: 'ASK',
      reasons: second.reasons,
      reasonDetails: [
        { code: 'VOUCHERS_ACCEPTED' },
        { code: 'INCOME_SHORT_VOUCHER', multiple: 3 },
        { code: 'CREDIT_NO_MINIMUM' },
      ],
    });
  });

  it('keeps only likely matches with likelyOnly', async () => {
    const found = await verdicts({ qualification: answers({ yearsSinceEviction: 4 }), likelyOnly: true });
    expect(Object.keys(found)).toEqual(['Second Chance Commons']);
  });

  it('answers a single apartment for answers given as the field argument', async () => {
    const result = await app.gql(
      `query ($id: ID!, $answers: QualificationInput) { apartment(id: $id) { qualification(answers: $answers) { verdict } } }`,
      { id: ids['Strict Towers'].apartment, answers: answers({ creditScoreBand: 'FROM_580_TO_619' }) },
    );
    expect(result.data).toEqual({ apartment: { qualification: { verdict: 'UNLIKELY' } } });
  });

  it('shows the property its stated rules publicly, with whether they are current', async () => {
    const result = await app.gql(
      `query ($a: ID!, $b: ID!) {
        current: apartment(id: $a) { screening { isCurrent verifiedAt evictionYears statedCriteria } }
        stale: apartment(id: $b) { screening { isCurrent } }
      }`,
      { a: ids['Second Chance Commons'].apartment, b: ids['Stale Point'].apartment },
    );
    expect(result.data).toEqual({
      current: {
        screening: {
          isCurrent: true,
          verifiedAt: T0.toISOString(),
          evictionYears: 3,
          statedCriteria: [
            'income of 3x the all-in rent',
            'no minimum credit score',
            'broken leases accepted after 2 years',
            'evictions accepted after 3 years',
            'criminal history reviewed case by case',
            'housing vouchers accepted',
            'co-signers accepted',
          ],
        },
      },
      stale: { screening: { isCurrent: false } },
    });
  });

  it('refuses to say who qualifies without answers, and likelyOnly without answers', async () => {
    const result = await app.gql(SEARCH, { filter: { likelyOnly: true } });
    expect(result.errors?.[0].message).toBe('likelyOnly needs the qualification answers');
    const rest = await app.rest('POST', '/api/apartments/search', { likelyOnly: true });
    expect(rest.status).toBe(400);
  });
});

describe('accessibility per floorplan', () => {
  it('is set by staff and filters floorplans that have every feature asked for, on both doors', async () => {
    const set = await app.gql(
      `mutation ($id: ID!, $features: [AccessibilityFeature!]!) {
        setFloorplanAccessibility(floorplanId: $id, accessibility: $features) { accessibility }
      }`,
      { id: ids['Strict Towers'].floorplan, features: ['STEP_FREE_ENTRY', 'ELEVATOR', 'ELEVATOR'] },
      agentToken,
    );
    expect(set.data).toEqual({ setFloorplanAccessibility: { accessibility: ['ELEVATOR', 'STEP_FREE_ENTRY'] } });
    const names = await app.gql(
      `query { apartments(first: 50, filter: { accessibility: [ELEVATOR, STEP_FREE_ENTRY] }) { edges { node { name } } } }`,
    );
    expect(names.data).toEqual({ apartments: { edges: [{ node: { name: 'Strict Towers' } }] } });
    const rest = await app.rest('GET', '/api/apartments/filtered?accessibility=ELEVATOR,STEP_FREE_ENTRY');
    expect(rest.body.apartments.map((apartment: { name: string }) => apartment.name)).toEqual(['Strict Towers']);
    const none = await app.rest('GET', '/api/apartments/filtered?accessibility=ELEVATOR,ROLL_IN_SHOWER');
    expect(none.body.totalCount).toBe(0);
  });

  it('is refused to renters, and screening rules are checked field by field', async () => {
    const anonymous = await app.gql(SCREENING, { input: { apartmentId: ids['Strict Towers'].apartment } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await app.gql(
      SCREENING,
      { input: { apartmentId: ids['Strict Towers'].apartment, evictionPolicy: 'AFTER_YEARS' } },
      adminToken,
    );
    expect(bad.errors?.[0].message).toBe('evictionYears: Give the years after which evictions are accepted');
  });
});

describe('the admin REST twins', () => {
  it('save screening rules and accessibility under the apartment, admins only', async () => {
    const path = `/api/admins/apartments/${ids['Unknown Gardens'].apartment}/screening`;
    expect((await app.rest('PUT', path, { incomeMultiple: 2.5 })).status).toBe(401);
    const saved = await app.rest('PUT', path, { incomeMultiple: 2.5, acceptsVouchers: true }, adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Screening rules saved.',
      screening: {
        incomeMultiple: 2.5,
        acceptsVouchers: true,
        evictionPolicy: null,
        verifiedAt: T0.toISOString(),
        isCurrent: true,
        statedCriteria: ['income of 2.5x the all-in rent', 'housing vouchers accepted'],
      },
    });
    const bad = await app.rest('PUT', path, { incomeMultiple: 2.555 }, adminToken);
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { incomeMultiple: 'Income multiple has at most two decimals' } },
    });
    const elsewhere = `/api/admins/apartments/${ids['Strict Towers'].apartment}/floorplans/${ids['Unknown Gardens'].floorplan}/accessibility`;
    expect((await app.rest('PUT', elsewhere, { accessibility: ['GRAB_BARS'] }, adminToken)).status).toBe(404);
    const own = `/api/admins/apartments/${ids['Unknown Gardens'].apartment}/floorplans/${ids['Unknown Gardens'].floorplan}/accessibility`;
    const set = await app.rest('PUT', own, { accessibility: ['GRAB_BARS'] }, adminToken);
    expect(set.body).toEqual({ message: 'Accessibility saved.', accessibility: ['GRAB_BARS'] });
    // Back to no rules on record, as the other tests expect.
    await app.db.prisma.screening.deleteMany({ where: { apartmentId: ids['Unknown Gardens'].apartment } });
  });
});

describe("a renter's answers stay private", () => {
  it('are refused in a URL on both doors', async () => {
    const rest = await app.rest('GET', `/api/apartments/filtered?qualification=${MARKER_INCOME}`);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'qualification answers are accepted only in a POST body (POST /api/apartments/search), never in a URL',
    );
    const query = `query ($f: ApartmentFilter) { apartments(first: 5, filter: $f) { totalCount } }`;
    const variables = JSON.stringify({ f: { qualification: { monthlyIncomeCents: MARKER_INCOME } } });
    const graphql = await app.rest(
      'GET',
      `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables)}`,
    );
    expect(graphql.body.errors[0].message).toBe(
      'qualification answers are accepted only in a POST body, never in a URL',
    );
  });

  it('are refused in the query string of the search POST, naming the parameter', async () => {
    const url = `/api/apartments/search?qualification.monthlyIncomeCents=${MARKER_INCOME}`;
    const answers = await app.rest('POST', url, {});
    expect(answers.status).toBe(400);
    expect(answers.body.message).toBe(
      'qualification.monthlyIncomeCents: qualification answers are accepted only in a POST body (POST /api/apartments/search), never in a URL',
    );
    expect(Object.keys(answers.body.errors)).toEqual(['qualification.monthlyIncomeCents']);
    // The POST takes its whole filter in the body: any other parameter is refused too, by name.
    const other = await app.rest('POST', '/api/apartments/search?minPrice=900', {});
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      'minPrice: POST /api/apartments/search takes its filter in the JSON body, not in the query string',
    );
  });

  it('never enter the read cache and say no-store', async () => {
    const body = {
      query: SEARCH,
      variables: { filter: { qualification: answers({ monthlyIncomeCents: MARKER_INCOME }) } },
    };
    const before = app.cacheStats();
    const first = await app.rest('POST', '/graphql', body);
    const second = await app.rest('POST', '/graphql', body);
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('etag')).toBeNull();
    expect(app.cacheStats().hits).toBe(before.hits);
    // The same search without answers is cached as before.
    const plain = { query: `query { apartments(first: 5) { totalCount } }` };
    await app.rest('POST', '/graphql', plain);
    await app.rest('POST', '/graphql', plain);
    expect(app.cacheStats().hits).toBe(before.hits + 1);
  });

  it('reach no log line and no table', async () => {
    await app.rest('POST', '/api/apartments/search', { qualification: answers({ monthlyIncomeCents: MARKER_INCOME }) });
    await app.rest('POST', '/api/apartments/search', {
      qualification: { monthlyIncomeCents: MARKER_INCOME, pets: ['fish'] },
    });
    await app.gql(SEARCH, { filter: { qualification: answers({ monthlyIncomeCents: MARKER_INCOME }) } });
    // A malformed answer is refused, and the refusal is not logged with its value either.
    const refused = await app.gql(SEARCH, { filter: { qualification: { monthlyIncomeCents: `${MARKER_INCOME}` } } });
    expect(refused.errors?.length).toBe(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(String(MARKER_INCOME)))).toEqual([]);
    const tables = await app.db.prisma.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const rowsHolding = async (text: string) => {
      let found = 0;
      for (const { table_name: table } of tables) {
        const [row] = await app.db.prisma.$queryRawUnsafe<{ count: bigint }[]>(
          `SELECT count(*) AS count FROM "${table}" t WHERE t::text LIKE $1`,
          `%${text}%`,
        );
        found += Number(row.count);
      }
      return found;
    };
    // The scan finds what is stored (a fixture's code), so finding no answer means none was stored.
    expect(await rowsHolding('QF-STRICT')).toBeGreaterThan(0);
    expect(await rowsHolding(String(MARKER_INCOME))).toBe(0);
  });

  it('cannot be kept in a saved search', async () => {
    const result = await app.gql(`mutation ($input: SaveSearchInput!) { saveSearch(input: $input) }`, {
      input: { email: 'renter@example.com', frequency: 'daily', filter: { qualification: answers() } },
    });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await testApp({ clock: () => T0 });
    await seedDemoData(demo.db.prisma, localStorage(demo.config.dataDir), T0);
  });
  afterAll(() => demo?.close());

  it('has second-chance, voucher-friendly, strict, partly known, unverified and missing rules, and accessibility', async () => {
    const prisma = demo.db.prisma;
    const [apartments, rules] = await Promise.all([prisma.apartment.count(), prisma.screening.findMany()]);
    const stale = new Date(T0.getTime() - 30 * DAY_MS);
    expect(
      rules.filter((rule) => rule.evictionPolicy === 'AFTER_YEARS' && rule.evictionYears === 3).length,
    ).toBeGreaterThan(3);
    expect(rules.filter((rule) => rule.creditPolicy === 'NO_MINIMUM').length).toBeGreaterThan(3);
    expect(rules.filter((rule) => rule.acceptsVouchers === true).length).toBeGreaterThan(3);
    expect(
      rules.filter((rule) => rule.evictionPolicy === 'NEVER' && rule.minimumCreditScore !== null).length,
    ).toBeGreaterThan(3);
    expect(rules.filter((rule) => rule.creditPolicy === null).length).toBeGreaterThan(0);
    expect(rules.filter((rule) => rule.verifiedAt! <= stale).length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThan(apartments);
    expect(await prisma.floorplan.count({ where: { accessibility: { has: 'ROLL_IN_SHOWER' } } })).toBeGreaterThan(0);
  });
});
