// Every public page of docs/product.md section 2 renders its content at 390 px and 1,440 px, is screenshotted
// under test-results/screenshots/ and has no serious or critical axe-core finding.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoApartments,
  e2e,
  connectBrowser,
  newContext,
  screenshot,
  seriousAxeViolations,
  watchErrors,
  WIDTHS,
} from './support';

interface PageCase {
  name: string;
  path: string;
  heading: string | RegExp;
}

describe.skipIf(!e2e.available)('public pages', () => {
  let browser: Browser;
  let cases: PageCase[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
    const apartments = await demoApartments();
    const withImages = apartments.find((a) => a.floorplans.some((f) => f.imageUrls.length > 4));
    if (!withImages) throw new Error('The demo data has no floorplan with more than 4 images');
    const floorplan = withImages.floorplans[0];
    cases = [
      { name: 'home', path: '/', heading: 'Find your next apartment without the legwork' },
      { name: 'search', path: '/search/', heading: 'All Apartments SATX' },
      { name: 'process', path: '/process/', heading: 'Our 1-2-3 Process' },
      { name: 'our-mission', path: '/ourMission/', heading: /simple, honest and free/ },
      { name: 'about-us', path: '/aboutUs/', heading: /Local apartment experts/ },
      { name: 'our-services', path: '/ourServices/', heading: 'Free Apartment Locating + Free Movers' },
      { name: 'appointment', path: '/appointment/', heading: 'Schedule a Free Consultation' },
      { name: 'thank-you', path: '/thank-you/', heading: 'Thank You!' },
      { name: 'calendar-redirect', path: '/calendar-redirect/', heading: 'Your appointment' },
      { name: 'blockbuster-deals', path: '/blockBusterDeals/', heading: 'Blockbuster Deals' },
      { name: 'connect-with-an-agent', path: '/ConnectWithAnAgent/', heading: 'Connect With An Agent' },
      {
        name: 'floorplans',
        path: `/apartment/${withImages._id}/floorplans/`,
        heading: `Apartment ${withImages.displayName}`,
      },
      {
        name: 'floorplan-group',
        path: `/apartment/${withImages._id}/floorplans/${floorplan._id}/`,
        heading: `Apartment ${withImages.displayName}`,
      },
      {
        name: 'filtered-floorplans',
        path: `/apartment/${withImages._id}/filteredFloorplans/`,
        heading: withImages.displayName,
      },
      { name: 'floorplan', path: `/apartment/${withImages._id}/${floorplan._id}/`, heading: withImages.displayName },
      // The Spanish twins (docs/contract.md "Spanish pages").
      { name: 'es-home', path: '/es/', heading: 'Encuentre su próximo apartamento sin batallar' },
      { name: 'es-search', path: '/es/search/', heading: 'Todos los apartamentos SATX' },
      { name: 'es-deals', path: '/es/blockBusterDeals/', heading: 'Ofertas imperdibles' },
      {
        name: 'es-filtered-floorplans',
        path: `/es/apartment/${withImages._id}/filteredFloorplans/`,
        heading: withImages.displayName,
      },
    ];
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of WIDTHS) {
    it(`renders, screenshots and scans every public page at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const findings: string[] = [];
      for (const pageCase of cases) {
        await page.goto(pageCase.path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
          .toMatch(typeof pageCase.heading === 'string' ? pageCase.heading : pageCase.heading);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.locator('.spinner').count()).toBe(0);
        // Every page carries the shell: the footer's business details and the Contact Us widget.
        expect(await page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));
        await screenshot(page, pageCase.name, viewport);
        for (const finding of await seriousAxeViolations(page)) findings.push(`${pageCase.path}: ${finding}`);
      }
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // Sixteen pages, each waited for until the app took it over, screenshotted whole and scanned: minutes on a
      // busy 2-core machine.
    }, 300_000);
  }
});
