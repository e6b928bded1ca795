// A renter's personal data goes everywhere it was copied to: erasing a lead (on request, or by the retention
// sweep after a period without activity) also clears the shortlists' notes and the renter's comments, revokes
// the renter's list links, and deletes the saved searches and e-mails of the renter's address. Saved searches
// nobody confirmed are deleted after 7 days, and unsubscribing forgets the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredLeads } from '../src/services/leads.js';
import { purgeUnconfirmedSearches, runAlerts } from '../src/services/saved-searches.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom } from './sessions.js';

let app: TestApp;
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let apartmentId: string;
const gql = gqlFromAddresses(() => app, '10.70.0');
const day = 86_400_000;

const ok = okFrom(gql);

const tokenIn = (text: string) => /token=([\w-]{43})/.exec(text)?.[1] ?? /\/list\/([\w-]{43})\//.exec(text)?.[1];
const SHORTLIST = `query ($token: String!) { shortlist(token: $token) { note items { note comment } } }`;
const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) }`;

/** A lead the agent owns, a shortlist sent to it, and the renter's answer with contact details in the comment. */
async function leadWithAnsweredList(email: string, updatedAt?: Date) {
  const lead = await app.db.prisma.lead.create({
    data: {
      name: 'Maria Garza',
      email,
      phone: '+12105557788',
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
    `mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { items { id } } }`,
    { lead: lead.id, input: { note: 'For Maria, near her work', items: [{ apartmentId, note: 'She has a cat' }] } },
    agent.token,
  );
  const sent = await app.db.prisma.outboxMessage.findFirstOrThrow({
    where: { kind: 'shortlist.sent', leadId: lead.id },
  });
  const token = tokenIn(sent.text)!;
  await ok(
    `mutation ($token: String!, $item: ID!) { reactToShortlistItem(token: $token, itemId: $item, reaction: love, comment: "Call me at 210-555-7788, 12 Elm St") { reaction } }`,
    { token, item: created.createShortlist.items[0].id },
  );
  if (updatedAt) {
    await app.db.prisma.lead.update({ where: { id: lead.id }, data: { updatedAt } });
    await app.db.prisma.leadEvent.updateMany({ where: { leadId: lead.id }, data: { createdAt: updatedAt } });
  }
  return { lead, token };
}

beforeAll(async () => {
  app = await appWithSecret();
  admin = await adminSession(app);
  agent = await agentSession(app);
  apartmentId = (
    await addApartment(app.db.prisma, {
      name: 'Brook Hollow',
      code: 'BH-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1500, maxPrice: 1600 }],
    })
  ).id;
});
afterAll(() => app.close());

describe('erasing a lead', () => {
  it("clears the lists' notes and comments, revokes the renter's links, and deletes the address's searches and e-mails", async () => {
    const { lead, token } = await leadWithAnsweredList('maria@example.com');
    expect((await ok(SHORTLIST, { token })).shortlist.items[0].comment).toBe('Call me at 210-555-7788, 12 Elm St');
    // The renter also saved a search with the same address (in any spelling); another renter did too.
    await ok(SAVE, {
      input: { email: 'Maria@Example.com', filter: { roomTypes: ['twoBed'] }, frequency: 'daily' },
    });
    await ok(SAVE, { input: { email: 'other@example.com', filter: { roomTypes: ['twoBed'] }, frequency: 'daily' } });

    await ok(`mutation ($id: ID!) { eraseLead(id: $id) { erasedAt } }`, { id: lead.id }, admin.token);

    const read = await gql(SHORTLIST, { token });
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await app.db.prisma.shortlist.findFirstOrThrow({
      where: { leadId: lead.id },
      include: { items: true },
    });
    expect(list.revokedAt).not.toBeNull();
    expect([list.note, list.items[0].note, list.items[0].comment]).toEqual([null, null, null]);
    const staffView = await ok(
      `query ($id: ID!) { lead(id: $id) { shortlists { note items { note comment } } timeline { text } } }`,
      { id: lead.id },
      admin.token,
    );
    expect(JSON.stringify(staffView)).not.toMatch(/555-7788|Elm St|Maria|cat/);
    expect(await app.db.prisma.savedSearch.findMany({ select: { email: true } })).toEqual([
      { email: 'other@example.com' },
    ]);
    expect(await app.db.prisma.outboxMessage.count({ where: { toAddress: 'maria@example.com' } })).toBe(0);
    expect(await app.db.prisma.outboxMessage.count({ where: { toAddress: 'other@example.com' } })).toBe(1);
  });

  it('erases a lead after the retention period whatever its status, with its lists and comments', async () => {
    const now = new Date(Date.now() + 800 * day);
    const { lead, token } = await leadWithAnsweredList('nina@example.com', new Date(now.getTime() - 731 * day));
    // Never claimed past "new"... still the renter's data.
    expect((await app.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('new');
    expect(await eraseExpiredLeads(app.db.prisma, 730, now)).toBe(1);
    expect((await gql(SHORTLIST, { token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const item = await app.db.prisma.shortlistItem.findFirstOrThrow({ where: { shortlist: { leadId: lead.id } } });
    expect([item.note, item.comment]).toEqual([null, null]);
    expect((await app.db.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).email).toBeNull();
  });
});

describe('saved searches', () => {
  it('deletes searches nobody confirmed within 7 days, with their confirmation e-mails', async () => {
    const now = new Date();
    for (const email of ['old@example.com', 'recent@example.com'])
      await ok(SAVE, { input: { email, filter: { roomTypes: ['oneBed'] }, frequency: 'instant' } });
    await app.db.prisma.savedSearch.updateMany({
      where: { email: 'old@example.com' },
      data: { createdAt: new Date(now.getTime() - 7 * day - 1000) },
    });
    await app.db.prisma.savedSearch.updateMany({
      where: { email: 'recent@example.com' },
      data: { createdAt: new Date(now.getTime() - 6 * day) },
    });
    expect(await purgeUnconfirmedSearches(app.db.prisma, now)).toBe(1);
    expect(await app.db.prisma.savedSearch.count({ where: { email: 'old@example.com' } })).toBe(0);
    expect(await app.db.prisma.outboxMessage.count({ where: { toAddress: 'old@example.com' } })).toBe(0);
    expect(await app.db.prisma.savedSearch.count({ where: { email: 'recent@example.com' } })).toBe(1);
  });

  it('forgets the address on unsubscribe, with every e-mail of the search', async () => {
    await ok(SAVE, { input: { email: 'leo@example.com', filter: { roomTypes: ['twoBed'] }, frequency: 'instant' } });
    const confirmation = await app.db.prisma.outboxMessage.findFirstOrThrow({
      where: { toAddress: 'leo@example.com' },
    });
    const token = tokenIn(confirmation.text)!;
    await ok(`mutation ($token: String!) { confirmSavedSearch(token: $token) { confirmedAt } }`, { token });
    const search = await app.db.prisma.savedSearch.findUniqueOrThrow({ where: { token } });
    await app.db.prisma.savedSearch.update({ where: { id: search.id }, data: { baseline: {} } });
    expect((await runAlerts(app.db.prisma, app.catalog, app.config.origin, new Date())).queued).toBe(1);
    expect(await app.db.prisma.outboxMessage.count({ where: { toAddress: 'leo@example.com' } })).toBe(2);

    const done = await ok(`mutation ($token: String!) { unsubscribeSavedSearch(token: $token) { unsubscribedAt } }`, {
      token,
    });
    expect(done.unsubscribeSavedSearch.unsubscribedAt).not.toBeNull();
    const row = await app.db.prisma.savedSearch.findUniqueOrThrow({ where: { id: search.id } });
    expect([row.email, row.baseline]).toEqual([null, null]);
    expect(await app.db.prisma.outboxMessage.count({ where: { toAddress: 'leo@example.com' } })).toBe(0);
    expect(JSON.stringify(await app.db.prisma.savedSearch.findMany())).not.toContain('leo@example.com');
  });
});
