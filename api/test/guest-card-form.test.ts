// The guest card without JavaScript (rest/guest-card-form.ts): a real form post, URL-encoded as a browser sends it,
// through the same validator, limits and single-use token as GraphQL's submitGuestCard; 303 to the thank-you page, or
// back to the form with each refused field named. A form on another site is refused, with or without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CARD_MESSAGES } from '../src/domain/index.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { appWithSecret, gqlFromAddresses, send } from './sessions.js';

let app: TestApp;
let apartmentId: string;
/** Milliseconds the requests' clock runs ahead of real time: how long the renter took to fill the card in. */
let skew = 60_000;
const gql = gqlFromAddresses(() => app, '10.31.0');
const token = async () => (await gql('{ guestCardToken }')).data.guestCardToken as string;

/** The form's fields as the server-rendered page names them, with one renter's answers. */
async function fields(overrides: Record<string, string | string[] | null> = {}): Promise<URLSearchParams> {
  const values: Record<string, string | string[] | null> = {
    formToken: await token(),
    returnTo: '/ConnectWithAnAgent/',
    name: 'Rosa Díaz',
    email: 'rosa.diaz@example.com',
    phone: '(210) 555-0142',
    preferredContact: 'text',
    moveInDate: '2027-02-01',
    budget: '$1,650',
    roomTypes: ['oneBed', 'twoBed'],
    areas: ['Medical Center/UTSA'],
    pets: [],
    notes: 'Near UT Health',
    website: '',
    consent: 'true',
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    for (const item of value === null ? [] : Array.isArray(value) ? value : [value]) body.append(key, item);
  return body;
}

let address = 0;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** A browser's form post, by default from a page of this site (its Sec-Fetch-Site), from a client address of its own. */
const post = (body: URLSearchParams, headers: Record<string, string> = SAME_ORIGIN) =>
  send(app, 'POST', '/api/guest-card', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.32.0.${(address += 1)}`,
      ...headers,
    },
    body: body.toString(),
  });

/** The messages a redirect back to the form carries, by field. */
function errorsIn(location: string | null) {
  const url = new URL(location ?? '', 'http://app.test');
  expect(url.pathname).toBe('/ConnectWithAnAgent/');
  expect(url.hash).toBe('#guest-card');
  return Object.fromEntries(
    [...url.searchParams].filter(([key]) => key.startsWith('cardError.')).map(([key, value]) => [key.slice(10), value]),
  );
}

beforeAll(async () => {
  // The requests' clock runs a minute ahead: a person took that long to fill the card in.
  app = await appWithSecret({ clock: () => new Date(Date.now() + skew) });
  apartmentId = (
    await addApartment(app.db.prisma, {
      name: 'Brook Hollow',
      code: 'BH-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1400, maxPrice: 1500 }],
    })
  ).id;
});
afterAll(() => app.close());

describe('the guest card posted as a form, without JavaScript', () => {
  it('stores the card as GraphQL would and sends the renter to the thank-you page', async () => {
    const answer = await post(await fields({ apartmentId }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/thank-you/?sent=guest-card');
    const lead = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'rosa.diaz@example.com' } });
    expect(lead).toMatchObject({
      name: 'Rosa Díaz',
      phone: '+12105550142',
      preferredContact: 'text',
      budgetCents: 165_000,
      roomTypes: ['oneBed', 'twoBed'],
      areas: ['Medical Center/UTSA'],
      pets: [],
      notes: 'Near UT Health',
      apartmentId,
      source: 'website',
    });
    expect(lead.moveInDate?.toISOString().slice(0, 10)).toBe('2027-02-01');
    const receipt = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'lead.confirmation' } });
    expect(receipt.toAddress).toBe('rosa.diaz@example.com');
  });

  it('sends the renter back to the form with each refused field named, and stores nothing', async () => {
    const before = await app.db.prisma.lead.count();
    const answer = await post(await fields({ name: ' ', email: 'rosa@', budget: 'lots', consent: null }));
    expect(answer.status).toBe(303);
    expect(errorsIn(answer.headers.get('location'))).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      budgetCents: 'budgetInvalid',
      consent: 'consentRequired',
    });
    // Only the messages' codes travel in the address, never what the renter typed.
    expect(answer.headers.get('location')).not.toContain('rosa');
    expect(await app.db.prisma.lead.count()).toBe(before);
  });

  it('takes one card per form token: a second post of the same form is refused', async () => {
    const body = await fields({ email: 'twice@example.com' });
    expect((await post(body)).headers.get('location')).toBe('/thank-you/?sent=guest-card');
    const again = await post(body);
    expect(errorsIn(again.headers.get('location'))).toEqual({ formToken: 'alreadySent', form: 'alreadySent' });
    expect(await app.db.prisma.lead.count({ where: { email: 'twice@example.com' } })).toBe(1);
  });

  it("brings a quick card's renter back to the question and its button, and takes the confirmed post", async () => {
    skew = 0;
    try {
      const quick = await post(await fields({ email: 'quick.form@example.com' }));
      const url = new URL(quick.headers.get('location') ?? '', 'http://app.test');
      expect([url.pathname, url.search, url.hash]).toEqual([
        '/ConnectWithAnAgent/',
        '?cardError.formToken=confirmSend',
        '#guest-card-confirm',
      ]);
      const confirmed = await post(await fields({ email: 'quick.form@example.com', confirmed: 'true' }));
      expect(confirmed.headers.get('location')).toBe('/thank-you/?sent=guest-card');
    } finally {
      skew = 60_000;
    }
    expect(await app.db.prisma.lead.count({ where: { email: 'quick.form@example.com' } })).toBe(1);
  });

  it('refuses a post without a token or with a forged one, naming the token', async () => {
    for (const formToken of [null, 'forged.token.value']) {
      const answer = await post(await fields({ formToken, email: 'notoken@example.com' }));
      expect(errorsIn(answer.headers.get('location'))).toEqual({ formToken: 'expired' });
    }
    expect(await app.db.prisma.lead.count({ where: { email: 'notoken@example.com' } })).toBe(0);
  });

  it("refuses a form on another site's page even with a valid token, before reading it", async () => {
    // A current browser says so in Sec-Fetch-Site; an older one only names the page's origin.
    const browsers: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of browsers) {
      const answer = await post(await fields({ email: 'evil@example.com' }), headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: GUEST_CARD_MESSAGES.crossSite });
    }
    expect(await app.db.prisma.lead.count({ where: { email: 'evil@example.com' } })).toBe(0);
  });

  it('never sends the renter back to another site', async () => {
    const answer = await post(await fields({ returnTo: '//evil.example/', name: '' }));
    expect(errorsIn(answer.headers.get('location'))).toEqual({ name: 'nameRequired' });
  });

  it('comes back to the question about an apartment with it, and to the plain page for anything else in the query', async () => {
    const id = '0f8e2a34-5b6c-4d7e-8f90-a1b2c3d4e5f6';
    const about = await post(await fields({ returnTo: `/ConnectWithAnAgent/?apartment=${id}`, name: '' }));
    expect(about.headers.get('location')).toMatch(
      new RegExp(`^/ConnectWithAnAgent/\\?apartment=${id}&[^?#]+#guest-card$`),
    );
    expect(errorsIn(about.headers.get('location'))).toEqual({ name: 'nameRequired' });
    const other = await post(await fields({ returnTo: '/ConnectWithAnAgent/?next=//evil.example/', name: '' }));
    expect(other.headers.get('location')).toMatch(/^\/ConnectWithAnAgent\/\?[^?#]+#guest-card$/);
    expect(other.headers.get('location')).not.toContain('evil');
  });

  it('carries codes only: nothing the renter typed reaches the address, whatever the field says of it', async () => {
    const typed = 'Call 210-555-0000 <b>now</b>';
    const answer = await post(await fields({ areas: ['Medical Center/UTSA', typed], email: 'codes@example.com' }));
    expect(errorsIn(answer.headers.get('location'))).toEqual({ areas: 'checkField' });
    const location = answer.headers.get('location') ?? '';
    expect(decodeURIComponent(location.replaceAll('+', ' '))).not.toContain('210-555-0000');
    expect(location).not.toMatch(/Unknown|Call/);
  });

  it("answers a draft's id as an unknown one: the same address back, nothing stored", async () => {
    const draft = await addApartment(app.db.prisma, {
      name: 'Hidden Draft Place',
      code: 'HD-1',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'twoBed', minPrice: 1300, maxPrice: 1400 }],
    });
    await app.db.prisma.apartment.update({ where: { id: draft.id }, data: { status: 'DRAFT' } });
    const locations = [];
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000'])
      locations.push(
        (await post(await fields({ apartmentId: id, email: 'draft.form@example.com' }))).headers.get('location'),
      );
    expect(locations[0]).toBe(locations[1]);
    expect(errorsIn(locations[0])).toEqual({ form: 'noLongerListed' });
    expect(await app.db.prisma.lead.count({ where: { email: 'draft.form@example.com' } })).toBe(0);
  });

  it('refuses a JSON body: this door takes the page form only', async () => {
    const answer = await send(app, 'POST', '/api/guest-card', {
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ name: 'Rosa' }),
    });
    expect(answer.status).toBe(415);
  });

  it("counts against the same per-network limit as GraphQL's guest card", async () => {
    const ip = '10.33.0.1';
    // docs/contract.md: 30 cards an hour per network.
    for (let sent = 0; sent < 30; sent += 1) {
      const answer = await post(await fields({ email: `limit${sent}@example.com` }), {
        ...SAME_ORIGIN,
        'x-forwarded-for': ip,
      });
      expect(answer.headers.get('location')).toBe('/thank-you/?sent=guest-card');
    }
    const refused = await post(await fields({ email: 'limit.over@example.com' }), {
      ...SAME_ORIGIN,
      'x-forwarded-for': ip,
    });
    expect(errorsIn(refused.headers.get('location'))).toEqual({ form: 'rateLimited' });
    const viaGraphql = await gql(
      `mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }`,
      {
        input: {
          ...{ name: 'Rosa', email: 'limit.gql@example.com', preferredContact: 'email', consent: true },
          formToken: await token(),
        },
      },
      undefined,
      ip,
    );
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('sends the renter back with the per-e-mail limit named when one address has sent 5 cards this hour', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await post(await fields({ email: 'five.cards@example.com' }));
      expect(answer.headers.get('location')).toBe('/thank-you/?sent=guest-card');
    }
    const refused = await post(await fields({ email: 'five.cards@example.com' }));
    expect(errorsIn(refused.headers.get('location'))).toEqual({ form: 'emailRateLimited' });
  });
});
