// Rent history and the market, in Chromium (docs/contract.md "Rent history and the market"): a renter reads a
// floorplan's deal meter sentence and its price chart's table on the apartment page, in English and Spanish, and
// the rent report at /market/; axe finds nothing serious on either page at 390 and 1440 px. The test makes six town
// homes in Medical Center/UTSA (a type the demo data has none of there), so every figure is the test's own literal.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, graphql, makeOneFloorplanListing, type ApiSession } from './staffSupport';
import { e2e, connectBrowser, newContext, seriousAxeViolations, watchErrors, WIDTHS } from './support';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const made: string[] = [];
let browser: Browser;
let admin: ApiSession;
let subject = '';

/** A published town home in Medical Center/UTSA at `rentDollars`, its price checked now. */
async function makeCheckedTownHome(token: string, name: string, code: string, rentDollars: number) {
  const listing = await makeOneFloorplanListing(token, { name, code, rentDollars, sqft: 1400, type: 'townHome' });
  made.push(listing._id);
  const verified = await graphql(
    'mutation ($f: ID!) { verifyFloorplan(floorplanId: $f) { verifiedAt } }',
    { f: listing.floorplanId },
    token,
  );
  if (verified.errors) throw new Error(`verifyFloorplan failed: ${JSON.stringify(verified.errors)}`);
  return listing._id;
}

/** This month as the page names it, worked out from the test's own clock: "Nov 2026", "noviembre de 2026". */
function thisMonth(locale: 'en' | 'es'): string {
  const options = { month: locale === 'en' ? 'short' : 'long', year: 'numeric', timeZone: 'America/Chicago' } as const;
  return locale === 'en'
    ? new Date().toLocaleString('en-US', options)
    : new Date().toLocaleString('es-US', options).replace(/^(\S+) (\d+)$/, '$1 de $2');
}

describe.skipIf(!e2e.available)('rent history and the market', () => {
  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminLogin();
    subject = await makeCheckedTownHome(admin.token, `Deal Meter Homes ${RUN}`, `DM${RUN}-0`, 1380);
    for (const [index, rent] of [1500, 1500, 1500, 1400, 1600].entries())
      await makeCheckedTownHome(admin.token, `Deal Meter Peer ${RUN} ${index}`, `DM${RUN}-${index + 1}`, rent);
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of made)
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id }, admin.token);
  });

  const SENTENCES = {
    en: '8% below the median of 5 town homes or houses in Medical Center/UTSA',
    es: '8 % por debajo de la mediana de 5 casas adosadas o casas en Medical Center/UTSA',
  };

  for (const viewport of WIDTHS) {
    for (const locale of ['en', 'es'] as const) {
      it(`reads the deal meter and the price table on the apartment page (${locale}, ${viewport.width} px)`, async () => {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const errors = watchErrors(page);
        const prefix = locale === 'es' ? '/es' : '';
        await page.goto(`${prefix}/apartment/${subject}/filteredFloorplans/`);
        await expect.poll(() => page.locator('.deal-meter__sentence').textContent()).toBe(SENTENCES[locale]);
        // The table reads without the chart: this month's all-in, $1,380 (no fees, no special).
        const rows = page.locator('.price-history table tbody tr');
        expect(await rows.count()).toBe(1);
        expect(await rows.first().locator('th').textContent()).toBe(thisMonth(locale));
        expect(await rows.first().locator('td').textContent()).toBe('$1,380');
        // The chart's text alternative carries the summary.
        const label = await page.locator('.price-history svg[role="img"]').getAttribute('aria-label');
        expect(label).toContain(locale === 'en' ? 'The same as in' : 'Igual que en');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('serves the meter sentence and the table in the HTML, before any script', async () => {
    const html = await (await fetch(`${e2e.baseUrl}/apartment/${subject}/filteredFloorplans/`)).text();
    expect(html).toContain(SENTENCES.en);
    expect(html).toContain('<table>');
  });

  for (const viewport of WIDTHS) {
    for (const locale of ['en', 'es'] as const) {
      it(`shows the rent report (${locale}, ${viewport.width} px)`, async () => {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(locale === 'es' ? '/es/market/' : '/market/');
        await page
          .getByRole('heading', {
            level: 1,
            name: locale === 'es' ? 'Informe de rentas de San Antonio' : 'San Antonio Rent Report',
          })
          .waitFor();
        // The six town homes are the area's only ones: a median of $1,500 among six.
        const row = page.locator('.market__table tbody tr', { hasText: 'Medical Center/UTSA' }).filter({
          hasText: locale === 'es' ? 'Townhome/Casa' : 'Town Home/Home',
        });
        expect(await row.locator('td').nth(1).textContent()).toBe('$1,500 (6)');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('describes the report as a Dataset and links it from the footer and the sitemap', async () => {
    const html = await (await fetch(`${e2e.baseUrl}/market/`)).text();
    expect(html).toContain('"@type":"Dataset"');
    expect(html).toContain('href="/market/"');
    const sitemap = await (await fetch(`${e2e.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/market/</loc>');
    expect(sitemap).toContain('/es/market/</loc>');
  });
});
