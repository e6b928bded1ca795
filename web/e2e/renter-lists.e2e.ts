// The renter's side of the search in Chromium, with e-mail through the suite's SMTP server: an agent sends a
// shortlist and the renter reacts by the private link; favourites survive a reload and the compare view shows
// the figures; a saved search is confirmed from its e-mail, then a price drop makes one alert, an unrelated
// change none, and unsubscribing stops them. The alerts watch apartments the file makes (8,000 sq ft and up, far
// beyond any demo listing), so other files' changes never reach them and theirs never reach the other files.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMail, mailTo, mailWithSubject } from './mail';
import { adminLogin, approvedAgentSession, graphql, plantSession } from './staffSupport';
import { e2e, connectBrowser, newContext, watchErrors, WIDTHS } from './support';

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
/** Larger than any demo floorplan: a search from this size up finds the file's own apartments only. */
const OWN_SQFT = 8_800;

interface Made {
  _id: string;
  name: string;
  code: string;
  /** Floorplan ids by type. */
  plans: Record<string, string>;
}

/** Every apartment the file made: removed afterwards, so the other files see the demo data as it was. */
const made: string[] = [];

async function makeApartment(token: string, name: string, prices: Record<string, number>): Promise<Made> {
  const image = (
    await graphql<{ highlights: { image: string | null }[] }>('{ highlights(first: 10) { image } }')
  ).data?.highlights.find((apartment) => apartment.image)?.image;
  const code = `RL${RUN}-${made.length + 1}`;
  const created = await graphql<{ createApartment: { _id: string; floorplans: { id: string; type: string }[] } }>(
    'mutation($input: ApartmentInput!) { createApartment(input: $input) { _id floorplans { id type } } }',
    {
      input: {
        name,
        code,
        image,
        location: ['Alamo Heights'],
        leaseTerm: 12,
        promotion: false,
        promotionalTerm: 0,
        freeMove: false,
        highlight: false,
        floorplans: Object.keys(prices).map((type) => ({ type })),
      },
    },
    token,
  );
  const apartment = created.data?.createApartment;
  if (!apartment) throw new Error(`createApartment failed: ${JSON.stringify(created.errors)}`);
  made.push(apartment._id);
  const plans = Object.fromEntries(apartment.floorplans.map((floorplan) => [floorplan.type, floorplan.id]));
  for (const [type, price] of Object.entries(prices)) await setPrice(token, apartment._id, plans[type], price);
  return { _id: apartment._id, name, code, plans };
}

/** A floorplan's rent (the file's floorplans are one price, at OWN_SQFT; the details are replaced as a whole). */
async function setPrice(token: string, apartmentId: string, floorplanId: string, price: number) {
  const result = await graphql(
    'mutation($a: ID!, $f: ID!, $i: FloorplanInput!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: $i) { id } }',
    {
      a: apartmentId,
      f: floorplanId,
      i: { details: { minPrice: price, maxPrice: price, minSqft: OWN_SQFT, maxSqft: OWN_SQFT } },
    },
    token,
  );
  expect(result.errors).toBeUndefined();
}

/**
 * A second saved search, on an apartment of its own, that proves the alert sweeps have run past a moment: each
 * `sweptPast()` drops its price twice and waits for each alert. The first alert comes from a sweep that began after
 * the call, so it saw every change made before; the second from a later sweep, which began only after that one had
 * finished (sweeps run one after another) and queued whatever it had for the other searches. The outbox sends in the
 * order messages were queued, so any e-mail those changes caused has arrived before the second alert.
 */
async function sentinel(token: string) {
  let price = 2_000;
  const apartment = await makeApartment(token, `Sentinel Lofts ${RUN}`, { threeBed: price });
  const email = `sentinel-${RUN.toLowerCase()}@example.com`;
  const saved = await graphql('mutation($input: SaveSearchInput!) { saveSearch(input: $input) }', {
    input: {
      email,
      filter: { minSqft: OWN_SQFT - 800, roomTypes: ['threeBed'] },
      frequency: 'instant',
    },
  });
  expect(saved.errors).toBeUndefined();
  const [confirmation] = await mailTo(email);
  const confirmToken = /\/alerts\/confirm\/\?token=([\w-]{43})/.exec(confirmation.text)![1];
  const confirmed = await graphql('mutation($t: String!) { confirmSavedSearch(token: $t) { confirmedAt } }', {
    t: confirmToken,
  });
  expect(confirmed.errors).toBeUndefined();
  let received = 1;
  return async function sweptPast(): Promise<void> {
    for (let round = 0; round < 2; round += 1) {
      price -= 10;
      await setPrice(token, apartment._id, apartment.plans.threeBed, price);
      received += 1;
      const mail = await mailTo(email, received);
      expect(mail).toHaveLength(received);
    }
  };
}

describe.skipIf(!e2e.available)("the renter's side of the search", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (made.length === 0) return;
    const { token } = await adminLogin();
    for (const id of made)
      await graphql('mutation($id: ID!) { deleteApartment(id: $id) { deletedId } }', { id }, token);
  });

  it('sends a shortlist from a lead and records the renter reacting by the private link', async () => {
    const agentEmail = `list-agent-${Date.now()}@example.com`;
    const agent = await approvedAgentSession('Sam Shortlist', agentEmail, 'list-agent-password-1');
    const renterEmail = `list-renter-${Date.now()}@example.com`;
    // The agent fills the guest card in for the renter (Rental Details): the lead is the agent's at once.
    const card = await graphql(
      'mutation($input: GuestCardInput!) { submitGuestCard(input: $input) }',
      {
        input: {
          name: 'Lola Lister',
          email: renterEmail,
          preferredContact: 'email',
          roomTypes: ['twoBed'],
          consent: true,
        },
      },
      agent.token,
    );
    expect(card.errors).toBeUndefined();
    const mine = await graphql<{ leads: { edges: { node: { _id: string } }[] } }>(
      '{ leads(inbox: mine) { edges { node { _id } } } }',
      {},
      agent.token,
    );
    const leadId = mine.data!.leads.edges[0].node._id;

    const agentContext = await newContext(browser, WIDTHS[1]);
    const agentPage = await agentContext.newPage();
    await plantSession(agentPage, 'agentSession', agent);
    await agentPage.goto(`/agents/leads/${leadId}/`);
    const form = agentPage.getByRole('form', { name: 'New shortlist' });
    const choices = form.getByRole('checkbox');
    await choices.first().waitFor();
    await choices.nth(0).check();
    await choices.nth(1).check();
    const firstName = (await form.locator('.guest-card__choice').nth(0).innerText()).trim();
    await form.getByRole('textbox', { name: `Note for ${firstName}` }).fill('Closest to your work');
    await form.getByLabel('Message to the renter').fill('Two I would tour first');
    await form.getByRole('button', { name: 'Send shortlist' }).click();
    await agentPage.getByText('Shortlist sent to the renter.').waitFor();

    // The guest card's confirmation, then the list.
    const mail = (await mailTo(renterEmail, 2)).find((message) => message.subject.includes('shortlist'))!;
    expect(mail.subject).toBe('Your apartment shortlist from SATX Apartment Locators');
    const link = /\/list\/[\w-]{43}\//.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    const renterContext = await newContext(browser, WIDTHS[0]);
    const renter = await renterContext.newPage();
    const errors = watchErrors(renter);
    await renter.goto(link!);
    await renter.getByRole('heading', { name: 'Your shortlist' }).waitFor();
    await renter.getByText('Two I would tour first', { exact: false }).waitFor();
    await renter.getByText("Agent's note: Closest to your work").waitFor();
    expect(await renter.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const first = renter.locator('.shortlist-item').first();
    await first.getByLabel('Your comment').fill('Love the pool');
    await first.getByRole('button', { name: 'Love it' }).click();
    await first.getByText('Thanks, your agent will see this.').waitFor();
    expect(errors).toEqual([]);

    const answer = await mailWithSubject(agentEmail, 'Shortlist answer');
    expect(answer.subject).toMatch(/^Shortlist answer: .+ \(Loves it\)$/);
    await agentPage.reload();
    await agentPage
      .getByText(/Renter loves .+: "Love the pool"/)
      .first()
      .waitFor();
    await Promise.all([agentContext.close(), renterContext.close()]);
  });

  it('keeps favourites through a reload and compares them side by side', async () => {
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    await page.goto('/search/');
    const hearts = page.getByRole('button', { name: /^Save .+ to favourites$/ });
    await hearts.first().waitFor();
    await hearts.nth(0).click();
    await hearts.nth(0).click();
    await page
      .getByRole('button', { name: /^Remove .+ from favourites$/ })
      .nth(1)
      .waitFor();
    await page.reload();
    await page
      .getByRole('button', { name: /^Remove .+ from favourites$/ })
      .nth(1)
      .waitFor();
    expect(await page.getByRole('button', { name: /^Remove .+ from favourites$/ }).count()).toBe(2);

    await page.goto('/favourites/');
    const table = page.getByRole('table', { name: 'Favourites side by side' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(2);
    const allIn = await table.getByRole('row', { name: /^All-in monthly/ }).innerText();
    expect(allIn).toMatch(/from \$\d/);
    for (const label of ['Move-in cost', 'Size', 'Fees', 'Special', 'Available'])
      await table.getByRole('rowheader', { name: label }).waitFor();
    await context.close();
  });

  it('alerts a confirmed saved search once for a price drop, not for an unrelated change, and stops on unsubscribe', async () => {
    const admin = await adminLogin();
    // A two-bedroom and a studio: the studio's price is the change the two-bedroom search does not care about.
    const target = await makeApartment(admin.token, `Alert Lofts ${RUN}`, { twoBed: 1_900, studio: 1_200 });
    const sweptPast = await sentinel(admin.token);
    const email = `alerts-${RUN.toLowerCase()}@example.com`;
    const mailCount = async () => (await allMail()).filter((mail) => mail.to.includes(email)).length;

    const context = await newContext(browser, WIDTHS[0]);
    const page = await context.newPage();
    await page.goto(`/search/?minSqft=${OWN_SQFT - 800}&roomTypes=twoBed`);
    await page.getByRole('button', { name: 'Get alerts for this search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('As it happens').check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByText('Check your inbox').waitFor();

    const [confirmation] = await mailTo(email);
    expect(confirmation.subject).toBe('Confirm your apartment alerts - SATX Apartment Locators');
    const confirmLink = /\/alerts\/confirm\/\?token=[\w-]{43}/.exec(confirmation.text)![0];
    await page.goto(confirmLink);
    // Opening the link changes nothing (mail scanners open links); the button confirms.
    await page.getByRole('button', { name: 'Confirm alerts' }).click();
    await page.getByText(/^Confirmed: we will e-mail you as soon as something changes/).waitFor();

    // An unrelated change: another plan of the same apartment.
    await setPrice(admin.token, target._id, target.plans.studio, 1_150);
    await sweptPast();
    expect(await mailCount()).toBe(1);

    // The two-bedroom's price drops: one alert.
    await setPrice(admin.token, target._id, target.plans.twoBed, 1_800);
    const [, alert] = await mailTo(email, 2);
    // Alerts name the apartment by its code, as its card does.
    expect(alert.text).toContain(`Price drop: ${target.code}, 2 Bedroom now $1,800/month all-in (was $1,900)`);
    await sweptPast();
    expect(await mailCount()).toBe(2);

    const unsubscribe = /\/alerts\/unsubscribe\/\?token=[\w-]{43}/.exec(alert.text)![0];
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(/^You are unsubscribed/).waitFor();
    await setPrice(admin.token, target._id, target.plans.twoBed, 1_700);
    await sweptPast();
    expect(await mailCount()).toBe(2);
    await context.close();
  });
});
