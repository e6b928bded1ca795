// Shared pieces of the browser suite: the suite's one Chromium (globalSetup.ts starts it, each part connects and
// makes its own contexts), pages at a phone's width (390 px) and a desktop's (1,440 px), the axe-core scan and
// screenshots under test-results/.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const e2e = inject('e2e');
if (!e2e.available) console.warn(`\n*** Browser test file skipped: ${e2e.reason} ***\n`);

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type Viewport = (typeof WIDTHS)[number];

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/** The suite's Chromium; closing what this returns disconnects the file and leaves the browser to the others. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(e2e.browserEndpoint);
}

/**
 * A fresh context at `viewport`. The appointment modal is marked as just shown unless `withAppointmentModal`,
 * so it does not cover what a test clicks (docs/product.md section 9: it shows at most once an hour).
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport,
  options: { withAppointmentModal?: boolean } = {},
): Promise<BrowserContext> {
  // Reduced motion: dialogs appear without their fade, so screenshots show them as a person sees them at rest.
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    baseURL: e2e.baseUrl,
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
  // Pages arrive rendered by the server: a test acts once the app has taken them over (main.tsx marks it),
  // as a renter's click before the script ran would only reach the plain HTML.
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      return response;
    };
  });
  if (!options.withAppointmentModal) {
    await context.addInitScript(() => {
      localStorage.setItem('appointmentModalShownAt', JSON.stringify({ savedAt: Date.now(), value: true }));
    });
  }
  return context;
}

/**
 * Does `act`, then `settled` (which waits up to its own timeout, and throws if what `act` should cause has not
 * come); while it has not, `act` again, three times in all. On a machine busy with other tests a click on Next and
 * a drag of the admin's pin have been lost (the cause is not found); an action that never works still fails.
 */
export async function actUntilSettled(act: () => Promise<void>, settled: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await act();
    try {
      await settled();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Fails the test on an uncaught page error; returns the console errors for assertions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Waits until every image of the page has loaded (or failed), lazy ones included: they are switched to eager, so a
 * picture below the fold is in a full-page screenshot without scrolling to it.
 */
async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.images].filter((image) => {
      image.loading = 'eager';
      return !image.complete;
    });
    await Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((done) => {
            image.addEventListener('load', () => done(), { once: true });
            image.addEventListener('error', () => done(), { once: true });
          }),
      ),
    );
  });
}

export async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await imagesLoaded(page);
  await page.screenshot({ path: join(screenshotDir, `${name}-${viewport.width}.png`), fullPage: true });
}

/**
 * Every axe-core rule, the experimental ones included (they are off by default): WCAG 2.1 level A's 2.5.3
 * "Label in Name" is checked only by the experimental label-content-name-mismatch.
 */
const ALL_AXE_RULES = Object.fromEntries(axe.getRules().map((rule) => [rule.ruleId, { enabled: true }]));

/** Serious and critical axe-core violations: a renter on a screen reader or keyboard meets none. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).options({ rules: ALL_AXE_RULES }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

interface DemoApartment {
  _id: string;
  code: string;
  displayName: string;
  floorplans: { _id: string; imageUrls: string[] }[];
}

/** Demo apartments straight from the API, to pick ids for the detail pages. */
export async function demoApartments(): Promise<DemoApartment[]> {
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      query: '{ apartments(first: 100) { edges { node { _id code displayName floorplans { _id imageUrls } } } } }',
    }),
  });
  const body = (await response.json()) as { data: { apartments: { edges: { node: DemoApartment }[] } } };
  return body.data.apartments.edges.map((edge) => edge.node);
}
