// A Spanish-speaking renter's path on a phone (docs/contract.md "Spanish pages" and "Spanish"): the Spanish search
// page, an apartment kept in favourites, a guest card whose receipt e-mail is written in Spanish, and alerts whose
// confirmation e-mail links to the Spanish confirmation page. The Spanish words the pages show are read from the
// Spanish catalog, so the test follows a better translation; the e-mail literals are mail-texts.ts's.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from './mail';
import { e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

/** The Spanish catalog's translation of an English message (Lingui's PO: one line per msgid and msgstr). */
function spanish(english: string): string {
  const catalog = readFileSync(new URL('../src/locales/es/messages.po', import.meta.url), 'utf8');
  const match = new RegExp(
    `^msgid ${JSON.stringify(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr (".*")$`,
    'm',
  ).exec(catalog);
  if (!match) throw new Error(`No Spanish for "${english}"`);
  return JSON.parse(match[1]) as string;
}

/** Beyond every apartment of the demo data and of the other files: the saved search's alerts stay quiet. */
const NO_APARTMENT_SQFT = 9_900;

describe.skipIf(!e2e.available)('the Spanish renter on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches, keeps a favourite, sends a guest card and confirms alerts, all in Spanish', async () => {
    const run = Date.now().toString(36);
    const context = await newContext(browser, WIDTHS[0]);
    // A renter of their own: the suite's earlier journeys have spent this machine's guest cards and sign-ups for the
    // hour (the per-address limits), and the suite's server trusts its proxy (globalSetup.ts).
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.28' });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/es/search/');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { level: 1, name: 'Todos los apartamentos SATX' }).waitFor();
    await page.getByRole('button', { name: spanish('Get alerts for this search') }).waitFor();

    // An apartment page, still Spanish: the links of a Spanish page stay under /es/.
    await page.locator('.apartment-card a').first().click();
    await page.waitForURL(/\/es\/apartment\/[^/]+\/filteredFloorplans\/$/);
    const heart = page.locator('.favourite-button').first();
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    // The guest card, in Spanish, sent as a Spanish renter's.
    const email = `es-journey-${run}@example.com`;
    await page.getByRole('link', { name: spanish('Ask about this apartment') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(spanish('Your name'), { exact: true }).fill('Rosa Renta');
    await dialog.getByLabel(spanish('E-mail'), { exact: true }).fill(email);
    await dialog.getByRole('checkbox', { name: /^Al enviar este formulario/ }).check();
    await dialog.getByRole('button', { name: spanish('Send to an agent') }).click();
    // A card sent quicker than people type is asked to be confirmed once (docs/contract.md: first-party leads).
    const sent = dialog.getByRole('heading', { name: spanish('Request sent') });
    const confirm = dialog.getByRole('button', { name: spanish('Yes, send my request') });
    await sent.or(confirm).waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await sent.waitFor();

    const [receipt] = await mailTo(email);
    expect(receipt.subject).toBe('Recibimos su solicitud - SATX Apartment Locators');
    expect(receipt.text).toContain('Nuestro servicio es gratis para usted.');
    await page.keyboard.press('Escape');

    // Alerts for a search, confirmed through the Spanish link of the Spanish e-mail.
    await page.goto(`/es/search/?minSqft=${NO_APARTMENT_SQFT}`);
    await page.getByRole('button', { name: spanish('Get alerts for this search') }).click();
    const alerts = page.getByRole('dialog');
    const alertsEmail = `es-alerts-${run}@example.com`;
    await alerts.getByLabel(spanish('E-mail'), { exact: true }).fill(alertsEmail);
    await alerts.getByLabel(spanish('As it happens')).check();
    await alerts.getByRole('button', { name: spanish('Save search') }).click();
    await alerts
      .getByText(spanish('Check your inbox: confirm from the e-mail we just sent and the alerts start.'))
      .waitFor();

    const [confirmation] = await mailTo(alertsEmail);
    expect(confirmation.subject).toBe('Confirme sus alertas de apartamentos - SATX Apartment Locators');
    const link = /\/es\/alerts\/confirm\/\?token=[\w-]{43}/.exec(confirmation.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // This page renders in the browser once its chunk has arrived, which can be after the app has started.
    await expect.poll(() => page.title()).toContain(spanish('Confirm your alerts'));
    await page.locator('form button[type="submit"]').click();
    await page.locator('[role="status"].notice').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
