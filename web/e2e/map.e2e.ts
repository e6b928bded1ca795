// The search map in Chromium (real WebGL): a renter switches the search to the map, opens a shared map link, sees
// the apartments as pins on the basemap this server serves, zooms in, searches that area (the URL and the list
// follow), opens a pin's card (photo, price, link; Esc closes it), zooms in as far as the basemap goes, and opens
// an apartment from its pin's card. The apartments are made by the test through the API with 'xxx-' codes, whose
// names and exact points are public (docs/contract.md "Where an apartment is"), so the pins sit where the test put
// them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, demoImage, graphql, type ApiSession } from './staffSupport';
import { e2e, connectBrowser, newContext, seriousAxeViolations, watchErrors, WIDTHS } from './support';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
// Near Castroville, in the metro area but outside the 12 areas, so no demo apartment shares the map with the test's.
const BOX = { west: -98.95, south: 29.3, east: -98.75, north: 29.45 };
// The middle of that box, where zooming in with the map's + button keeps looking.
const CENTRE = { longitude: -98.85, latitude: 29.375 };
// In the box, about 7 km north-east of the centre: gone once zoomed in.
const OUTER = { longitude: -98.79, latitude: 29.43 };

const made: string[] = [];

async function placedApartment(token: string, name: string, point: typeof CENTRE): Promise<string> {
  const created = await graphql<{ createApartment: { _id: string } }>(
    `
      mutation ($input: ApartmentInput!) {
        createApartment(input: $input) {
          _id
        }
      }
    `,
    {
      input: {
        name,
        code: `xxx-${name.replaceAll(' ', '').toLowerCase()}`,
        image: await demoImage(),
        location: ['Shavano Park/Castle Hills'],
        leaseTerm: 12,
        promotion: false,
        promotionalTerm: 0,
        freeMove: false,
        highlight: false,
        floorplans: [{ type: 'oneBed' }],
      },
    },
    token,
  );
  const id = created.data?.createApartment._id;
  if (!id) throw new Error(`createApartment failed: ${JSON.stringify(created.errors)}`);
  made.push(id);
  const placed = await graphql(
    `
      mutation ($input: SetApartmentLocationInput!) {
        setApartmentLocation(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        apartmentId: id,
        address: { street: '100 Test St', city: 'San Antonio', state: 'TX', zip: '78205' },
        location: point,
      },
    },
    token,
  );
  if (placed.errors) throw new Error(`setApartmentLocation failed: ${JSON.stringify(placed.errors)}`);
  return id;
}

/** The width from which the map sits beside the list and moves at once (styles.css). */
const SIDE_BY_SIDE_WIDTH = 1280;

/**
 * Below the side-by-side width the map view shows the pins as a picture first, with no MapLibre loaded; a tap starts
 * the moving map, which then has the focus.
 */
async function startMap(page: Page, width: number) {
  if (width >= SIDE_BY_SIDE_WIDTH) return;
  const picture = page.getByRole('button', { name: 'Move and zoom the map' });
  await picture.locator('.pin-preview__pin').first().waitFor();
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((url) => /maplibre/i.test(url))).toEqual([]);
  await picture.click();
  await page.getByRole('region', { name: 'Map of the apartments found' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('maplibregl-canvas'));
}

describe.skipIf(!e2e.available)('the search map', () => {
  let browser: Browser;
  let admin: ApiSession;
  const central = `Map Centre ${RUN}`;
  const outer = `Map Outer ${RUN}`;
  let centralId = '';

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminLogin();
    centralId = await placedApartment(admin.token, central, CENTRE);
    await placedApartment(admin.token, outer, OUTER);
  });

  afterAll(async () => {
    await browser?.close();
    for (const id of made)
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id }, admin.token);
  });

  for (const viewport of WIDTHS) {
    it(`shows pins, searches the visible area and opens a pin's apartment at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));

      await page.goto('/search/');
      await page.getByRole('link', { name: 'Map', exact: true }).click();
      await page.waitForURL(/\/search\/\?view=map$/);
      await startMap(page, viewport.width);
      // A phone downloads MapLibre only once the renter taps the pins' picture.
      if (viewport.width < SIDE_BY_SIDE_WIDTH) expect(requests.filter((url) => /maplibre/i.test(url))).not.toEqual([]);
      const map = page.getByRole('region', { name: 'Map of the apartments found' });
      await map.waitFor();
      await map.locator('.map-pin, .map-cluster').first().waitFor();
      expect(await map.locator('.maplibregl-ctrl-attrib').textContent()).toContain('US Census Bureau');

      // A shared link with a box opens the map on it: the test's two apartments, each its own pin.
      const bbox = [BOX.west, BOX.south, BOX.east, BOX.north].join(',');
      await page.goto(`/search/?view=map&bbox=${bbox}`);
      await startMap(page, viewport.width);
      const centralPin = page.getByRole('button', { name: new RegExp(`^${central}, `) });
      const outerPin = page.getByRole('button', { name: new RegExp(`^${outer}, `) });
      await centralPin.waitFor();
      await outerPin.waitFor();
      expect(await centralPin.textContent()).toBe('Ask us');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Two steps closer (reduced motion: each step is immediate), then search what is in view.
      for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Search this area' }).click();
      await page.waitForURL((address) => address.searchParams.get('bbox') !== bbox);
      const url = new URL(page.url());
      expect(url.searchParams.get('view')).toBe('map');
      const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
      expect(west).toBeLessThan(CENTRE.longitude);
      expect(east).toBeGreaterThan(CENTRE.longitude);
      expect(east).toBeLessThan(OUTER.longitude);
      expect(south).toBeLessThan(CENTRE.latitude);
      expect(north).toBeGreaterThan(CENTRE.latitude);
      await outerPin.waitFor({ state: 'detached' });
      const results = page.locator('section.results');
      await results.getByRole('link', { name: central }).waitFor();
      expect(await results.getByRole('link', { name: outer }).count()).toBe(0);
      await page.getByText('Showing the apartments in the map area you searched.').waitFor();

      // The list view keeps the box: the server renders it filtered too.
      const listUrl = new URL(url);
      listUrl.searchParams.delete('view');
      const served = await (await context.request.get(listUrl.pathname + listUrl.search)).text();
      expect(served).toContain(central);
      expect(served).not.toContain(outer);

      // The pin's card: the apartment's photo, its price as the search card says it, and a link to it. Esc
      // closes it and the focus goes back to the pin.
      await centralPin.click();
      const card = page.getByRole('group', { name: central });
      await card.getByText('CONTACT US FOR THE SPECIALS').waitFor();
      const photo = card.locator('img');
      await photo.waitFor();
      await page.waitForFunction(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        await photo.elementHandle(),
      );
      expect(await photo.getAttribute('src')).not.toBe('/placeholder.svg');
      const link = card.getByRole('link', { name: central });
      expect(await link.getAttribute('href')).toBe(`/apartment/${centralId}/filteredFloorplans/`);
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      expect(await centralPin.evaluate((element) => element === document.activeElement)).toBe(true);
      // Enter on the focused pin opens the card again, from the keyboard alone.
      await page.keyboard.press('Enter');
      await card.waitFor();

      // Zoomed all the way in, the offline basemap says its detail has ended (no blank map without a word) and the
      // + button stops where the basemap stops.
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      for (let step = 0; step < 20 && (await zoomIn.isEnabled()); step += 1) await zoomIn.click();
      expect(await zoomIn.isDisabled()).toBe(true);
      await page
        .getByText('This map has no streets: past this zoom it shows a grid of lines about 1 km apart.')
        .waitFor();

      await link.click();
      await page.waitForURL(new RegExp(`/apartment/${centralId}/`));

      // Nothing left this origin: the basemap, the style and the map's worker are the server's own.
      expect(requests.filter((address) => !address.startsWith(e2e.baseUrl))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
