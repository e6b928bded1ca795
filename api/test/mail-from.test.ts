// Settings production refuses. The From of every e-mail is an address a strict mail server accepts: production
// refuses to start without a valid MAIL_FROM (one mailbox, optionally named), and development never derives one
// from an IP address. The guest card's spam guard cannot be switched off in production.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createOutboxWorker } from '../src/jobs/outbox-worker.js';
import { createLogger } from '../src/logger.js';
import { enqueueMessages } from '../src/services/outbox.js';
import { freshDatabase } from './harness.js';
import { startMailbox } from './mailbox.js';
import { TEST_JWT_SECRET } from './sessions.js';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: 'https://satx.example' };

describe('MAIL_FROM', () => {
  it('is required in production, and the start-up error names it', () => {
    const start = () => loadConfig(PRODUCTION);
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/MAIL_FROM: required when NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, MAIL_FROM: 'SATX Apartment Locators <no-reply@satx.example>' }).mailFrom).toBe(
      'SATX Apartment Locators <no-reply@satx.example>',
    );
    expect(loadConfig({ ...PRODUCTION, MAIL_FROM: 'no-reply@satx.example' }).mailFrom).toBe('no-reply@satx.example');
  });

  it('refuses a sender that is not one valid address, in any environment', () => {
    for (const from of [
      'no-reply@127.0.0.1',
      'no-reply@localhost',
      'a@satx.example, b@satx.example',
      'SATX <no-reply@satx.example>\r\nBcc: victim@example.org',
      'SATX Apartment Locators',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, MAIL_FROM: from }), from).toThrow(/MAIL_FROM: /);
      expect(() => loadConfig({ NODE_ENV: 'development', MAIL_FROM: from }), from).toThrow(ConfigError);
    }
  });

  it('defaults outside production to a valid address, at PUBLIC_URL only when its host is a domain name', () => {
    const from = (publicUrl?: string) =>
      loadConfig({ NODE_ENV: 'development', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) }).mailFrom;
    expect(from('http://127.0.0.1:4000')).toBe('SATX Apartment Locators <no-reply@localhost.localdomain>');
    expect(from('http://localhost:4000')).toBe('SATX Apartment Locators <no-reply@localhost.localdomain>');
    expect(from('http://[::1]:4000')).toBe('SATX Apartment Locators <no-reply@localhost.localdomain>');
    expect(from()).toBe('SATX Apartment Locators <no-reply@localhost.localdomain>');
    expect(from('https://staging.satx.example')).toBe('SATX Apartment Locators <no-reply@staging.satx.example>');
  });

  it('reaches the mail server as a checkable sender with an address-only PUBLIC_URL', async () => {
    const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:4000' });
    const database = await freshDatabase();
    const mailbox = await startMailbox();
    try {
      await enqueueMessages(database.db.prisma, [{ kind: 'test', to: 'rosa@example.com', subject: 'Hi', text: 'Hi' }]);
      const worker = createOutboxWorker({
        prisma: database.db.prisma,
        smtpUrl: mailbox.url,
        from: config.mailFrom,
        logger: createLogger('silent'),
      });
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();
      const [mail] = await mailbox.waitFor(1);
      expect(mail.from?.value.map((sender) => sender.address)).toEqual(['no-reply@localhost.localdomain']);
    } finally {
      await mailbox.close();
      await database.drop();
    }
  });
});

describe('GUEST_CARD_MIN_FILL_SECONDS', () => {
  it('keeps the guest card spam guard on in production, while a test run may turn it off', () => {
    const production = { ...PRODUCTION, MAIL_FROM: 'no-reply@satx.example' };
    expect(() => loadConfig({ ...production, GUEST_CARD_MIN_FILL_SECONDS: '0' })).toThrow(
      /GUEST_CARD_MIN_FILL_SECONDS: at least 1 when NODE_ENV=production/,
    );
    expect(loadConfig(production).guestCardMinFillSeconds).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test', GUEST_CARD_MIN_FILL_SECONDS: '0' }).guestCardMinFillSeconds).toBe(0);
  });
});
