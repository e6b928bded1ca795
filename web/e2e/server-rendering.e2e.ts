// Public pages arrive rendered by the server: with scripts off a renter reads listings, prices and floorplans
// and pages through a search; with scripts on, hydration reuses the records that came with the HTML.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const cardTitles = (page: Page) => page.locator('.apartment-card .card__title').allTextContents();

describe.skipIf(!e2e.available)('server-rendered pages', () => {
  let browser: Browser;
  let apartmentPath = '';

  beforeAll(async () => {
    browser = await connectBrowser();
    const [first] = await demoApartments();
    apartmentPath = `/apartment/${first._id}/filteredFloorplans/`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of WIDTHS) {
    it(`reads listings, prices and floorplans and pages through a search without JavaScript at ${viewport.width} px`, async () => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        baseURL: e2e.baseUrl,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/search/');
      const firstPage = await cardTitles(page);
      expect(firstPage.length).toBeGreaterThan(0);
      // A listing names its area and floorplan types (its prices are on its page, below).
      expect(await page.locator('.apartment-card').first().innerText()).toMatch(/Studio|Bedroom|Town Home/);
      const status = (await page.locator('.pagination__status').innerText()).trim();
      expect(status).toMatch(/^Page 1 of \d+$/);

      // The pages of results are links.
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      expect((await page.locator('.pagination__status').innerText()).trim()).toMatch(/^Page 2 of \d+$/);
      expect(await cardTitles(page)).not.toEqual(firstPage);

      // The filters are a plain GET form whose fields are the URL's parameters; on a phone they unfold from
      // the Filters button, which works without scripts.
      if (viewport.width < 700) await page.getByText('Filters', { exact: true }).click();
      await page.getByRole('checkbox', { name: '2 Bedroom' }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/roomTypes=twoBed/);
      if (viewport.width < 700) {
        await page.locator('.filters__count', { hasText: '1 active' }).waitFor();
        await page.getByText('Filters', { exact: false }).first().click();
      }
      expect(await page.getByRole('checkbox', { name: '2 Bedroom' }).isChecked()).toBe(true);
      expect((await cardTitles(page)).length).toBeGreaterThan(0);

      // An apartment's floorplans with their prices.
      await page.goto(apartmentPath);
      expect(await page.locator('.floorplan-grid').innerText()).toMatch(/\$\d/);
      await context.close();
    });
  }

  it('hydrates home, search, an apartment and the deals without a hydration error or a GraphQL request', async () => {
    for (const viewport of WIDTHS) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) warnings.push(message.text());
      });
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
      });
      for (const path of ['/', '/search/', apartmentPath, '/blockBusterDeals/']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(graphql).toEqual([]);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    }
  });

  it('serves the Spanish search without JavaScript, its links, form and language switch staying in /es/', async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/search/');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('Todos los apartamentos SATX | SATX Apartment Locators');
    expect((await page.locator('.pagination__status').innerText()).trim()).toMatch(/^Página 1 de \d+$/);
    await page.getByRole('link', { name: 'Siguiente' }).click();
    await page.waitForURL(/\/es\/search\/\?page=2/);
    await page.getByRole('checkbox', { name: '2 recámaras' }).check();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.waitForURL(/\/es\/search\/\?.*roomTypes=twoBed/);
    const english = await page.getByRole('link', { name: 'English' }).first().getAttribute('href');
    expect(english).toMatch(/^\/search\/\?.*roomTypes=twoBed/);
    // The Commission's notices keep their English labels, with a Spanish courtesy line.
    await page.getByRole('link', { name: 'Texas Real Estate Commission Consumer Protection Notice' }).waitFor();
    expect(await page.locator('.footer__courtesy').innerText()).toContain('Comisión de Bienes Raíces de Texas');
    await context.close();
  });

  it('serves the Spanish apartment page and deals without JavaScript, in Spanish with their prices', async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/es${apartmentPath}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toMatch(/^Apartamento .+ \| SATX Apartment Locators$/);
    expect(await page.locator('.floorplan-grid').innerText()).toMatch(/\$\d/);
    await page.getByRole('link', { name: 'Preguntar por este apartamento' }).first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Ask about this apartment');
    const search = await page.getByRole('link', { name: 'Todos los apartamentos SATX' }).first().getAttribute('href');
    expect(search).toBe('/es/search/');

    await page.goto('/es/blockBusterDeals/');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { level: 1, name: 'Ofertas imperdibles' }).waitFor();
    expect(await page.locator('.apartment-card').count()).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).toMatch(/\$\d/);
    await context.close();
  });

  it('shows no control that needs JavaScript without it, and asks about an apartment on a page of its own', async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(apartmentPath);
    await page.locator('.floorplan-grid').waitFor();
    // The questionnaire, the report and the gallery are dialogs: without script they are not offered.
    for (const name of ['Do I qualify?', 'Report outdated', /^See (all \d+|the 1) (images|photos)$/])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    const ask = page.getByRole('link', { name: 'Ask about this apartment' }).first();
    const id = apartmentPath.split('/')[2];
    expect(await ask.getAttribute('href')).toBe(`/ConnectWithAnAgent/?apartment=${id}`);
    await ask.click();
    await page.waitForURL(`**/ConnectWithAnAgent/?apartment=${id}`);
    const form = page.getByRole('form', { name: 'Guest card' });
    await form.getByText(/^About /).waitFor();
    expect(await form.locator('input[name="apartmentId"]').getAttribute('value')).toBe(id);
    expect(await form.locator('input[name="returnTo"]').getAttribute('value')).toBe(
      `/ConnectWithAnAgent/?apartment=${id}`,
    );
    await context.close();
  });

  // The suite's server embeds the third-party lead form, so the Connect page offers no form of ours to post without
  // JavaScript here: api/test/server-rendering.test.ts posts the Spanish guest card without scripts.
  it('offers the Spanish renter without JavaScript a phone call or an e-mail on the Connect page, in Spanish', async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/ConnectWithAnAgent/');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { name: 'Comuníquese con un agente por teléfono o correo electrónico' }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /^Llame al / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    await context.close();
  });

  it('answers an unknown apartment with 404, noindex, a heading and a way back to search', async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/apartment/no-such-apartment/filteredFloorplans/');
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Apartment not found');
    expect(await main.getByRole('link', { name: 'Search every apartment' }).getAttribute('href')).toBe('/search/');
    expect(await main.innerText()).not.toContain('No floorplans available.');
    await context.close();
  });

  it("answers a link that names no list with 404 inside the site's header and footer, in both languages", async () => {
    const context = await browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading, back] of [
      [`/list/${'B'.repeat(43)}/`, 'This list is not available', 'Search every apartment'],
      [`/es/list/${'B'.repeat(43)}/`, 'Esta lista no está disponible', 'Buscar en todos los apartamentos'],
    ]) {
      const response = await page.goto(path);
      expect([path, response?.status(), response?.headers()['cache-control']]).toEqual([path, 404, 'no-store']);
      expect(await page.locator('main h1').innerText()).toBe(heading);
      expect(await page.locator('main').getByRole('link', { name: back }).count()).toBe(1);
      // The frame every page has: the site's navigation above and its footer below.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    }
    await context.close();
  });
});
