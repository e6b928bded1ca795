// A phone's first screen of the search (docs/product.md section 4's results): at 390 x 844 the whole first result card
// is on screen before the renter scrolls, below the page's heading, the filters, the "Do I qualify?" entry and the
// List/Map switch. Screenshotted under test-results/screenshots/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, connectBrowser, newContext, screenshot, watchErrors, WIDTHS } from './support';

const PHONE = WIDTHS.find((viewport) => viewport.name === 'phone')!;

describe.skipIf(!e2e.available)("the phone's first screen of the search", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The Spanish page's longer words fit the same screen (docs/contract.md "Spanish pages").
  const LANGUAGES = [
    { name: 'English', path: '/search/', viewSwitch: 'Show the apartments as', qualify: /qualify/i },
    { name: 'Spanish', path: '/es/search/', viewSwitch: 'Ver los apartamentos como', qualify: /califico/i },
  ];

  for (const language of LANGUAGES)
    it(`shows the whole first result card at 390 x 844 in ${language.name}, with the List/Map switch and the qualify entry above it`, async () => {
      expect([PHONE.width, PHONE.height]).toEqual([390, 844]);
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(language.path);
      const firstCard = page.locator('.card-grid > li').first();
      await firstCard.waitFor();
      await screenshot(page, `search-first-screen-${language.name.toLowerCase()}`, PHONE);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const card = await firstCard.boundingBox();
      expect(card).not.toBeNull();
      expect(card!.y).toBeGreaterThanOrEqual(0);
      expect(card!.y + card!.height).toBeLessThanOrEqual(844);
      // What the card shares the first screen with is there, not pushed out of it.
      for (const control of [
        page.getByRole('navigation', { name: language.viewSwitch }),
        page.getByRole('button', { name: language.qualify }).first(),
      ]) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(card!.y);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
});
