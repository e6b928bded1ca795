// What it really costs, in Chromium: a renter narrows the search by a maximum all-in monthly and sorts by it
// (390 and 1440 px); an admin adds a fee and a special in the Apartment Manager and the public page's all-in
// figure follows; an agent confirms a reported floorplan and its property's screening rules from the Needs
// Verification queue. The apartments are made by the test through the API, so every figure below is the test's own
// literal.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  approvedAgentSession,
  graphql,
  makeOneFloorplanListing,
  plantSession,
  type ApiSession,
} from './staffSupport';
import { e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();

interface Made {
  _id: string;
  floorplanId: string;
  name: string;
}

/** Every apartment the file made: removed afterwards, so the other files see the demo data as it was. */
const made: string[] = [];

async function makeApartment(token: string, name: string, code: string, rentDollars: number): Promise<Made> {
  const listing = await makeOneFloorplanListing(token, { name, code, rentDollars, sqft: 950 });
  made.push(listing._id);
  return { ...listing, name };
}

async function setFees(
  token: string,
  apartmentId: string,
  fees: { name: string; amountCents: number; kind: string }[],
) {
  const result = await graphql(
    `
      mutation ($a: ID!, $f: [FeeInput!]!) {
        setApartmentFees(apartmentId: $a, fees: $f) {
          id
        }
      }
    `,
    { a: apartmentId, f: fees },
    token,
  );
  if (result.errors) throw new Error(`setApartmentFees failed: ${JSON.stringify(result.errors)}`);
}

describe.skipIf(!e2e.available)('what it really costs', () => {
  let browser: Browser;
  let admin: ApiSession;
  // Alphabetically first but dearer all-in: $900 rent + $200 a month in required fees = $1,100.
  let dearer: Made;
  // Alphabetically last but cheaper all-in: $1,000 rent + $30 valet trash = $1,030.
  let cheaper: Made;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminLogin();
    dearer = await makeApartment(admin.token, `Aaa Costwise ${RUN}`, `CW${RUN}-A`, 900);
    cheaper = await makeApartment(admin.token, `Zzz Costwise ${RUN}`, `CW${RUN}-Z`, 1000);
    await setFees(admin.token, dearer._id, [
      { name: 'Amenity package', amountCents: 20_000, kind: 'monthlyMandatory' },
    ]);
    await setFees(admin.token, cheaper._id, [{ name: 'Valet trash', amountCents: 3_000, kind: 'monthlyMandatory' }]);
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of made)
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id }, admin.token);
  });

  for (const viewport of WIDTHS) {
    it(`narrows by a maximum all-in monthly and sorts by it at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/search/?code=CW${RUN}`);
      const titles = page.locator('.apartment-card .card__title');
      await expect.poll(() => titles.allTextContents()).toEqual([`CW${RUN}-A`, `CW${RUN}-Z`]);

      // The cards show the code, the search's order is by name (docs/contract.md "Search semantics").
      // On a phone the filters are folded behind a button; the first result is in the first screen.
      if (viewport.width < 700) {
        const firstCard = await page.locator('.apartment-card').first().boundingBox();
        expect(firstCard!.y).toBeLessThan(viewport.height);
        await page.getByText('Filters', { exact: true }).click();
      }
      await page.getByLabel('Sort by').selectOption('allInMonthly');
      await page.waitForURL(/sort=allInMonthly/);
      await expect.poll(() => titles.allTextContents()).toEqual([`CW${RUN}-Z`, `CW${RUN}-A`]);

      if (viewport.width < 700 && !(await page.getByLabel('Max all-in / month').isVisible()))
        await page.getByText('Filters', { exact: true }).click();
      await page.getByLabel('Max all-in / month').fill('1050');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/maxAllInMonthly=1050/);
      await expect.poll(() => titles.allTextContents()).toEqual([`CW${RUN}-Z`]);
      if (viewport.width < 700) await page.locator('.filters__count', { hasText: '1 active' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the Contact Us widget clear of prices and of the header on a phone', async () => {
    const context = await newContext(browser, WIDTHS[0]);
    const page = await context.newPage();
    await page.goto(`/apartment/${cheaper._id}/filteredFloorplans/`);
    const widget = page.locator('.contact-widget:visible');
    expect(await widget.count()).toBe(1);
    const overlapping = async (selector: string) => {
      const a = (await page.locator(selector).first().boundingBox())!;
      const b = (await widget.boundingBox())!;
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    const header = (await page.locator('.header').boundingBox())!;
    const strip = (await widget.boundingBox())!;
    expect(strip.y >= header.y && strip.y + strip.height <= header.y + header.height).toBe(true);
    expect(await overlapping('.header__brand')).toBe(false);
    expect(await overlapping('.header__menu-button')).toBe(false);
    // Wherever the renter scrolls, the price column stays uncovered.
    for (const block of ['start', 'center', 'end'] as const) {
      await page
        .locator('.true-cost__all-in')
        .first()
        .evaluate((element, at) => element.scrollIntoView({ block: at }), block);
      expect(await overlapping('.true-cost__all-in')).toBe(false);
    }
    await context.close();
  });

  it('lets an admin add a fee and a special in the manager, and the public all-in follows', async () => {
    const viewport = WIDTHS[1];
    // Its own code prefix: the search test above finds the CW apartments only, whichever test runs first.
    const mid = await makeApartment(admin.token, `Mid Costwise ${RUN}`, `CM${RUN}-M`, 1200);
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`/apartment/${mid._id}/filteredFloorplans/`);
    await page.getByText('from $1,200/month all-in').waitFor();

    await plantSession(page, 'adminSession', admin);
    await page.goto(`/admins/${admin.id}/apartment-manager/`);
    await page.getByPlaceholder('Search by name').fill(mid.name);
    await page.getByRole('button', { name: `Costs of ${mid.name}` }).click();
    // The listing editor opens at its Fees section.
    const dialog = page.getByRole('dialog', { name: 'Edit Apartment' });

    await dialog.getByRole('button', { name: 'Add fee' }).click();
    await dialog.getByLabel('Fee 1 name').fill('Pest control');
    await dialog.getByLabel('Fee 1 amount in dollars').fill('5');
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await page.getByText('Fees saved.').first().waitFor();

    // A special counts only for a floorplan checked within 30 days: confirm it first.
    await dialog.getByRole('button', { name: 'Availability' }).click();
    await dialog.getByRole('button', { name: 'Save and verify 2 Bedroom' }).click();
    await page.getByText('2 Bedroom: availability saved and verified.').first().waitFor();

    await dialog.getByRole('button', { name: 'Specials' }).click();
    await dialog.getByRole('button', { name: 'New special' }).click();
    await dialog.getByLabel('Special text').fill('Reduced rent for winter');
    await dialog.getByLabel('Concession').selectOption('reducedRent');
    await dialog.getByLabel('Amount ($)').fill('1100');
    await dialog.getByLabel('Valid from').fill('2020-01-01');
    await dialog.getByLabel('Valid until (last day; empty: no end date)').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Add special' }).click();
    await page.getByText('Special added.').first().waitFor();
    await dialog.getByText('Reduced rent for winter').waitFor();

    await page.goto(`/apartment/${mid._id}/filteredFloorplans/`);
    // $1,100 reduced rent + $5 pest control.
    await page.getByText('from $1,105/month all-in').waitFor();
    await page.getByText('Reduced rent for winter').first().waitFor();
    await page.getByText('Verified today').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets an agent confirm a reported floorplan and the property's screening rules from the Needs Verification queue", async () => {
    // Its own apartment: a report and a verification change no figure the other tests read.
    const reported = await makeApartment(admin.token, `Reported Costwise ${RUN}`, `CR${RUN}-R`, 950);
    const email = `verifier-${RUN.toLowerCase()}@example.com`;
    const agent = await approvedAgentSession('Vera Verifier', email, 'agent-password-1');
    const report = await graphql<{ reportOutdatedListing: boolean }>(
      `
        mutation ($f: ID!) {
          reportOutdatedListing(floorplanId: $f, topic: price, note: "Quoted $50 more")
        }
      `,
      { f: reported.floorplanId },
    );
    expect(report.data?.reportOutdatedListing).toBe(true);

    const context = await newContext(browser, WIDTHS[0]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await plantSession(page, 'agentSession', agent);
    await page.goto(`/agents/${agent.id}/agent-portal/`);
    await page.locator('.portal-card', { hasText: 'Needs Verification' }).click();
    await page.waitForURL(/\/agents\/verification\/$/);
    const item = page.locator('.verification__item', { hasText: reported.name });
    await item.getByText('outdated Price — "Quoted $50 more"', { exact: false }).waitFor();
    // The same call confirms the property's screening rules (docs/contract.md "Who qualifies").
    await item.getByRole('button', { name: `Check the screening rules of ${reported.name}` }).click();
    await item.getByText('Not verified yet').waitFor();
    await item.getByLabel('Income multiple (times the all-in rent)').fill('2.5');
    await item.getByLabel('Evictions', { exact: true }).selectOption('AFTER_YEARS');
    await item.getByLabel('Evictions accepted after (years)').fill('3');
    await item.getByLabel('Housing vouchers accepted').selectOption('yes');
    await item.getByRole('button', { name: 'Save and mark verified' }).click();
    await page.getByText(`${reported.name}: Screening rules saved.`).waitFor();
    await item.getByRole('button', { name: `Confirm ${reported.name} 2 Bedroom` }).click();
    await page.getByText(`${reported.name} 2 Bedroom: price and availability verified.`).waitFor();
    await expect.poll(() => item.count()).toBe(0);

    await page.goto(`/apartment/${reported._id}/filteredFloorplans/`);
    await page.getByText('Verified today').first().waitFor();
    const criteria = page.locator('section[aria-labelledby="apartment-criteria-title"]');
    await criteria.getByText('2.5x the all-in monthly rent').waitFor();
    await criteria.getByText('Accepted after 3 years').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
