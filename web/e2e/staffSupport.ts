// Helpers of the admin and agent browser tests: GraphQL calls with a role's token, sessions planted in
// local storage, a real JPEG made by the browser, and one screenshot + axe scan per page or dialog.
import type { Page } from 'playwright-core';
import { e2e, screenshot, seriousAxeViolations, type Viewport } from './support';
import { E2E_ADMIN } from './staffAccounts';

export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  from?: string,
): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      // The suite's server trusts its proxy (globalSetup.ts): a call may come from an address of its own.
      ...(from ? { 'X-Forwarded-For': from } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A picture the demo data already stores (an apartment needs one, docs/product.md section 5). */
export async function demoImage(): Promise<string> {
  const result = await graphql<{ highlights: { image: string | null }[] }>('{ highlights(first: 10) { image } }');
  const image = result.data?.highlights.find((apartment) => apartment.image)?.image;
  if (!image) throw new Error('The demo data has no apartment with a picture');
  return image;
}

export interface ApiSession {
  token: string;
  id: string;
  expirationDate: string;
}

export async function apiLogin(role: 'admin' | 'agent', email: string, password: string): Promise<ApiSession> {
  const field = role === 'admin' ? 'loginAdmin' : 'loginAgent';
  const idField = role === 'admin' ? 'adminId' : 'agentId';
  const result = await graphql<Record<string, Record<string, string>>>(
    `mutation($input: LoginInput!) { ${field}(input: $input) { token ${idField} expirationDate } }`,
    { input: { email, password } },
  );
  const session = result.data?.[field];
  if (!session) throw new Error(`${role} login failed: ${JSON.stringify(result.errors)}`);
  return { token: session.token, id: session[idField], expirationDate: session.expirationDate };
}

export const adminLogin = () => apiLogin('admin', E2E_ADMIN.email, E2E_ADMIN.password);

/** An admin approves the pending agent who signed up with this e-mail (new agents wait for approval). */
export async function approveAgent(email: string): Promise<void> {
  const admin = await adminLogin();
  const pending = await graphql<{ pendingAgents: { id: string; email: string }[] }>(
    '{ pendingAgents { id email } }',
    {},
    admin.token,
  );
  const agent = pending.data?.pendingAgents.find((candidate) => candidate.email === email.toLowerCase());
  if (!agent) throw new Error(`no pending agent ${email}: ${JSON.stringify(pending.errors)}`);
  const approved = await graphql(
    'mutation($id: ID!) { approveAgent(id: $id) { status } }',
    { id: agent.id },
    admin.token,
  );
  if (approved.errors) throw new Error(`approveAgent failed: ${JSON.stringify(approved.errors)}`);
}

/** An agent signed up and approved, as the product makes them, then logged in. */
let signups = 0;
export async function approvedAgentSession(name: string, email: string, password: string): Promise<ApiSession> {
  // Each agent signs up from an address of its own, as agents do, so the suite's many sign-ups stay under the
  // per-address limit that the browser's own sign-up in agent.test.ts counts against.
  signups += 1;
  const signup = await graphql(
    'mutation($input: SignupInput!) { signupAgent(input: $input) { id } }',
    { input: { name, email, password } },
    undefined,
    `203.0.113.${signups}`,
  );
  if (signup.errors) throw new Error(`signupAgent failed: ${JSON.stringify(signup.errors)}`);
  await approveAgent(email);
  return apiLogin('agent', email, password);
}

/** Stores a session the way the web app does (docs/product.md section 4), before any page script runs. */
export async function plantSession(
  page: Page,
  key: 'adminSession' | 'agentSession',
  session: ApiSession,
): Promise<void> {
  await page.addInitScript(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(session)]);
}

/** A real JPEG (a small picture drawn on a canvas), so the public page can show it. */
export async function makeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f4c5c';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#f59e0b';
    context.fillRect(8, 8, 24, 16);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/** A tiny PNG (1 x 1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshot under test-results/screenshots/ and collect serious/critical axe findings, named by page. */
export async function shootAndScan(page: Page, name: string, viewport: Viewport, findings: string[]): Promise<void> {
  await screenshot(page, name, viewport);
  for (const finding of await seriousAxeViolations(page)) findings.push(`${name}@${viewport.width}: ${finding}`);
}

/**
 * A listing made through the API as an admin makes it: one floorplan in Medical Center/UTSA (a two-bedroom unless
 * `type` says otherwise) at `rentDollars` with no fees (so its all-in monthly is the rent). The browser tests that
 * build their own figures start from it.
 */
export async function makeOneFloorplanListing(
  token: string,
  listing: { name: string; code: string; rentDollars: number; sqft: number; type?: string },
): Promise<{ _id: string; floorplanId: string }> {
  const created = await graphql<{ createApartment: { _id: string; floorplans: { id: string }[] } }>(
    'mutation ($input: ApartmentInput!) { createApartment(input: $input) { _id floorplans { id } } }',
    {
      input: {
        name: listing.name,
        code: listing.code,
        image: await demoImage(),
        location: ['Medical Center/UTSA'],
        leaseTerm: 12,
        promotion: false,
        promotionalTerm: 0,
        freeMove: false,
        highlight: false,
        floorplans: [{ type: listing.type ?? 'twoBed' }],
      },
    },
    token,
  );
  const apartment = created.data?.createApartment;
  if (!apartment) throw new Error(`createApartment failed: ${JSON.stringify(created.errors)}`);
  const floorplanId = apartment.floorplans[0]?.id ?? '';
  const { rentDollars, sqft } = listing;
  const updated = await graphql(
    'mutation ($a: ID!, $f: ID!, $i: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $i) { id } }',
    {
      a: apartment._id,
      f: floorplanId,
      i: {
        details: { minPrice: rentDollars, maxPrice: rentDollars, minSqft: sqft, maxSqft: sqft },
        totalFloorplans: 1,
      },
    },
    token,
  );
  if (updated.errors) throw new Error(`updateFloorplan failed: ${JSON.stringify(updated.errors)}`);
  return { _id: apartment._id, floorplanId };
}
