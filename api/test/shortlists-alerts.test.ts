// The renter's side of the search through GraphQL: an agent sends a shortlist and the renter reacts by the link
// (the reaction on the lead's timeline, an e-mail to the agent); a saved search is confirmed from its e-mail,
// then a price drop makes one alert and an unrelated change none, and unsubscribing stops them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFloorplan } from '../src/services/apartment-admin.js';
import { runAlerts } from '../src/services/saved-searches.js';
import { addApartment } from './fixtures.js';
import { setApartmentLocation } from '../src/services/listing.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom, send } from './sessions.js';

let app: TestApp;
let agent: { id: string; token: string; email: string };
let brook: Awaited<ReturnType<typeof addApartment>>;
let oaks: Awaited<ReturnType<typeof addApartment>>;

const gql = gqlFromAddresses(() => app, '10.40.0');

const ok = okFrom(gql);

const outbox = (kind: string) =>
  app.db.prisma.outboxMessage.findMany({ where: { kind }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /token=([\w-]{43})/.exec(text)?.[1] ?? /\/list\/([\w-]{43})\//.exec(text)?.[1];

beforeAll(async () => {
  app = await appWithSecret();
  await adminSession(app);
  agent = await agentSession(app);
  brook = await addApartment(app.db.prisma, {
    name: 'Brook Hollow',
    code: 'BH-1',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'twoBed', minPrice: 1500, maxPrice: 1600 }],
    // Checked today: an apartment's "from" figure counts floorplans checked within 30 days only.
    verifiedAt: new Date(),
  });
  oaks = await addApartment(app.db.prisma, {
    name: 'The Oaks',
    code: 'OK-1',
    location: ['Alamo Heights'],
    floorplans: [{ type: 'oneBed', minPrice: 1100, maxPrice: 1200 }],
    verifiedAt: new Date(),
  });
  await setApartmentLocation(
    app.db.prisma,
    {
      apartmentId: brook.id,
      address: { street: '7703 Floyd Curl Dr', city: 'San Antonio', state: 'TX', zip: '78229' },
      location: { latitude: 29.5079, longitude: -98.5746 },
    },
    { adminId: null },
  );
});
afterAll(() => app.close());

describe('shortlists', () => {
  let token: string;
  let itemId: string;

  it('sends a private link to the renter of a lead the agent owns', async () => {
    const lead = await app.db.prisma.lead.create({
      data: {
        name: 'Maria Garza',
        email: 'maria@example.com',
        preferredContact: 'email',
        source: 'website',
        agentId: agent.id,
        areas: [],
        roomTypes: [],
        pets: [],
        amenities: [],
      },
    });
    const created = await ok(
      `mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { link items { id note } lead { _id shortlists { note } } } }`,
      {
        lead: lead.id,
        input: {
          note: 'Two near UT Health',
          items: [{ apartmentId: brook.id, note: 'Closest to work' }, { apartmentId: oaks.id }],
        },
      },
      agent.token,
    );
    expect(created.createShortlist.items.map((item: { note: string | null }) => item.note)).toEqual([
      'Closest to work',
      null,
    ]);
    // The lead comes back with the list among its own, so the agent's page shows it without loading again.
    expect(created.createShortlist.lead).toEqual({ _id: lead.id, shortlists: [{ note: 'Two near UT Health' }] });
    const [mail] = await outbox('shortlist.sent');
    expect(mail.toAddress).toBe('maria@example.com');
    // One line per item with today's all-in figure and where the apartment is (docs/contract.md "Where an
    // apartment is"); the renter sees the name the site shows (a code unless it follows the 'xxx-' pattern).
    expect(mail.text).toContain(
      '- BH-1: from $1,500/month all-in, 7703 Floyd Curl Dr, San Antonio, TX 78229\n- OK-1: from $1,100/month all-in\n',
    );
    token = tokenIn(mail.text)!;
    expect(created.createShortlist.link).toMatch(new RegExp(`/list/${token}/$`));
    itemId = created.createShortlist.items[0].id;
  });

  it('shows live figures by the link, without login, and what changed since it was sent', async () => {
    const read = `query ($token: String!) {
      shortlist(token: $token) {
        note
        items { apartment { name } allInMonthlyCents changes changeDetails { kind wasAllInMonthlyCents specialText text } }
      }
    }`;
    const before = (await ok(read, { token })).shortlist;
    const addresses = await ok(
      `query ($token: String!) { shortlist(token: $token) { items { address { street zip } } } }`,
      {
        token,
      },
    );
    expect(addresses.shortlist.items.map((item: { address: unknown }) => item.address)).toEqual([
      { street: '7703 Floyd Curl Dr', zip: '78229' },
      null,
    ]);
    expect(before.items.map((item: { apartment: { name: string } }) => item.apartment.name)).toEqual([
      'Brook Hollow',
      'The Oaks',
    ]);
    expect(before.items[0]).toMatchObject({ allInMonthlyCents: 150_000, changes: [] });
    const twoBed = brook.floorplans.find((floorplan) => floorplan.type === 'twoBed')!;
    await updateFloorplan(app.db.prisma, brook.id, twoBed.id, { minPrice: 1450 }, { adminId: null });
    const after = (await ok(read, { token })).shortlist;
    expect(after.items[0]).toMatchObject({
      allInMonthlyCents: 145_000,
      changes: ['Price dropped since we sent it (was $1,500/month all-in)'],
      // The same change as a kind with its figure, for the Spanish list.
      changeDetails: [
        {
          kind: 'PRICE_DROPPED',
          wasAllInMonthlyCents: 150_000,
          specialText: null,
          text: 'Price dropped since we sent it (was $1,500/month all-in)',
        },
      ],
    });
    expect((await gql(read, { token: 'x'.repeat(43) })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The link acts for the renter: the lead behind the list (the renter's contact data) stays with staff.
    const lead = await gql(`query ($token: String!) { shortlist(token: $token) { lead { name email } } }`, { token });
    expect(lead.data?.shortlist ?? null).toBeNull();
    expect(lead.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(read, { token: 'short' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("records the renter's reaction on the lead's timeline and tells the agent by e-mail", async () => {
    const react = `mutation ($token: String!, $item: ID!) { reactToShortlistItem(token: $token, itemId: $item, reaction: love, comment: "Love the pool") { reaction comment } }`;
    expect((await ok(react, { token, item: itemId })).reactToShortlistItem).toEqual({
      reaction: 'love',
      comment: 'Love the pool',
    });
    const event = await app.db.prisma.leadEvent.findFirstOrThrow({ where: { kind: 'reaction' } });
    expect(event.text).toBe('Renter loves Brook Hollow: "Love the pool"');
    const [mail] = await outbox('shortlist.reaction');
    expect(mail.toAddress).toBe(agent.email);
    expect(mail.subject).toBe('Shortlist answer: Brook Hollow (Loves it)');
  });

  it('answers nothing once revoked', async () => {
    const list = await app.db.prisma.shortlist.findFirstOrThrow();
    await ok(`mutation ($id: ID!) { revokeShortlist(id: $id) { revokedAt } }`, { id: list.id }, agent.token);
    const read = await gql(`query ($token: String!) { shortlist(token: $token) { id } }`, { token });
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('saved searches', () => {
  const save = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) }`;
  let token: string;

  it('refuses a bad address and stores nothing, then sends a confirmation first (double opt-in)', async () => {
    const input = {
      email: 'rosa@example.com',
      filter: { roomTypes: ['twoBed'], maxAllInMonthly: 1600 },
      frequency: 'instant',
    };
    const bad = await gql(save, { input: { ...input, email: 'rosa@' } });
    expect(bad.errors?.[0].extensions?.errors).toEqual({ email: 'Please enter a valid e-mail address' });
    expect(await app.db.prisma.savedSearch.count()).toBe(0);
    await ok(save, { input });
    const [mail] = await outbox('search.confirm');
    expect(mail.subject).toBe('Confirm your apartment alerts - SATX Apartment Locators');
    expect(mail.text).toContain('2 Bedroom, up to $1,600 a month all-in');
    token = tokenIn(mail.text)!;
    // Not confirmed: no alert whatever changes.
    expect((await runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date())).checked).toBe(0);
    // The link's page reads what it stands for, and the read confirms nothing (a mail scanner opens links).
    const read = `query ($token: String!) { savedSearchLink(token: $token) { label confirmedAt unsubscribedAt } }`;
    const before = await ok(read, { token });
    expect(before.savedSearchLink).toEqual({
      label: '2 Bedroom, up to $1,600 a month all-in',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect((await ok(read, { token })).savedSearchLink.confirmedAt).toBeNull();
    const confirmed = await ok(`mutation ($token: String!) { confirmSavedSearch(token: $token) { confirmedAt } }`, {
      token,
    });
    expect(confirmed.confirmSavedSearch.confirmedAt).not.toBeNull();
    // Opened again: the page can say "Already confirmed".
    expect((await ok(read, { token })).savedSearchLink.confirmedAt).toBe(confirmed.confirmSavedSearch.confirmedAt);
  });

  it("answers a bogus or unknown alert link's read with the words Confirm would answer", async () => {
    const read = `query ($token: String!) { savedSearchLink(token: $token) { confirmedAt } }`;
    const bogus = await gql(read, { token: 'not-a-token' });
    expect(bogus.errors?.[0]).toMatchObject({
      message: 'token: This link is not valid',
      extensions: { code: 'BAD_USER_INPUT', errors: { token: 'This link is not valid' } },
    });
    const unknown = await gql(read, { token: 'b'.repeat(43) });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This link is not valid or the alert was removed',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('sends one alert for an all-in price drop and none for an unrelated change', async () => {
    const oneBed = oaks.floorplans[0];
    await updateFloorplan(app.db.prisma, oaks.id, oneBed.id, { minPrice: 900 }, { adminId: null });
    expect((await runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date())).queued).toBe(0);
    const twoBed = brook.floorplans.find((floorplan) => floorplan.type === 'twoBed')!;
    await updateFloorplan(app.db.prisma, brook.id, twoBed.id, { minPrice: 1400 }, { adminId: null });
    const [first, second] = await Promise.all([
      runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date()),
      runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date()),
    ]);
    expect(first.queued + second.queued).toBe(1);
    const alerts = await outbox('search.alert');
    expect(alerts).toHaveLength(1);
    // docs/product.md section 2: the alert names the code, as the card does, never the property.
    expect(alerts[0].text).toContain('Price drop: BH-1, 2 Bedroom now $1,400/month all-in (was $1,450)');
    expect(alerts[0].subject + alerts[0].text).not.toContain('Brook Hollow');
    expect(alerts[0].headers).toEqual({
      'List-Unsubscribe': `<${app.config.origin}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date())).queued).toBe(0);
  });

  it('stops alerts after a one-click unsubscribe', async () => {
    const refused = await send(app, 'POST', '/api/alerts/unsubscribe?token=nope', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    const done = await send(app, 'POST', `/api/alerts/unsubscribe?token=${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const twoBed = brook.floorplans.find((floorplan) => floorplan.type === 'twoBed')!;
    await updateFloorplan(app.db.prisma, brook.id, twoBed.id, { minPrice: 1300 }, { adminId: null });
    expect((await runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date())).checked).toBe(0);
    // The alert still waiting in the outbox is dropped too: nothing more reaches the address.
    expect(await outbox('search.alert')).toHaveLength(0);
  });

  it("gathers a daily subscriber's alerts into one digest a day, on a controlled clock", async () => {
    await ok(save, {
      input: {
        email: 'dana@example.com',
        filter: { roomTypes: ['oneBed'] },
        frequency: 'daily',
      },
    });
    const confirmation = (await outbox('search.confirm')).find((mail) => mail.toAddress === 'dana@example.com')!;
    expect(confirmation.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const daily = tokenIn(confirmation.text)!;
    await ok(`mutation ($token: String!) { confirmSavedSearch(token: $token) { confirmedAt } }`, { token: daily });
    const oneBed = oaks.floorplans[0];
    const run = (at: string) => runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date(at));
    const digests = async () =>
      (await outbox('search.digest')).filter((mail) => mail.toAddress === 'dana@example.com').map((mail) => mail.text);

    await updateFloorplan(app.db.prisma, oaks.id, oneBed.id, { minPrice: 850 }, { adminId: null });
    await run('2026-12-01T15:00:00Z');
    expect(await digests()).toHaveLength(1);
    expect((await digests())[0]).toContain('Price drop: OK-1, 1 Bedroom now $850/month all-in (was $900)');

    // Two hours later another drop waits for the next day's digest.
    await updateFloorplan(app.db.prisma, oaks.id, oneBed.id, { minPrice: 800 }, { adminId: null });
    await run('2026-12-01T17:00:00Z');
    await run('2026-12-02T14:59:59Z');
    expect(await digests()).toHaveLength(1);
    await run('2026-12-02T15:00:00Z');
    const [, second] = await digests();
    expect(second).toContain('Price drop: OK-1, 1 Bedroom now $800/month all-in (was $850)');
    expect(second).not.toContain('$850/month all-in (was $900)');
  });
});
