// Getting paid (docs/contract.md "Getting paid"), in Chromium against the real server with e-mail going through SMTP
// to the suite's own mail server: an agent records a lease, the property's leasing office gets the Lease
// Verification request and corrects the rent through its link, the invoice arrives at the billing address with its
// PDF (read back with a PDF parser), an admin records a partial payment, and the receivables show the rest in its
// age bucket. The server's clock is real time: the lease's move-in is 40 days ago, so it has passed when the
// property answers and the rest is 31-60 days old. (The server runs as in production, with no way to set its clock
// from outside: a switch that moved it would let anyone who reached it invoice before move-in.)
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWithSubject } from './mail';
import { adminLogin, approvedAgentSession, graphql, plantSession } from './staffSupport';
import { connectBrowser, demoApartments, e2e, newContext, seriousAxeViolations, watchErrors, WIDTHS } from './support';

const PASSWORD = 'getting-paid-password-1';
const sanAntonioDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(moment);
const daysAgo = (days: number) => sanAntonioDay(new Date(Date.now() - days * 86_400_000));

describe.skipIf(!e2e.available)('getting paid', () => {
  let browser: Browser;
  /** The property's answer page the journey opened (its link, once answered, still shows the request). */
  let answerPage = '';
  let renter = '';
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('takes a lease through the property’s correction to an invoice PDF, a partial payment and its age', async () => {
    const stamp = Date.now();
    const admin = await adminLogin();
    const agent = await approvedAgentSession('Gail Getpaid', `paid-agent-${stamp}@example.com`, PASSWORD);
    const apartment = (await demoApartments())[6];
    const leasing = `leasing-${stamp}@example.com`;
    const billing = `billing-${stamp}@example.com`;
    const setup = await graphql<{ setApartmentCommission: { name: string } }>(
      `
        mutation ($id: ID!, $billing: ApartmentBillingInput!) {
          setApartmentBilling(apartmentId: $id, input: $billing) {
            id
          }
          setApartmentCommission(apartmentId: $id, percent: 50) {
            name
          }
        }
      `,
      {
        id: apartment._id,
        billing: {
          leasingEmail: leasing,
          billingEmail: billing,
          billingName: 'Getpaid Owner LLC',
          billingAddress: '1 Paid Way, San Antonio, TX 78205',
        },
      },
      admin.token,
    );
    expect(setup.errors).toBeUndefined();
    const apartmentName = setup.data!.setApartmentCommission.name;
    const renterName = `Paula Payne ${stamp}`;
    const formToken = await graphql<{ guestCardToken: string }>('{ guestCardToken }');
    const card = await graphql(
      'mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }',
      {
        input: {
          name: renterName,
          email: `paula-${stamp}@example.com`,
          preferredContact: 'email',
          consent: true,
          apartmentId: apartment._id,
          formToken: formToken.data!.guestCardToken,
        },
      },
      undefined,
      '198.51.100.43',
    );
    expect(card.errors).toBeUndefined();

    // 1. The agent claims the lead and records the lease, with its move-in 40 days ago.
    const moveInOn = daysAgo(40);
    const agentContext = await newContext(browser, WIDTHS[1]);
    const agentPage = await agentContext.newPage();
    const errors = watchErrors(agentPage);
    await plantSession(agentPage, 'agentSession', agent);
    await agentPage.goto('/agents/leads/');
    await agentPage.getByRole('link', { name: renterName }).click();
    await agentPage.getByRole('heading', { name: renterName }).waitFor();
    await agentPage.getByRole('button', { name: 'Claim this lead' }).click();
    const timeline = agentPage.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Claimed', { exact: false }).first().waitFor();
    const statusForm = agentPage
      .locator('form')
      .filter({ has: agentPage.getByRole('button', { name: 'Save status' }) });
    await statusForm.getByLabel('Status').selectOption('leased');
    await statusForm.getByLabel('Lease signed').fill(daysAgo(50));
    await statusForm.getByLabel('Monthly rent ($)').fill('1500');
    await statusForm.getByLabel('Term (months)').fill('12');
    await statusForm.getByLabel('Move-in').fill(moveInOn);
    await statusForm.getByLabel('Unit').fill('12B');
    await statusForm.getByRole('button', { name: 'Save status' }).click();
    await timeline
      .getByText(`Lease verification requested from ${apartmentName} (${leasing}): $750 commission`)
      .waitFor();

    // 2. The leasing office gets the request and corrects the rent through its link, with no account.
    const request = await mailWithSubject(leasing, 'Lease verification for');
    expect(request.subject).toBe(`Lease verification for ${renterName} at ${apartmentName}`);
    expect(request.text).toContain('Rent: $1,500 a month');
    expect(request.text).toContain("Commission (50% of one month's rent): $750");
    const link = /https?:\/\/\S+\/lease-verification\/\?token=[\w.-]+/.exec(request.text)![0];
    answerPage = new URL(link).pathname + new URL(link).search;
    renter = renterName;
    const propertyContext = await newContext(browser, WIDTHS[0]);
    const propertyPage = await propertyContext.newPage();
    await propertyPage.goto(new URL(link).pathname + new URL(link).search);
    await propertyPage.getByText(renterName).waitFor();
    await propertyPage.getByLabel('Correct: the rent, move-in date or unit differ').check();
    await propertyPage.getByLabel('Monthly rent ($)').fill('1400');
    await propertyPage.getByRole('button', { name: 'Send answer' }).click();
    await propertyPage.getByText('Thank you: the lease is verified. Commission: $700.').waitFor();

    // 3-4. Move-in has passed: the invoice arrives at the billing address with its PDF, at the corrected commission.
    const invoiceMail = await mailWithSubject(billing, 'Invoice INV-');
    const label = /INV-\d{6}/.exec(invoiceMail.subject)![0];
    expect(invoiceMail.subject).toBe(`Invoice ${label} from SATX Apartment Locators - ${apartmentName}`);
    const [pdf] = invoiceMail.attachments;
    expect([pdf.filename, pdf.contentType]).toEqual([`${label}.pdf`, 'application/pdf']);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(Buffer.from(pdf.contentBase64, 'base64'))),
      {
        mergePages: true,
      },
    );
    for (const words of [
      `INVOICE ${label}`,
      'Getpaid Owner LLC',
      `Renter: ${renterName}`,
      'Unit: 12B',
      'Monthly rent: $1,400',
      'Amount due: $700',
    ])
      expect(text).toContain(words);

    // The agent follows the lease on the referral, read-only: invoiced at the verified commission.
    await agentPage.reload();
    await agentPage.getByText('Lease verification: Invoiced').waitFor();
    expect(await agentPage.locator('[data-verification-stage="invoiced"]').textContent()).toBe(
      'Lease verification: Invoiced (commission $700)',
    );

    // 5. The admin records a partial payment on the receivables page.
    const adminContext = await newContext(browser, WIDTHS[1]);
    const adminPage = await adminContext.newPage();
    const adminErrors = watchErrors(adminPage);
    await plantSession(adminPage, 'adminSession', admin);
    await adminPage.goto('/admins/commissions/');
    const payment = adminPage.getByRole('form', { name: `Record a payment for ${label}` });
    await payment.getByLabel('Amount ($)').fill('300');
    await payment.getByLabel('Received on').fill(daysAgo(0));
    await payment.getByRole('button', { name: 'Record payment' }).click();

    // 6. The rest, $400, is 40 days from move-in: the 31-60 days bucket.
    const line = adminPage.locator(`li[data-invoice="${label}"]`);
    await line.getByText('$400 owed of $700', { exact: false }).waitFor();
    expect(await line.textContent()).toContain('(31-60 days, 10 days overdue)');
    expect(await adminPage.locator('td[data-bucket="days31to60"]').textContent()).toBe('$400');
    await adminPage.getByText(`$300 for ${label}`, { exact: false }).waitFor();
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await Promise.all([agentContext.close(), propertyContext.close(), adminContext.close()]);
  });
  it('draws commissions expected against received for the last 12 months, with the figures in a table', async () => {
    const admin = await adminLogin();
    const context = await newContext(browser, WIDTHS[1]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await plantSession(page, 'adminSession', admin);
    await page.goto('/admins/commissions/');
    const section = page.getByRole('region', { name: 'Expected against received, last 12 months' });
    const chart = section.getByRole('img');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Commissions expected and received by month\. From \w{3} \d{4} to \w{3} \d{4}: \$[\d,.]+ expected, \$[\d,.]+ received\./,
    );
    // Two bars a month, each with its figure as a tooltip; the legend names the two patterns.
    expect(await chart.locator('.bar-chart__bar').count()).toBe(24);
    expect(await chart.locator('.bar-chart__legend text').allTextContents()).toEqual(['Expected', 'Received']);
    await section.getByText('The figures by month', { exact: true }).click();
    const table = section.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allTextContents();
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('MonthExpectedReceived');
    for (const row of rows.slice(1)) expect(row).toMatch(/^\w{3} \d{4}\$[\d,.]+\$[\d,.]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds no serious axe issue on the property's answer page (both languages) and the receivables, at 390 and 1440 px", async () => {
    expect(answerPage).not.toBe('');
    const admin = await adminLogin();
    const findings: string[] = [];
    for (const viewport of WIDTHS) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      for (const path of [answerPage, `/es${answerPage}`]) {
        await page.goto(path);
        await page.getByText(renter).first().waitFor();
        for (const finding of await seriousAxeViolations(page)) findings.push(`${path}@${viewport.width}: ${finding}`);
      }
      await plantSession(page, 'adminSession', admin);
      await page.goto('/admins/commissions/');
      await page.getByRole('region', { name: 'Expected against received, last 12 months' }).getByRole('img').waitFor();
      for (const finding of await seriousAxeViolations(page))
        findings.push(`commissions@${viewport.width}: ${finding}`);
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
