// docs/contract.md "The property door": an admin invites a leasing office's contact; the one-time e-mail link opens a
// PROPERTY session (once, within 3 days); the contact edits only its own apartments, and each save is the property's
// confirmation; everything staff-only refuses the session; the monthly e-mail's "still true" link confirms a floorplan
// once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropertyLinks } from '../src/auth/property-links.js';
import { sendStaleSoonDigests } from '../src/services/property-door.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { TEST_JWT_SECRET, adminSession, appWithSecret, gqlFromAddresses, okFrom, send } from './sessions.js';

let app: TestApp;
let clock = new Date('2027-05-03T15:00:00Z');
let admin: { id: string; token: string };
let ours: { id: string; floorplanId: string };
let theirs: { id: string; floorplanId: string };
let contactToken: string;

const gql = gqlFromAddresses(() => app, '10.47.0');
const ok = okFrom(gql);
const CONTACT_EMAIL = 'leasing@alamo-lofts.example';

const INVITE = `mutation ($input: InvitePropertyContactInput!) { invitePropertyContact(input: $input) { name email apartments { name } } }`;
const SIGN_IN = `mutation ($token: String!) { signInWithPropertyLink(token: $token) { token expiresAt contact { name } } }`;
const SAVE_FLOORPLAN = `mutation ($a: ID!, $f: ID!, $input: FloorplanInput!) {
  updateFloorplan(apartmentId: $a, floorplanId: $f, input: $input) { id details { minPrice maxPrice } }
}`;
const PUBLIC_FLOORPLAN = `query ($id: ID!) { apartment(id: $id) { floorplans { details { minPrice } verifiedSource verifiedDaysAgo } } }`;

/** The newest e-mail of `kind` to the contact, and the token of the first link of `path` in it. */
async function mailLink(kind: string, path: string) {
  const message = await app.db.prisma.outboxMessage.findFirstOrThrow({
    where: { kind, toAddress: CONTACT_EMAIL },
    orderBy: { createdAt: 'desc' },
  });
  const match = message.text.match(new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([\\w.-]+)`));
  return { message, token: match![1] };
}

async function invite(apartmentIds: string[]) {
  return ok(INVITE, { input: { email: CONTACT_EMAIL, name: 'Rosa Treviño', apartmentIds } }, admin.token);
}

beforeAll(async () => {
  app = await appWithSecret({ clock: () => clock });
  admin = await adminSession(app);
  const make = async (name: string, code: string) => {
    const apartment = await addApartment(app.db.prisma, {
      name,
      code,
      location: ['Medical Center/UTSA'],
      floorplans: [
        { type: 'oneBed', minPrice: 1100, maxPrice: 1200 },
        { type: 'twoBed', minPrice: 1500, maxPrice: 1600 },
      ],
      verifiedAt: new Date('2027-05-01T15:00:00Z'),
    });
    return { id: apartment.id, floorplanId: apartment.floorplans.find((f) => f.type === 'oneBed')!.id };
  };
  ours = await make('Alamo Lofts', 'AL-47');
  theirs = await make('Pearl Yards', 'PY-47');
});

afterAll(() => app.close());

describe('the invitation and the link sign-in', () => {
  it('e-mails the invited contact a sign-in link that opens a PROPERTY session once', async () => {
    const invited = await invite([ours.id]);
    expect(invited.invitePropertyContact).toEqual({
      name: 'Rosa Treviño',
      email: CONTACT_EMAIL,
      apartments: [{ name: 'Alamo Lofts' }],
    });
    const { message, token } = await mailLink('property-invitation', '/property-door/sign-in/');
    expect(message.subject).toBe('Keep Alamo Lofts up to date on SATX Apartment Locators');
    const session = await ok(SIGN_IN, { token });
    expect(session.signInWithPropertyLink.contact.name).toBe('Rosa Treviño');
    // The spec's 4-hour session (tokens are dated by the real clock).
    const lasts = Date.parse(session.signInWithPropertyLink.expiresAt) - Date.now();
    expect(lasts).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(4 * 3600_000);
    contactToken = session.signInWithPropertyLink.token;

    const again = await gql(SIGN_IN, { token });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0].message).toBe('This link was already used: ask for a new sign-in link');
  });

  it('refuses an expired link and a forged one with a 4xx that says why', async () => {
    await invite([ours.id]);
    const { token } = await mailLink('property-invitation', '/property-door/sign-in/');
    clock = new Date('2027-05-06T15:01:00Z'); // 3 days and a minute later
    const expired = await gql(SIGN_IN, { token });
    expect(expired.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(expired.errors?.[0].message).toBe('This link has expired: ask for a new sign-in link');
    clock = new Date('2027-05-03T15:00:00Z');
    const forged = await gql(SIGN_IN, { token: 'not-a-token' });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an invitation without apartments or with a bad e-mail, naming the field', async () => {
    const bad = await gql(INVITE, { input: { email: 'a@b.com, c@d.com', name: 'X', apartmentIds: [] } }, admin.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.errors).toMatchObject({
      email: 'Enter the contact’s e-mail address',
      apartmentIds: 'Choose at least one apartment',
    });
  });
});

describe("the contact's scope", () => {
  it("reads its apartment's editor but is refused another property's", async () => {
    const own = await ok(
      `query ($id: ID!) { propertyApartment(id: $id) { name allSpecials { id } } }`,
      { id: ours.id },
      contactToken,
    );
    expect(own.propertyApartment.name).toBe('Alamo Lofts');
    const other = await gql(
      `query ($id: ID!) { propertyApartment(id: $id) { name } }`,
      { id: theirs.id },
      contactToken,
    );
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.errors?.[0].message).toBe('This apartment is not one of yours.');
    const save = await gql(
      SAVE_FLOORPLAN,
      { a: theirs.id, f: theirs.floorplanId, input: { totalFloorplans: 1, details: { minPrice: 900, maxPrice: 950 } } },
      contactToken,
    );
    expect(save.errors?.[0].message).toBe('This apartment is not one of yours.');
    const fees = await gql(
      `mutation ($a: ID!) { setApartmentFees(apartmentId: $a, fees: []) { id } }`,
      { a: theirs.id },
      contactToken,
    );
    expect(fees.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['leads', '{ leads(first: 1) { edges { node { id } } } }'],
    ['receivables', '{ receivables { asOf } }'],
    ['admin apartments list', '{ adminApartments { id } }'],
    ['pending admins', '{ pendingAdmins { id } }'],
    ['verification queue', '{ verificationQueue { totalCount } }'],
  ])('refuses the staff-only %s query', async (_name, query) => {
    const answer = await gql(query, {}, contactToken);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['GET', '/api/admins/apartments'],
    ['GET', '/api/admins/invoices/receivables'],
    ['GET', '/api/admins/audit'],
    ['GET', '/api/agents/leads'],
  ])('refuses the staff-only REST route %s %s', async (method, path) => {
    const answer = await send(app, method, path, { headers: { authorization: `Bearer ${contactToken}` } });
    expect(answer.status).toBe(403);
  });

  it('is refused the live inbox', async () => {
    const response = await app.fetch(
      new Request('http://app.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${contactToken}`,
          'x-forwarded-for': '10.47.1.1',
        },
        body: JSON.stringify({ query: 'subscription { leadEvents { kind leadId } }' }),
      }),
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('FORBIDDEN')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await reader.cancel();
    expect(text).toContain('FORBIDDEN');
    expect(text).not.toContain('"leadId"');
  });
});

describe("a contact's save is the property's confirmation", () => {
  it('writes the rent, verified by the property, into the public page and the price history', async () => {
    clock = new Date('2027-05-04T16:00:00Z');
    const saved = await ok(
      SAVE_FLOORPLAN,
      { a: ours.id, f: ours.floorplanId, input: { totalFloorplans: 1, details: { minPrice: 1050, maxPrice: 1150 } } },
      contactToken,
    );
    expect(saved.updateFloorplan.details).toEqual({ minPrice: 1050, maxPrice: 1150 });
    const row = await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: ours.floorplanId } });
    expect(row.verifiedByRole).toBe('PROPERTY');
    expect(row.verifiedByName).toBe('Rosa Treviño (leasing office)');
    expect(row.verifiedAt).toEqual(new Date('2027-05-04T16:00:00Z'));
    const observation = await app.db.prisma.priceObservation.findFirstOrThrow({
      where: { floorplanId: ours.floorplanId },
      orderBy: { day: 'desc' },
    });
    expect(observation).toMatchObject({ source: 'PROPERTY', minRentCents: 105_000, maxRentCents: 115_000 });
    // A fees save confirms every floorplan of the apartment as the property's.
    clock = new Date('2027-05-04T17:00:00Z');
    await ok(
      `mutation ($a: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $a, fees: $fees) { id } }`,
      { a: ours.id, fees: [{ name: 'Trash', amountCents: 2_500, kind: 'monthlyMandatory' }] },
      contactToken,
    );
    const rows = await app.db.prisma.floorplan.findMany({ where: { apartmentId: ours.id }, orderBy: { type: 'asc' } });
    expect(rows.map((floorplan) => [floorplan.verifiedByRole, floorplan.verifiedAt])).toEqual([
      ['PROPERTY', new Date('2027-05-04T17:00:00Z')],
      ['PROPERTY', new Date('2027-05-04T17:00:00Z')],
    ]);
    const page = await ok(PUBLIC_FLOORPLAN, { id: ours.id });
    expect(page.apartment.floorplans).toContainEqual({
      details: { minPrice: 1050 },
      verifiedSource: 'property',
      verifiedDaysAgo: 0,
    });
  });
});

describe('a new sign-in link', () => {
  it('is e-mailed to an invited address, and the answer is the same for an unknown one', async () => {
    const REQUEST = `mutation ($email: String!) { requestPropertySignInLink(email: $email) }`;
    const before = await app.db.prisma.outboxMessage.count({ where: { kind: 'property-sign-in' } });
    expect((await ok(REQUEST, { email: 'nobody@nowhere.example' })).requestPropertySignInLink).toBe(true);
    expect(await app.db.prisma.outboxMessage.count({ where: { kind: 'property-sign-in' } })).toBe(before);
    expect((await ok(REQUEST, { email: ' LEASING@alamo-lofts.example ' })).requestPropertySignInLink).toBe(true);
    const { message, token } = await mailLink('property-sign-in', '/property-door/sign-in/');
    expect(message.subject).toBe('Your sign-in link - SATX Apartment Locators');
    expect((await ok(SIGN_IN, { token })).signInWithPropertyLink.contact.name).toBe('Rosa Treviño');
  });
});

describe('the monthly "still true" e-mail', () => {
  it('lists what goes stale within 7 days, and each link confirms its floorplan once', async () => {
    const links = createPropertyLinks(new TextEncoder().encode(TEST_JWT_SECRET), app.config.origin);
    // Checked 25 days before the run: 30 days old within the week. The other, checked 13 days before, is not listed.
    await app.db.prisma.floorplan.update({
      where: { id: ours.floorplanId },
      data: { verifiedAt: new Date('2027-05-20T16:00:00Z') },
    });
    const twoBed = await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: ours.id, type: 'twoBed' } });
    await app.db.prisma.floorplan.update({
      where: { id: twoBed.id },
      data: { verifiedAt: new Date('2027-05-08T16:00:00Z'), verifiedByRole: 'ADMIN' },
    });
    const run = new Date('2027-06-02T16:00:00Z');
    expect(await sendStaleSoonDigests(app.db.prisma, links, run)).toBe(1);
    expect(await sendStaleSoonDigests(app.db.prisma, links, run)).toBe(0);
    const { message, token } = await mailLink('property-stale-soon', '/property-door/still-true/');
    expect(message.subject).toBe('1 floorplan to confirm this week - SATX Apartment Locators');
    expect(message.text).toContain('Alamo Lofts, 2 Bedroom: $1,500-$1,600 (stale on Jun 7, 2027)');
    expect(message.text).not.toContain('Pearl Yards');

    clock = new Date('2027-06-03T14:00:00Z');
    const STILL_TRUE = `mutation ($token: String!) { confirmStillTrue(token: $token) { apartmentName typeLabel confirmedAt } }`;
    const confirmed = await ok(STILL_TRUE, { token });
    expect(confirmed.confirmStillTrue).toEqual({
      apartmentName: 'Alamo Lofts',
      typeLabel: '2 Bedroom',
      confirmedAt: '2027-06-03T14:00:00.000Z',
    });
    const row = await app.db.prisma.floorplan.findUniqueOrThrow({ where: { id: twoBed.id } });
    expect(row).toMatchObject({ verifiedByRole: 'PROPERTY', verifiedByName: 'Rosa Treviño (leasing office)' });
    expect(row.verifiedAt).toEqual(new Date('2027-06-03T14:00:00Z'));
    const again = await gql(STILL_TRUE, { token });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0].message).toBe('This link was already used: that floorplan is already confirmed');
  });

  it('refuses a "still true" link after its 7 days, and a forged one', async () => {
    const links = createPropertyLinks(new TextEncoder().encode(TEST_JWT_SECRET), app.config.origin);
    await app.db.prisma.floorplan.updateMany({
      where: { apartmentId: ours.id },
      data: { verifiedAt: new Date('2027-06-10T16:00:00Z') },
    });
    expect(await sendStaleSoonDigests(app.db.prisma, links, new Date('2027-07-06T16:00:00Z'))).toBe(1);
    const { token } = await mailLink('property-stale-soon', '/property-door/still-true/');
    clock = new Date('2027-07-13T16:01:00Z'); // 7 days and a minute later
    const STILL_TRUE = `mutation ($token: String!) { confirmStillTrue(token: $token) { confirmedAt } }`;
    const expired = await gql(STILL_TRUE, { token });
    expect(expired.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(expired.errors?.[0].message).toBe('This link has expired: sign in to confirm the floorplan');
    const forged = await gql(STILL_TRUE, { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
