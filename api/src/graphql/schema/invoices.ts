// docs/contract.md "Getting paid": lease verifications (the property answers through its signed link, no account),
// invoices, payments and the receivables report. The property's door takes the link's token; every invoice field and
// change is for admins: an agent sees their referrals' verification status, never an invoice.
import type {
  Invoice as InvoiceRow,
  LeaseVerification as LeaseVerificationRow,
  Payment as PaymentRow,
  PrismaClient,
} from '../../generated/prisma/client.js';
import { AGING_BUCKETS, DISPUTE_REASONS, VERIFICATION_STAGES, invoiceLabel } from '../../domain/invoices.js';
import {
  acknowledgeRegistration,
  answerLeaseVerification,
  requestLeaseVerification,
  resolveDisputeCase,
  verificationByLink,
} from '../../services/lease-verification.js';
import {
  allInvoices,
  invoicePdf,
  issueDueInvoices,
  quickbooksCsv,
  readInvoice,
  receivables,
  recordPayment,
  setApartmentBilling,
  verificationStage,
  voidInvoice,
  type BillingPartyRow,
  type ReceivableLine,
} from '../../services/invoices.js';
import { isoDate } from '../../catalog/true-cost.js';
import { parseId } from '../../services/apartments.js';
import { builder } from '../builder.js';
import { adminOnly, staffOnly } from '../roles.js';
import { Apartment } from './apartment.js';
import { idFromArg, plain } from './ids.js';
import { LanguageEnum } from './language.js';
import { Referral } from './leads.js';

const day = (date: Date | null) => (date ? isoDate(date) : null);

const LeaseVerificationStatusEnum = builder.enumType('LeaseVerificationStatus', {
  values: ['pending', 'confirmed', 'corrected', 'disputed'] as const,
});
const DisputeReasonEnum = builder.enumType('DisputeReason', { values: DISPUTE_REASONS });
const VerificationStageEnum = builder.enumType('VerificationStage', { values: VERIFICATION_STAGES });
const DisputeResolutionEnum = builder.enumType('DisputeResolution', { values: ['accepted', 'overruled'] as const });
const DisputeCaseDecisionEnum = builder.enumType('DisputeCaseDecision', { values: ['accept', 'overrule'] as const });
const LeaseAnswerEnum = builder.enumType('LeaseAnswer', { values: ['confirm', 'correct', 'dispute'] as const });
const AgingBucketEnum = builder.enumType('AgingBucket', { values: AGING_BUCKETS });
const InvoiceKindEnum = builder.enumType('InvoiceKind', { values: ['invoice', 'creditNote'] as const });

type VerificationParent = LeaseVerificationRow & {
  apartment?: { name: string };
  referral?: { leadId: string; lead: { name: string | null } };
};

export const LeaseVerification = builder.objectRef<VerificationParent>('LeaseVerification').implement({
  description: 'A lease the property is asked to verify before any invoice; what it answered.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: LeaseVerificationStatusEnum, resolve: (row) => row.status }),
    stage: t.field({
      type: VerificationStageEnum,
      description: "The property's answer, then invoiced or paid: what the agent follows (no invoice field).",
      resolve: (row, _args, ctx) => verificationStage(ctx.prisma, row),
    }),
    apartmentName: t.string({
      resolve: async (row, _args, ctx) =>
        row.apartment?.name ??
        (await ctx.prisma.apartment.findUniqueOrThrow({ where: { id: row.apartmentId }, select: { name: true } })).name,
    }),
    renterName: t.string({
      nullable: true,
      description: "The renter's name as the property is asked about it (null once erased).",
      resolve: async (row, _args, ctx) =>
        row.referral?.lead.name ??
        (await ctx.prisma.lead.findUnique({ where: { id: row.leadId }, select: { name: true } }))?.name ??
        null,
    }),
    leadId: t.exposeID('leadId', { ...staffOnly }),
    unit: t.exposeString('unit', { nullable: true }),
    moveInOn: t.string({ resolve: (row) => isoDate(row.moveInOn) }),
    leaseSignedOn: t.string({ resolve: (row) => isoDate(row.leaseSignedOn) }),
    rentCents: t.exposeInt('rentCents'),
    termMonths: t.exposeInt('termMonths'),
    commissionPercent: t.exposeInt('commissionPercent'),
    commissionCents: t.exposeInt('commissionCents'),
    verifiedUnit: t.exposeString('verifiedUnit', { nullable: true }),
    verifiedMoveInOn: t.string({ nullable: true, resolve: (row) => day(row.verifiedMoveInOn) }),
    verifiedRentCents: t.exposeInt('verifiedRentCents', { nullable: true }),
    verifiedCommissionCents: t.exposeInt('verifiedCommissionCents', {
      nullable: true,
      description: 'The most an invoice for this lease may ask.',
    }),
    disputeReason: t.field({ type: DisputeReasonEnum, nullable: true, resolve: (row) => row.disputeReason }),
    disputeNote: t.exposeString('disputeNote', { nullable: true }),
    caseResolution: t.field({
      type: DisputeResolutionEnum,
      nullable: true,
      description: "An admin's decision on the dispute: accepted (no invoice) or overruled (the lease stands).",
      resolve: (row) => row.caseResolution,
    }),
    caseNote: t.exposeString('caseNote', { nullable: true, ...staffOnly }),
    caseClosedAt: t.string({ nullable: true, resolve: (row) => row.caseClosedAt?.toISOString() ?? null }),
    answeredAt: t.string({ nullable: true, resolve: (row) => row.answeredAt?.toISOString() ?? null }),
    expiresAt: t.string({ resolve: (row) => row.expiresAt.toISOString() }),
    remindersSent: t.exposeInt('remindersSent'),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
  }),
});

builder.objectField(Referral, 'verifications', (t) =>
  t.field({
    ...staffOnly,
    type: [LeaseVerification],
    description: "The lease's verification requests, newest first: the agent follows their status here.",
    resolve: (referral, _args, ctx) =>
      ctx.prisma.leaseVerification.findMany({ where: { referralId: referral.id }, orderBy: { createdAt: 'desc' } }),
  }),
);

const Payment = builder.objectRef<PaymentRow>('Payment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amountCents: t.exposeInt('amountCents'),
    receivedOn: t.string({ resolve: (row) => isoDate(row.receivedOn) }),
    reference: t.exposeString('reference', { nullable: true }),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const BillingParty = builder.objectRef<BillingPartyRow>('BillingParty').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

type InvoiceParent = InvoiceRow & { payments?: PaymentRow[]; apartment?: { name: string } };

const paymentsOf = async (row: InvoiceParent, prisma: PrismaClient) =>
  row.payments ?? (await prisma.payment.findMany({ where: { invoiceId: row.id }, orderBy: { receivedOn: 'asc' } }));

export const Invoice = builder.objectRef<InvoiceParent>('Invoice').implement({
  description: 'An invoice or the credit note that voids one (admins only). Never deleted.',
  authScopes: { admin: true },
  runScopesOnType: true,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: InvoiceKindEnum, resolve: (row) => row.kind }),
    number: t.exposeInt('number', { description: 'Sequential without gaps within its kind.' }),
    label: t.string({ description: 'INV-000042 or CN-000003.', resolve: (row) => invoiceLabel(row.kind, row.number) }),
    apartmentName: t.string({
      resolve: async (row, _args, ctx) =>
        row.apartment?.name ??
        (await ctx.prisma.apartment.findUniqueOrThrow({ where: { id: row.apartmentId }, select: { name: true } })).name,
    }),
    leadId: t.exposeID('leadId'),
    renterName: t.exposeString('renterName', { description: "Initials once the renter's data is erased." }),
    unit: t.exposeString('unit', { nullable: true }),
    moveInOn: t.string({ resolve: (row) => isoDate(row.moveInOn) }),
    leaseSignedOn: t.string({ resolve: (row) => isoDate(row.leaseSignedOn) }),
    rentCents: t.exposeInt('rentCents'),
    commissionPercent: t.exposeInt('commissionPercent'),
    amountCents: t.exposeInt('amountCents'),
    paidCents: t.int({
      resolve: async (row, _args, ctx) =>
        (await paymentsOf(row, ctx.prisma)).reduce((sum, payment) => sum + payment.amountCents, 0),
    }),
    balanceCents: t.int({
      description: 'What is still owed (0 for a void invoice or a credit note).',
      resolve: async (row, _args, ctx) =>
        row.kind !== 'invoice' || row.voidedAt
          ? 0
          : row.amountCents -
            (await paymentsOf(row, ctx.prisma)).reduce((sum, payment) => sum + payment.amountCents, 0),
    }),
    issuedOn: t.string({ resolve: (row) => isoDate(row.issuedOn) }),
    dueOn: t.string({ resolve: (row) => isoDate(row.dueOn) }),
    voidedAt: t.string({ nullable: true, resolve: (row) => row.voidedAt?.toISOString() ?? null }),
    voidReason: t.exposeString('voidReason', { nullable: true }),
    billTo: t.field({ type: BillingParty, resolve: (row) => row.billTo as unknown as BillingPartyRow }),
    billFrom: t.field({ type: BillingParty, resolve: (row) => row.billFrom as unknown as BillingPartyRow }),
    payments: t.field({ type: [Payment], resolve: (row, _args, ctx) => paymentsOf(row, ctx.prisma) }),
    pdfBase64: t.string({
      description: 'The PDF, drawn from the record as it is now (base64).',
      resolve: async (row, _args, ctx) => (await invoicePdf(ctx.prisma, ctx.viewer, row.id)).bytes.toString('base64'),
    }),
  }),
});

const ReceivableLineRef = builder.objectRef<ReceivableLine>('ReceivableLine').implement({
  fields: (t) => ({
    invoice: t.field({ type: Invoice, resolve: (line) => line.invoice }),
    balanceCents: t.exposeInt('balanceCents'),
    bucket: t.field({ type: AgingBucketEnum, resolve: (line) => line.bucket }),
    daysOverdue: t.exposeInt('daysOverdue'),
  }),
});

const AgingTotal = builder
  .objectRef<{ bucket: (typeof AGING_BUCKETS)[number]; totalCents: number; count: number }>('AgingTotal')
  .implement({
    fields: (t) => ({
      bucket: t.field({ type: AgingBucketEnum, resolve: (row) => row.bucket }),
      totalCents: t.exposeInt('totalCents'),
      count: t.exposeInt('count'),
    }),
  });

type PaidPayment = PaymentRow & { invoice: InvoiceParent };
const ReceivedPayment = builder.objectRef<PaidPayment>('ReceivedPayment').implement({
  fields: (t) => ({
    payment: t.field({ type: Payment, resolve: (row) => row }),
    invoice: t.field({ type: Invoice, resolve: (row) => row.invoice }),
  }),
});

type ReceivablesReport = Awaited<ReturnType<typeof receivables>>;
const Receivables = builder.objectRef<ReceivablesReport>('Receivables').implement({
  description: 'Accounts receivable: open invoices by age, payments this month, disputes, verified-not-invoiced.',
  fields: (t) => ({
    asOf: t.exposeString('asOf', { description: 'The San Antonio day the ages are counted to.' }),
    buckets: t.field({ type: [AgingTotal], resolve: (report) => report.buckets }),
    open: t.field({ type: [ReceivableLineRef], resolve: (report) => report.open }),
    openTotalCents: t.exposeInt('openTotalCents'),
    paidThisMonth: t.field({ type: [ReceivedPayment], resolve: (report) => report.paidThisMonth }),
    paidThisMonthCents: t.exposeInt('paidThisMonthCents'),
    disputed: t.field({ type: [LeaseVerification], resolve: (report) => report.disputed }),
    verifiedNotInvoiced: t.field({ type: [LeaseVerification], resolve: (report) => report.verifiedNotInvoiced }),
    invoices: t.field({
      type: [Invoice],
      description: 'Every invoice, by number (void ones included).',
      resolve: (report) => report.invoices,
    }),
    quickbooksCsv: t.string({
      description: 'Invoices and credit notes as QuickBooks Online imports them.',
      resolve: async (_report, _args, ctx) => quickbooksCsv(await allInvoices(ctx.prisma, ctx.viewer)),
    }),
  }),
});

builder.queryFields((t) => ({
  receivables: t.field({
    ...adminOnly,
    type: Receivables,
    resolve: (_root, _args, ctx) => receivables(ctx.prisma, ctx.viewer, ctx.now),
  }),
  invoice: t.field({
    ...adminOnly,
    type: Invoice,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readInvoice(ctx.prisma, ctx.viewer, parseId(args.id, 'id')),
  }),
  leaseVerificationByLink: t.field({
    type: LeaseVerification,
    description: "The request the property's link opens (no account): refused once expired.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verificationByLink(ctx.prisma, ctx.security.propertyLinks, args.token, ctx.now),
  }),
}));

const LeaseAnswerInput = builder.inputType('LeaseAnswerInput', {
  description:
    'Confirm; correct with the rent, move-in date (YYYY-MM-DD) or unit that differ; or dispute with a reason.',
  fields: (t) => ({
    answer: t.field({ type: LeaseAnswerEnum, required: true }),
    rentCents: t.int(),
    moveInOn: t.string(),
    unit: t.string(),
    reason: t.field({ type: DisputeReasonEnum }),
    note: t.string(),
  }),
});

const DisputeCaseInput = builder.inputType('DisputeCaseInput', {
  description: "Accept the property's dispute, or overrule it with a note saying why.",
  fields: (t) => ({
    resolution: t.field({ type: DisputeCaseDecisionEnum, required: true }),
    note: t.string(),
  }),
});

const PaymentInput = builder.inputType('PaymentInput', {
  fields: (t) => ({
    amountCents: t.int({ required: true }),
    receivedOn: t.string({ required: true, description: 'YYYY-MM-DD' }),
    reference: t.string({ description: 'A check number or transfer reference.' }),
  }),
});

const ApartmentBillingInput = builder.inputType('ApartmentBillingInput', {
  description: 'Fields left out keep their values; null clears one.',
  fields: (t) => ({
    leasingEmail: t.string(),
    billingEmail: t.string(),
    billingName: t.string(),
    billingAddress: t.string(),
    leasingLanguage: t.field({
      type: LanguageEnum,
      description: "The offices' language: their e-mails and the verification page follow it.",
    }),
  }),
});

const VoidResult = builder
  .objectRef<{ invoice: InvoiceParent; creditNote: InvoiceParent }>('VoidInvoiceResult')
  .implement({
    fields: (t) => ({
      invoice: t.field({ type: Invoice, resolve: (result) => result.invoice }),
      creditNote: t.field({ type: Invoice, resolve: (result) => result.creditNote }),
    }),
  });

const withoutAbsent = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== undefined));

builder.mutationFields((t) => ({
  requestLeaseVerification: t.field({
    ...staffOnly,
    type: LeaseVerification,
    description: "Sends the property a Lease Verification request for the referral's recorded lease.",
    args: { referralId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      requestLeaseVerification(
        ctx.prisma,
        ctx.security.propertyLinks,
        ctx.viewer!,
        idFromArg(args.referralId, 'Referral', 'referralId'),
        ctx.now,
      ),
  }),
  answerLeaseVerification: t.field({
    type: LeaseVerification,
    description: "The property's answer through its link: accepted once, before the link expires.",
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: LeaseAnswerInput, required: true }) },
    resolve: (_root, args, ctx) =>
      answerLeaseVerification(
        ctx.prisma,
        ctx.security.propertyLinks,
        ctx.config,
        args.token,
        Object.fromEntries(
          Object.entries(plain(args.input)).filter(([, value]) => value !== null && value !== undefined),
        ),
        ctx.now,
      ),
  }),
  acknowledgeGuestCardRegistration: t.field({
    type: Referral,
    description: 'The leasing office acknowledges a guest-card registration through its link.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => acknowledgeRegistration(ctx.prisma, ctx.security.propertyLinks, args.token, ctx.now),
  }),
  recordPayment: t.field({
    ...adminOnly,
    type: Invoice,
    description: 'Records a payment, whole or partial, against an invoice; answers the invoice.',
    args: { invoiceId: t.arg.id({ required: true }), input: t.arg({ type: PaymentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const payment = await recordPayment(
        ctx.prisma,
        ctx.viewer,
        parseId(args.invoiceId, 'invoiceId'),
        withoutAbsent({ ...args.input, reference: args.input.reference ?? undefined }),
        ctx.now,
      );
      return readInvoice(ctx.prisma, ctx.viewer, payment.invoiceId);
    },
  }),
  voidInvoice: t.field({
    ...adminOnly,
    type: VoidResult,
    description: 'Voids an invoice with a credit note; nothing is deleted.',
    args: { invoiceId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      voidInvoice(ctx.prisma, ctx.viewer, parseId(args.invoiceId, 'invoiceId'), { reason: args.reason }, ctx.now),
  }),
  resolveDisputeCase: t.field({
    ...adminOnly,
    type: LeaseVerification,
    description: 'Closes a dispute case: accepted, or overruled with a note (the lease then stands and is invoiced).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DisputeCaseInput, required: true }) },
    resolve: (_root, args, ctx) =>
      resolveDisputeCase(
        ctx.prisma,
        ctx.config,
        ctx.viewer,
        parseId(args.id, 'id'),
        { resolution: args.input.resolution, ...(args.input.note != null ? { note: args.input.note } : {}) },
        ctx.now,
      ),
  }),
  issueDueInvoices: t.int({
    ...adminOnly,
    description: 'Invoices now every verified lease whose move-in has come (the hourly run does the same).',
    resolve: (_root, _args, ctx) => issueDueInvoices(ctx.prisma, ctx.config, ctx.now),
  }),
  setApartmentBilling: t.field({
    ...adminOnly,
    type: Apartment,
    description: 'The property\'s leasing e-mail and billing details (docs/contract.md "Getting paid").',
    args: { apartmentId: t.arg.id({ required: true }), input: t.arg({ type: ApartmentBillingInput, required: true }) },
    resolve: (_root, args, ctx) =>
      setApartmentBilling(
        ctx.prisma,
        ctx.viewer,
        idFromArg(args.apartmentId, 'Apartment', 'apartmentId'),
        withoutAbsent(args.input),
      ),
  }),
}));

builder.prismaObjectFields('Apartment', (t) => ({
  leasingEmail: t.string({
    ...adminOnly,
    nullable: true,
    resolve: async (apartment, _args, ctx) =>
      (await ctx.loaders.storedApartments.load(apartment.id))?.leasingEmail ?? null,
  }),
  billingEmail: t.string({
    ...adminOnly,
    nullable: true,
    resolve: async (apartment, _args, ctx) =>
      (await ctx.loaders.storedApartments.load(apartment.id))?.billingEmail ?? null,
  }),
  billingName: t.string({
    ...adminOnly,
    nullable: true,
    resolve: async (apartment, _args, ctx) =>
      (await ctx.loaders.storedApartments.load(apartment.id))?.billingName ?? null,
  }),
  billingAddress: t.string({
    ...adminOnly,
    nullable: true,
    resolve: async (apartment, _args, ctx) =>
      (await ctx.loaders.storedApartments.load(apartment.id))?.billingAddress ?? null,
  }),
  leasingLanguage: t.field({
    ...adminOnly,
    type: LanguageEnum,
    description: 'The language the leasing and billing offices read (docs/contract.md "Getting paid").',
    resolve: async (apartment, _args, ctx) =>
      (await ctx.loaders.storedApartments.load(apartment.id))?.leasingLanguage ?? 'EN',
  }),
}));
