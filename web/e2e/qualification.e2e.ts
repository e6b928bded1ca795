// "Do I qualify?" in Chromium on a phone (docs/contract.md "Who qualifies"): a renter answers the questionnaire, the
// search cards' marks change, "Likely matches only" keeps the likely one, and a guest card sent with consent carries
// the answers to the agent who claims the lead and to no other agent. The apartments and their stated criteria are
// made by the test through the API, so every verdict below is the test's own literal.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  approvedAgentSession,
  graphql,
  makeOneFloorplanListing,
  plantSession,
  type ApiSession,
} from './staffSupport';
import { e2e, connectBrowser, newContext, seriousAxeViolations, watchErrors, WIDTHS } from './support';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const made: string[] = [];

async function must<T>(result: Promise<{ data?: T | null; errors?: unknown }>, what: string): Promise<T> {
  const { data, errors } = await result;
  if (!data) throw new Error(`${what} failed: ${JSON.stringify(errors)}`);
  return data;
}

/** A $1,000 two-bedroom (no fees: $1,000 all-in) whose property states `screening`. */
async function makeApartment(token: string, code: string, screening: Record<string, unknown>): Promise<string> {
  const { _id } = await makeOneFloorplanListing(token, { name: `Qualify ${code}`, code, rentDollars: 1000, sqft: 900 });
  made.push(_id);
  await must(
    graphql(
      'mutation ($input: SetApartmentScreeningInput!) { setApartmentScreening(input: $input) { id } }',
      { input: { apartmentId: _id, ...screening } },
      token,
    ),
    'setApartmentScreening',
  );
  return _id;
}

const LEAD_ANSWERS = `
  query ($id: ID!) {
    lead(id: $id) {
      qualification { monthlyIncomeCents creditScoreBand hasVoucher yearsSinceEviction criminalHistory }
    }
  }
`;

describe.skipIf(!e2e.available)('"Do I qualify?" on a phone', () => {
  let browser: Browser;
  let admin: ApiSession;
  let likelyId: string;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminLogin();
    // $3,000 a month is exactly 3x the $1,000 all-in: income meets the rule; no credit minimum; an eviction 4 years
    // ago is past the 3 years stated.
    likelyId = await makeApartment(admin.token, `QW${RUN}-A`, {
      incomeMultiple: 3,
      creditPolicy: 'NO_MINIMUM',
      evictionPolicy: 'AFTER_YEARS',
      evictionYears: 3,
    });
    // The same income, but a 700 minimum the 580-619 band is under; no eviction rule stated.
    await makeApartment(admin.token, `QW${RUN}-Z`, {
      incomeMultiple: 3,
      creditPolicy: 'MINIMUM',
      minimumCreditScore: 700,
    });
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of made)
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id }, admin.token);
  });

  it('answers, sees the marks change, keeps likely matches, and sends the answers to the claiming agent only', async () => {
    const viewport = WIDTHS[0];
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) bodies.push(request.postData() ?? '');
    });
    await page.goto(`/search/?code=QW${RUN}`);
    const cards = page.locator('.apartment-card');
    const titles = page.locator('.apartment-card .card__title');
    await expect.poll(() => titles.allTextContents()).toEqual([`QW${RUN}-A`, `QW${RUN}-Z`]);
    expect(await page.locator('.qualification').count()).toBe(0);

    await page.getByRole('button', { name: 'Do I qualify?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do I qualify?' });
    await dialog.getByLabel('Monthly income before taxes ($)').fill('3000');
    await dialog.getByLabel('Credit score').selectOption('FROM_580_TO_619');
    await dialog.getByLabel('An eviction').selectOption('4');
    await dialog.getByRole('button', { name: 'See my matches' }).click();

    const verdicts = page.locator('.apartment-card .qualification__verdict');
    await expect
      .poll(() => verdicts.allTextContents())
      .toEqual(['Your answers: Likely qualifies', 'Your answers: Likely not']);
    expect(await cards.nth(0).locator('.qualification__reasons li').allTextContents()).toEqual([
      'income of at least 3x the all-in rent',
      'no minimum credit score',
      'and 1 more on its page',
    ]);
    expect(await cards.nth(1).locator('.qualification__reasons li').allTextContents()).toEqual([
      'income of at least 3x the all-in rent',
      'credit score under the minimum of 700',
      'and 1 more on its page',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Likely matches only' }).check();
    await expect.poll(() => titles.allTextContents()).toEqual([`QW${RUN}-A`]);
    // The answers travel in request bodies only: never in the address.
    expect(page.url()).not.toMatch(/300000|3000|FROM_580|qualification|likely/i);
    expect(bodies.some((body) => body.includes('"monthlyIncomeCents":300000'))).toBe(true);

    // The apartment page asks with the answers too, and its guest card offers to send them, unticked.
    await page.goto(`/apartment/${likelyId}/filteredFloorplans/`);
    await page.locator('.floorplan-card .qualification__verdict', { hasText: 'Likely qualifies' }).waitFor();
    expect(await page.locator('.floorplan-card .qualification__reasons li').allTextContents()).toEqual([
      'income of at least 3x the all-in rent',
      'no minimum credit score',
      'evictions accepted after 3 years',
    ]);
    await page.getByRole('link', { name: 'Ask about this apartment' }).click();
    const card = page.getByRole('dialog');
    const share = card.getByRole('checkbox', { name: /^Send my answers to my agent/ });
    expect(await share.isChecked()).toBe(false);
    const renterName = `Quinn Qualify ${RUN}`;
    await card.getByLabel('Your name').fill(renterName);
    await card.getByLabel('E-mail', { exact: true }).fill(`quinn-${RUN.toLowerCase()}@example.com`);
    await card.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await share.check();
    await card.getByRole('button', { name: 'Send to an agent' }).click();
    await card.getByText('Thanks! An agent will contact you within one business day.', { exact: false }).waitFor();

    // The Spanish twin of the page, in the same tab: the same verdict and reasons, written in Spanish.
    await page.goto(`/es/apartment/${likelyId}/filteredFloorplans/`);
    await page.locator('.floorplan-card .qualification__verdict', { hasText: 'Probablemente califica' }).waitFor();
    expect(await page.locator('.floorplan-card .qualification__reasons li').allTextContents()).toEqual([
      'ingresos de al menos 3 veces la renta con todo incluido',
      'sin puntaje de crédito mínimo',
      'se aceptan desalojos después de 3 años',
    ]);
    expect(errors).toEqual([]);
    await context.close();

    // The lead: the agent who claims it reads the answers; another agent does not.
    const leads = await must(
      graphql<{ leads: { edges: { node: { _id: string; name: string | null } }[] } }>(
        '{ leads(inbox: all, first: 20) { edges { node { _id name } } } }',
        {},
        admin.token,
      ),
      'leads',
    );
    const leadId = leads.leads.edges.find(({ node }) => node.name === renterName)?.node._id;
    expect(leadId).toBeTruthy();
    const stamp = Date.now();
    const claimer = await approvedAgentSession('Clara Claimer', `claimer-${stamp}@example.com`, 'agent-password-1');
    const other = await approvedAgentSession('Otto Other', `other-${stamp}@example.com`, 'agent-password-1');
    await must(
      graphql('mutation ($id: ID!) { claimLead(id: $id) { status } }', { id: leadId }, claimer.token),
      'claim',
    );
    const seen = await must(
      graphql<{ lead: { qualification: unknown } }>(LEAD_ANSWERS, { id: leadId }, claimer.token),
      'lead',
    );
    expect(seen.lead.qualification).toEqual({
      monthlyIncomeCents: 300_000,
      creditScoreBand: 'FROM_580_TO_619',
      hasVoucher: false,
      yearsSinceEviction: 4,
      criminalHistory: 'NONE',
    });
    const notSeen = await graphql<{ lead: { qualification: unknown } | null }>(
      LEAD_ANSWERS,
      { id: leadId },
      other.token,
    );
    expect([notSeen.data, notSeen.errors?.[0]?.extensions?.code]).toEqual([null, 'NOT_FOUND']);

    // The same on the lead page: the claiming agent's shows the renter's answers, another agent's does not.
    const staff = await newContext(browser, WIDTHS[1]);
    const claimerPage = await staff.newPage();
    await plantSession(claimerPage, 'agentSession', claimer);
    await claimerPage.goto(`/agents/leads/${leadId}/`);
    const answersCard = claimerPage.locator('section', {
      has: claimerPage.getByRole('heading', { name: "Renter's answers" }),
    });
    await answersCard.waitFor();
    expect(await answersCard.getByText('Monthly income').locator('xpath=following-sibling::dd').textContent()).toBe(
      '$3,000',
    );
    await staff.close();
    const otherContext = await newContext(browser, WIDTHS[1]);
    const otherPage = await otherContext.newPage();
    await plantSession(otherPage, 'agentSession', other);
    // A lead another agent has claimed is not found for this one: the page's own query says so.
    const answered = otherPage.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(leadId!),
    );
    await otherPage.goto(`/agents/leads/${leadId}/`);
    const refused = (await (await answered).json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
    expect([refused.data, refused.errors?.[0]?.extensions?.code]).toEqual([null, 'NOT_FOUND']);
    // The page says the lead is not found, as the renter pages do for a missing apartment, and stops loading.
    await otherPage.getByRole('heading', { name: 'Lead not found', level: 1 }).waitFor();
    expect(await otherPage.getByText('Loading...').count()).toBe(0);
    expect(await otherPage.getByRole('heading', { name: "Renter's answers" }).count()).toBe(0);
    expect(await otherPage.locator('body').innerText()).not.toContain('$3,000');
    await otherContext.close();
  });
});
