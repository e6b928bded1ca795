// docs/contract.md "Getting paid": the REST twins of the invoices' GraphQL fields, for admins (an agent gets 403).
// Each route translates and calls one service.
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { invoiceLabel } from '../domain/invoices.js';
import type { Invoice, Payment } from '../generated/prisma/client.js';
import { isoDate } from '../catalog/true-cost.js';
import {
  allInvoices,
  invoicePdf,
  quickbooksCsv,
  readInvoice,
  receivables,
  recordPayment,
  voidInvoice,
} from '../services/invoices.js';
import { readJson, requireRole } from './request.js';

export const invoiceRoutes = new Hono<AppEnv>();
const admin = requireRole('ADMIN');

const presentPayment = (payment: Payment) => ({
  id: payment.id,
  amountCents: payment.amountCents,
  receivedOn: isoDate(payment.receivedOn),
  reference: payment.reference,
});

function presentInvoice(invoice: Invoice & { payments?: Payment[]; apartment?: { name: string } }) {
  const paid = (invoice.payments ?? []).reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    label: invoiceLabel(invoice.kind, invoice.number),
    apartmentId: invoice.apartmentId,
    apartmentName: invoice.apartment?.name,
    leadId: invoice.leadId,
    renterName: invoice.renterName,
    unit: invoice.unit,
    moveInOn: isoDate(invoice.moveInOn),
    leaseSignedOn: isoDate(invoice.leaseSignedOn),
    rentCents: invoice.rentCents,
    commissionPercent: invoice.commissionPercent,
    amountCents: invoice.amountCents,
    paidCents: paid,
    balanceCents: invoice.kind === 'invoice' && !invoice.voidedAt ? invoice.amountCents - paid : 0,
    issuedOn: isoDate(invoice.issuedOn),
    dueOn: isoDate(invoice.dueOn),
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    voidReason: invoice.voidReason,
    creditForId: invoice.creditForId,
    billTo: invoice.billTo,
    billFrom: invoice.billFrom,
    payments: (invoice.payments ?? []).map(presentPayment),
  };
}

invoiceRoutes.get('/admins/invoices', admin, async (c) => {
  const report = await receivables(c.var.ctx.prisma, c.var.ctx.viewer, c.var.ctx.now);
  return c.json({ invoices: report.invoices.map(presentInvoice) });
});

invoiceRoutes.get('/admins/invoices/quickbooks.csv', admin, async (c) => {
  const csv = quickbooksCsv(await allInvoices(c.var.ctx.prisma, c.var.ctx.viewer));
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="invoices-quickbooks.csv"',
  });
});

invoiceRoutes.get('/admins/invoices/receivables', admin, async (c) => {
  const report = await receivables(c.var.ctx.prisma, c.var.ctx.viewer, c.var.ctx.now);
  return c.json({
    asOf: report.asOf,
    buckets: report.buckets,
    openTotalCents: report.openTotalCents,
    open: report.open.map((line) => ({
      invoice: presentInvoice(line.invoice),
      balanceCents: line.balanceCents,
      bucket: line.bucket,
      daysOverdue: line.daysOverdue,
    })),
    paidThisMonthCents: report.paidThisMonthCents,
    paidThisMonth: report.paidThisMonth.map((payment) => ({
      ...presentPayment(payment),
      invoice: invoiceLabel(payment.invoice.kind, payment.invoice.number),
    })),
    disputed: report.disputed.map((row) => ({
      id: row.id,
      apartmentName: row.apartment.name,
      leadId: row.leadId,
      disputeReason: row.disputeReason,
      disputeNote: row.disputeNote,
    })),
    verifiedNotInvoiced: report.verifiedNotInvoiced.map((row) => ({
      id: row.id,
      apartmentName: row.apartment.name,
      leadId: row.leadId,
      verifiedMoveInOn: row.verifiedMoveInOn ? isoDate(row.verifiedMoveInOn) : null,
      verifiedCommissionCents: row.verifiedCommissionCents,
    })),
  });
});

invoiceRoutes.get('/admins/invoices/:id', admin, async (c) =>
  c.json(presentInvoice(await readInvoice(c.var.ctx.prisma, c.var.ctx.viewer, c.req.param('id')))),
);

invoiceRoutes.get('/admins/invoices/:id/pdf', admin, async (c) => {
  const pdf = await invoicePdf(c.var.ctx.prisma, c.var.ctx.viewer, c.req.param('id'));
  return c.body(new Uint8Array(pdf.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdf.filename}"`,
  });
});

invoiceRoutes.post('/admins/invoices/:id/payments', admin, async (c) => {
  const { ctx } = c.var;
  const payment = await recordPayment(ctx.prisma, ctx.viewer, c.req.param('id'), await readJson(c), ctx.now);
  return c.json(presentInvoice(await readInvoice(ctx.prisma, ctx.viewer, payment.invoiceId)), 201);
});

invoiceRoutes.post('/admins/invoices/:id/void', admin, async (c) => {
  const { ctx } = c.var;
  const result = await voidInvoice(ctx.prisma, ctx.viewer, c.req.param('id'), await readJson(c), ctx.now);
  return c.json({ invoice: presentInvoice(result.invoice), creditNote: presentInvoice(result.creditNote) });
});
