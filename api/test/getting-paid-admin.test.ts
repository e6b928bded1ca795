// docs/contract.md "Getting paid", the doors around the property's answer: the property answers over REST as over
// GraphQL (same rules, same words), an expired link is 410 Gone and a used one 409, an admin settles a dispute's case
// (accepting it, or overruling it with a note) on the lead's timeline, and the agent follows the lease's stage from
// the referral while every invoice field and change stays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom } from './sessions.js';

let app: TestApp;
let clock = new Date('2027-03-01T17:00:00Z');
let admin: { id: string; token: string };
let agent: { id: string; token: string };
let apartmentId: string;
let renters = 0;

const gql = gqlFromAddresses(() => app, '10.44.0');
const ok = okFrom(gql);
const at = (iso: string) => {
  clock = new Date(iso);
};

const LEASE = {
  leaseSignedOn: '2027-02-20',
  leaseRentCents: 145_000,
  leaseTermMonths: 12,
  leaseMoveInOn: '2027-03-15',
  leaseUnit: '204',
};
const EXPIRED = 'This link has expired: ask the locator to send the request again';
const ANSWERED = 'This request was already answered: the answer is on record';

/** A lead of the agent's with a recorded lease (move-in as given): answers the lead, its referral and the link. */
async function leaseOnRecord(input: Record<string, unknown> = {}) {
  const lead = await app.db.prisma.lead.create({
    data: {
      name: 'Rosa Treviño',
      email: `rosa${(renters += 1)}@example.com`,
      preferredContact: 'email',
      source: 'website',
      agentId: agent.id,
      status: 'contacted',
    },
  });
  const answer = await ok(
    `mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) {
      upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) { id verifications { id } }
    }`,
    { lead: lead.id, apartment: apartmentId, input: { ...LEASE, ...input } },
    agent.token,
  );
  const message = await app.db.prisma.outboxMessage.findFirstOrThrow({
    where: { leadId: lead.id, kind: 'lease-verification' },
  });
  const token = /\/lease-verification\/\?token=([\w.-]+)/.exec(message.text)![1];
  return {
    leadId: lead.id,
    verificationId: answer.upsertReferral.verifications[0].id as string,
    token,
  };
}

const answerOverRest = (token: string, body: unknown) =>
  app.rest('POST', `/api/lease-verification/answer?token=${encodeURIComponent(token)}`, body);

/** What the agent reads of the lease on the lead page: the referral's verifications. */
async function agentView(leadId: string) {
  const data = await ok(
    `query ($id: ID!) {
      lead(id: $id) { referrals { verifications { status stage disputeReason disputeNote caseResolution } } }
    }`,
    { id: leadId },
    agent.token,
  );
  return data.lead.referrals[0].verifications[0];
}

const timeline = async (leadId: string) =>
  (await app.db.prisma.leadEvent.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' } })).map(
    (event) => event.text,
  );

const RESOLVE = `mutation ($id: ID!, $input: DisputeCaseInput!) {
  resolveDisputeCase(id: $id, input: $input) { status stage caseResolution caseNote caseClosedAt }
}`;

beforeAll(async () => {
  app = await appWithSecret({ clock: () => clock });
  admin = await adminSession(app);
  agent = await agentSession(app);
  const apartment = await addApartment(app.db.prisma, {
    name: 'Stone Oak Commons',
    code: 'SO-44',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'oneBed', minPrice: 1300, maxPrice: 1500 }],
  });
  apartmentId = apartment.id;
  await app.db.prisma.apartment.update({
    where: { id: apartmentId },
    data: {
      commissionPercent: 50,
      leasingEmail: 'leasing@stoneoak.example',
      billingEmail: 'billing@stoneoak.example',
      billingName: 'Stone Oak Owner LP',
      billingAddress: '1 Stone Oak Pkwy, San Antonio, TX 78258',
    },
  });
});
afterAll(() => app.close());

describe("the property's answer over REST", () => {
  it('shows the request and takes a correction with the GraphQL rules and words, once', async () => {
    at('2027-03-01T17:00:00Z');
    const { token, leadId } = await leaseOnRecord();
    const shown = await app.rest('GET', `/api/lease-verification?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      apartmentName: 'Stone Oak Commons',
      renterName: 'Rosa Treviño',
      unit: '204',
      moveInOn: '2027-03-15',
      rentCents: 145_000,
      commissionCents: 72_500,
      status: 'pending',
      answeredAt: null,
    });
    expect(shown.body).not.toHaveProperty('leadId');

    const noReason = await answerOverRest(token, { answer: 'dispute' });
    expect([noReason.status, noReason.body.errors]).toEqual([400, { reason: 'Say why the lease is disputed' }]);
    const nothingCorrected = await answerOverRest(token, { answer: 'correct' });
    expect([nothingCorrected.status, nothingCorrected.body.errors]).toEqual([
      400,
      { rentCents: 'Give the correct rent, move-in date or unit' },
    ]);
    const badReason = await answerOverRest(token, { answer: 'dispute', reason: 'tooExpensive' });
    expect(badReason.body.errors).toEqual({
      reason: 'Reason must be one of: notOurRenter, cameDirect, anotherLocatorFirst, leaseCancelled',
    });

    const corrected = await answerOverRest(token, { answer: 'correct', rentCents: 140_000 });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      status: 'corrected',
      verifiedRentCents: 140_000,
      verifiedMoveInOn: '2027-03-15',
      verifiedCommissionCents: 70_000,
    });
    expect(await timeline(leadId)).toContain(
      'Stone Oak Commons corrected the lease: $1,400 a month, move-in Mar 15, 2027, unit 204; commission verified $700',
    );

    const again = await answerOverRest(token, { answer: 'confirm' });
    expect([again.status, again.body]).toEqual([409, { message: ANSWERED }]);
    const overGraphql = await gql(
      `mutation ($token: String!) { answerLeaseVerification(token: $token, input: { answer: confirm }) { status } }`,
      { token },
    );
    expect([overGraphql.errors?.[0].message, overGraphql.errors?.[0].extensions?.code]).toEqual([ANSWERED, 'CONFLICT']);
    // The link still opens the request, which says it was answered.
    const reopened = await app.rest('GET', `/api/lease-verification?token=${token}`);
    expect([reopened.status, reopened.body.status, reopened.body.answeredAt]).toEqual([
      200,
      'corrected',
      '2027-03-01T17:00:00.000Z',
    ]);
  });

  it('takes a confirmation and a dispute with its reason and note', async () => {
    at('2027-03-01T17:00:00Z');
    const confirmed = await leaseOnRecord({ leaseMoveInOn: '2027-04-01' });
    const confirm = await answerOverRest(confirmed.token, { answer: 'confirm' });
    expect([confirm.status, confirm.body.status, confirm.body.verifiedCommissionCents]).toEqual([
      200,
      'confirmed',
      72_500,
    ]);
    const disputed = await leaseOnRecord({ leaseMoveInOn: '2027-04-01' });
    const dispute = await answerOverRest(disputed.token, {
      answer: 'dispute',
      reason: 'cameDirect',
      note: 'Walked in on Feb 2',
    });
    expect([dispute.status, dispute.body.disputeReason, dispute.body.disputeNote]).toEqual([
      200,
      'cameDirect',
      'Walked in on Feb 2',
    ]);
  });

  it('answers 410 Gone for an expired link (GONE over GraphQL), 400 for a forged one', async () => {
    at('2027-03-01T17:00:00Z');
    const { token } = await leaseOnRecord({ leaseMoveInOn: '2027-05-03' });
    // Fourteen days and a second later.
    at('2027-03-15T17:00:01Z');
    const shown = await app.rest('GET', `/api/lease-verification?token=${token}`);
    expect([shown.status, shown.body]).toEqual([410, { message: EXPIRED }]);
    const answered = await answerOverRest(token, { answer: 'confirm' });
    expect([answered.status, answered.body]).toEqual([410, { message: EXPIRED }]);
    const overGraphql = await gql(`query ($token: String!) { leaseVerificationByLink(token: $token) { status } }`, {
      token,
    });
    expect([overGraphql.errors?.[0].message, overGraphql.errors?.[0].extensions?.code]).toEqual([EXPIRED, 'GONE']);
    const forged = await app.rest('GET', `/api/lease-verification?token=${token.slice(0, -4)}AAAA`);
    expect([forged.status, forged.body.message]).toEqual([
      400,
      'This link is not valid: use the link in the latest e-mail, or ask the locator for a new one',
    ]);
    at('2027-03-01T17:00:00Z');
  });
});

describe("an admin settles a dispute's case", () => {
  it('accepts a dispute: the lease stays disputed, nothing is invoiced, the case leaves the receivables', async () => {
    at('2027-03-01T17:00:00Z');
    const { token, leadId, verificationId } = await leaseOnRecord({ leaseMoveInOn: '2027-02-25' });
    await answerOverRest(token, { answer: 'dispute', reason: 'notOurRenter' });
    const open = await ok('{ receivables { disputed { id } } }', {}, admin.token);
    expect(open.receivables.disputed.map((row: { id: string }) => row.id)).toContain(verificationId);
    expect(await agentView(leadId)).toEqual({
      status: 'disputed',
      stage: 'disputed',
      disputeReason: 'notOurRenter',
      disputeNote: null,
      caseResolution: null,
    });

    const byAgent = await gql(
      RESOLVE,
      { id: verificationId, input: { resolution: 'overrule', note: 'mine' } },
      agent.token,
    );
    expect(byAgent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byAgentRest = await app.rest(
      'POST',
      `/api/admins/lease-verifications/${verificationId}/resolve`,
      { resolution: 'overrule', note: 'mine' },
      agent.token,
    );
    expect(byAgentRest.status).toBe(403);

    const accepted = await ok(
      RESOLVE,
      { id: verificationId, input: { resolution: 'accept', note: 'The office showed the sign-in sheet' } },
      admin.token,
    );
    expect(accepted.resolveDisputeCase).toEqual({
      status: 'disputed',
      stage: 'disputed',
      caseResolution: 'accepted',
      caseNote: 'The office showed the sign-in sheet',
      caseClosedAt: '2027-03-01T17:00:00.000Z',
    });
    expect(await timeline(leadId)).toContain(
      'Dispute accepted: no commission is invoiced for this lease (The office showed the sign-in sheet)',
    );
    expect(await app.db.prisma.invoice.count({ where: { leadId } })).toBe(0);
    const report = await ok('{ receivables { disputed { id } } }', {}, admin.token);
    expect(report.receivables.disputed.map((row: { id: string }) => row.id)).not.toContain(verificationId);
    const twice = await gql(RESOLVE, { id: verificationId, input: { resolution: 'accept' } }, admin.token);
    expect([twice.errors?.[0].extensions?.code, twice.errors?.[0].message]).toEqual([
      'CONFLICT',
      'Only an open dispute has a case to close: this one is settled',
    ]);
  });

  it('overrules a dispute over REST with a note: the lease stands as recorded and is invoiced once move-in has come', async () => {
    at('2027-03-01T17:00:00Z');
    const { token, leadId, verificationId } = await leaseOnRecord({ leaseMoveInOn: '2027-02-27' });
    await answerOverRest(token, { answer: 'dispute', reason: 'anotherLocatorFirst' });
    const path = `/api/admins/lease-verifications/${verificationId}/resolve`;
    const noNote = await app.rest('POST', path, { resolution: 'overrule' }, admin.token);
    expect([noNote.status, noNote.body.errors]).toEqual([400, { note: 'Say why the dispute is overruled' }]);
    const unknown = await app.rest('POST', path, { resolution: 'ignore' }, admin.token);
    expect(unknown.body.errors).toEqual({ resolution: 'Resolution must be accept or overrule' });
    const badId = await app.rest(
      'POST',
      '/api/admins/lease-verifications/42/resolve',
      { resolution: 'accept' },
      admin.token,
    );
    expect([badId.status, badId.body.errors]).toEqual([400, { _: 'Lease verification id must be a UUID' }]);

    const overruled = await app.rest(
      'POST',
      path,
      { resolution: 'overrule', note: 'Our registration of Feb 1 came first' },
      admin.token,
    );
    expect(overruled.status).toBe(200);
    expect(overruled.body).toMatchObject({
      status: 'confirmed',
      stage: 'invoiced',
      caseResolution: 'overruled',
      caseNote: 'Our registration of Feb 1 came first',
      verifiedCommissionCents: 72_500,
    });
    const events = await timeline(leadId);
    expect(events).toContain(
      'Dispute overruled (Our registration of Feb 1 came first): the lease stands as recorded, commission $725',
    );
    const invoice = await app.db.prisma.invoice.findFirstOrThrow({ where: { leadId } });
    expect([invoice.amountCents, invoice.rentCents]).toEqual([72_500, 145_000]);
    expect(await agentView(leadId)).toMatchObject({
      status: 'confirmed',
      stage: 'invoiced',
      caseResolution: 'overruled',
    });
  });
});

describe("the agent's view of the lease", () => {
  it('follows pending, confirmed, invoiced and paid, and is refused every invoice field and change', async () => {
    at('2027-03-01T17:00:00Z');
    const { token, leadId } = await leaseOnRecord({ leaseMoveInOn: '2027-03-05' });
    expect((await agentView(leadId)).stage).toBe('pending');
    await answerOverRest(token, { answer: 'confirm' });
    expect((await agentView(leadId)).stage).toBe('confirmed');
    at('2027-03-05T17:00:00Z');
    await ok('mutation { issueDueInvoices }', {}, admin.token);
    expect((await agentView(leadId)).stage).toBe('invoiced');
    const invoice = await app.db.prisma.invoice.findFirstOrThrow({ where: { leadId } });

    // The verification has no invoice field to ask for; the invoice's own doors refuse the agent.
    const viaVerification = await gql(
      `query ($id: ID!) { lead(id: $id) { referrals { verifications { invoice { id } } } } }`,
      { id: leadId },
      agent.token,
    );
    expect(viaVerification.errors?.[0].message).toContain('Cannot query field "invoice"');
    for (const query of [
      `query ($id: ID!) { invoice(id: $id) { amountCents } }`,
      `query { receivables { openTotalCents } }`,
      `mutation ($id: ID!) { recordPayment(invoiceId: $id, input: { amountCents: 100, receivedOn: "2027-03-05" }) { id } }`,
      `mutation ($id: ID!) { voidInvoice(invoiceId: $id, reason: "mine") { invoice { id } } }`,
      `mutation { issueDueInvoices }`,
      `mutation ($id: ID!) { setApartmentBilling(apartmentId: $id, input: { billingName: "Mine" }) { id } }`,
    ]) {
      const refused = await gql(
        query,
        { id: query.includes('setApartmentBilling') ? apartmentId : invoice.id },
        agent.token,
      );
      expect(refused.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }
    for (const [method, path] of [
      ['GET', '/api/admins/invoices'],
      ['GET', '/api/admins/invoices/receivables'],
      ['GET', '/api/admins/invoices/quickbooks.csv'],
      ['GET', `/api/admins/invoices/${invoice.id}`],
      ['GET', `/api/admins/invoices/${invoice.id}/pdf`],
      ['POST', `/api/admins/invoices/${invoice.id}/payments`],
      ['POST', `/api/admins/invoices/${invoice.id}/void`],
    ])
      expect(
        (await app.rest(method, path, method === 'GET' ? undefined : { amountCents: 100, reason: 'x' }, agent.token))
          .status,
        path,
      ).toBe(403);

    await ok(
      `mutation ($id: ID!) { recordPayment(invoiceId: $id, input: { amountCents: 72500, receivedOn: "2027-03-05" }) { id } }`,
      { id: invoice.id },
      admin.token,
    );
    expect((await agentView(leadId)).stage).toBe('paid');
    at('2027-03-01T17:00:00Z');
  });
});

describe('a property whose offices read Spanish', () => {
  it('gets its registration, verification and invoice e-mails in Spanish, with the Spanish page’s link', async () => {
    at('2027-03-01T17:00:00Z');
    const apartment = await addApartment(app.db.prisma, {
      name: 'Mission Reach Flats',
      code: 'MR-44',
      location: ['Medical Center/UTSA'],
      floorplans: [{ type: 'oneBed', minPrice: 1200, maxPrice: 1300 }],
    });
    await app.db.prisma.apartment.update({ where: { id: apartment.id }, data: { commissionPercent: 50 } });
    const SET = `mutation ($id: ID!, $input: ApartmentBillingInput!) {
      setApartmentBilling(apartmentId: $id, input: $input) { leasingLanguage }
    }`;
    const wrong = await app.rest(
      'POST',
      '/graphql',
      {
        query: SET,
        variables: { id: apartment.id, input: { leasingLanguage: 'FR' } },
      },
      admin.token,
    );
    expect(wrong.body.errors?.[0].message).toContain('Language');
    const set = await ok(
      SET,
      {
        id: apartment.id,
        input: {
          leasingEmail: 'oficina@missionreach.example',
          billingName: 'Mission Reach LLC',
          billingAddress: '1 Mission Rd, San Antonio, TX 78210',
          leasingLanguage: 'ES',
        },
      },
      admin.token,
    );
    expect(set.setApartmentBilling.leasingLanguage).toBe('ES');

    const lead = await app.db.prisma.lead.create({
      data: {
        name: 'Lupe Salinas',
        email: 'lupe@example.com',
        preferredContact: 'email',
        source: 'website',
        agentId: agent.id,
        status: 'contacted',
      },
    });
    await ok(
      `mutation ($lead: ID!, $apartment: ID!, $input: ReferralInput!) {
        upsertReferral(leadId: $lead, apartmentId: $apartment, input: $input) { id }
      }`,
      {
        lead: lead.id,
        apartment: apartment.id,
        input: { ...LEASE, registeredOn: '2027-02-10', leaseMoveInOn: '2027-02-28' },
      },
      agent.token,
    );
    const mails = await app.db.prisma.outboxMessage.findMany({ where: { leadId: lead.id }, orderBy: { kind: 'asc' } });
    const registration = mails.find((mail) => mail.kind === 'guest-card-registration')!;
    expect(registration.subject).toBe('Registro de cliente: Lupe Salinas en Mission Reach Flats');
    expect(registration.text).toMatch(/\/es\/guest-card-registration\/\?token=/);
    const request = mails.find((mail) => mail.kind === 'lease-verification')!;
    expect(request.subject).toBe('Verificación de contrato de Lupe Salinas en Mission Reach Flats');
    expect(request.text).toContain('Renta: $1,450 al mes');
    const token = /\/es\/lease-verification\/\?token=([\w.-]+)/.exec(request.text)![1];

    expect((await answerOverRest(token, { answer: 'confirm' })).status).toBe(200);
    const invoice = await app.db.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: 'invoice', toAddress: 'oficina@missionreach.example' },
    });
    expect(invoice.subject).toMatch(/^Factura INV-\d{6} de .+ - Mission Reach Flats$/);
    expect(invoice.text).toContain('con vencimiento el 30 de marzo de 2027');
  });
});
