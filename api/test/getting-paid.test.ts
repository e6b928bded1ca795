// docs/contract.md "Getting paid": the guest-card registration, the lease verification the property answers through a
// signed single-use link (every answer, every dispute reason, expired and reused links, duplicate and overlapping
// claims), invoices (the verified ceiling, net 30, the PDF read back with a PDF parser, void with a credit note),
// payments, receivables by age, the QuickBooks CSV, the reminders, erasure, and that an agent cannot touch an invoice.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDueInvoices, remindOverdueInvoices } from '../src/services/invoices.js';
import { remindLeaseVerifications } from '../src/services/lease-verification.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { createPropertyLinks } from '../src/auth/property-links.js';
import { TEST_JWT_SECRET, adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom } from './sessions.js';

let app: TestApp;
let clock = new Date('2027-03-01T17:00:00Z');
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let otherAgent: { id: string; token: string };
let apartmentId: string;
let renters = 0;

const gql = gqlFromAddresses(() => app, '10.43.0');
const ok = okFrom(gql);
const at = (iso: string) => {
  clock = new Date(iso);
};

const REFER = `mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) {
  upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) {
    id registrationSentAt verifications { id status commissionCents }
  }
}`;
const ANSWER = `mutation ($token: String!, $input: LeaseAnswerInput!) {
  answerLeaseVerification(token: $token, input: $input) {
    status verifiedRentCents verifiedMoveInOn verifiedUnit verifiedCommissionCents disputeReason disputeNote
  }
}`;
const LEASE = {
  leaseSignedOn: '2027-02-20',
  leaseRentCents: 145_000,
  leaseTermMonths: 12,
  leaseMoveInOn: '2027-03-15',
  leaseUnit: '204',
};

/** A lead of `agentId`'s for a renter of their own (or the given e-mail). */
async function lead(agentId: string, email = `renter${(renters += 1)}@example.com`, name = 'Maria Garza') {
  const row = await app.db.prisma.lead.create({
    data: { name, email, preferredContact: 'email', source: 'website', agentId, status: 'contacted' },
  });
  return row.id;
}

const refer = (leadId: string, input: Record<string, unknown>, token = agent.token, apartment = apartmentId) =>
  gql(REFER, { lead: leadId, apartment, input }, token);

/** The link the property got in its latest request (or reminder) about `leadId`. */
async function linkOf(leadId: string, kind = 'lease-verification') {
  const message = await app.db.prisma.outboxMessage.findFirstOrThrow({
    where: { leadId, kind },
    orderBy: { createdAt: 'desc' },
  });
  const match = message.text.match(/\/(?:lease-verification|guest-card-registration)\/\?token=([\w.-]+)/);
  return { token: match![1], message };
}

async function verifiedLease(input: Record<string, unknown> = {}, email?: string) {
  const leadId = await lead(agent.id, email);
  const answer = await refer(leadId, { ...LEASE, ...input });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return { leadId, ...(await linkOf(leadId)) };
}

const pdfText = async (base64: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), { mergePages: true })).text;

beforeAll(async () => {
  app = await appWithSecret({ clock: () => clock });
  admin = await adminSession(app);
  agent = await agentSession(app);
  otherAgent = await agentSession(app);
  const apartment = await addApartment(app.db.prisma, {
    name: 'Brook Hollow',
    code: 'BH-43',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'twoBed', minPrice: 1400, maxPrice: 1500 }],
  });
  apartmentId = apartment.id;
  // The agreement as it stood before any change the admins make below (no audit entry of its own).
  await app.db.prisma.apartment.update({ where: { id: apartmentId }, data: { commissionPercent: 50 } });
  const billing = await ok(
    `mutation ($id: ID!, $input: ApartmentBillingInput!) {
      setApartmentBilling(apartmentId: $id, input: $input) { leasingEmail billingEmail billingName billingAddress }
    }`,
    {
      id: apartmentId,
      input: {
        leasingEmail: 'leasing@brookhollow.example',
        billingEmail: 'billing@brookhollow.example',
        billingName: 'Brook Hollow Owner LLC',
        billingAddress: '100 Brook Hollow Dr, San Antonio, TX 78229',
      },
    },
    admin.token,
  );
  expect(billing.setApartmentBilling.billingName).toBe('Brook Hollow Owner LLC');
});
afterAll(() => app.close());

describe('registration with the property', () => {
  it('e-mails the guest card to the leasing office, whose signed link acknowledges it on the timeline', async () => {
    const leadId = await lead(agent.id);
    const answer = await refer(leadId, { registeredOn: '2027-03-01' });
    expect(answer.data.upsertReferral.registrationSentAt).toBe('2027-03-01T17:00:00.000Z');
    const { token, message } = await linkOf(leadId, 'guest-card-registration');
    expect(message.toAddress).toBe('leasing@brookhollow.example');
    expect(message.subject).toBe('Guest card registration: Maria Garza at Brook Hollow');
    expect(message.text).toContain('Registered on: Mar 1, 2027');
    const ack = `mutation ($token: String!) { acknowledgeGuestCardRegistration(token: $token) { registrationAcknowledgedAt } }`;
    const first = await ok(ack, { token });
    expect(first.acknowledgeGuestCardRegistration.registrationAcknowledgedAt).toBe('2027-03-01T17:00:00.000Z');
    const events = await app.db.prisma.leadEvent.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => event.text)).toEqual(
      expect.arrayContaining([
        'Guest-card registration e-mailed to Brook Hollow (leasing@brookhollow.example)',
        'Brook Hollow acknowledged the guest-card registration',
      ]),
    );
  });
});

describe('lease verification', () => {
  it('sends the property the request with the lease and the commission when the lease is recorded', async () => {
    const { leadId, message } = await verifiedLease();
    expect(message.toAddress).toBe('leasing@brookhollow.example');
    expect(message.subject).toBe('Lease verification for Maria Garza at Brook Hollow');
    for (const line of [
      'Renter: Maria Garza',
      'Unit: 204',
      'Move-in: Mar 15, 2027',
      'Rent: $1,450 a month',
      'Term: 12 months',
      "Commission (50% of one month's rent): $725",
    ])
      expect(message.text).toContain(line);
    const row = await app.db.prisma.leaseVerification.findFirstOrThrow({ where: { leadId } });
    expect([row.status, row.commissionCents]).toEqual(['pending', 72_500]);
  });

  it('takes a correction once: the same link again is refused and changes nothing', async () => {
    const { token, leadId } = await verifiedLease({ leaseMoveInOn: '2027-04-02' }, 'corrected@example.com');
    const corrected = await ok(ANSWER, {
      token,
      input: { answer: 'correct', rentCents: 140_000, unit: '210' },
    });
    expect(corrected.answerLeaseVerification).toEqual({
      status: 'corrected',
      verifiedRentCents: 140_000,
      verifiedMoveInOn: '2027-04-02',
      verifiedUnit: '210',
      verifiedCommissionCents: 70_000,
      disputeReason: null,
      disputeNote: null,
    });
    const again = await gql(ANSWER, { token, input: { answer: 'confirm' } });
    expect(again.errors?.[0].message).toBe('This request was already answered: the answer is on record');
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    const row = await app.db.prisma.leaseVerification.findFirstOrThrow({ where: { leadId } });
    expect(row.status).toBe('corrected');
  });

  it('refuses an expired link and a forged one', async () => {
    at('2027-03-01T17:00:00Z');
    const { token } = await verifiedLease({ leaseMoveInOn: '2027-05-20' }, 'expired@example.com');
    at('2027-03-15T17:00:01Z');
    const expired = await gql(ANSWER, { token, input: { answer: 'confirm' } });
    expect(expired.errors?.[0].message).toBe('This link has expired: ask the locator to send the request again');
    expect(expired.errors?.[0].extensions?.code).toBe('GONE');
    const forged = await gql(ANSWER, { token: `${token.slice(0, -4)}AAAA`, input: { answer: 'confirm' } });
    expect(forged.errors?.[0].message).toBe(
      'This link is not valid: use the link in the latest e-mail, or ask the locator for a new one',
    );
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    at('2027-03-01T17:00:00Z');
  });

  it('records every dispute reason on the timeline and opens a case for the admins', async () => {
    const reasons = {
      notOurRenter: 'Brook Hollow disputed the lease: Not our renter',
      cameDirect: 'Brook Hollow disputed the lease: The renter came to us directly',
      anotherLocatorFirst:
        'Brook Hollow disputed the lease: Another locator registered this renter first (Locator X, Jan 3)',
      leaseCancelled: 'Brook Hollow disputed the lease: The lease was cancelled',
    };
    for (const [reason, words] of Object.entries(reasons)) {
      const { token, leadId } = await verifiedLease({ leaseMoveInOn: '2027-06-01' });
      const note = reason === 'anotherLocatorFirst' ? 'Locator X, Jan 3' : undefined;
      const answer = await ok(ANSWER, { token, input: { answer: 'dispute', reason, ...(note ? { note } : {}) } });
      expect(answer.answerLeaseVerification.status).toBe('disputed');
      expect(answer.answerLeaseVerification.disputeReason).toBe(reason);
      const events = await app.db.prisma.leadEvent.findMany({ where: { leadId } });
      expect(events.map((event) => event.text)).toContain(words);
    }
    const noReason = await verifiedLease({ leaseMoveInOn: '2027-06-01' });
    const refused = await gql(ANSWER, { token: noReason.token, input: { answer: 'dispute' } });
    expect(refused.errors?.[0].extensions?.errors).toEqual({ reason: 'Say why the lease is disputed' });
    const report = await ok(`{ receivables { disputed { disputeReason apartmentName } } }`, {}, admin.token);
    expect(report.receivables.disputed.map((row: { disputeReason: string }) => row.disputeReason).sort()).toEqual([
      'anotherLocatorFirst',
      'cameDirect',
      'leaseCancelled',
      'notOurRenter',
    ]);
  });

  it('refuses a second verification for the same renter, apartment and move-in month, naming the record', async () => {
    const first = await verifiedLease({ leaseMoveInOn: '2027-07-01' }, 'twice@example.com');
    const held = await app.db.prisma.leaseVerification.findFirstOrThrow({ where: { leadId: first.leadId } });
    const second = await lead(agent.id, 'Twice@Example.com');
    const answer = await refer(second, { ...LEASE, leaseMoveInOn: '2027-07-20' });
    expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(answer.errors?.[0].message).toBe(
      `This renter already has a lease verification at this apartment for a Jul 2027 move-in: lease verification ${held.id} (pending, requested Mar 1, 2027)`,
    );
    // Nothing of the refused lease was kept.
    expect(await app.db.prisma.referral.count({ where: { leadId: second } })).toBe(0);
    const referral = await app.db.prisma.referral.findFirstOrThrow({ where: { leadId: first.leadId } });
    const again = await gql(
      `mutation ($id: ID!) { requestLeaseVerification(referralId: $id) { id } }`,
      { id: referral.id },
      agent.token,
    );
    expect(again.errors?.[0].message).toContain(`lease verification ${held.id}`);
  });

  it("refuses a lease that overlaps another agent's claim on the same renter, naming the record", async () => {
    const first = await verifiedLease({ leaseMoveInOn: '2027-08-01' }, 'overlap@example.com');
    const held = await app.db.prisma.leaseVerification.findFirstOrThrow({ where: { leadId: first.leadId } });
    const theirs = await lead(otherAgent.id, 'overlap@example.com');
    const answer = await refer(theirs, { ...LEASE, leaseMoveInOn: '2027-10-01' }, otherAgent.token);
    expect(answer.errors?.[0].message).toBe(
      `This lease overlaps another agent's claim on the same renter: lease verification ${held.id} (pending, requested Mar 1, 2027)`,
    );
    expect(await app.db.prisma.leaseVerification.count({ where: { leadId: theirs } })).toBe(0);
  });

  it('reminds the property at 3 and 7 days with the same link, then stops', async () => {
    at('2027-03-01T17:00:00Z');
    const { leadId, token } = await verifiedLease({ leaseMoveInOn: '2027-09-01' }, 'remind@example.com');
    const links = createPropertyLinks(new TextEncoder().encode(TEST_JWT_SECRET), app.config.origin);
    const count = () => app.db.prisma.outboxMessage.count({ where: { leadId, kind: 'lease-verification-reminder' } });
    await remindLeaseVerifications(app.db.prisma, links, new Date('2027-03-03T17:00:00Z'));
    expect(await count()).toBe(0);
    await remindLeaseVerifications(app.db.prisma, links, new Date('2027-03-04T17:00:00Z'));
    expect(await count()).toBe(1);
    const reminder = await linkOf(leadId, 'lease-verification-reminder');
    expect(reminder.message.subject).toBe('Reminder: Lease verification for Maria Garza at Brook Hollow');
    expect(reminder.token).toBe(token);
    await remindLeaseVerifications(app.db.prisma, links, new Date('2027-03-05T17:00:00Z'));
    expect(await count()).toBe(1);
    await remindLeaseVerifications(app.db.prisma, links, new Date('2027-03-08T17:00:00Z'));
    expect(await count()).toBe(2);
    await remindLeaseVerifications(app.db.prisma, links, new Date('2027-03-12T17:00:00Z'));
    expect(await count()).toBe(2);
  });
});

const INVOICE_FIELDS = `id label number amountCents paidCents balanceCents dueOn renterName pdfBase64`;

describe('invoices, payments and receivables', () => {
  let invoiceId: string;
  let leadId: string;

  it('invoices a corrected lease after move-in, never above the verified amount, net 30, with its PDF e-mailed', async () => {
    at('2027-03-01T17:00:00Z');
    // Signed before today's change of the agreement (the audit trail dates it by the database's clock).
    const lease = await verifiedLease(
      { leaseSignedOn: '2026-10-20', leaseMoveInOn: '2027-03-10' },
      'invoice@example.com',
    );
    leadId = lease.leadId;
    await ok(ANSWER, { token: lease.token, input: { answer: 'correct', rentCents: 140_000 } });
    // Move-in has not come: nothing is invoiced yet.
    expect(await app.db.prisma.invoice.count({ where: { leadId } })).toBe(0);
    // The agreement's rate goes up after the lease date: the invoice keeps the rate in force on the lease date
    // (and could never ask more than the verified $700 anyway).
    await ok(
      `mutation ($id: ID!) { setApartmentCommission(apartmentId: $id, percent: 80) { id } }`,
      { id: apartmentId },
      admin.token,
    );
    at('2027-03-10T17:00:00Z');
    expect(await issueDueInvoices(app.db.prisma, app.config, clock)).toBe(1);
    const row = await app.db.prisma.invoice.findFirstOrThrow({ where: { leadId } });
    invoiceId = row.id;
    const { invoice } = await ok(
      `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`,
      { id: invoiceId },
      admin.token,
    );
    expect(invoice).toMatchObject({
      label: 'INV-000001',
      number: 1,
      amountCents: 70_000,
      balanceCents: 70_000,
      dueOn: '2027-04-09',
      renterName: 'Maria Garza',
    });
    const text = await pdfText(invoice.pdfBase64);
    for (const words of [
      'INVOICE INV-000001',
      'Due Apr 9, 2027',
      'Brook Hollow Owner LLC',
      '100 Brook Hollow Dr, San Antonio, TX 78229',
      'SATX Apartment Locators, an affiliated real-estate business',
      'Renter: Maria Garza',
      'Lease signed: Oct 20, 2026',
      'Monthly rent: $1,400',
      "Commission: 50% of one month's rent",
      'Amount due: $700',
    ])
      expect(text).toContain(words);
    const mail = await app.db.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: 'invoice', toAddress: 'billing@brookhollow.example' },
    });
    expect(mail.subject).toBe('Invoice INV-000001 from SATX Apartment Locators - Brook Hollow');
    const [attachment] = mail.attachments as { filename: string; contentType: string; contentBase64: string }[];
    expect([attachment.filename, attachment.contentType]).toEqual(['INV-000001.pdf', 'application/pdf']);
    expect(await pdfText(attachment.contentBase64)).toContain('Amount due: $700');
    await ok(
      `mutation ($id: ID!) { setApartmentCommission(apartmentId: $id, percent: 50) { id } }`,
      { id: apartmentId },
      admin.token,
    );
  });

  it('lets an agent see nothing of invoices and change none', async () => {
    const pay = await gql(
      `mutation ($id: ID!) { recordPayment(invoiceId: $id, input: { amountCents: 100, receivedOn: "2027-03-10" }) { id } }`,
      { id: invoiceId },
      agent.token,
    );
    expect(pay.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const voided = await gql(
      `mutation ($id: ID!) { voidInvoice(invoiceId: $id, reason: "mine") { invoice { id } } }`,
      { id: invoiceId },
      agent.token,
    );
    expect(voided.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const read = await gql(`query ($id: ID!) { invoice(id: $id) { id } }`, { id: invoiceId }, agent.token);
    expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await app.rest(
      'POST',
      `/api/admins/invoices/${invoiceId}/payments`,
      { amountCents: 100, receivedOn: '2027-03-10' },
      agent.token,
    );
    expect(rest.status).toBe(403);
    expect(await app.db.prisma.payment.count()).toBe(0);
  });

  it('records a partial payment, refuses more than is owed, and ages the rest', async () => {
    at('2027-04-20T17:00:00Z');
    const over = await app.rest(
      'POST',
      `/api/admins/invoices/${invoiceId}/payments`,
      { amountCents: 70_001, receivedOn: '2027-04-20' },
      admin.token,
    );
    expect([over.status, over.body.message]).toEqual([
      400,
      'The payment is more than the $700 still owed on INV-000001',
    ]);
    const paid = await app.rest(
      'POST',
      `/api/admins/invoices/${invoiceId}/payments`,
      { amountCents: 30_000, receivedOn: '2027-04-18', reference: 'Check 1017' },
      admin.token,
    );
    expect(paid.status).toBe(201);
    expect([paid.body.paidCents, paid.body.balanceCents]).toEqual([30_000, 40_000]);
    const report = await ok(
      `{ receivables { asOf openTotalCents paidThisMonthCents buckets { bucket totalCents count }
         open { bucket balanceCents daysOverdue invoice { label } } } }`,
      {},
      admin.token,
    );
    expect(report.receivables.asOf).toBe('2027-04-20');
    expect(report.receivables.paidThisMonthCents).toBe(30_000);
    expect(report.receivables.open).toEqual([
      { bucket: 'days31to60', balanceCents: 40_000, daysOverdue: 11, invoice: { label: 'INV-000001' } },
    ]);
    expect(report.receivables.buckets).toEqual([
      { bucket: 'current', totalCents: 0, count: 0 },
      { bucket: 'days31to60', totalCents: 40_000, count: 1 },
      { bucket: 'days61to90', totalCents: 0, count: 0 },
      { bucket: 'over90', totalCents: 0, count: 0 },
    ]);
    const csv = await app.rest('GET', '/api/admins/invoices/quickbooks.csv', undefined, admin.token);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(String(csv.body).split('\r\n').slice(0, 2)).toEqual([
      'InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount',
      'INV-000001,Brook Hollow Owner LLC,03/10/2027,04/09/2027,Net 30,,Locator commission,"Maria Garza, unit 204, move-in 2027-03-10",1,700.00,700.00',
    ]);
    const pdf = await app.rest('GET', `/api/admins/invoices/${invoiceId}/pdf`, undefined, admin.token);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('reminds the property at 30 and 60 days overdue, once each', async () => {
    const reminders = () =>
      app.db.prisma.outboxMessage.findMany({ where: { kind: 'invoice-overdue' }, orderBy: { createdAt: 'asc' } });
    expect(await remindOverdueInvoices(app.db.prisma, new Date('2027-05-08T17:00:00Z'))).toBe(0);
    expect(await remindOverdueInvoices(app.db.prisma, new Date('2027-05-09T17:00:00Z'))).toBe(1);
    expect(await remindOverdueInvoices(app.db.prisma, new Date('2027-05-20T17:00:00Z'))).toBe(0);
    expect(await remindOverdueInvoices(app.db.prisma, new Date('2027-06-08T17:00:00Z'))).toBe(1);
    const sent = await reminders();
    expect(sent.map((message) => message.subject)).toEqual([
      'Invoice INV-000001 is 30 days overdue',
      'Invoice INV-000001 is 60 days overdue',
    ]);
    expect(sent[0].text).toContain('Still owed: $400 of $700');
  });

  it('keeps the invoice when the renter is erased, with the name cut to initials', async () => {
    await ok(`mutation ($id: ID!) { eraseLead(id: $id) { id } }`, { id: leadId }, admin.token);
    const { invoice } = await ok(
      `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`,
      { id: invoiceId },
      admin.token,
    );
    expect(invoice.renterName).toBe('M. G.');
    const text = await pdfText(invoice.pdfBase64);
    expect(text).toContain('Renter: M. G.');
    expect(text).not.toContain('Maria');
  });

  it('voids an unpaid invoice with a credit note, deleting nothing', async () => {
    at('2027-03-01T17:00:00Z');
    const lease = await verifiedLease({ leaseMoveInOn: '2027-03-01' }, 'void@example.com');
    await ok(ANSWER, { token: lease.token, input: { answer: 'confirm' } });
    // Move-in has come: the confirmation itself issues the invoice.
    const invoice = await app.db.prisma.invoice.findFirstOrThrow({ where: { leadId: lease.leadId } });
    expect([invoice.number, invoice.amountCents, invoice.renterName]).toEqual([2, 72_500, 'Maria Garza']);
    const voided = await app.rest(
      'POST',
      `/api/admins/invoices/${invoice.id}/void`,
      { reason: 'Billed to the wrong owner' },
      admin.token,
    );
    expect(voided.status).toBe(200);
    expect([
      voided.body.invoice.balanceCents,
      voided.body.creditNote.label,
      voided.body.creditNote.amountCents,
    ]).toEqual([0, 'CN-000001', 72_500]);
    const twice = await app.rest('POST', `/api/admins/invoices/${invoice.id}/void`, { reason: 'again' }, admin.token);
    expect([twice.status, twice.body.message]).toEqual([409, 'Invoice INV-000002 is already void']);
    expect(await app.db.prisma.invoice.count()).toBe(3);
    const credit = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'credit-note' } });
    expect(credit.text).toBe(
      'Invoice INV-000002 is void (Billed to the wrong owner). Credit note CN-000001 credits $725; nothing is owed on it.',
    );
  });
});
