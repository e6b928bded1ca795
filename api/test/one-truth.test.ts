// One truth for the price and the deal (docs/contract.md, Search semantics): on the demo inventory plus apartments
// whose specials started, ended or are still to come, every surface (the search card, the apartment page,
// Blockbuster Deals, highlights, REST, the manager's table) says the same thing about every apartment, on several
// days of a controlled clock. JSON-LD is left out: it carries the floorplans' asking rent only, and the pages
// need the web build (server-rendering.test.ts covers them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { createApartment, updateFloorplan } from '../src/services/apartment-admin.js';
import { createSpecial } from '../src/services/specials.js';
import { verifyFloorplan } from '../src/services/verification.js';
import { localStorage } from '../src/storage/local.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret } from './sessions.js';

const DAY_MS = 86_400_000;
const T0 = new Date('2026-11-25T18:00:00Z');
let now = T0;
let app: TestApp;
let adminToken: string;
const LOCATOR = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000000', name: 'Test locator' } as const;
const NO_ADMIN = { adminId: null };
const day = (offset: number) => new Date(T0.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

/** What every surface says of one apartment's deal. */
interface Offer {
  promotion: boolean;
  promotionalTerm: number;
  freeMove: boolean;
  specialStartingPrice: number | null;
  allInMonthlyFromCents: number | null;
}
const OFFER_FIELDS = 'promotion promotionalTerm freeMove specialStartingPrice allInMonthlyFromCents';
const offerOf = (node: Offer): Offer => ({
  promotion: node.promotion,
  promotionalTerm: node.promotionalTerm,
  freeMove: node.freeMove,
  specialStartingPrice: node.specialStartingPrice,
  allInMonthlyFromCents: node.allInMonthlyFromCents,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query reads the fields it asked for
async function ok(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> {
  const result = await app.gql(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a REST answer read as the test expects it
async function rest(path: string, token?: string): Promise<any> {
  const response = await app.rest('GET', path, undefined, token);
  expect(response.status).toBe(200);
  return response.body;
}

/** An apartment with one verified one-bedroom at $1,200, through the services staff use, at `verifiedAt`. */
async function listing(code: string, name: string, verifiedAt: Date, input: Record<string, unknown> = {}) {
  const created = await createApartment(
    app.db.prisma,
    {
      name,
      code,
      image: `https://img.example.com/${code}.jpg`,
      location: ['Medical Center/UTSA'],
      leaseTerm: 12,
      promotionalTerm: 0,
      floorplans: [{ type: 'oneBed' }],
      ...input,
    },
    NO_ADMIN,
    { now: T0 },
  );
  const floorplan = created.floorplans[0];
  await updateFloorplan(app.db.prisma, created.id, floorplan.id, { minPrice: 1200, maxPrice: 1300 }, NO_ADMIN);
  await verifyFloorplan(app.db.prisma, LOCATOR, floorplan.id, {}, verifiedAt);
  return created.id;
}

const fourWeeks = (validFrom: string, validUntil: string) => ({
  text: '4 weeks free',
  concessionKind: 'weeksFree',
  concessionValue: 4,
  validFrom,
  validUntil,
});

beforeAll(async () => {
  app = await appWithSecret({ clock: () => now });
  ({ token: adminToken } = await adminSession(app));
  await seedDemoData(app.db.prisma, localStorage(app.config.dataDir), T0);
  const started = await listing('TR-STARTED', 'Truth Started', T0);
  await createSpecial(app.db.prisma, NO_ADMIN, started, fourWeeks(day(-10), day(10)));
  const ended = await listing('TR-ENDED', 'Truth Ended', T0);
  await createSpecial(app.db.prisma, NO_ADMIN, ended, fourWeeks(day(-30), day(-1)));
  const coming = await listing('TR-COMING', 'Truth Coming', T0);
  await createSpecial(app.db.prisma, NO_ADMIN, coming, fourWeeks(day(5), day(40)));
  const stale = await listing('TR-STALE', 'Truth Stale', new Date(T0.getTime() - 60 * DAY_MS));
  await createSpecial(app.db.prisma, NO_ADMIN, stale, fourWeeks(day(-10), day(10)));
}, 120_000);
afterAll(() => app.close());

/** Every apartment's offer as each surface gives it, keyed by the id page URLs use. */
async function surfaces() {
  const search = await ok(`{ apartments(first: 100) { totalCount edges { node { _id code ${OFFER_FIELDS} } } } }`);
  const manager = await ok(
    `{ adminApartmentConnection(first: 100) { edges { node { _id ${OFFER_FIELDS} } } } }`,
    {},
    adminToken,
  );
  const promotedRows = await ok(
    `{ adminApartmentConnection(first: 100, promotionOnly: true) { edges { node { _id } } } }`,
    {},
    adminToken,
  );
  const deals = await ok(`{ blockbusterDeals { area apartments { _id specialStartingPrice } } }`);
  const highlights = await ok(`{ highlights { _id } }`);
  const restDeals = await rest('/api/apartments/deals');
  const restAdmin = await rest('/api/admins/apartments', adminToken);
  const restSearch = await rest('/api/apartments/filtered?limit=100');
  type Node = Offer & { _id: string; code: string };
  const cards = new Map<string, Node>(
    search.apartments.edges.map((edge: { node: Node }) => [edge.node._id, edge.node]),
  );
  expect(cards.size).toBe(search.apartments.totalCount);
  const dealPrices = new Map<string, number | null>();
  for (const area of deals.blockbusterDeals)
    for (const apartment of area.apartments) dealPrices.set(apartment._id, apartment.specialStartingPrice);
  const restDealPrices = new Map<string, number | null>();
  for (const area of restDeals.deals)
    for (const apartment of area.apartments) restDealPrices.set(apartment.id, apartment.specialStartingPrice);
  return {
    cards,
    manager: new Map<string, Offer>(
      manager.adminApartmentConnection.edges.map((edge: { node: Node }) => [edge.node._id, offerOf(edge.node)]),
    ),
    promotedRows: new Set<string>(promotedRows.adminApartmentConnection.edges.map((e: { node: Node }) => e.node._id)),
    dealPrices,
    restDealPrices,
    highlights: new Set<string>(highlights.highlights.map((apartment: { _id: string }) => apartment._id)),
    restAdmin: new Map<string, Offer>(restAdmin.apartments.map((row: Node & { id: string }) => [row.id, offerOf(row)])),
    restSearch: new Map<string, Offer>(
      restSearch.apartments.map((row: Node & { id: string }) => [row.id, offerOf(row)]),
    ),
  };
}

const PAGE = `query ($id: ID!) {
  apartment(id: $id) {
    _id code highlight leaseTerm ${OFFER_FIELDS}
    specials { concessionKind concessionValue }
    floorplans { details { minPrice } verificationStale allInMonthlyCents { min } special { id } }
  }
}`;

interface Page extends Offer {
  _id: string;
  code: string;
  highlight: boolean;
  leaseTerm: number;
  specials: { concessionKind: string; concessionValue: number }[];
  floorplans: {
    details: { minPrice: number | null };
    verificationStale: boolean;
    allInMonthlyCents: { min: number } | null;
    special: { id: string } | null;
  }[];
}

/** What the page's own specials and checked floorplans say the offer is (docs/product.md section 9's formula). */
function expectedFromPage(page: Page) {
  const rent = page.specials.filter((special) => special.concessionKind !== 'freeMoveIn');
  const promotion = rent.length > 0;
  const weeks = rent.filter((special) => special.concessionKind === 'weeksFree').map((s) => s.concessionValue);
  const promotionalTerm = Math.max(0, ...weeks);
  const checked = page.floorplans.filter((floorplan) => !floorplan.verificationStale);
  const prices = checked.flatMap((floorplan) =>
    floorplan.details.minPrice === null ? [] : [floorplan.details.minPrice],
  );
  const allIns = checked.flatMap((floorplan) => (floorplan.allInMonthlyCents ? [floorplan.allInMonthlyCents.min] : []));
  const p = prices.length > 0 ? Math.min(...prices) : null;
  const l = page.leaseTerm;
  return {
    offer: {
      promotion,
      promotionalTerm,
      freeMove: page.specials.some((special) => special.concessionKind === 'freeMoveIn'),
      specialStartingPrice:
        promotion && p !== null ? Math.max(0, Math.round((p * l - (p / 30) * 7 * promotionalTerm) / l)) : null,
      allInMonthlyFromCents: allIns.length > 0 ? Math.min(...allIns) : null,
    },
    deal: checked.some((floorplan) => floorplan.special !== null),
  };
}

/** Walks the whole catalog at the clock's time and returns each apartment's page, keyed by code. */
async function walk() {
  const seen = await surfaces();
  const pages = new Map<string, Page>();
  for (const [id, card] of seen.cards) {
    const page: Page = (await ok(PAGE, { id })).apartment;
    const restPage = (await rest(`/api/apartments/${id}`)).apartment;
    const { offer, deal } = expectedFromPage(page);
    const where = `${card.code} on ${now.toISOString().slice(0, 10)}`;
    expect(offerOf(page), `${where}: the page against its own specials`).toEqual(offer);
    expect(offerOf(card), `${where}: the search card`).toEqual(offer);
    expect(offerOf(restPage), `${where}: REST apartment`).toEqual(offer);
    expect(seen.restSearch.get(id), `${where}: REST search`).toEqual(offer);
    expect(seen.manager.get(id), `${where}: the manager's table`).toEqual(offer);
    expect(seen.restAdmin.get(id), `${where}: REST manager list`).toEqual(offer);
    expect(seen.promotedRows.has(id), `${where}: the manager's Promotion filter`).toBe(offer.promotion);
    expect(seen.dealPrices.has(id), `${where}: Blockbuster Deals`).toBe(deal);
    expect(seen.restDealPrices.has(id), `${where}: REST deals`).toBe(deal);
    if (deal) {
      expect(seen.dealPrices.get(id), `${where}: the deal's price`).toBe(offer.specialStartingPrice);
      expect(seen.restDealPrices.get(id), `${where}: REST deal's price`).toBe(offer.specialStartingPrice);
      expect(offer.specialStartingPrice, `${where}: a deal has a price`).not.toBeNull();
    }
    expect(seen.highlights.has(id), `${where}: highlights`).toBe(page.highlight || offer.promotion);
    pages.set(page.code, page);
  }
  return pages;
}

describe('every surface tells the same price and deal', () => {
  it('agrees on every apartment today, with the demo figures pinned', async () => {
    now = T0;
    const pages = await walk();
    expect(pages.size).toBe(68);
    // The demo's promoted DT-126: its promotion is a special its page lists, and the card's price comes from it.
    expect(offerOf(pages.get('DT-126')!)).toEqual({
      promotion: true,
      promotionalTerm: 4,
      freeMove: false,
      specialStartingPrice: 1188,
      allInMonthlyFromCents: 122_810,
    });
    // AH-148's only floorplan was checked 60 days ago: no starting price, no all-in "from", no deal.
    expect(offerOf(pages.get('AH-148')!)).toEqual({
      promotion: true,
      promotionalTerm: 2,
      freeMove: false,
      specialStartingPrice: null,
      allInMonthlyFromCents: null,
    });
    expect(pages.get('AH-148')!.floorplans.map((floorplan) => floorplan.verificationStale)).toEqual([true]);
    expect(offerOf(pages.get('TR-STARTED')!)).toEqual({
      promotion: true,
      promotionalTerm: 4,
      freeMove: false,
      specialStartingPrice: 1107,
      allInMonthlyFromCents: 110_667,
    });
    expect(pages.get('TR-ENDED')!.promotion).toBe(false);
    expect(pages.get('TR-COMING')!.promotion).toBe(false);
    expect(offerOf(pages.get('TR-STALE')!)).toMatchObject({ promotion: true, specialStartingPrice: null });
  });

  it('follows specials that start and end, with no admin action', async () => {
    now = new Date(T0.getTime() + 6 * DAY_MS);
    let pages = await walk();
    expect(pages.get('TR-COMING')!.specialStartingPrice).toBe(1107);
    expect(pages.get('TR-STARTED')!.promotion).toBe(true);
    now = new Date(T0.getTime() + 11 * DAY_MS);
    pages = await walk();
    expect(offerOf(pages.get('TR-STARTED')!)).toEqual({
      promotion: false,
      promotionalTerm: 0,
      freeMove: false,
      specialStartingPrice: null,
      allInMonthlyFromCents: 120_000,
    });
    // A month after the checks nothing of the demo is advertised as a deal any more.
    now = new Date(T0.getTime() + 31 * DAY_MS);
    pages = await walk();
    expect(pages.get('TR-COMING')!.specialStartingPrice).toBeNull();
    now = T0;
  }, 120_000);

  it("turns the admin form's Promotion and Free Move-In into specials every surface shows", async () => {
    now = T0;
    const created = await ok(
      `mutation ($input: ApartmentInput!) { createApartment(input: $input) { _id floorplans { id _id } } }`,
      {
        input: {
          name: 'Six Weeks Lofts',
          code: 'TR-SIX',
          image: 'https://img.example.com/six.jpg',
          location: ['Medical Center/UTSA'],
          leaseTerm: 12,
          promotionalTerm: 6,
          promotion: true,
          freeMove: true,
          floorplans: [{ type: 'studio' }],
        },
      },
      adminToken,
    );
    const id = created.createApartment._id;
    const floorplan = created.createApartment.floorplans[0]._id;
    await updateFloorplan(app.db.prisma, id, floorplan, { minPrice: 900, maxPrice: 900 }, NO_ADMIN);
    await verifyFloorplan(app.db.prisma, LOCATOR, floorplan, {}, T0);
    let pages = await walk();
    expect(offerOf(pages.get('TR-SIX')!)).toEqual({
      promotion: true,
      promotionalTerm: 6,
      freeMove: true,
      specialStartingPrice: 795,
      allInMonthlyFromCents: 79_500,
    });
    // Switching the promotion off on the form ends the special the same day, everywhere.
    const edited = await app.rest('PATCH', `/api/admins/apartments/${id}`, { promotion: false }, adminToken);
    expect(edited.status).toBe(200);
    expect(edited.body.apartment).toMatchObject({ promotion: false, promotionalTerm: 0, freeMove: true });
    pages = await walk();
    expect(offerOf(pages.get('TR-SIX')!)).toEqual({
      promotion: false,
      promotionalTerm: 0,
      freeMove: true,
      specialStartingPrice: null,
      allInMonthlyFromCents: 90_000,
    });
  }, 120_000);
});
