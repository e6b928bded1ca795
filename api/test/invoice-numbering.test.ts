// docs/contract.md "Getting paid": invoice numbers run without gaps, even when many invoices are issued at once by
// several connections (on PostgreSQL when TEST_DATABASE_URL is set, as production runs), when one invoicing
// transaction fails after taking its number, and when two instances try to invoice the same lease together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDueInvoices, issueInvoice } from '../src/services/invoices.js';
import { addApartment } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let apartmentId: string;
const NOW = new Date('2027-03-20T17:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A lease the property confirmed, moved in on Mar 1, 2027, not yet invoiced. */
async function confirmedLease(index: number) {
  const prisma = app.db.prisma;
  const lead = await prisma.lead.create({
    data: { name: `Renter ${index}`, email: `n${index}@example.com`, preferredContact: 'email', source: 'website' },
  });
  const referral = await prisma.referral.create({ data: { leadId: lead.id, apartmentId } });
  return prisma.leaseVerification.create({
    data: {
      referralId: referral.id,
      leadId: lead.id,
      apartmentId,
      sentTo: 'leasing@numbering.example',
      moveInOn: day('2027-03-01'),
      moveInMonth: day('2027-03-01'),
      leaseSignedOn: day('2027-02-15'),
      rentCents: 120_000 + index,
      termMonths: 12,
      commissionPercent: 50,
      commissionCents: Math.round((120_000 + index) / 2),
      status: 'confirmed',
      verifiedRentCents: 120_000 + index,
      verifiedMoveInOn: day('2027-03-01'),
      verifiedCommissionCents: Math.round((120_000 + index) / 2),
      answeredAt: NOW,
      tokenId: `token-${index}`,
      expiresAt: NOW,
    },
  });
}

const numbers = async () =>
  (await app.db.prisma.invoice.findMany({ where: { kind: 'invoice' }, select: { number: true } }))
    .map((row) => row.number)
    .sort((a, b) => a - b);

beforeAll(async () => {
  app = await testApp({ pool: { poolMax: 8 } });
  const apartment = await addApartment(app.db.prisma, {
    name: 'Numbering Flats',
    code: 'NF-43',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'oneBed', minPrice: 1000, maxPrice: 1200 }],
  });
  apartmentId = apartment.id;
  await app.db.prisma.apartment.update({
    where: { id: apartmentId },
    data: { commissionPercent: 50, billingEmail: 'billing@numbering.example' },
  });
});
afterAll(() => app.close());

/** Thirteen transactions queue for the counter's row and the test's few connections: each waits its turn. */
const WAIT_IN_LINE = { maxWait: 60_000, timeout: 60_000 };

describe('invoice numbering', () => {
  it('gives concurrent invoices consecutive numbers, and a failed one gives its number back', async () => {
    const leases = await Promise.all(Array.from({ length: 12 }, (_, index) => confirmedLease(index)));
    const failing = await confirmedLease(99);
    const results = await Promise.allSettled([
      ...leases.map((lease) =>
        app.db.prisma.$transaction((tx) => issueInvoice(tx, app.config, lease, NOW), WAIT_IN_LINE),
      ),
      // Takes a number, then fails before committing: the number must not be lost.
      app.db.prisma.$transaction(async (tx) => {
        await issueInvoice(tx, app.config, failing, NOW);
        throw new Error('the mail server refused the message');
      }, WAIT_IN_LINE),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await numbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The failed lease is invoiced by the next run, with the next number.
    expect(await issueDueInvoices(app.db.prisma, app.config, NOW)).toBe(1);
    expect(await numbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('invoices a lease once when two runs race for it, without a gap', async () => {
    await confirmedLease(200);
    const counts = await Promise.all([
      issueDueInvoices(app.db.prisma, app.config, NOW),
      issueDueInvoices(app.db.prisma, app.config, NOW),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await numbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});
