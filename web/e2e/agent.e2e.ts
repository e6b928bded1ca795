// The agent journeys of docs/product.md section 2 in Chromium, and the session rules: an agent signs up, signs in, reaches the
// portal and the rental-details page; an agent token cannot open the Apartment Manager; expired sessions
// log out; public pages never load admin or agent code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, approveAgent, approvedAgentSession, graphql, plantSession, shootAndScan } from './staffSupport';
import { e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const AGENT_PASSWORD = 'agent-password-1';

describe.skipIf(!e2e.available)('agent area and sessions', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of WIDTHS) {
    it(`signs an agent up and in, then opens the portal and rental details at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const findings: string[] = [];
      const email = `agent-${viewport.width}-${Date.now()}@example.com`;

      await page.goto('/agents/signup/');
      await page.getByRole('heading', { name: 'Agent Signup' }).waitFor();
      expect(await page.getByRole('button', { name: 'SIGNUP' }).isDisabled()).toBe(true);
      await page.getByLabel('Your Name').fill('Ana Agent');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(AGENT_PASSWORD);
      await page.getByLabel('Password').blur();
      await shootAndScan(page, 'agent-signup', viewport, findings);
      await page.getByRole('button', { name: 'SIGNUP' }).click();
      await page.getByRole('dialog').getByText('Signup successful!').waitFor();
      await page.getByRole('dialog').getByText('An admin will approve your agent account').waitFor();
      await shootAndScan(page, 'agent-signup-result', viewport, findings);
      await page.getByRole('button', { name: 'Close' }).click();

      await page.goto('/agents/login/');
      await page.getByRole('heading', { name: 'Agent Login' }).waitFor();
      await shootAndScan(page, 'agent-login', viewport, findings);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(AGENT_PASSWORD);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      // New agents read renters' data only once an admin approves them.
      await page.getByRole('status').getByText('Your agent account is waiting for approval.').waitFor();
      await approveAgent(email);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL(/\/agents\/[^/]+\/agent-portal\/$/);
      await page.getByRole('heading', { name: 'Agent Portal' }).waitFor();
      await page.getByText('Login successful!').waitFor();
      await page.getByText('Your quick access to tools and resources. Select an option below.').waitFor();
      expect(await page.locator('.portal-card', { hasText: 'Connect With An Agent' }).getAttribute('href')).toBe(
        '/connectWithAnAgent',
      );
      await shootAndScan(page, 'agent-portal', viewport, findings);

      await page.locator('.portal-card', { hasText: 'Rental Details - Guest Card' }).click();
      await page.waitForURL(/\/agents\/rental-details\/$/);
      await page.getByRole('heading', { name: 'Rental Details' }).waitFor();
      await page.getByText('Free Service • Real Experts • Fast Response').waitFor();
      await page.getByText(/agree to be contacted/).waitFor();
      await page.getByText(/Message and data rates may apply/).waitFor();
      const frame = page.locator('iframe.rental-form');
      expect(await frame.getAttribute('height')).toBe('1089');
      expect(await frame.getAttribute('src')).toContain(`${e2e.providerOrigin}/rental-form`);
      await page.frameLocator('iframe.rental-form').getByRole('heading', { name: 'Guest Card' }).waitFor();
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseUrl}/agents/rental-details/`);
      await shootAndScan(page, 'agent-rental-details', viewport, findings);

      // Logout revokes the token and clears the stored session.
      const stored = await page.evaluate(() => localStorage.getItem('agentSession'));
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/agents\/login\/(\?next=[^#]*)?$/);
      expect(await page.evaluate(() => localStorage.getItem('agentSession'))).toBeNull();
      const revoked = await graphql('{ currentAgent { id } }', {}, (JSON.parse(stored!) as { token: string }).token);
      expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('redirects a visitor without an agent session to the agent login', async () => {
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    await page.goto('/agents/rental-details/');
    await page.waitForURL(/\/agents\/login\/(\?next=[^#]*)?$/);
    await page.goto('/agents/someone/agent-portal/');
    await page.waitForURL(/\/agents\/login\/(\?next=[^#]*)?$/);
    await page.goto('/admins/someone/apartment-manager/');
    await page.waitForURL(/\/admins\/login\/(\?next=[^#]*)?$/);
    await context.close();
  });

  it('does not let an agent token open the Apartment Manager', async () => {
    const email = `agent-token-${Date.now()}@example.com`;
    const agent = await approvedAgentSession('Token Agent', email, AGENT_PASSWORD);
    const refused = await graphql('{ adminApartments { id } }', {}, agent.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Even stored as an admin session, the server refuses it and the page falls back to the admin login.
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    await plantSession(page, 'adminSession', agent);
    await page.goto(`/admins/${agent.id}/apartment-manager/`);
    await page.waitForURL(/\/admins\/login\/(\?next=[^#]*)?$/);
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });

  it('logs out an expired session on start, and a live one when it expires', async () => {
    const admin = await adminLogin();
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    await plantSession(page, 'adminSession', { ...admin, expirationDate: new Date(Date.now() - 1_000).toISOString() });
    await page.goto(`/admins/${admin.id}/apartment-manager/`);
    await page.waitForURL(/\/admins\/login\/(\?next=[^#]*)?$/);
    expect(await page.evaluate(() => localStorage.getItem('adminSession'))).toBeNull();
    await context.close();

    const live = await newContext(browser, WIDTHS[1]);
    // The page's clock: the session's ten minutes pass at once.
    await live.clock.install();
    const livePage = await live.newPage();
    const lifetimeMs = 10 * 60_000;
    const expiresAt = Date.now() + lifetimeMs;
    await livePage.addInitScript(
      ([value]) => {
        // Only the first load plants it: the logout must not be undone by a reload.
        if (!sessionStorage.getItem('planted')) {
          localStorage.setItem('adminSession', value);
          sessionStorage.setItem('planted', '1');
        }
      },
      [JSON.stringify({ ...admin, expirationDate: new Date(expiresAt).toISOString() })],
    );
    await livePage.goto(`/admins/${admin.id}/apartment-manager/`);
    await livePage.getByRole('heading', { name: 'Apartment Manager' }).waitFor();
    await livePage.getByRole('row').nth(3).waitFor();
    // A minute before the expiry the session is still there; a minute after, the page is back at the login.
    await livePage.clock.fastForward(expiresAt - 60_000 - (await livePage.evaluate(() => Date.now())));
    expect(await livePage.evaluate(() => localStorage.getItem('adminSession'))).not.toBeNull();
    expect(new URL(livePage.url()).pathname).toBe(`/admins/${admin.id}/apartment-manager/`);
    await livePage.clock.fastForward(2 * 60_000);
    await livePage.waitForURL(/\/admins\/login\/(\?next=[^#]*)?$/);
    expect(await livePage.evaluate(() => localStorage.getItem('adminSession'))).toBeNull();
    await live.close();
  });

  it('keeps admin and agent code out of the public pages', async () => {
    // The build's manifest names the chunks each admin/agent route pulls in beyond the shared ones.
    const manifest = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
    ) as Record<
      string,
      { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
    >;
    const isStaff = (key: string) => /routes\/(?:admins|agents|accounts|leads)\/|lib\/session\/LogoutButton/.test(key);
    const staffEntries = Object.keys(manifest).filter(isStaff);
    expect(staffEntries.length).toBeGreaterThanOrEqual(8);
    const filesOf = (keys: string[]) => keys.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
    // A component both sides use (the guest card: Rental Details and Connect With An Agent) is not staff code.
    const publicFiles = new Set(filesOf(Object.keys(manifest).filter((key) => !isStaff(key))));
    const staffFiles = new Set(filesOf(staffEntries).filter((file) => !publicFiles.has(file)));

    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname.slice(1)));
    for (const path of ['/', '/search/', '/ConnectWithAnAgent/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const assets = loaded.filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((file) => staffFiles.has(file))).toEqual([]);
    await context.close();
  });
});
