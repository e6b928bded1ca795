// The renter's journeys of docs/product.md section 2 in a real browser, at 390 px and 1,440 px: search with filters and
// pagination, the URL round trip, a card to its detail page, the all-images modal, copy link, deals,
// redirects and the appointment callback to /thank-you.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actUntilSettled, demoApartments, e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

async function cardCount(page: Page): Promise<number> {
  await page.locator('.apartment-card').first().waitFor();
  return page.locator('.apartment-card').count();
}

/** True once cards are shown and each one's `part` contains `text`; until the filtered page arrives the
 * list may be empty (a first load still running) or still the unfiltered one. */
async function everyCardShows(page: Page, part: string, text: string): Promise<boolean> {
  const shown = await page.locator(`.apartment-card ${part}`).allTextContents();
  return shown.length > 0 && shown.every((t) => t.includes(text));
}

async function status(page: Page): Promise<string> {
  return (await page.locator('.pagination__status').textContent()) ?? '';
}

describe.skipIf(!e2e.available).each(WIDTHS)('renter flows at $width px', (viewport) => {
  let browser: Browser;
  const cardsPerPage = viewport.width === 390 ? 5 : 6; // 1 card x 5 rows; 3 cards x 2 rows (docs/product.md section 9)

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by location, keeps the filter in the URL and restores it from a shared URL', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/search/');
    // On a phone the filters are folded behind the Filters button, so the first result is in the first screen.
    if (viewport.width < 700) await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('button', { name: /Locations/ }).click();
    await page.getByRole('checkbox', { name: 'Alamo Heights' }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/locations=Alamo\+Heights/);
    await expect.poll(() => everyCardShows(page, '.card__location', 'Alamo Heights')).toBe(true);
    const filteredCodes = await page.locator('.apartment-card .card__title').allTextContents();
    expect(filteredCodes.length).toBeGreaterThan(0);

    // A shared URL reproduces the result in a fresh browser (no saved filters there).
    const shared = await newContext(browser, viewport);
    const other = await shared.newPage();
    await other.goto(page.url());
    await other.locator('.apartment-card').first().waitFor();
    expect(await other.locator('.apartment-card .card__title').allTextContents()).toEqual(filteredCodes);
    await shared.close();

    // Saved filters come back on a bare /search/ in the same browser (docs/product.md section 4, 2 hours).
    await page.goto('/search/');
    await page.waitForURL(/locations=Alamo\+Heights/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the results with Prev/Next and rows per page', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/search/');
    expect(await cardCount(page)).toBe(cardsPerPage);
    const first = await status(page);
    const [, total] = /Page 1 of (\d+)/.exec(first) ?? [];
    expect(Number(total)).toBe(Math.ceil(64 / cardsPerPage));
    const firstPageCodes = await page.locator('.apartment-card .card__title').allTextContents();
    // The address changing is the sign (`commit`): a click again after it would page twice.
    await actUntilSettled(
      () => page.getByRole('link', { name: 'Next' }).click(),
      () => page.waitForURL(/page=2/, { timeout: 10_000, waitUntil: 'commit' }),
    );
    await expect.poll(() => status(page)).toBe(`Page 2 of ${total}`);
    await expect.poll(() => page.locator('.apartment-card .card__title').allTextContents()).not.toEqual(firstPageCodes);

    // Changing rows per page resets to page 1 and the page size follows it.
    const rows = viewport.width === 390 ? '8' : '4';
    await page.getByLabel('Rows per page').selectOption(rows);
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('rows') === rows);
    await expect.poll(() => status(page)).toMatch(/^Page 1 of /);
    await expect
      .poll(() => page.locator('.apartment-card').count())
      .toBe((viewport.width === 390 ? 1 : 3) * Number(rows));

    // A page beyond the count is clamped.
    await page.goto('/search/?page=999');
    await page.waitForURL((url) => url.searchParams.get('page') === total);
    await context.close();
  });

  it('searches by code after the debounce', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/search/');
    await page.locator('.apartment-card').first().waitFor();
    if (viewport.width >= 1200) {
      // On a wide screen the box is a row of its own above the filters, never a short box in a tall empty cell.
      const box = (await page.locator('.code-search').boundingBox())!;
      const filters = (await page.locator('.filters-form').boundingBox())!;
      expect(box.height).toBeLessThan(60);
      expect(box.y + box.height).toBeLessThanOrEqual(filters.y);
    }
    await page.getByLabel('Search by code').fill('AR-1');
    await page.waitForURL(/code=AR-1/, { timeout: 5_000 });
    await expect.poll(() => everyCardShows(page, '.card__title', 'AR-1')).toBe(true);
    await context.close();
  });

  it('opens a card on its filteredFloorplans page, shows all images and copies the link', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/search/');
    const card = page.locator('.apartment-card').first();
    const title = await card.locator('.card__title').textContent();
    await card.click();
    await page.waitForURL(/\/apartment\/[^/]+\/filteredFloorplans\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    const apartments = await demoApartments();
    const target = apartments.find((a) => a.floorplans.some((f) => f.imageUrls.length > 4))!;
    const floorplan = target.floorplans.find((f) => f.imageUrls.length > 4)!;
    await page.goto(`/apartment/${target._id}/${floorplan._id}/`);
    await page.getByRole('button', { name: `See all ${floorplan.imageUrls.length} images` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').count()).toBe(floorplan.imageUrls.length);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page
      .locator('.floorplan-card')
      .first()
      .getByRole('button', { name: /^Copy link/ })
      .click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${e2e.baseUrl}/apartment/${target._id}/${floorplan._id}/`,
    );
    // The toast clears after 2 seconds (docs/product.md section 4).
    await page.getByText('Copied', { exact: true }).waitFor({ state: 'detached', timeout: 4_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('groups blockbuster deals by area, alphabetically, with ribbons and prices', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/blockBusterDeals/');
    await page.locator('.deal-group').first().waitFor();
    const areas = await page.locator('.deal-group__title').allTextContents();
    expect(areas.length).toBeGreaterThan(0);
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b)));
    expect(await page.locator('.deal-group .ribbon--promo').count()).toBeGreaterThan(0);
    expect(await page.getByText('Special Starting Price').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('redirects to canonical addresses and unknown paths to /', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const cases: [string, string][] = [
      ['/search?roomTypes=studio', '/search/?roomTypes=studio'],
      ['/BlockbusterDeals', '/blockBusterDeals/'],
      ['/connectWithAnAgent', '/ConnectWithAnAgent/'],
      ['/thank-you', '/thank-you/'],
      ['/no-such-page/', '/'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      expect(page.url()).toBe(`${e2e.baseUrl}${to}`);
    }
    await context.close();
  });

  it('goes to /thank-you when the scheduling provider reports a booking, and fires one conversion', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    // Every address the app moves to within the page: a message taken for a booking by mistake would add one.
    await page.addInitScript(() => {
      const moves: string[] = [];
      (window as { moves?: string[] }).moves = moves;
      let last = location.pathname;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data, unused, url) => {
          original(data, unused, url);
          if (location.pathname !== last) moves.push((last = location.pathname));
        };
      }
    });
    await page.goto('/appointment/');
    // A message from another origin is ignored: the page has handled it once a message posted after it arrives.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => event.data === 'after' && resolve());
          window.postMessage({ event: 'calendly.event_scheduled' }, '*');
          window.postMessage('after', '*');
        }),
    );
    expect(new URL(page.url()).pathname).toBe('/appointment/');
    await page.frameLocator('iframe.scheduler').getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(`${e2e.baseUrl}/thank-you/`);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const conversions = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter(
            (entry) => Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'conversion',
          ).length,
      );
    // The conversion goes out once the site's settings have loaded.
    await expect.poll(conversions).toBeGreaterThan(0);
    expect(await conversions()).toBe(1);
    expect(await page.evaluate(() => (window as { moves?: string[] }).moves)).toEqual(['/thank-you/']);
    await context.close();
  });

  it('shows the appointment modal once an hour and closes it', async () => {
    const context = await newContext(browser, viewport, { withAppointmentModal: true });
    // The page's clock: the modal's 3-second delay (docs/product.md section 9) passes at once.
    await context.clock.install();
    const page = await context.newPage();
    await page.goto('/search/');
    const dialog = page.getByRole('dialog', { name: "We're here for you!" });
    await page.clock.fastForward(3_000);
    await dialog.waitFor();
    const shownAt = await page.evaluate(() => localStorage.getItem('appointmentModalShownAt'));
    expect(shownAt).toBeTruthy();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    // Well past the delay: the modal would have stamped the time again when it opened.
    await page.clock.fastForward(60_000);
    expect(await page.evaluate(() => localStorage.getItem('appointmentModalShownAt'))).toBe(shownAt);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('offers the navigation (with Blockbuster Deals in the mobile menu) and the Contact Us widget', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/');
    if (viewport.width < 1100) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blockbuster Deals' }).click();
      await page.waitForURL(/\/blockBusterDeals\/$/);
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '1-2-3 Process' }).click();
      await page.waitForURL(/\/process\/$/);
    }
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(/\/ConnectWithAnAgent\/$/);
    await page.getByRole('heading', { name: 'Connect With An Agent' }).waitFor();
    await context.close();
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
