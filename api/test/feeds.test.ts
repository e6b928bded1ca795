// Property feeds (docs/contract.md "Property feeds"): hand-written MITS 4.1 files read through the REST door, a dry
// run per apartment, an apply that confirms floorplans with the source "feed", and every bad input of the contract.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMitsProperties, FEED_FILE_MESSAGES } from '../src/services/feeds/mits.js';
import { storeDemoPictures, type TestApp } from './harness.js';
import { addApartment } from './fixtures.js';
import { adminSession, agentSession, appWithSecret, send } from './sessions.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'mits');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

let app: TestApp;
let token: string;
let pearl: Awaited<ReturnType<typeof addApartment>>;

beforeAll(async () => {
  // The test's own feed server listens on this machine, which a real feed URL may never name.
  app = await appWithSecret({ env: { IMAGE_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
  await storeDemoPictures(app);
  ({ token } = await adminSession(app));
  pearl = await addApartment(app.db.prisma, {
    name: 'Pearl Lofts',
    code: 'PL-100',
    location: ['Downtown/Pearl/Southtown'],
    floorplans: [
      { type: 'studio', minPrice: 1000, maxPrice: 1100 },
      { type: 'oneBed', minPrice: 1250, maxPrice: 1400 },
      { type: 'threeBed', minPrice: 2400, maxPrice: 2600 },
    ],
  });
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const upload = (feedId: string, xml: string) =>
  send(app, 'POST', `/api/admins/feeds/${feedId}/run`, {
    headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
    body: xml,
  });

async function newFeed(name: string, extra: Record<string, unknown> = {}) {
  const created = await app.rest('POST', '/api/admins/feeds', { name, ...extra }, token);
  expect(created.status).toBe(201);
  return created.body.feed._id as string;
}

describe('a real-shaped property with three floorplans, fees and a concession', () => {
  let feedId: string;

  it('proposes the apartment by its code and applies nothing before an admin confirms it', async () => {
    feedId = await newFeed('Alamo Residential (Yardi)');
    const first = await upload(feedId, await fixture('pearl-lofts.xml'));
    expect(first.status).toBe(201);
    expect(first.body.run).toMatchObject({ status: 'planned', propertyCount: 1, floorplanCount: 3 });
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${first.body.run._id}`, undefined, token);
    expect(detail.body.run.items).toEqual([expect.objectContaining({ propertyId: 'PL-100', outcome: 'unmatched' })]);
    const properties = await app.rest('GET', `/api/admins/feeds/${feedId}/properties`, undefined, token);
    expect(properties.body.properties).toEqual([
      expect.objectContaining({
        propertyId: 'PL-100',
        proposedApartmentId: pearl.id,
        proposedReason: 'same code',
        apartmentId: null,
      }),
    ]);
    const confirmed = await app.rest(
      'POST',
      `/api/admins/feeds/${feedId}/properties/${properties.body.properties[0]._id}/confirm`,
      {},
      token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.property.apartmentId).toBe(pearl.id);
  });

  it('shows per apartment what would change: rents, fees, specials, availability, new and vanished floorplans', async () => {
    const run = await upload(feedId, await fixture('pearl-lofts.xml'));
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}`, undefined, token);
    const [item] = detail.body.run.items;
    expect(item).toMatchObject({ propertyId: 'PL-100', apartmentId: pearl.id, outcome: 'changes' });
    // A1 states $1,330.50, its $1,295.50 rent and the $35 trash fee; B2 states $20 less than $1,780 and $35 make.
    expect(item.messages).toEqual([
      'Floorplan B2: the property states a Total Monthly Leasing Price of $1,800, but its rent and required monthly fees come to $1,815. The site shows the all-in it computes; ask the property which is right.',
    ]);
    expect(item.changes).toEqual([
      { what: 'Studio: rent', before: '$1,000 – $1,100', after: '$1,050 – $1,125' },
      { what: 'Studio: size', before: null, after: '480 – 520 sq ft' },
      { what: 'Studio: units available', before: null, after: '2' },
      { what: '1 Bedroom: rent', before: '$1,250 – $1,400', after: '$1,295.50 – $1,410' },
      { what: '1 Bedroom: size', before: null, after: '680 – 720 sq ft' },
      { what: '1 Bedroom: units available', before: null, after: '5' },
      { what: '2 Bedroom: new floorplan', before: null, after: '$1,780 – $1,950, available 2027-01-15' },
      {
        what: '3 Bedroom',
        before: '$2,400 – $2,600',
        after: 'no longer in the feed: it goes stale 30 days after its last confirmation',
      },
      {
        what: 'Fees',
        before: 'none',
        after:
          'Application Fee $50 (One-time, at move-in); Administrative Fee $150 (One-time, at move-in); Trash and valet $35 (Monthly, required); Covered parking $40 (Monthly, optional); Security deposit $300 (Refundable deposit)',
      },
      { what: 'Specials', before: 'none', after: '6 weeks free on a 12-month lease, 1 bedrooms' },
    ]);
    // Nothing is written by a dry run.
    const oneBed = await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: pearl.id, type: 'oneBed' } });
    expect(oneBed.minRentCents).toBe(125_000);

    const applied = await app.rest(
      'POST',
      `/api/admins/feeds/${feedId}/runs/${run.body.run._id}/apply`,
      undefined,
      token,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.run.status).toBe('applied');
    const again = await app.rest(
      'POST',
      `/api/admins/feeds/${feedId}/runs/${run.body.run._id}/apply`,
      undefined,
      token,
    );
    expect(again.status).toBe(409);
  });

  it('writes the feed figures, confirmed by the feed at its time, and the public page shows them at once', async () => {
    const floorplans = await app.db.prisma.floorplan.findMany({
      where: { apartmentId: pearl.id },
      orderBy: { type: 'asc' },
    });
    const byType = Object.fromEntries(floorplans.map((floorplan) => [floorplan.type, floorplan]));
    expect(byType.oneBed).toMatchObject({
      minRentCents: 129_550,
      maxRentCents: 141_000,
      minSqft: 680,
      maxSqft: 720,
      unitsAvailable: 5,
      availableFrom: null,
      verifiedByRole: 'FEED',
      verifiedByName: 'Alamo Residential (Yardi)',
    });
    expect(byType.twoBed).toMatchObject({ minRentCents: 178_000, verifiedByRole: 'FEED' });
    expect(byType.twoBed.availableFrom?.toISOString().slice(0, 10)).toBe('2027-01-15');
    // The vanished 3-bedroom is left as it was: it goes stale by the 30-day rule.
    expect(byType.threeBed).toMatchObject({ minRentCents: 240_000, verifiedByRole: null });
    const fees = await app.db.prisma.fee.findMany({ where: { apartmentId: pearl.id }, orderBy: { position: 'asc' } });
    expect(fees.map((fee) => [fee.name, fee.amountCents, fee.kind])).toEqual([
      ['Application Fee', 5_000, 'oneTime'],
      ['Administrative Fee', 15_000, 'oneTime'],
      ['Trash and valet', 3_500, 'monthlyMandatory'],
      ['Covered parking', 4_000, 'monthlyOptional'],
      ['Security deposit', 30_000, 'deposit'],
    ]);
    const specials = await app.db.prisma.special.findMany({ where: { apartmentId: pearl.id } });
    expect(specials).toEqual([
      expect.objectContaining({ concessionKind: 'weeksFree', concessionValue: 6, floorplanTypes: ['oneBed'] }),
    ]);
    const imports = await app.db.prisma.imageImport.findMany({ where: { apartmentId: pearl.id } });
    expect(imports.map((row) => row.sourceUrl)).toContain('https://cdn.pearl-lofts.example/a1.png');
    const page = await app.rest('GET', `/api/apartments/${pearl.id}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('1296');
    // The day's history holds the all-in renters see today: the feed's concession and fees included, written after
    // them in the property's transaction.
    const shown = await app.gql<{ apartment: { floorplans: { type: string; allInMonthlyCents: { min: number } }[] } }>(
      'query($id: ID!) { apartment(id: $id) { floorplans { type allInMonthlyCents { min } } } }',
      { id: pearl.id },
    );
    const oneBedAllIn = shown.data?.apartment.floorplans.find((floorplan) => floorplan.type === 'oneBed');
    const history = await app.db.prisma.priceObservation.findMany({ where: { floorplanId: byType.oneBed.id } });
    expect(history.map((row) => [row.source, row.monthlyFeesCents, row.allInMinCents])).toEqual([
      ['FEED', 3_500, oneBedAllIn?.allInMonthlyCents.min],
    ]);
    // The concession lowers it below the rent plus fees.
    expect(history[0].allInMinCents).toBeLessThan(129_550 + 3_500);
  });

  it('a second run of the same file only confirms: the feed writes its specials once', async () => {
    const run = await upload(feedId, await fixture('pearl-lofts.xml'));
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}`, undefined, token);
    expect(detail.body.run.items[0].outcome).toBe('changes');
    expect(detail.body.run.items[0].changes).toEqual([
      {
        what: '3 Bedroom',
        before: '$2,400 – $2,600',
        after: 'no longer in the feed: it goes stale 30 days after its last confirmation',
      },
    ]);
    await app.rest('POST', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}/apply`, undefined, token);
    expect(await app.db.prisma.special.count({ where: { apartmentId: pearl.id } })).toBe(1);
  });
});

describe('the cap on specials', () => {
  it("applies the feed's concessions only into the room staff's own specials leave, and says what was left out", async () => {
    const capped = await addApartment(app.db.prisma, {
      name: 'Capped Lofts',
      code: 'CAP-1',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'oneBed', minPrice: 1250, maxPrice: 1400 }],
    });
    // Staff already keep ten specials, the most an apartment may have.
    await app.db.prisma.special.createMany({
      data: Array.from({ length: 10 }, (_, index) => ({
        apartmentId: capped.id,
        text: `Staff special ${index + 1}`,
        concessionKind: 'amountOff' as const,
        concessionValue: 100,
        validFrom: new Date('2026-01-01'),
        validUntil: new Date('2027-12-31'),
        floorplanTypes: [],
      })),
    });
    const feedId = await newFeed('Capped feed');
    const xml = (await fixture('pearl-lofts.xml')).replaceAll('PL-100', 'CAP-1');
    // The first read finds the property; an admin's confirmation of the match is written as it leaves it.
    await upload(feedId, xml);
    await app.db.prisma.feedProperty.updateMany({
      where: { feedId, propertyId: 'CAP-1' },
      data: { apartmentId: capped.id, confirmedAt: new Date() },
    });
    const run = await upload(feedId, xml);
    const applied = await app.rest(
      'POST',
      `/api/admins/feeds/${feedId}/runs/${run.body.run._id}/apply`,
      undefined,
      token,
    );
    expect(applied.status).toBe(200);
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}`, undefined, token);
    expect(detail.body.run.items[0].outcome).toBe('applied');
    expect(detail.body.run.items[0].messages).toContain(
      "1 concession was left out: an apartment has at most 10 specials, staff's own included.",
    );
    expect(await app.db.prisma.special.count({ where: { apartmentId: capped.id } })).toBe(10);
  });
});

describe('bad input', () => {
  it('gives each bad record a clear message and still applies the good ones', async () => {
    const good = await addApartment(app.db.prisma, {
      name: 'Good Gardens',
      code: 'GG-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'oneBed', minPrice: 950, maxPrice: 990 }],
    });
    const feedId = await newFeed('Mixed bag');
    const first = await upload(feedId, await fixture('bad-records.xml'));
    const properties = await app.rest('GET', `/api/admins/feeds/${feedId}/properties`, undefined, token);
    const goodRow = properties.body.properties.find((row: { propertyId: string }) => row.propertyId === 'GOOD-1');
    expect(goodRow).toMatchObject({ proposedApartmentId: good.id, proposedReason: 'same name' });
    await app.rest('POST', `/api/admins/feeds/${feedId}/properties/${goodRow._id}/confirm`, {}, token);
    expect(first.body.run.status).toBe('planned');

    const run = await upload(feedId, await fixture('bad-records.xml'));
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}`, undefined, token);
    const byId = (id: string) => detail.body.run.items.filter((item: { propertyId: string }) => item.propertyId === id);
    expect(byId('GOOD-1')[0]).toMatchObject({
      outcome: 'changes',
      messages: [
        'Floorplan G5: 5 bedrooms do not map to a floorplan type (studio to 4 bedrooms, or a townhome by its name): it was left out.',
      ],
    });
    expect(byId('ZERO-1')[0]).toMatchObject({
      outcome: 'refused',
      messages: ['Floorplan Z1: MarketRent Min 0 is not a rent above zero: the property was refused.'],
    });
    expect(byId('NEG-1')[0]).toMatchObject({
      outcome: 'refused',
      messages: ['Floorplan N1: MarketRent Min -5 is not a rent above zero: the property was refused.'],
    });
    expect(byId('FEE-1')[0]).toMatchObject({
      outcome: 'refused',
      messages: ['Fee "Pest control" has no amount: the property was refused.'],
    });
    expect(byId('DUP-1')).toHaveLength(2);
    for (const item of byId('DUP-1'))
      expect(item).toMatchObject({
        outcome: 'refused',
        messages: [
          'Property DUP-1 appears more than once in the file: every copy was refused, since which one is true cannot be told.',
        ],
      });
    expect(byId('DFP-1')[0]).toMatchObject({
      outcome: 'refused',
      messages: ['Floorplan X1 appears more than once: the property was refused.'],
    });
    // A townhome by its name, whatever its bedroom count.
    expect(byId('TH-1')[0].outcome).toBe('unmatched');

    const applied = await app.rest(
      'POST',
      `/api/admins/feeds/${feedId}/runs/${run.body.run._id}/apply`,
      undefined,
      token,
    );
    expect(applied.body.run.status).toBe('applied');
    const oneBed = await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: good.id, type: 'oneBed' } });
    expect(oneBed).toMatchObject({ minRentCents: 100_000, maxRentCents: 110_000, verifiedByRole: 'FEED' });
  });

  it('refuses a DTD or external entity before reading anything (no XXE)', async () => {
    const feedId = await newFeed('Hostile');
    const run = await upload(feedId, await fixture('xxe.xml'));
    expect(run.status).toBe(201);
    expect(run.body.run).toMatchObject({
      status: 'failed',
      propertyCount: 0,
      messages: [
        'The file declares a DTD (<!DOCTYPE>): DTDs and external entities are refused, so nothing in it was read.',
      ],
    });
    const undeclared = await upload(
      feedId,
      '<PhysicalProperty><Property><PropertyID><Identification IDValue="X"/><MarketingName>&xxe;</MarketingName></PropertyID></Property></PhysicalProperty>',
    );
    expect(undeclared.body.run.status).toBe('failed');
    expect(undeclared.body.run.messages[0]).toMatch(
      /^The file is not well-formed XML \(.*undefined entity.*\): nothing in it was applied\.$/,
    );
    expect(JSON.stringify(undeclared.body)).not.toContain('root:');
  });

  it('refuses malformed XML as a whole: nothing of it is applied', async () => {
    const feedId = await newFeed('Broken');
    const run = await upload(feedId, await fixture('malformed.xml'));
    expect(run.body.run.status).toBe('failed');
    expect(run.body.run.messages[0]).toMatch(/^The file is not well-formed XML \(.+\): nothing in it was applied\.$/);
    const detail = await app.rest('GET', `/api/admins/feeds/${feedId}/runs/${run.body.run._id}`, undefined, token);
    expect(detail.body.run.items).toEqual([]);
  });

  it('refuses a file over 200 MB: declared, or growing past the limit while it streams', async () => {
    const feedId = await newFeed('Huge');
    const declared = await send(app, 'POST', `/api/admins/feeds/${feedId}/run`, {
      headers: {
        'content-type': 'application/xml',
        authorization: `Bearer ${token}`,
        'content-length': String(201 * 1024 * 1024),
      },
      body: '<PhysicalProperty/>',
    });
    expect(declared.body.run).toMatchObject({
      status: 'failed',
      messages: ['The file is larger than 200 MB: nothing in it was applied.'],
    });
    async function* growing() {
      yield '<PhysicalProperty>';
      for (let index = 0; index < 100; index += 1)
        yield `<Property><PropertyID><Identification IDValue="P${index}"/></PropertyID></Property>`;
    }
    await expect(readMitsProperties(growing(), async () => undefined, 2_000)).rejects.toThrow(
      FEED_FILE_MESSAGES.tooLarge(2_000),
    );
  });
});

describe('the doors', () => {
  it('refuses agents and anonymous callers, and names what is wrong in a new feed', async () => {
    const agent = await agentSession(app);
    expect((await app.rest('POST', '/api/admins/feeds', { name: 'X' }, agent.token)).status).toBe(403);
    expect((await app.rest('POST', '/api/admins/feeds', { name: 'X' })).status).toBe(401);
    const bad = await app.rest('POST', '/api/admins/feeds', { name: '', url: 'file:///etc/passwd' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: 'name is required', url: 'url must be an http or https address' });
    const noUrl = await newFeed('Upload only');
    const pull = await app.rest('POST', `/api/admins/feeds/${noUrl}/run`, undefined, token);
    expect(pull.status).toBe(400);
    expect(pull.body.message).toBe('This feed has no URL: upload its file instead.');
  });

  it("lists a feed's runs, newest first", async () => {
    const feedId = await newFeed('Listed');
    await upload(feedId, await fixture('malformed.xml'));
    await upload(feedId, await fixture('pearl-lofts.xml'));
    const runs = await app.rest('GET', `/api/admins/feeds/${feedId}/runs`, undefined, token);
    expect(runs.status).toBe(200);
    expect(runs.body.runs.map((run: { status: string }) => run.status)).toEqual(['planned', 'failed']);
  });
});

describe('a feed pulled from its URL on the schedule', () => {
  it('asks conditionally: an unchanged feed answers 304 and nothing is read', async () => {
    const xml = await fixture('pearl-lofts.xml');
    const seen: { ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
    const server = http.createServer((request, response) => {
      seen.push({
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      });
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304);
        response.end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/xml',
        etag: '"v1"',
        'last-modified': 'Fri, 27 Nov 2026 12:00:00 GMT',
      });
      response.end(xml);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const feedId = await newFeed('Scheduled', { url: `http://127.0.0.1:${port}/mits.xml` });
      expect(await app.feedPuller.runOnce()).toBe(1);
      const pulled = await app.gql(
        'query($id: ID!) { feedRuns(feedId: $id) { status source propertyCount messages } }',
        { id: feedId },
        token,
      );
      expect(pulled.data).toEqual({
        feedRuns: [{ status: 'planned', source: 'schedule', propertyCount: 1, messages: [] }],
      });
      // Pulled again at once by an admin: the validators go back, and the feed answers 304.
      const again = await app.gql('mutation($id: ID!) { runFeed(id: $id) { status messages } }', { id: feedId }, token);
      expect(again.data).toEqual({
        runFeed: {
          status: 'unchanged',
          messages: ['The feed has not changed since the last pull (304 Not Modified): nothing to read.'],
        },
      });
      expect(seen).toEqual([
        { ifNoneMatch: undefined, ifModifiedSince: undefined },
        { ifNoneMatch: '"v1"', ifModifiedSince: 'Fri, 27 Nov 2026 12:00:00 GMT' },
      ]);
      // Not due again within the interval.
      expect(await app.feedPuller.runOnce()).toBe(0);
    } finally {
      server.close();
    }
  });

  it('never pulls an address on a private network unless allowed', async () => {
    const feedId = await newFeed('Metadata', { url: 'http://169.254.169.254/latest/meta-data' });
    const run = await app.rest('POST', `/api/admins/feeds/${feedId}/run`, undefined, token);
    expect(run.body.run).toMatchObject({
      status: 'failed',
      messages: ['The feed could not be pulled: its address is not on the public internet. Nothing was read.'],
    });
  });
});

describe('GraphQL', () => {
  it('creates a feed, lists it with its properties and runs, and applies a run', async () => {
    const created = await app.gql(
      'mutation { createFeed(input: { name: "GraphQL feed", autoApply: false }) { id name url autoApply } }',
      {},
      token,
    );
    expect(created.data).toMatchObject({ createFeed: { name: 'GraphQL feed', url: null, autoApply: false } });
    const feedId = (created.data as { createFeed: { id: string } }).createFeed.id;
    const run = await upload(feedId, await fixture('pearl-lofts.xml'));
    const listed = await app.gql('query { feeds { name properties { propertyId proposedReason } } }', {}, token);
    expect((listed.data as { feeds: unknown[] }).feeds).toContainEqual({
      name: 'GraphQL feed',
      properties: [{ propertyId: 'PL-100', proposedReason: 'same code' }],
    });
    const applied = await app.gql(
      'mutation($id: ID!) { applyFeedRun(runId: $id) { status items { propertyId outcome messages } } }',
      { id: run.body.run._id },
      token,
    );
    expect(applied.data).toEqual({
      applyFeedRun: {
        status: 'applied',
        items: [
          {
            propertyId: 'PL-100',
            outcome: 'unmatched',
            messages: [
              'Floorplan B2: the property states a Total Monthly Leasing Price of $1,800, but its rent and required monthly fees come to $1,815. The site shows the all-in it computes; ask the property which is right.',
              'No apartment is confirmed for this property yet: confirm the proposed match, or choose one.',
            ],
          },
        ],
      },
    });
  });

  it('refuses agents', async () => {
    const agent = await agentSession(app);
    const answer = await app.gql('query { feeds { id } }', {}, agent.token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows renters who confirmed a price: the feed', async () => {
    const answer = await app.gql(
      'query($id: ID!) { apartment(id: $id) { floorplans { type verifiedSource verifiedDaysAgo } } }',
      { id: pearl.id },
    );
    expect(answer.errors).toBeUndefined();
    const floorplans = (answer.data as { apartment: { floorplans: { type: string; verifiedSource: string }[] } })
      .apartment.floorplans;
    expect(floorplans.find((floorplan) => floorplan.type === 'oneBed')?.verifiedSource).toBe('feed');
  });
});
