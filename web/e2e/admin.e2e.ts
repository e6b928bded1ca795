// The admin journeys of docs/product.md section 2 in Chromium against the real server: sign in, create a complete listing
// in the one listing editor (two floorplans, a JPEG on a floorplan (a PNG is refused), a verified price, an uploaded
// photo, the location with a dragged pin), publish it, edit it, find it as a renter on the /search/ map with "Search this area" and open it, delete it; approve a pending admin and read the audit trail; approve and disable an agent. Every admin page and dialog is screenshotted
// and scanned with axe at 1,440 px, the pages also at 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './staffAccounts';
import { adminLogin, graphql, makeJpeg, PNG_BYTES, shootAndScan } from './staffSupport';
import { actUntilSettled, e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const desktop = WIDTHS[1];
const phone = WIDTHS[0];
const NAME = 'E2E Browser Lofts';
const CODE = 'E2E-BROWSER-1';

/** The apartment by its code, draft or published, as the admin sees it. */
async function findApartment(code: string): Promise<{
  _id: string;
  status: string;
  floorplans: { _id: string; type: string; imageUrls: string[] }[];
} | null> {
  const { token } = await adminLogin();
  const result = await graphql<{
    adminApartments: {
      _id: string;
      code: string;
      status: string;
      floorplans: { _id: string; type: string; imageUrls: string[] }[];
    }[];
  }>('{ adminApartments { _id code status floorplans { _id type imageUrls } } }', {}, token);
  return result.data?.adminApartments.find((node) => node.code === code) ?? null;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admins/login/');
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/admins\/[^/]+\/apartment-manager\/$/);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast-stack .toast', { hasText: text }).first().waitFor();
}

describe.skipIf(!e2e.available)('admin area', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    // A failed run must not leave its apartment behind for the public page counts.
    const left = await findApartment(CODE).catch(() => null);
    if (left) {
      const { token } = await adminLogin();
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id: left._id }, token);
    }
    await browser?.close();
  });

  it('an admin creates a complete listing in the one dialog (uploaded photo, dragged pin), publishes it; a renter finds it with Search this area and opens it; it is deleted', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const findings: string[] = [];
    const image = await demoImage();

    await page.goto('/admins/login/');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    // The public nav is hidden on admin paths, and no Logout shows before login.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'LOGIN' }).isDisabled()).toBe(true);
    await shootAndScan(page, 'admin-login', desktop, findings);
    await signIn(page);
    await toast(page, 'Login successful!');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('row').nth(5).waitFor();
    // At 1440 px the whole table fits its box: no sideways scroll, every Delete button in view.
    const scroller = page.locator('.manager-table__scroll').first();
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const right = await scroller.evaluate((el) => el.getBoundingClientRect().right);
    const deleteRight = await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .evaluate((button) => button.getBoundingClientRect().right);
    expect(deleteRight).toBeLessThanOrEqual(right);
    await shootAndScan(page, 'admin-apartment-manager', desktop, findings);

    // The listing editor: Add New Apartment with two floorplans creates a draft, and the same dialog goes on.
    await page.getByRole('button', { name: 'Add New Apartment' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Apartment' });
    await add.waitFor();
    await add.getByRole('button', { name: 'Add Apartment' }).click();
    await add.getByText('Name is required').waitFor();
    await shootAndScan(page, 'admin-add-apartment', desktop, findings);
    await add.getByLabel('Apartment Name').fill(NAME);
    await add.getByLabel('Unique Code').fill(CODE);
    await add.getByLabel('Image URL').fill(image);
    await add.getByLabel('Leon Valley').check();
    await add.getByLabel('Floorplan 1 type').selectOption('studio');
    await add.getByRole('button', { name: '+ Add Floorplan' }).click();
    await add.getByLabel('Floorplan 2 type').selectOption('twoBed');
    await add.getByRole('button', { name: 'Add Apartment' }).click();
    await toast(page, 'Apartment added successfully!');
    const editor = page.getByRole('dialog', { name: 'Edit Apartment' });
    await editor.waitFor();
    expect(await editor.getByRole('button', { name: 'Floorplans & prices' }).getAttribute('aria-current')).toBe('step');
    const created = await findApartment(CODE);
    expect(created?.status).toBe('DRAFT');
    expect(created?.floorplans.map((f) => f.type).sort()).toEqual(['studio', 'twoBed']);

    // Floorplans & prices: a PNG is refused, a JPEG goes up through the presigned URL.
    const studioForm = editor.getByRole('form', { name: 'Edit Floorplan - Studio' });
    await studioForm.getByLabel('Total Floorplans').waitFor();
    await studioForm.getByLabel('Min Price').fill('900');
    await studioForm.getByLabel('Max Price').fill('1200');
    await studioForm.getByLabel('Images').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await studioForm.getByText('Only JPEG files are allowed').waitFor();
    expect(await studioForm.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await studioForm
      .getByLabel('Images')
      .setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
    await studioForm.getByText('plan.jpg').waitFor();
    await shootAndScan(page, 'admin-edit-floorplan', desktop, findings);
    await studioForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Floorplan updated successfully!');
    await studioForm.getByRole('list', { name: 'Saved images' }).waitFor();

    // Availability: saving it verifies the studio's price, which publishing needs.
    await editor.getByRole('button', { name: 'Availability' }).click();
    await editor.getByRole('button', { name: 'Save and verify Studio' }).click();
    await toast(page, 'Studio: availability saved and verified.');

    // Screening: the property's stated rules, confirmed as of the save; renters read them on the apartment page.
    await editor.getByRole('button', { name: 'Screening' }).click();
    await editor.getByLabel('Income multiple (times the all-in rent)').fill('2.5');
    await editor.getByLabel('Housing vouchers accepted').selectOption('yes');
    await editor.getByRole('button', { name: 'Save and mark verified' }).click();
    await toast(page, 'Screening rules saved.');
    await editor.getByText('Verified today').waitFor();

    // Photos: an uploaded JPEG with its alt text, never a pasted URL.
    await editor.getByRole('button', { name: 'Photos' }).click();
    await editor
      .getByLabel('Photo (JPEG)')
      .setInputFiles({ name: 'building.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
    await editor.getByLabel('What the photo shows').fill('The building from the street');
    await editor.getByRole('button', { name: 'Add photo' }).click();
    await toast(page, 'Photo added.');
    await editor.getByRole('img', { name: 'The building from the street' }).waitFor();

    // Location: the address, then the point: typed near the building, then the pin dragged onto its entrance.
    // The spot is far from the demo data's areas, so that the renter's map below shows its pin on its own.
    await editor.getByRole('button', { name: 'Location' }).click();
    await editor.getByLabel('Street').fill('5600 Old Highway 90 W');
    await editor.getByLabel('ZIP').fill('78227');
    // The operator's geocoder (the suite's fake, asked by our server) places the pin on the typed address.
    await editor.getByRole('button', { name: 'Find address' }).click();
    // A failure's message (an alert) shows in place of the point, so a refused lookup says why.
    await expect
      .poll(
        async () =>
          (await editor.getByLabel('Latitude').inputValue()) ||
          (await editor.getByRole('alert').allTextContents()).join(' '),
        { timeout: 10_000 },
      )
      .toBe('29.3849');
    expect(await editor.getByLabel('Longitude').inputValue()).toBe('-98.6012');
    await editor.getByLabel('Latitude').fill('29.385');
    await editor.getByLabel('Longitude').fill('-98.6');
    const pin = editor.getByRole('button', { name: 'Apartment pin: drag it, or move it with the arrow keys' });
    // Hovering waits until the pin stands still (the map places it when it has loaded) and puts the pointer on it.
    // The point still the typed one is the sign that a drag was lost.
    await actUntilSettled(
      async () => {
        await pin.hover();
        const box = (await pin.boundingBox())!;
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
        await page.mouse.up();
      },
      () => expect.poll(() => editor.getByLabel('Longitude').inputValue(), { timeout: 10_000 }).not.toBe('-98.6'),
    );
    const dragged = {
      latitude: Number(await editor.getByLabel('Latitude').inputValue()),
      longitude: Number(await editor.getByLabel('Longitude').inputValue()),
    };
    // Dragged right and down: east and south of the typed point.
    expect(dragged.longitude).toBeGreaterThan(-98.6);
    expect(dragged.latitude).toBeLessThan(29.385);
    await editor.getByRole('button', { name: 'Save location' }).click();
    await toast(page, 'Location saved.');

    // Publish: nothing is missing any more.
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Everything publishing needs is there.').waitFor();
    await shootAndScan(page, 'admin-listing-editor-publish', desktop, findings);
    await editor.getByRole('button', { name: 'Publish listing' }).click();
    await toast(page, 'Listing published.');
    await editor.getByText('Published: renters can find this listing.').waitFor();
    await editor.getByRole('button', { name: 'Close' }).click();
    await editor.waitFor({ state: 'detached' });

    // The new row shows at once, first and marked New, though its place in the name order is on a later page.
    await page.getByRole('rowheader', { name: `${NAME} New` }).waitFor();
    expect(await page.getByRole('rowheader').first().textContent()).toBe(`${NAME} New`);

    // The search box finds it; its row reads the form's values.
    await page.getByPlaceholder('Search by name').fill('e2e browser');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const row = page.locator('tbody tr').first();
    expect(await row.locator('th').textContent()).toBe(NAME);
    expect(await row.locator('td').nth(0).textContent()).toBe(CODE);
    expect(await row.locator('td').nth(2).textContent()).toBe('Leon Valley');
    expect(await row.locator('td').nth(4).textContent()).toBe('12');

    // Edit it: lease term and promotion; the row follows the save's answer.
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Apartment' });
    await edit.waitFor();
    expect(await edit.getByLabel('Apartment Name').inputValue()).toBe(NAME);
    await shootAndScan(page, 'admin-edit-apartment', desktop, findings);
    await edit.getByLabel('Lease Term (Months)').fill('6');
    await edit.getByLabel('Promotion', { exact: true }).check();
    await edit.getByLabel('Promotional Term (Weeks, 0 - 24)').fill('4');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Apartment updated successfully!');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('td').nth(4).textContent()).toBe('6');
    expect(await row.locator('td').nth(3).textContent()).toBe('Yes');

    // A renter finds the published listing on /search/ and opens it; the floorplan image shows.
    const saved = await findApartment(CODE);
    expect(saved?.status).toBe('PUBLISHED');
    const studio = saved?.floorplans.find((f) => f.type === 'studio');
    expect(studio?.imageUrls).toHaveLength(1);
    const uploaded = studio!.imageUrls[0];
    const renter = await newContext(browser, desktop);
    const publicPage = await renter.newPage();
    // On the map: a box around the dragged point (the public pin is 200-500 m off it), one step closer, then
    // "Search this area"; the listing's pin opens its card and the card its page.
    const around = [
      dragged.longitude - 0.03,
      dragged.latitude - 0.03,
      dragged.longitude + 0.03,
      dragged.latitude + 0.03,
    ].join(',');
    await publicPage.goto(`/search/?view=map&bbox=${around}`);
    const listingPin = publicPage.getByRole('button', { name: new RegExp(`^${CODE}, `) });
    await listingPin.waitFor();
    await publicPage.getByRole('button', { name: 'Zoom in' }).click();
    await publicPage.getByRole('button', { name: 'Search this area' }).click();
    await publicPage.waitForURL((address) => address.searchParams.get('bbox') !== around);
    await listingPin.click();
    await publicPage.getByRole('group', { name: CODE }).getByRole('link', { name: CODE }).click();
    await publicPage.waitForURL(new RegExp(`/apartment/${saved!._id}/`));
    await publicPage.goto(`/apartment/${saved!._id}/filteredFloorplans/`);
    const criteria = publicPage.getByRole('region', { name: "This property's stated criteria" });
    expect(await criteria.locator('dt:text-is("Income") + dd').textContent()).toBe('2.5x the all-in monthly rent');
    expect(await criteria.locator('dt:text-is("Housing vouchers") + dd').textContent()).toBe('Accepted');
    expect(await criteria.locator('dt:text-is("Evictions") + dd').textContent()).toBe('Not stated');
    const picture = publicPage.locator(`img[src$="${uploaded.split('/').pop()}"]`).first();
    await picture.waitFor();
    // Floorplan pictures load lazily, below the stated criteria: the renter scrolls to it.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    await renter.close();

    // Delete with confirmation; the row's button is disabled while deleting.
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this apartment?').waitFor();
    await shootAndScan(page, 'admin-confirm-delete', desktop, findings);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Apartment deleted successfully!');
    await page.getByText('No apartments found.').waitFor();
    expect(await findApartment(CODE)).toBeNull();

    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts, filters and pages the table from its headers', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('row').nth(5).waitFor();
    const names = () => page.locator('tbody th').allTextContents();
    // The whole inventory, in name order, from the API: the table shows it 50 rows a page.
    const { token } = await adminLogin();
    const all = await graphql<{ adminApartments: { name: string }[] }>('{ adminApartments { name } }', {}, token);
    const byName = all
      .data!.adminApartments.map((apartment) => apartment.name)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(byName.length).toBeGreaterThan(50);
    expect(await names()).toEqual(byName.slice(0, 50));
    await page.getByText(`Page 1 of ${Math.ceil(byName.length / 50)}`).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(names).toEqual(byName.slice(50, 100));
    // A new sort starts again on page 1.
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect.poll(names).toEqual([...byName].reverse().slice(0, 50));
    const initial = await names();
    await page.getByRole('checkbox', { name: 'Highlight' }).check();
    const highlightCells = () => page.locator('tbody tr td:nth-of-type(11)').allTextContents();
    await expect.poll(async () => (await highlightCells()).includes('No')).toBe(false);
    const highlighted = await page.locator('tbody tr').count();
    expect(highlighted).toBeGreaterThan(0);
    expect(highlighted).toBeLessThan(initial.length);
    expect(await highlightCells()).toEqual(Array(highlighted).fill('Yes'));
    // Highlighted rows are tinted yellow.
    expect(
      await page
        .locator('tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).backgroundColor),
    ).toBe('rgb(255, 248, 214)');
    await context.close();
  });

  it('approves a pending admin and shows the audit trail', async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    const findings: string[] = [];
    const email = `pending-${Date.now()}@example.com`;

    await page.goto('/admins/signup/');
    await page.getByRole('heading', { name: 'Signup' }).waitFor();
    await shootAndScan(page, 'admin-signup', desktop, findings);
    await page.getByLabel('Your Name').fill('Pat Pending');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('pending-password');
    await page.getByRole('button', { name: 'SIGNUP' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Signup successful!/)
      .waitFor();
    await shootAndScan(page, 'admin-signup-result', desktop, findings);
    await page.getByRole('button', { name: 'Close' }).click();

    // Before approval, the login answers the pending message plainly.
    await page.goto('/admins/login/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('pending-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Your admin account is waiting for approval.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await signIn(page);
    await page.getByRole('tab', { name: 'Pending Admins' }).click();
    const item = page.locator('.review-list__item', { hasText: email });
    await item.waitFor();
    await shootAndScan(page, 'admin-pending-admins', desktop, findings);
    await item.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Pat Pending can now log in.');
    const session = await graphql<{ loginAdmin: { adminId: string } }>(
      'mutation($i: LoginInput!) { loginAdmin(input: $i) { adminId } }',
      {
        i: { email, password: 'pending-password' },
      },
    );
    expect(session.data?.loginAdmin.adminId).toBeTruthy();

    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await page.locator('.audit-table tbody tr', { hasText: 'approve' }).first().waitFor();
    await shootAndScan(page, 'admin-audit-trail', desktop, findings);
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByRole('button', { name: 'Create API Key' }).waitFor();
    await shootAndScan(page, 'admin-api-keys', desktop, findings);
    await page.getByRole('button', { name: 'Create API Key' }).click();
    await page.getByRole('dialog').waitFor();
    await shootAndScan(page, 'admin-create-api-key', desktop, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Feeds' }).click();
    await page.getByRole('button', { name: 'Register Feed' }).waitFor();
    await shootAndScan(page, 'admin-feeds', desktop, findings);
    expect(findings).toEqual([]);
    await context.close();
  });

  it("approves a new agent in the Agents tab, then disables it, ending the agent's session", async () => {
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    const findings: string[] = [];
    const email = `agent-review-${Date.now()}@example.com`;
    const password = 'agent-review-password';
    const signup = await graphql('mutation($i: SignupInput!) { signupAgent(input: $i) { id } }', {
      i: { name: 'Rory Review', email, password, licenseNumber: '0712345' },
    });
    expect(signup.errors).toBeUndefined();
    const login = (): Promise<{ data: { loginAgent: { token: string } } | null; errors?: { message: string }[] }> =>
      graphql('mutation($i: LoginInput!) { loginAgent(input: $i) { token } }', { i: { email, password } });
    expect((await login()).errors?.[0].message).toBe('Your agent account is waiting for approval.');

    await signIn(page);
    await page.getByRole('tab', { name: 'Agents' }).click();
    const waiting = page.getByRole('list', { name: 'Agents waiting for approval' }).locator('li', { hasText: email });
    await waiting.getByText('Texas license 0712345').waitFor();
    await shootAndScan(page, 'admin-agents', desktop, findings);
    await waiting.getByRole('button', { name: 'Approve Rory Review' }).click();
    await toast(page, 'Rory Review can now log in and work on leads.');
    const token = (await login()).data?.loginAgent.token;
    expect(token).toBeTruthy();
    expect((await graphql('{ currentAgent { email } }', {}, token)).errors).toBeUndefined();

    const active = page.getByRole('list', { name: 'Active agents' }).locator('li', { hasText: email });
    await active.getByRole('button', { name: 'Disable Rory Review' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shootAndScan(page, 'admin-disable-agent', desktop, findings);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await toast(page, 'Rory Review was disabled and logged out everywhere.');
    const refused = await graphql('{ currentAgent { email } }', {}, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(findings).toEqual([]);
    await context.close();
  });

  it('shows the admin pages at 390 px, the table scrolling sideways', async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    const findings: string[] = [];
    await page.goto('/admins/signup/');
    await page.getByRole('heading', { name: 'Signup' }).waitFor();
    await shootAndScan(page, 'admin-signup', phone, findings);
    await signIn(page);
    await page.getByRole('row').nth(5).waitFor();
    const scroller = page.locator('.manager-table__scroll').first();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shootAndScan(page, 'admin-apartment-manager', phone, findings);
    await page.getByRole('button', { name: 'Add New Apartment' }).click();
    await page.getByRole('dialog', { name: 'Add New Apartment' }).waitFor();
    await shootAndScan(page, 'admin-add-apartment', phone, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Feeds' }).click();
    await page.getByRole('button', { name: 'Register Feed' }).waitFor();
    await shootAndScan(page, 'admin-feeds', phone, findings);
    expect(findings).toEqual([]);
    await context.close();
  });
});

/**
 * An image this site already stores (demo data), by its /uploads/ path: the Image URL takes no other site's picture
 * (docs/contract.md "Where an apartment is"), so the table's thumbnail loads without a third party.
 */
async function demoImage(): Promise<string> {
  const result = await graphql<{ apartments: { edges: { node: { image: string | null } }[] } }>(
    '{ apartments(first: 20) { edges { node { image } } } }',
  );
  const image = result.data?.apartments.edges
    .map((edge) => edge.node.image)
    .find((value): value is string => Boolean(value));
  if (!image) throw new Error('No demo apartment has an image');
  return image;
}
