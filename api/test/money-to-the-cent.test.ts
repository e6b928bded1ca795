// Money to the cent, in one shape (docs/contract.md "Beyond docs/product.md"): a fee is shown exactly as the property
// states it and an all-in figure is never rounded, so the server-rendered apartment page, the search card and the
// e-mail a renter gets all say "$29.99" and "$1,268.99". And one place for each fee (docs/contract.md "Who
// qualifies"): the application and admin fees are the fee table's, so the page's fee table and its stated criteria
// give each fee one amount, and the screening rules take no fee of their own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let app: TestApp;
let adminToken: string;
let apartmentId: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its query asked for
async function ok(query: string, variables: Record<string, unknown>, token?: string): Promise<any> {
  const result = await app.gql(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** The page as a reader sees its text: React separates neighbouring text nodes with empty comments. */
async function page(pathname: string): Promise<string> {
  const response = await app.fetch(new Request(`http://localhost${pathname}`));
  expect(response.status).toBe(200);
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return html.slice(html.indexOf('<div id="root">'));
}

/** The amount of each row of the page's fee table, by the fee's name. */
const feeTable = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<tr><td>([^<]+)<\/td><td>[^<]*<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]),
  );

/** The value of each stated criterion, by its label. */
const criteria = (html: string) =>
  Object.fromEntries([...html.matchAll(/<div><dt>([^<]+)<\/dt><dd>([^<]+)<\/dd><\/div>/g)].map((m) => [m[1], m[2]]));

beforeAll(async () => {
  // The server entry as `npm run build` makes it (reused while its inputs are unchanged: scripts/build.mjs).
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout.toString()}${build.stderr.toString()}`);
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Generic</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-test.js', isEntry: true } }),
  );
  app = await appWithSecret({ webDist, env: { PUBLIC_URL: 'https://satx-locators.example' } });
  ({ token: adminToken } = await adminSession(app));
  const created = await addApartment(app.db.prisma, {
    name: 'Walkthrough Commons',
    code: 'NS-132',
    location: ['North/Stone Oak'],
    leaseTerm: 12,
    verifiedAt: new Date(),
    floorplans: [{ type: 'oneBed', minPrice: 1239, maxPrice: 1239 }],
  });
  apartmentId = created.id;
  // $1,239 of rent and a $29.99 monthly fee: $1,268.99 a month all-in.
  await ok(
    `mutation ($id: ID!, $fees: [FeeInput!]!) { setApartmentFees(apartmentId: $id, fees: $fees) { id } }`,
    {
      id: apartmentId,
      fees: [
        { name: 'Valet trash', amountCents: 2999, kind: 'monthlyMandatory' },
        { name: 'Application', amountCents: 8500, kind: 'oneTime' },
        { name: 'Admin', amountCents: 25000, kind: 'oneTime' },
      ],
    },
    adminToken,
  );
  await ok(
    `mutation ($input: SetApartmentScreeningInput!) { setApartmentScreening(input: $input) { id } }`,
    { input: { apartmentId, incomeMultiple: 3 } },
    adminToken,
  );
}, 300_000);
afterAll(() => app.close());

describe('money to the cent', () => {
  it('shows a $29.99 fee as "$29.99" and a $1,268.99 all-in as "$1,268.99" on the apartment page', async () => {
    const html = await page(`/apartment/${apartmentId}/filteredFloorplans/`);
    expect(feeTable(html)['Valet trash']).toBe('$29.99');
    expect(html).toContain('from <strong>$1,268.99/month all-in</strong> ($1,268.99 or more)');
    // The card's "from" figure at the head of the page says the same.
    expect(html).toContain('from $1,268.99/mo all-in');
    expect(html).not.toContain('$1,269');
    expect(html).not.toContain('$30<');
  });

  it('shows the same "$1,268.99" on the search list card', async () => {
    const html = await page('/search/?code=NS-132');
    expect(html).toContain('NS-132');
    expect(html).toContain('from $1,268.99/mo all-in');
    expect(html).not.toContain('$1,269');
  });

  it('writes the same "$1,268.99" in the e-mail a renter gets', async () => {
    const agent = await agentSession(app);
    const lead = await app.db.prisma.lead.create({
      data: {
        name: 'Rosa Cents',
        email: 'rosa.cents@example.com',
        preferredContact: 'email',
        source: 'website',
        agentId: agent.id,
        areas: [],
        roomTypes: [],
        pets: [],
        amenities: [],
      },
    });
    await ok(
      `mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { link } }`,
      { lead: lead.id, input: { items: [{ apartmentId }] } },
      agent.token,
    );
    const mail = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'shortlist.sent' } });
    expect(mail.text).toContain('- NS-132: from $1,268.99/month all-in');
  });
});

describe('one place for each fee', () => {
  it("shows the fee table's application and admin fees in the stated criteria, one amount each", async () => {
    const html = await page(`/apartment/${apartmentId}/filteredFloorplans/`);
    const fees = feeTable(html);
    const stated = criteria(html);
    expect(fees.Application).toBe('$85');
    expect(fees.Admin).toBe('$250');
    expect(stated['Application fee']).toBe(fees.Application);
    expect(stated['Admin fee']).toBe(fees.Admin);
  });

  it('answers the fee table’s fees with the rules on both doors', async () => {
    const data = await ok(
      `query ($id: ID!) { apartment(id: $id) { screening { applicationFeeCents adminFeeCents } } }`,
      { id: apartmentId },
    );
    expect(data.apartment.screening).toEqual({ applicationFeeCents: 8500, adminFeeCents: 25000 });
    const { status, body } = await app.rest('GET', `/api/apartments/${apartmentId}`);
    expect(status).toBe(200);
    expect(body.apartment.screening).toMatchObject({ applicationFeeCents: 8500, adminFeeCents: 25000 });
  });

  it('takes no fee of its own with the screening rules, and says where fees are set', async () => {
    const graphql = await app.gql(
      `mutation ($input: SetApartmentScreeningInput!) { setApartmentScreening(input: $input) { id } }`,
      { input: { apartmentId, incomeMultiple: 3, applicationFeeCents: 0 } },
      adminToken,
    );
    expect(graphql.errors?.[0].message).toContain(
      '"applicationFeeCents" is not defined by type "SetApartmentScreeningInput"',
    );
    const rest = await app.rest(
      'PUT',
      `/api/admins/apartments/${apartmentId}/screening`,
      { incomeMultiple: 3, adminFeeCents: 15000 },
      adminToken,
    );
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({
      adminFeeCents: "Application and admin fees are set with the apartment's fees, not with the screening rules",
    });
    const html = await page(`/apartment/${apartmentId}/filteredFloorplans/`);
    expect(criteria(html)['Admin fee']).toBe('$250');
  });
});
