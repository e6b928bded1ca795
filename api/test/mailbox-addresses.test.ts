// One address field, one mailbox: a list of addresses, a display name or a line break in any e-mail field that
// comes from outside (saved search, guest card, sign-up, login) is refused before anything is stored or sent; the
// confirmation e-mail carries no text of the requester's (the link back to the search is rebuilt from the
// filter); confirmations are limited per recipient, whoever asks; and the outbox sends to one mailbox or nowhere.
// E-mail is read as it arrives at the suite's SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../src/jobs/outbox-worker.js';
import { createLogger } from '../src/logger.js';
import { enqueueMessages } from '../src/services/outbox.js';
import type { TestApp } from './harness.js';
import { startMailbox, type Mailbox } from './mailbox.js';
import { appWithSecret, gqlFromAddresses, PASSWORD, send, signupAs } from './sessions.js';

let app: TestApp;
let mailbox: Mailbox;
const gql = gqlFromAddresses(() => app, '10.60.0');

const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) }`;
const SUBMIT = `mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }`;
const search = (email: string, extra: Record<string, unknown> = {}) => ({
  input: {
    email,
    filter: { locations: ['Medical Center/UTSA'], roomTypes: ['twoBed'] },
    frequency: 'instant',
    ...extra,
  },
});

/** Addresses that name more than one mailbox, or one with something around it. */
const NOT_ONE_MAILBOX = [
  'rosa@example.com,victim@example.org',
  'rosa@example.com;victim@example.org',
  'rosa@example.com victim@example.org',
  'Rosa <rosa@example.com>',
  '"rosa"@example.com',
  'rosa(comment)@example.com',
  'rosa@example.com\nBcc: victim@example.org',
  // A full-width comma becomes ',' in the stored form (NFKC): refused after folding, not before.
  'rosa@example.com\uff0cvictim@example.org',
];

/** Sends what the outbox holds to the suite's SMTP server, From the app's configured sender. */
async function deliver() {
  const worker = createOutboxWorker({
    prisma: app.db.prisma,
    smtpUrl: mailbox.url,
    from: app.config.mailFrom,
    logger: createLogger('silent'),
  });
  const sent = await worker.runOnce();
  await worker.stop();
  return sent;
}

beforeAll(async () => {
  // A renter takes a while to fill the guest card in: the requests' clock runs ahead of the form token's.
  app = await appWithSecret({ clock: () => new Date(Date.now() + 10_000) });
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await app.close();
});
beforeEach(async () => {
  await app.db.prisma.outboxMessage.deleteMany();
  mailbox.messages.length = 0;
});

describe('every address field takes exactly one mailbox', () => {
  it('refuses a saved search for several addresses or a named one, and mails nobody', async () => {
    for (const email of NOT_ONE_MAILBOX) {
      const answer = await gql(SAVE, search(email));
      expect(answer.errors?.[0].extensions?.errors, email).toEqual({ email: 'Please enter a valid e-mail address' });
    }
    expect(await app.db.prisma.savedSearch.count()).toBe(0);
    expect(await deliver()).toBe(0);
    expect(mailbox.messages).toHaveLength(0);
  });

  it('refuses a guest card for several addresses and stores no lead', async () => {
    for (const email of NOT_ONE_MAILBOX.slice(0, 4)) {
      const { guestCardToken } = (await gql('{ guestCardToken }')).data as { guestCardToken: string };
      const answer = await gql(SUBMIT, {
        input: { name: 'Rosa', email, preferredContact: 'email', consent: true, formToken: guestCardToken },
      });
      expect(answer.errors?.[0].extensions?.errors, email).toEqual({ email: 'Please enter a valid e-mail address' });
    }
    expect(await app.db.prisma.lead.count()).toBe(0);
    expect(await app.db.prisma.outboxMessage.count()).toBe(0);
  });

  it('refuses sign-up and login with several addresses, and makes no account', async () => {
    const email = 'agent@example.com,victim@example.org';
    const signup = await signupAs(app, 'agents', { name: 'Eve', email, password: PASSWORD });
    expect(signup.status).toBe(400);
    expect(signup.body.errors).toEqual({ email: 'Please provide a correct email address' });
    const login = await send(app, 'POST', '/api/agents/login', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.61.0.1' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(400);
    expect(await app.db.prisma.agent.count({ where: { email: { contains: 'victim' } } })).toBe(0);
  });
});

describe('the confirmation e-mail', () => {
  it('refuses a search path from the request and links to the search rebuilt from the filter', async () => {
    const smuggled = '/search/\n\nURGENT: your account is locked, verify at https://evil.example\n\n';
    const refused = await gql(SAVE, search('rosa@example.com', { searchPath: smuggled }));
    expect(refused.errors?.[0].message).toMatch(/Field "searchPath" is not defined by type "SaveSearchInput"/);

    const saved = await gql(SAVE, search('rosa@example.com'));
    expect(saved.errors).toBeUndefined();
    expect(await deliver()).toBe(1);
    const [mail] = await mailbox.waitFor(1);
    expect(mail.to && 'value' in mail.to ? mail.to.value.map((to) => to.address) : []).toEqual(['rosa@example.com']);
    expect(mail.text).toContain(
      `See the search: ${app.config.origin}/search/?locations=Medical+Center%2FUTSA&roomTypes=twoBed\n`,
    );
    expect(mail.text).not.toMatch(/URGENT|evil\.example/);
  });

  it('sends one address at most 3 confirmations a day, whichever connections ask', async () => {
    const ask = (email: string, n: number) => gql(SAVE, search(email), undefined, `10.62.${n}.1`);
    for (let n = 0; n < 3; n += 1) expect((await ask('Dana@Example.com', n)).errors).toBeUndefined();
    // Another spelling of the same mailbox counts for it too.
    const fourth = await ask('dana@example.com', 3);
    expect(fourth.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(fourth.errors?.[0].message).toBe(
      'This address has had enough confirmation e-mails for today. Please check your inbox (and spam folder) or try again tomorrow.',
    );
    expect(await app.db.prisma.savedSearch.count({ where: { email: 'dana@example.com' } })).toBe(3);
    // Someone else is not held up by it.
    expect((await ask('erin@example.com', 4)).errors).toBeUndefined();
    expect(await deliver()).toBe(4);
  });

  it("spends none of a shared network's budget on a confirmation the recipient's limit refuses", async () => {
    const fromCafe = (email: string) => gql(SAVE, search(email), undefined, '10.64.0.1');
    for (let n = 0; n < 3; n += 1) expect((await fromCafe('frank@example.com')).errors).toBeUndefined();
    // The network allows 30 an hour (docs/contract.md "Beyond docs/product.md"); 27 refused asks for one inbox
    // would have spent the rest of it.
    for (let n = 0; n < 27; n += 1)
      expect((await fromCafe('frank@example.com')).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await fromCafe('gina@example.com')).errors).toBeUndefined();
    expect(
      await app.db.prisma.savedSearch.count({ where: { email: { in: ['frank@example.com', 'gina@example.com'] } } }),
    ).toBe(4);
  });

  it("stores a fourth guest card from one address for the agents, without a fourth receipt to the renter's inbox", async () => {
    for (let n = 0; n < 4; n += 1) {
      const { guestCardToken } = (await gql('{ guestCardToken }', {}, undefined, `10.63.${n}.1`)).data as {
        guestCardToken: string;
      };
      const answer = await gql(
        SUBMIT,
        {
          input: {
            name: 'Gina',
            email: 'gina@example.com',
            preferredContact: 'email',
            consent: true,
            formToken: guestCardToken,
          },
        },
        undefined,
        `10.63.${n}.1`,
      );
      expect(answer.errors).toBeUndefined();
    }
    expect(await app.db.prisma.lead.count({ where: { email: 'gina@example.com' } })).toBe(4);
    expect(await app.db.prisma.outboxMessage.count({ where: { kind: 'lead.confirmation' } })).toBe(3);
  });
});

describe('the outbox', () => {
  it('sends a message to one mailbox or nowhere, and marks the other failed', async () => {
    await enqueueMessages(app.db.prisma, [
      { kind: 'test', to: 'rosa@example.com,victim@example.org', subject: 'Two', text: 'Hello' },
      { kind: 'test', to: 'rosa@example.com', subject: 'One', text: 'Hello' },
    ]);
    expect(await deliver()).toBe(1);
    const [mail] = await mailbox.waitFor(1);
    expect(mail.subject).toBe('One');
    const refused = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { subject: 'Two' } });
    expect([refused.status, refused.lastError]).toEqual(['failed', 'The recipient is not one e-mail address']);
  });
});
