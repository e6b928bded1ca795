// Builds the web app (or finds the build up to date), starts the real server (fresh embedded database with the
// demo data), the fake third party and one Chromium that every test file connects to with contexts of its own, and
// tells the tests where they are. Without Chromium the suite is skipped with a printed
// reason, unless REQUIRE_BROWSER=1 (CI), which makes it a failure (docs/contract.md "Running it").
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS } from '../../bench/chromium';
import { freePort } from '../../api/test/free-port';
import { startFakeProvider } from './fakeProvider';
import { startMailServer } from './mailbox';
import { E2E_ADMIN } from './staffAccounts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      available: boolean;
      reason: string;
      baseUrl: string;
      providerOrigin: string;
      /** GET: the e-mails the app has sent, as JSON. */
      mailOrigin: string;
      /** The suite's one Chromium (playwright-core's chromium.connect). */
      browserEndpoint: string;
    };
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before answering /healthz`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    const reason = `Chromium not found at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium)`;
    if (process.env.REQUIRE_BROWSER === '1') throw new Error(`REQUIRE_BROWSER=1 but ${reason}`);
    console.warn(`\n\n*** BROWSER TESTS SKIPPED: ${reason} ***\n\n`);
    project.provide('e2e', {
      available: false,
      reason,
      baseUrl: '',
      providerOrigin: '',
      mailOrigin: '',
      browserEndpoint: '',
    });
    return async () => {};
  }

  // The app as `npm run build` makes it, built once and reused while its sources are unchanged.
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);

  const provider = await startFakeProvider();
  const mail = await startMailServer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'satx-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    SCHEDULING_URL: `${provider.origin}/schedule`,
    LEAD_FORM_URL: `${provider.origin}/lead-form`,
    RENTAL_FORM_URL: `${provider.origin}/rental-form`,
    GEOCODER_URL: `${provider.origin}/geocoder/search`,
    // E-mail goes out through SMTP to the suite's own server; the tests read it there.
    SMTP_URL: mail.smtpUrl,
    // Saved searches are checked every second instead of every minute, and the outbox is sent every 0.2 s instead of
    // every 5: a test waits for an e-mail about as long as the app takes to write it.
    ALERTS_INTERVAL_SECONDS: '1',
    OUTBOX_INTERVAL_SECONDS: '0.2',
    // The guest card's minimum fill time is the API tests' (api/test/leads.test.ts): here a card goes at once.
    GUEST_CARD_MIN_FILL_SECONDS: '0',
    // The first active admin (docs/contract.md "Accounts and sessions"), for the admin browser tests.
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // The helpers' API calls may name the address they come from (staffSupport.ts), as a proxy would.
    TRUST_PROXY: 'true',
  };
  // The suite always runs on its own embedded database, whatever the caller's environment points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.ADS_CONVERSION_ID;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  let browser: BrowserServer | undefined;
  const teardown = async () => {
    const exited = new Promise((resolveExit) =>
      server.exitCode !== null || server.signalCode !== null ? resolveExit(null) : server.once('exit', resolveExit),
    );
    server.kill('SIGTERM');
    await Promise.all([exited, browser?.close(), provider.close(), mail.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Chromium starts while the server seeds its database.
  const launching = chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    await waitForHealth(baseUrl, server, 180_000);
    browser = await launching;
  } catch (error) {
    browser = await launching.catch(() => undefined);
    await teardown();
    throw error;
  }
  project.provide('e2e', {
    available: true,
    reason: '',
    baseUrl,
    providerOrigin: provider.origin,
    mailOrigin: mail.origin,
    browserEndpoint: browser.wsEndpoint(),
  });
  return teardown;
}
