// The renter's side of the search in Chromium, with e-mail through the suite's SMTP server: an agent sends a
// shortlist and the renter reacts by the private link; favourites survive a reload and the compare view shows
// the figures; a saved search is confirmed from its e-mail, then a price drop makes one alert, an unrelated
// change none, and unsubscribing stops them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMail, mailTo } from './mail';
import { adminLogin, approvedAgentSession, graphql, plantSession } from './staffSupport';
import { e2e, launchBrowser, newContext, watchErrors, WIDTHS } from './support';

interface Listed {
  _id: string;
  name: string;
  displayName: string;
  location: string[];
  floorplans: { _id: string; type: string; details: { minPrice: number | null } }[];
}

async function listed(): Promise<Listed[]> {
  const result = await graphql<{ apartments: { edges: { node: Listed }[] } }>(
    '{ apartments(first: 100) { edges { node { _id name displayName location floorplans { _id type details { minPrice } } } } } }',
  );
  return result.data!.apartments.edges.map((edge) => edge.node);
}

async function setMinPrice(token: string, apartmentId: string, floorplanId: string, minPrice: number) {
  const result = await graphql(
    'mutation($a: ID!, $f: ID!, $p: Int!) { updateFloorplan(apartmentId: $a, floorplanId: $f, input: { details: { minPrice: $p } }) { id } }',
    { a: apartmentId, f: floorplanId, p: minPrice },
    token,
  );
  expect(result.errors).toBeUndefined();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!e2e.available)("the renter's side of the search", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

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

    const [answer] = await mailTo(agentEmail);
    expect(answer.subject).toMatch(/^Shortlist answer: .+ \(love\)$/);
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
    const apartments = await listed();
    // An apartment with a two-bedroom plan and another plan: the other plan's price is the unrelated change.
    const target = apartments.find(
      (apartment) =>
        apartment.floorplans.some((floorplan) => floorplan.type === 'twoBed' && floorplan.details.minPrice) &&
        apartment.floorplans.some((floorplan) => floorplan.type !== 'twoBed' && floorplan.details.minPrice),
    )!;
    const twoBed = target.floorplans.find((floorplan) => floorplan.type === 'twoBed')!;
    const other = target.floorplans.find((floorplan) => floorplan.type !== 'twoBed' && floorplan.details.minPrice)!;
    const area = target.location[0];
    const email = `alerts-${Date.now()}@example.com`;

    const context = await newContext(browser, WIDTHS[0]);
    const page = await context.newPage();
    await page.goto(`/search/?locations=${encodeURIComponent(area)}&roomTypes=twoBed`);
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
    await setMinPrice(admin.token, target._id, other._id, other.details.minPrice! - 50);
    await wait(6_000);
    expect(await mailTo(email, 2, 1)).toHaveLength(1);

    // The two-bedroom's price drops: one alert.
    await setMinPrice(admin.token, target._id, twoBed._id, twoBed.details.minPrice! - 100);
    const [, alert] = await mailTo(email, 2);
    expect(alert.text).toContain(`Price drop: ${target.name}, 2 Bedroom now`);
    await wait(6_000);
    expect(await mailTo(email, 3, 1)).toHaveLength(2);

    const unsubscribe = /\/alerts\/unsubscribe\/\?token=[\w-]{43}/.exec(alert.text)![0];
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(/^You are unsubscribed/).waitFor();
    await setMinPrice(admin.token, target._id, twoBed._id, twoBed.details.minPrice! - 200);
    await wait(6_000);
    expect((await allMail()).filter((mail) => mail.to.includes(email))).toHaveLength(2);
    // The demo prices as they were, for the files after this one.
    await setMinPrice(admin.token, target._id, twoBed._id, twoBed.details.minPrice!);
    await setMinPrice(admin.token, target._id, other._id, other.details.minPrice!);
    await context.close();
  });
});
