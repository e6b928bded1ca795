// docs/contract.md "Getting paid": a verified lease whose move-in has come becomes an invoice, numbered without gaps,
// for the commission the apartment's agreement gave on the lease date and never more than the property verified,
// due net 30 from move-in, e-mailed with its PDF to the property's billing address. Voiding makes a credit note;
// nothing is ever deleted. Admins record payments; the receivables report ages what is still owed.
import { z } from 'zod';
import type { Viewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { formatDay } from '../domain/dates.js';
import {
  AGING_BUCKETS,
  INVOICE_OVERDUE_REMINDER_DAYS,
  agingBucket,
  daysBetween,
  initials,
  invoiceDueOn,
  invoiceLabel,
  type AgingBucket,
  type VerificationStage,
} from '../domain/invoices.js';
import { commissionCents, MONEY_MAX_CENTS } from '../domain/index.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import { centsAsDecimal, formatCents } from '../domain/money.js';
import { localDate } from '../domain/san-antonio-day.js';
import { AppError, badInput, conflict, notFound, parseInput } from '../errors.js';
import type {
  Apartment,
  Invoice,
  LeaseVerification,
  Payment,
  Prisma,
  PrismaClient,
} from '../generated/prisma/client.js';
import { isoDate } from '../catalog/true-cost.js';
import { calendarDate, storedDate } from './calendar-date.js';
import { renderInvoicePdf, type BillingParty } from './invoice-pdf.js';
import { enqueueMessages } from './outbox.js';
import { recordAudit } from './audit.js';
import { isMailbox } from '../domain/mailbox.js';

type Tx = Prisma.TransactionClient;
/** A property's e-mails are written in its offices' language (`Apartment.leasingLanguage`). */
const textsFor = (language: Apartment['leasingLanguage']) => MAIL_TEXTS[language].property;

/** The commission percentage the apartment's agreement gave on `day`: its value before the first change made later. */
export async function commissionPercentOn(
  tx: Tx | PrismaClient,
  apartment: Pick<Apartment, 'id' | 'commissionPercent'>,
  day: Date,
): Promise<number | null> {
  const dayEnd = new Date(day.getTime() + 86_400_000);
  const later = await tx.auditEntry.findMany({
    where: { entity: 'apartment', entityId: apartment.id, createdAt: { gte: dayEnd } },
    orderBy: { createdAt: 'asc' },
    select: { changes: true },
  });
  for (const entry of later) {
    const change = (entry.changes as Record<string, { before?: unknown }> | null)?.commissionPercent;
    if (change && (typeof change.before === 'number' || change.before === null)) return change.before;
  }
  return apartment.commissionPercent;
}

export const requireAdmin = (viewer: Viewer | null, what: string) => {
  if (viewer?.role !== 'ADMIN') throw new AppError('FORBIDDEN', `Only admins ${what}`);
};

/**
 * The next number of a sequence, taken in the caller's transaction: the counter's row stays locked until it
 * commits, so concurrent invoices queue for it, and a transaction that rolls back gives its number back.
 */
async function nextNumber(tx: Tx, kind: Invoice['kind']): Promise<number> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    UPDATE "InvoiceCounter" SET "last" = "last" + 1 WHERE "name" = ${kind} RETURNING "last"`;
  if (!row) throw new Error(`InvoiceCounter ${kind} is missing`);
  return row.last;
}

const addressOf = (apartment: {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) =>
  [
    apartment.street,
    [apartment.city, [apartment.state, apartment.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ') || null;

async function pdfAttachment(tx: Tx | PrismaClient, invoice: Invoice) {
  const apartment = await tx.apartment.findUniqueOrThrow({
    where: { id: invoice.apartmentId },
    select: { name: true },
  });
  const creditFor = invoice.creditForId
    ? await tx.invoice.findUnique({ where: { id: invoice.creditForId }, select: { kind: true, number: true } })
    : null;
  const pdf = await renderInvoicePdf({ invoice, apartmentName: apartment.name, creditFor });
  return {
    apartmentName: apartment.name,
    attachment: {
      filename: `${invoiceLabel(invoice.kind, invoice.number)}.pdf`,
      contentType: 'application/pdf',
      contentBase64: Buffer.from(pdf).toString('base64'),
    },
  };
}

/**
 * Invoices a confirmed or corrected verification, in the caller's transaction (the property's answer, or the daily
 * run once move-in has come). Answers null when it already has its invoice.
 */
export async function issueInvoice(
  tx: Tx,
  config: Pick<Config, 'locatorBilling'>,
  verification: LeaseVerification,
  now: Date,
): Promise<Invoice | null> {
  if (verification.status !== 'confirmed' && verification.status !== 'corrected') return null;
  if (await tx.invoice.findUnique({ where: { verificationId: verification.id }, select: { id: true } })) return null;
  const apartment = await tx.apartment.findUniqueOrThrow({ where: { id: verification.apartmentId } });
  const lead = await tx.lead.findUniqueOrThrow({
    where: { id: verification.leadId },
    select: { name: true, erasedAt: true },
  });
  const rent = verification.verifiedRentCents ?? verification.rentCents;
  const moveIn = verification.verifiedMoveInOn ?? verification.moveInOn;
  const percent =
    (await commissionPercentOn(tx, apartment, verification.leaseSignedOn)) ?? verification.commissionPercent;
  // Never more than the property verified.
  const ceiling = verification.verifiedCommissionCents ?? verification.commissionCents;
  const amount = Math.min(commissionCents(rent, percent), ceiling);
  const billTo: BillingParty = {
    name: apartment.billingName ?? apartment.name,
    address: apartment.billingAddress ?? addressOf(apartment),
    email: apartment.billingEmail ?? apartment.leasingEmail,
  };
  const billFrom: BillingParty = { ...config.locatorBilling };
  const number = await nextNumber(tx, 'invoice');
  const renterName = lead.name ?? 'Renter';
  const invoice = await tx.invoice.create({
    data: {
      kind: 'invoice',
      number,
      verificationId: verification.id,
      apartmentId: apartment.id,
      leadId: verification.leadId,
      agentId: verification.agentId,
      renterName: lead.erasedAt ? initials(renterName) : renterName,
      unit: verification.verifiedUnit ?? verification.unit,
      moveInOn: moveIn,
      leaseSignedOn: verification.leaseSignedOn,
      rentCents: rent,
      commissionPercent: percent,
      amountCents: amount,
      issuedOn: storedDate(localDate(now)),
      dueOn: storedDate(invoiceDueOn(isoDate(moveIn))),
      billTo: billTo as unknown as Prisma.InputJsonValue,
      billFrom: billFrom as unknown as Prisma.InputJsonValue,
      createdAt: now,
    },
  });
  const label = invoiceLabel('invoice', number);
  if (billTo.email) {
    const texts = textsFor(apartment.leasingLanguage);
    const { attachment } = await pdfAttachment(tx, invoice);
    await enqueueMessages(tx, [
      {
        kind: 'invoice',
        to: billTo.email,
        subject: texts.invoiceSubject(label, apartment.name),
        text: texts.invoice({
          label,
          apartmentName: apartment.name,
          renterName: invoice.renterName,
          amountCents: amount,
          dueOn: isoDate(invoice.dueOn),
        }),
        attachments: [attachment],
        dedupeKey: `invoice:${invoice.id}`,
      },
    ]);
  }
  await tx.leadEvent.create({
    data: {
      leadId: verification.leadId,
      kind: 'referral',
      text: `Invoice ${label} issued to ${apartment.name}: ${formatCents(amount)}, due ${formatDay(isoDate(invoice.dueOn))}`,
      createdAt: now,
    },
  });
  return invoice;
}

/** The daily run: every verified lease whose move-in has come and has no invoice yet; answers how many were issued. */
export async function issueDueInvoices(
  prisma: PrismaClient,
  config: Pick<Config, 'locatorBilling'>,
  now: Date,
): Promise<number> {
  const due = await prisma.leaseVerification.findMany({
    where: {
      status: { in: ['confirmed', 'corrected'] },
      invoice: null,
      verifiedMoveInOn: { lte: storedDate(localDate(now)) },
    },
    orderBy: { answeredAt: 'asc' },
  });
  let issued = 0;
  for (const verification of due) {
    try {
      if (await prisma.$transaction((tx) => issueInvoice(tx, config, verification, now))) issued += 1;
    } catch (error) {
      // Another instance invoiced it first (the verification's unique invoice): nothing to do, no number spent.
      if ((error as { code?: string }).code !== 'P2002') throw error;
    }
  }
  return issued;
}

const paidCents = (payments: Pick<Payment, 'amountCents'>[]) =>
  payments.reduce((sum, payment) => sum + payment.amountCents, 0);

/**
 * Where a verification stands for the agent who claimed it: the property's answer until an invoice exists, then
 * invoiced or paid (in full). Tells nothing else of the invoice: agents never read invoices.
 */
export async function verificationStage(
  prisma: PrismaClient,
  verification: Pick<LeaseVerification, 'id' | 'status'>,
): Promise<VerificationStage> {
  const invoice = await prisma.invoice.findFirst({
    where: { verificationId: verification.id, kind: 'invoice', voidedAt: null },
    select: { amountCents: true, payments: { select: { amountCents: true } } },
  });
  if (!invoice) return verification.status;
  return paidCents(invoice.payments) >= invoice.amountCents ? 'paid' : 'invoiced';
}

const InvoiceIdSchema = z.string().uuid('Invoice id must be a UUID');

async function invoiceForChange(tx: Tx, rawId: unknown) {
  const id = parseInput(InvoiceIdSchema, rawId);
  const invoice = await tx.invoice.findUnique({ where: { id }, include: { payments: true } });
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

const VoidSchema = z
  .object({
    reason: z
      .string({ error: 'Say why the invoice is void' })
      .trim()
      .min(1, 'Say why the invoice is void')
      .max(300, 'Reason cannot be longer than 300 characters'),
  })
  .strict();

/** Voids an invoice with a credit note for its amount (numbered in its own gapless sequence); nothing is deleted. */
export async function voidInvoice(
  prisma: PrismaClient,
  viewer: Viewer | null,
  rawId: unknown,
  rawInput: unknown,
  now: Date,
) {
  requireAdmin(viewer, 'void invoices');
  const { reason } = parseInput(VoidSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    const invoice = await invoiceForChange(tx, rawId);
    if (invoice.kind !== 'invoice') throw conflict('A credit note cannot be voided');
    if (invoice.voidedAt) throw conflict(`Invoice ${invoiceLabel('invoice', invoice.number)} is already void`);
    if (invoice.payments.length > 0)
      throw conflict('This invoice has payments recorded: it cannot be voided', { reason: 'Payments are recorded' });
    const number = await nextNumber(tx, 'creditNote');
    const voided = await tx.invoice.update({ where: { id: invoice.id }, data: { voidedAt: now, voidReason: reason } });
    const { verificationId: _verificationId, id: _id, payments: _payments, ...rest } = invoice;
    const credit = await tx.invoice.create({
      data: {
        ...rest,
        billTo: invoice.billTo as Prisma.InputJsonValue,
        billFrom: invoice.billFrom as Prisma.InputJsonValue,
        kind: 'creditNote',
        number,
        creditForId: invoice.id,
        issuedOn: storedDate(localDate(now)),
        voidedAt: null,
        voidReason: reason,
        remindersSent: 0,
        createdAt: now,
      },
    });
    const label = invoiceLabel('creditNote', number);
    const invoiceName = invoiceLabel('invoice', invoice.number);
    const to = (invoice.billTo as unknown as BillingParty).email;
    if (to) {
      const { leasingLanguage } = await tx.apartment.findUniqueOrThrow({
        where: { id: invoice.apartmentId },
        select: { leasingLanguage: true },
      });
      const texts = textsFor(leasingLanguage);
      const { attachment } = await pdfAttachment(tx, credit);
      await enqueueMessages(tx, [
        {
          kind: 'credit-note',
          to,
          subject: texts.creditNoteSubject(label, invoiceName),
          text: texts.creditNote(label, invoiceName, credit.amountCents, reason),
          attachments: [attachment],
          dedupeKey: `invoice:${credit.id}`,
        },
      ]);
    }
    await tx.leadEvent.create({
      data: {
        leadId: invoice.leadId,
        kind: 'referral',
        text: `Invoice ${invoiceName} voided (${reason}): credit note ${label}`,
        actorRole: 'ADMIN',
        actorId: viewer!.id,
        createdAt: now,
      },
    });
    return { invoice: voided, creditNote: credit };
  });
}

const PaymentSchema = z
  .object({
    amountCents: z
      .number({ error: 'Amount must be a number of cents' })
      .int('Amount must be a whole number of cents')
      .min(1, 'Amount must be more than zero')
      .max(MONEY_MAX_CENTS, 'Amount is too large'),
    receivedOn: calendarDate('Received on'),
    reference: z
      .string({ error: 'Reference must be text' })
      .trim()
      .max(100, 'Reference cannot be longer than 100 characters')
      .optional(),
  })
  .strict();

/** Records a payment, whole or partial, against an open invoice; never more than what is still owed. */
export async function recordPayment(
  prisma: PrismaClient,
  viewer: Viewer | null,
  rawId: unknown,
  rawInput: unknown,
  now: Date,
): Promise<Payment> {
  requireAdmin(viewer, 'record payments');
  const input = parseInput(PaymentSchema, rawInput ?? {});
  if (input.receivedOn > localDate(now))
    throw badInput('Received on cannot be in the future', { receivedOn: 'Received on cannot be in the future' });
  return prisma.$transaction(async (tx) => {
    const invoice = await invoiceForChange(tx, rawId);
    // Payments of one invoice are recorded one at a time, so two cannot both fit the same balance.
    await tx.$queryRaw`SELECT "id" FROM "Invoice" WHERE "id" = ${invoice.id}::uuid FOR UPDATE`;
    const payments = await tx.payment.findMany({ where: { invoiceId: invoice.id } });
    const label = invoiceLabel(invoice.kind, invoice.number);
    if (invoice.kind !== 'invoice') throw conflict('Payments are recorded against invoices, not credit notes');
    if (invoice.voidedAt) throw conflict(`Invoice ${label} is void: nothing is owed on it`);
    const balance = invoice.amountCents - paidCents(payments);
    if (input.amountCents > balance)
      throw badInput(`The payment is more than the ${formatCents(balance)} still owed on ${label}`, {
        amountCents: `At most ${formatCents(balance)}`,
      });
    const payment = await tx.payment.create({
      data: {
        invoiceId: invoice.id,
        amountCents: input.amountCents,
        receivedOn: storedDate(input.receivedOn),
        reference: input.reference || null,
        adminId: viewer!.id,
        createdAt: now,
      },
    });
    await tx.leadEvent.create({
      data: {
        leadId: invoice.leadId,
        kind: 'referral',
        text: `Payment of ${formatCents(input.amountCents)} received on ${formatDay(input.receivedOn)} for ${label}; ${formatCents(balance - input.amountCents)} still owed`,
        actorRole: 'ADMIN',
        actorId: viewer!.id,
        createdAt: now,
      },
    });
    return payment;
  });
}

export type InvoiceWithPayments = Invoice & { payments: Payment[]; apartment: { name: string } };

export interface ReceivableLine {
  invoice: InvoiceWithPayments;
  balanceCents: number;
  bucket: AgingBucket;
  daysOverdue: number;
}

/** Accounts receivable as of `now`: open invoices by age, this month's payments, disputes, verified-not-invoiced. */
export async function receivables(prisma: PrismaClient, viewer: Viewer | null, now: Date) {
  requireAdmin(viewer, 'read receivables');
  const today = localDate(now);
  const invoices = await prisma.invoice.findMany({
    where: { kind: 'invoice' },
    include: { payments: { orderBy: { receivedOn: 'asc' } }, apartment: { select: { name: true } } },
    orderBy: { number: 'asc' },
  });
  const open: ReceivableLine[] = invoices
    .filter((invoice) => !invoice.voidedAt)
    .map((invoice) => ({
      invoice,
      balanceCents: invoice.amountCents - paidCents(invoice.payments),
      bucket: agingBucket(isoDate(invoice.moveInOn), today),
      daysOverdue: Math.max(0, daysBetween(isoDate(invoice.dueOn), today)),
    }))
    .filter((line) => line.balanceCents > 0);
  const buckets = AGING_BUCKETS.map((bucket) => ({
    bucket,
    totalCents: open.filter((line) => line.bucket === bucket).reduce((sum, line) => sum + line.balanceCents, 0),
    count: open.filter((line) => line.bucket === bucket).length,
  }));
  const monthStart = storedDate(`${today.slice(0, 7)}-01`);
  const paidThisMonth = await prisma.payment.findMany({
    where: { receivedOn: { gte: monthStart, lte: storedDate(today) } },
    include: { invoice: { include: { apartment: { select: { name: true } } } } },
    orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
  });
  const verificationInclude = {
    apartment: { select: { name: true } },
    referral: { select: { leadId: true, lead: { select: { name: true } } } },
  } as const;
  const disputed = await prisma.leaseVerification.findMany({
    where: { status: 'disputed', caseClosedAt: null },
    include: verificationInclude,
    orderBy: { answeredAt: 'asc' },
  });
  const verifiedNotInvoiced = await prisma.leaseVerification.findMany({
    where: { status: { in: ['confirmed', 'corrected'] }, invoice: null },
    include: verificationInclude,
    orderBy: { verifiedMoveInOn: 'asc' },
  });
  return {
    asOf: today,
    buckets,
    open,
    openTotalCents: open.reduce((sum, line) => sum + line.balanceCents, 0),
    paidThisMonth,
    paidThisMonthCents: paidCents(paidThisMonth),
    disputed,
    verifiedNotInvoiced,
    invoices,
  };
}

/** An admin's invoice, for its page, its PDF and the REST door. */
export async function readInvoice(prisma: PrismaClient, viewer: Viewer | null, rawId: unknown) {
  requireAdmin(viewer, 'read invoices');
  const id = parseInput(InvoiceIdSchema, rawId);
  const invoice = await prisma.invoice.findUnique({
    where: { id },
    include: { payments: { orderBy: { receivedOn: 'asc' } }, apartment: { select: { name: true } } },
  });
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

/** The invoice's PDF as an admin downloads it: drawn from the record as it is now. */
export async function invoicePdf(prisma: PrismaClient, viewer: Viewer | null, rawId: unknown) {
  const invoice = await readInvoice(prisma, viewer, rawId);
  const { attachment } = await pdfAttachment(prisma, invoice);
  return { filename: attachment.filename, bytes: Buffer.from(attachment.contentBase64, 'base64') };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** QuickBooks reads dates as MM/DD/YYYY. */
const usDate = (date: Date) => {
  const [year, month, day] = isoDate(date).split('-');
  return `${month}/${day}/${year}`;
};

/**
 * Invoices and credit notes as QuickBooks Online's invoice import reads them (one line each: InvoiceNo, Customer,
 * InvoiceDate, DueDate, Terms, Memo, Item(Product/Service), ItemDescription, ItemQuantity, ItemRate, ItemAmount). A
 * credit note's amount is negative. Formula-like text is quoted with an apostrophe so a spreadsheet never runs it.
 */
export function quickbooksCsv(invoices: Invoice[]): string {
  const header = [
    'InvoiceNo',
    'Customer',
    'InvoiceDate',
    'DueDate',
    'Terms',
    'Memo',
    'Item(Product/Service)',
    'ItemDescription',
    'ItemQuantity',
    'ItemRate',
    'ItemAmount',
  ];
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  const rows = invoices.map((invoice) => {
    const signed = invoice.kind === 'creditNote' ? -invoice.amountCents : invoice.amountCents;
    const amount = centsAsDecimal(signed);
    return [
      invoiceLabel(invoice.kind, invoice.number),
      safe((invoice.billTo as unknown as BillingParty).name),
      usDate(invoice.issuedOn),
      usDate(invoice.dueOn),
      invoice.kind === 'invoice' ? 'Net 30' : '',
      safe(
        invoice.kind === 'creditNote'
          ? `Credit note: ${invoice.voidReason ?? ''}`
          : invoice.voidedAt
            ? `Void: ${invoice.voidReason ?? ''}`
            : '',
      ),
      'Locator commission',
      safe(
        `${invoice.renterName}${invoice.unit ? `, unit ${invoice.unit}` : ''}, move-in ${isoDate(invoice.moveInOn)}`,
      ),
      '1',
      amount,
      amount,
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Every invoice and credit note, by number, for the CSV export. */
export async function allInvoices(prisma: PrismaClient, viewer: Viewer | null) {
  requireAdmin(viewer, 'export invoices');
  return prisma.invoice.findMany({ orderBy: [{ kind: 'asc' }, { number: 'asc' }] });
}

/** Reminds the property of invoices 30 and 60 days overdue (each once); answers how many went. */
export async function remindOverdueInvoices(prisma: PrismaClient, now: Date): Promise<number> {
  const today = localDate(now);
  const candidates = await prisma.invoice.findMany({
    where: {
      kind: 'invoice',
      voidedAt: null,
      remindersSent: { lt: INVOICE_OVERDUE_REMINDER_DAYS.length },
      dueOn: { lte: storedDate(today) },
    },
    include: { payments: true, apartment: { select: { name: true, leasingLanguage: true } } },
  });
  let sent = 0;
  for (const invoice of candidates) {
    const balance = invoice.amountCents - paidCents(invoice.payments);
    const daysOverdue = daysBetween(isoDate(invoice.dueOn), today);
    const due = INVOICE_OVERDUE_REMINDER_DAYS.filter((days) => daysOverdue >= days).length;
    const to = (invoice.billTo as unknown as BillingParty).email;
    if (balance <= 0 || due <= invoice.remindersSent) continue;
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.invoice.updateMany({
        where: { id: invoice.id, remindersSent: invoice.remindersSent },
        data: { remindersSent: due },
      });
      if (count === 0 || !to) return;
      const label = invoiceLabel('invoice', invoice.number);
      const texts = textsFor(invoice.apartment.leasingLanguage);
      const reminderDays = INVOICE_OVERDUE_REMINDER_DAYS[due - 1];
      await enqueueMessages(tx, [
        {
          kind: 'invoice-overdue',
          to,
          subject: texts.overdueSubject(label, reminderDays),
          text: texts.overdue({
            label,
            apartmentName: invoice.apartment.name,
            renterName: invoice.renterName,
            amountCents: invoice.amountCents,
            dueOn: isoDate(invoice.dueOn),
            daysOverdue: reminderDays,
            balanceCents: balance,
          }),
          dedupeKey: `invoice-overdue:${invoice.id}:${due}`,
        },
      ]);
      sent += 1;
    });
  }
  return sent;
}

/** Erasing renters keeps their invoices, the business's record, with the name cut to initials. */
export async function eraseInvoiceRenters(tx: Tx, leadIds: string[]): Promise<void> {
  const invoices = await tx.invoice.findMany({
    where: { leadId: { in: leadIds } },
    select: { id: true, renterName: true },
  });
  for (const invoice of invoices)
    await tx.invoice.update({ where: { id: invoice.id }, data: { renterName: initials(invoice.renterName) } });
  await tx.leaseVerification.updateMany({ where: { leadId: { in: leadIds } }, data: { renterEmail: null } });
}

export type BillingPartyRow = BillingParty;

const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} cannot be longer than 254 characters`)
    .refine((value) => value === '' || isMailbox(value), `${label} must be one e-mail address`)
    .transform((value) => value || null)
    .nullable()
    .optional();
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} cannot be longer than ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

const BillingSchema = z
  .object({
    leasingEmail: optionalEmail('Leasing e-mail'),
    billingEmail: optionalEmail('Billing e-mail'),
    billingName: optionalLine('Billing name', 100),
    billingAddress: optionalLine('Billing address', 300),
    leasingLanguage: z.enum(['EN', 'ES'], { error: 'Leasing language must be EN or ES' }).optional(),
  })
  .strict();

/**
 * Admins keep a property's leasing e-mail, its offices' language and billing details (fields left out keep their
 * values).
 */
export async function setApartmentBilling(
  prisma: PrismaClient,
  viewer: Viewer | null,
  apartmentId: string,
  rawInput: unknown,
) {
  requireAdmin(viewer, "edit a property's billing details");
  const input = parseInput(BillingSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    const before = await tx.apartment.findUnique({ where: { id: apartmentId } });
    if (!before) throw notFound('Apartment not found');
    const changes = Object.fromEntries(
      Object.entries(input)
        .filter(([field, value]) => value !== undefined && before[field as keyof typeof input] !== value)
        .map(([field, value]) => [field, { before: before[field as keyof typeof input], after: value }]),
    );
    const after = await tx.apartment.update({ where: { id: apartmentId }, data: input });
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, {
        adminId: viewer!.id,
        apiKey: viewer!.apiKey,
        action: 'update',
        entity: 'apartment',
        entityId: apartmentId,
        apartmentId,
        changes,
      });
    return after;
  });
}
