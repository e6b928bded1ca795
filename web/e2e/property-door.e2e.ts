// The property door (docs/contract.md "The property door"), in Chromium against the real server with e-mail going
// through SMTP to the suite's own mail server: an admin invites a leasing office contact for one apartment; the
// contact opens the invitation's link, changes a rent in the staff's own editor section, sees it at once on the public
// apartment page as verified by the leasing office, and is refused another property's editor.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWithSubject } from './mail';
import { adminLogin, graphql } from './staffSupport';
import { connectBrowser, demoApartments, e2e, newContext, seriousAxeViolations, watchErrors, WIDTHS } from './support';

describe.skipIf(!e2e.available)('property door', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('signs in by the invitation link, updates a rent seen at once on the public page, and refuses another property', async () => {
    const stamp = Date.now();
    const admin = await adminLogin();
    const apartments = await demoApartments();
    const [ours, theirs] = [apartments.at(-1)!, apartments.at(-2)!];
    const contact = `office-${stamp}@example.com`;
    const invited = await graphql<{ invitePropertyContact: { apartments: { name: string }[] } }>(
      `
        mutation ($input: InvitePropertyContactInput!) {
          invitePropertyContact(input: $input) {
            apartments {
              name
            }
          }
        }
      `,
      { input: { email: contact, name: 'Olga Office', apartmentIds: [ours._id] } },
      admin.token,
    );
    expect(invited.errors).toBeUndefined();
    const [{ name }] = invited.data!.invitePropertyContact.apartments;

    const mail = await mailWithSubject(contact, 'Keep ');
    expect(mail.subject).toBe(`Keep ${name} up to date on SATX Apartment Locators`);
    const link = new URL(/https?:\/\/\S+\/property-door\/sign-in\/\?token=[\w.-]+/.exec(mail.text)![0]);
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your apartments' }).waitFor();
    const findings = await seriousAxeViolations(page);
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    findings.push(...(await seriousAxeViolations(page)));
    expect(findings).toEqual([]);

    // The staff's floorplan section, saved with the contact's session.
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: /^Edit Floorplan/ }) })
      .first();
    await form.getByLabel('Max Price').fill('1461');
    await form.getByLabel('Min Price').fill('1337');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Floorplan updated successfully!').waitFor();
    expect(errors).toEqual([]);

    // The renters' page, loaded afresh: the new rent, verified by the leasing office.
    await page.goto(`/apartment/${ours._id}/filteredFloorplans/`);
    const card = page.locator('article').filter({ hasText: /\$1,337/ });
    await card.getByText('Verified today by the leasing office', { exact: false }).waitFor();

    await page.goto(`/property-door/apartments/${theirs._id}/`);
    await page.getByRole('alert').filter({ hasText: 'This apartment is not one of yours.' }).waitFor();
    await context.close();
  });
});
