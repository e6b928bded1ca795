// The scripts Chromium downloads for the English home page until the page answers taps: 200 kB gzipped at most, and
// no staff page, no map and no Spanish message among them (docs/contract.md "Spanish pages": a page loads its own
// language only). bench:web counts the same from the build's manifest (bench/web-bundle.ts).
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWebBundle, spanishTexts, STAFF_MODULE } from '../../bench/web-bundle';
import { e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const repoRoot = resolve(import.meta.dirname, '../..');
const PHONE = WIDTHS.find((viewport) => viewport.name === 'phone')!;

/** Each script the page downloads by the time it has hydrated and the network is quiet, by path. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(e2e.baseUrl).origin && url.pathname.endsWith('.js'))
      scripts.set(url.pathname, response.text());
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.waitForLoadState('networkidle');
  return new Map(await Promise.all([...scripts].map(async ([name, body]) => [name, await body] as const)));
}

describe.skipIf(!e2e.available)("the English home page's scripts", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('come to 200 kB gzipped at most, with no staff page, no map and no Spanish message', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const english = await scriptsOf(page, '/');
    const text = [...english.values()].join('\n');
    const kb = [...english.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    expect(kb).toBeLessThanOrEqual(200);
    expect(text).not.toMatch(/maplibre/i);
    expect(text).not.toContain('Todos los apartamentos SATX');
    expect(spanishTexts(repoRoot).filter((words) => text.includes(words))).toEqual([]);
    const bundle = readWebBundle(join(repoRoot, 'web/dist'));
    const staff = [...english.keys()].filter((file) =>
      bundle.modulesOf(file.slice(1)).some((m) => STAFF_MODULE.test(m)),
    );
    expect(staff).toEqual([]);
    // The same look finds the Spanish page's words in its own scripts.
    const spanish = await scriptsOf(await context.newPage(), '/es/');
    expect([...spanish.values()].join('\n')).toContain('Todos los apartamentos SATX');
    expect(errors).toEqual([]);
    await context.close();
  });
});
