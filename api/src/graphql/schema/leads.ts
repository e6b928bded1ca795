// Leads, referrals and the outbox (docs/contract.md: first-party leads, e-mail through an outbox). The public door is
// `submitGuestCard`; everything else is staff-only, each role field with its @auth directive. Rules live in
// services/leads.ts, services/referrals.ts and services/outbox.ts.
import DataLoader from 'dataloader';
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import {
  CONTACT_METHODS,
  LEAD_INBOXES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  hoursToFirstContact,
  isFirstContactOverdue,
} from '../../domain/index.js';
import type { Agent, Lead as LeadRow, LeadEvent, LeadView, OutboxMessage } from '../../generated/prisma/client.js';
import { searchApartments } from '../../search/search.js';
import {
  addLeadNote,
  assignLead,
  claimLead,
  eraseLead,
  guestCardDeps,
  leadEvents,
  listLeads,
  readLead,
  recordLeadViews,
  submitGuestCard,
} from '../../services/leads.js';
import { listOutbox } from '../../services/outbox.js';
import {
  commissionCsv,
  commissionReport,
  leadReferrals,
  setApartmentCommission,
  setLeadStatus,
  upsertReferral,
  type CommissionLine,
  type CommissionMonth,
} from '../../services/referrals.js';
import { isoDate } from '../../catalog/true-cost.js';
import { leadSearch } from '../../services/lead-qualification.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { adminOnly, staffOnly } from '../roles.js';
import { AgentAccount } from './accounts.js';
import { Apartment } from './apartment.js';
import { FloorplanTypeEnum } from './floorplan.js';
import { idFromArg, plain } from './ids.js';
import { LanguageEnum } from './language.js';
import { Shortlist } from './shortlists.js';
import { useAnswers, QualificationInput } from './screening.js';
import { AmenityEnum, PetKindEnum } from './pet-policy.js';

export const LeadStatusEnum = builder.enumType('LeadStatus', { values: LEAD_STATUSES });
const ContactMethodEnum = builder.enumType('ContactMethod', { values: CONTACT_METHODS });
const LeadSourceEnum = builder.enumType('LeadSource', { values: LEAD_SOURCES });
const LeadInboxEnum = builder.enumType('LeadInbox', {
  description: 'new: unclaimed; mine: the agent\u2019s own; all: every lead (admins).',
  values: LEAD_INBOXES,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;
const day = (date: Date | null) => (date ? isoDate(date) : null);

/**
 * Each staff read of a renter's contact data is recorded once per lead and request (privacy audit); in a live inbox,
 * once per event and holder (ctx.recordRead).
 */
const viewLoaders = new WeakMap<Context, DataLoader<string, string>>();
export async function recordView(ctx: Context, leadId: string): Promise<string> {
  if (ctx.recordRead) {
    await ctx.recordRead();
    return leadId;
  }
  let loader = viewLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      await recordLeadViews(ctx.prisma, ctx.viewer!, ids);
      return ids;
    });
    viewLoaders.set(ctx, loader);
  }
  return loader.load(leadId);
}

/** A personal field: read by staff only, and the read is recorded. */
const personal = (pick: (lead: LeadRow) => string | null) => async (lead: LeadRow, _args: object, ctx: Context) => {
  if (lead.erasedAt) return null;
  await recordView(ctx, lead.id);
  return pick(lead);
};

const LeadEventRef = builder.objectRef<LeadEvent>('LeadEvent').implement({
  description:
    'One entry of a lead\u2019s timeline: created, claimed, assigned, status, note, followUp, referral, qualification (answers to \u201cDo I qualify?\u201d shared), erased.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    status: t.field({ type: LeadStatusEnum, nullable: true, resolve: (event) => event.status }),
    text: t.exposeString('text', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Null: the renter.' }),
    createdAt: t.string({ resolve: (event) => event.createdAt.toISOString() }),
  }),
});

const LeadViewRef = builder.objectRef<LeadView>('LeadView').implement({
  fields: (t) => ({
    viewerName: t.exposeString('viewerName'),
    viewerRole: t.exposeString('viewerRole'),
    createdAt: t.string({ resolve: (view) => view.createdAt.toISOString() }),
  }),
});

export const Referral = builder.prismaNode('Referral', {
  id: { field: 'id' },
  fields: (t) => ({
    apartment: t.relation('apartment'),
    lead: t.relation('lead', {
      ...staffOnly,
      description: 'The lead the referral moves along: a recorded step can change its status and timeline.',
    }),
    registeredOn: t.string({ nullable: true, resolve: (referral) => day(referral.registeredOn) }),
    propertyContact: t.exposeString('propertyContact', { nullable: true }),
    touredOn: t.string({ nullable: true, resolve: (referral) => day(referral.touredOn) }),
    appliedOn: t.string({ nullable: true, resolve: (referral) => day(referral.appliedOn) }),
    leaseSignedOn: t.string({ nullable: true, resolve: (referral) => day(referral.leaseSignedOn) }),
    leaseRentCents: t.exposeInt('leaseRentCents', { nullable: true }),
    leaseTermMonths: t.exposeInt('leaseTermMonths', { nullable: true }),
    commissionPercent: t.exposeInt('commissionPercent', { nullable: true }),
    commissionExpectedCents: t.exposeInt('commissionExpectedCents', { nullable: true }),
    commissionReceivedOn: t.string({ nullable: true, resolve: (referral) => day(referral.commissionReceivedOn) }),
    commissionReceivedCents: t.exposeInt('commissionReceivedCents', { nullable: true }),
    leaseMoveInOn: t.string({ nullable: true, resolve: (referral) => day(referral.leaseMoveInOn) }),
    leaseUnit: t.exposeString('leaseUnit', { nullable: true }),
    registrationSentAt: t.string({
      nullable: true,
      description: 'When the guest-card registration was e-mailed to the leasing office (null: not sent).',
      resolve: (referral) => referral.registrationSentAt?.toISOString() ?? null,
    }),
    registrationAcknowledgedAt: t.string({
      nullable: true,
      description: 'When the leasing office acknowledged it through its link (null: not yet, the evidence of absence).',
      resolve: (referral) => referral.registrationAcknowledgedAt?.toISOString() ?? null,
    }),
    createdAt: t.string({ resolve: (referral) => referral.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (referral) => referral.updatedAt.toISOString() }),
  }),
});

export const Lead = builder.prismaNode('Lead', {
  id: { field: 'id' },
  description: "A renter's guest card and its place in the pipeline (staff only).",
  // Every field of a lead is renters' data: checked here once, however the lead was reached (the inbox, a referral
  // of the commission report, a shortlist, the live inbox), so an API key without LEADS scope reads none of it.
  authScopes: { renterData: true },
  runScopesOnType: true,
  fields: (t) => ({
    _id: t.exposeString('id', { description: 'The id used in the inbox URLs.' }),
    name: t.string({ nullable: true, description: 'Null once erased.', resolve: personal((lead) => lead.name) }),
    email: t.string({ nullable: true, resolve: personal((lead) => lead.email) }),
    phone: t.string({ nullable: true, resolve: personal((lead) => lead.phone) }),
    notes: t.string({ nullable: true, resolve: personal((lead) => lead.notes) }),
    preferredContact: t.field({ type: ContactMethodEnum, resolve: (lead) => lead.preferredContact }),
    preferredLanguage: t.field({
      type: LanguageEnum,
      description: "The renter's language: their e-mails are written in it.",
      resolve: (lead) => lead.preferredLanguage,
    }),
    moveInDate: t.string({ nullable: true, resolve: (lead) => day(lead.moveInDate) }),
    budgetCents: t.exposeInt('budgetCents', { nullable: true, description: 'All-in monthly budget.' }),
    areas: t.exposeStringList('areas'),
    roomTypes: t.field({ type: [FloorplanTypeEnum], resolve: (lead) => lead.roomTypes }),
    pets: t.field({ type: [PetKindEnum], resolve: (lead) => lead.pets as never }),
    amenities: t.field({ type: [AmenityEnum], resolve: (lead) => lead.amenities as never }),
    apartment: t.relation('apartment', { nullable: true, description: 'The apartment the renter asked about.' }),
    favourites: t.field({
      type: [Apartment],
      description: 'The favourites the renter sent, still listed.',
      resolve: async (lead, _args, ctx) => {
        const { byId } = await ctx.catalog.snapshot();
        return lead.favourites.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    source: t.field({ type: LeadSourceEnum, resolve: (lead) => lead.source }),
    status: t.field({ type: LeadStatusEnum, resolve: (lead) => lead.status }),
    lostReason: t.exposeString('lostReason', { nullable: true }),
    agent: t.field({
      type: AgentAccount,
      nullable: true,
      resolve: (lead, _args, ctx) => {
        // A live inbox's event reads the lead with its agent, once for every stream (services/live-inbox.ts).
        const loaded = (lead as { agent?: Agent | null }).agent;
        if (loaded !== undefined) return loaded;
        return lead.agentId ? ctx.prisma.agent.findUnique({ where: { id: lead.agentId } }) : null;
      },
    }),
    followUpOn: t.string({ nullable: true, resolve: (lead) => day(lead.followUpOn) }),
    firstContactAt: t.string({ nullable: true, resolve: (lead) => iso(lead.firstContactAt) }),
    hoursToFirstContact: t.int({
      description: 'From the guest card to the first contact, or to now while unanswered.',
      resolve: (lead, _args, ctx) => hoursToFirstContact(lead.createdAt, lead.firstContactAt, ctx.now),
    }),
    firstContactOverdue: t.boolean({
      description: 'New and unanswered for more than 24 hours.',
      resolve: (lead, _args, ctx) => isFirstContactOverdue(lead, ctx.now),
    }),
    erasedAt: t.string({ nullable: true, resolve: (lead) => iso(lead.erasedAt) }),
    createdAt: t.string({ resolve: (lead) => lead.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (lead) => lead.updatedAt.toISOString() }),
    timeline: t.field({ type: [LeadEventRef], resolve: (lead, _args, ctx) => leadEvents(ctx.prisma, lead.id) }),
    referrals: t.field({ type: [Referral], resolve: (lead, _args, ctx) => leadReferrals(ctx.prisma, lead.id) }),
    views: t.field({
      ...adminOnly,
      type: [LeadViewRef],
      description: "Who read this renter's contact data, newest first.",
      resolve: (lead, _args, ctx) =>
        ctx.prisma.leadView.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: 'desc' }, take: 100 }),
    }),
    matchingApartments: t.field({
      type: [Apartment],
      description: "The apartments the search finds for the lead's criteria, lowest all-in monthly first.",
      args: { limit: t.arg.int({ defaultValue: 10 }) },
      resolve: async (lead, args, ctx) => {
        const result = await searchApartments(
          ctx.catalog,
          leadSearch(lead),
          { offset: 0, limit: Math.min(Math.max(args.limit ?? 10, 1), 50), sort: 'allInMonthly' },
          ctx.now,
        );
        return result.apartments;
      },
    }),
  }),
});

// A list sent changes its lead's timeline: the mutation that sends it hands the lead back, so every view of the lead
// shows it without loading the page again.
builder.objectFields(Shortlist, (t) => ({
  lead: t.field({
    ...staffOnly,
    type: Lead,
    description: "The lead the list was sent to, by the lead's own rule: an agent taken off the lead reads it no more.",
    // The list's link outlives the lead's assignment: who reads the lead through it is decided as for `lead(id)`.
    resolve: (list, _args, ctx) => readLead(ctx.prisma, ctx.viewer!, list.leadId),
  }),
}));

const GuestCardInput = builder.inputType('GuestCardInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    preferredContact: t.field({ type: ContactMethodEnum, required: true }),
    preferredLanguage: t.field({
      type: LanguageEnum,
      defaultValue: 'EN',
      description: "The renter's language (the page's): the receipt and later e-mails are written in it.",
    }),
    moveInDate: t.string({ description: 'YYYY-MM-DD.' }),
    budgetCents: t.int({ description: 'All-in monthly budget.' }),
    areas: t.stringList(),
    roomTypes: t.field({ type: [FloorplanTypeEnum] }),
    pets: t.field({ type: [PetKindEnum] }),
    amenities: t.field({ type: [AmenityEnum] }),
    notes: t.string(),
    apartmentId: t.id({ description: 'The apartment asked about.' }),
    favourites: t.stringList({ description: "The ids of the renter's favourite apartments (at most 20)." }),
    consent: t.boolean({ required: true, description: 'The renter agrees to be contacted (the fine print).' }),
    formToken: t.string({ description: 'From guestCardToken when the form was shown (public cards).' }),
    website: t.string({ description: 'Leave empty.' }),
    confirmed: t.boolean({
      description: 'Sent again after the answer asked the renter to confirm a card sent quicker than most people type.',
    }),
    qualification: t.field({
      type: QualificationInput,
      description:
        'The renter\'s answers to "Do I qualify?", stored with the lead for its assigned agent; refused without `shareQualification: true`.',
    }),
    shareQualification: t.boolean({
      description: 'The renter ticked consent to send the answers to "Do I qualify?" with the card.',
    }),
  }),
});

const LeaseInput = builder.inputType('LeaseInput', {
  description:
    'The lease that makes a lead Leased: every field is needed (a missing one is refused by name). Dates are YYYY-MM-DD.',
  fields: (t) => ({
    apartmentId: t.id({ description: 'The apartment leased: its referral records the lease.' }),
    leaseSignedOn: t.string(),
    leaseRentCents: t.int(),
    leaseTermMonths: t.int(),
    leaseMoveInOn: t.string({ description: 'With it, the property is asked to verify the lease.' }),
    leaseUnit: t.string(),
  }),
});

const LeadStatusInput = builder.inputType('LeadStatusInput', {
  fields: (t) => ({
    status: t.field({ type: LeadStatusEnum, required: true }),
    lease: t.field({
      type: LeaseInput,
      description: "Required for leased (unless the lead's lease is already recorded): it is recorded on the referral.",
    }),
    lostReason: t.string({ description: 'Required for lost.' }),
    expectedStatus: t.field({
      type: LeadStatusEnum,
      description: 'The status the form was based on; the change is refused (CONFLICT) when the lead has moved since.',
    }),
  }),
});

const LeadNoteInput = builder.inputType('LeadNoteInput', {
  fields: (t) => ({
    text: t.string(),
    followUpOn: t.string({ description: 'YYYY-MM-DD; null clears it; left out keeps it.' }),
  }),
});

const ReferralInput = builder.inputType('ReferralInput', {
  description: 'Fields left out keep their values; null clears one. Dates are YYYY-MM-DD.',
  fields: (t) => ({
    registeredOn: t.string(),
    propertyContact: t.string(),
    touredOn: t.string(),
    appliedOn: t.string(),
    leaseSignedOn: t.string(),
    leaseRentCents: t.int(),
    leaseTermMonths: t.int(),
    leaseMoveInOn: t.string(),
    leaseUnit: t.string(),
    commissionReceivedOn: t.string(),
    commissionReceivedCents: t.int(),
  }),
});

const CommissionMonthRef = builder.objectRef<CommissionMonth>('CommissionMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM of the lease signing.' }),
    leases: t.exposeInt('leases'),
    expectedCents: t.exposeInt('expectedCents'),
    receivedCents: t.exposeInt('receivedCents'),
  }),
});

const CommissionLineRef = builder.objectRef<CommissionLine>('CommissionLine').implement({
  fields: (t) => ({
    referral: t.field({ type: Referral, resolve: (line) => line.referral }),
    apartmentName: t.string({ resolve: (line) => line.referral.apartment.name }),
    leadId: t.string({ resolve: (line) => line.referral.lead.id }),
    daysSinceLease: t.exposeInt('daysSinceLease'),
    overdue: t.exposeBoolean('overdue', { description: 'Unpaid more than 90 days after the lease.' }),
  }),
});

const CommissionReport = builder.objectRef<Awaited<ReturnType<typeof commissionReport>>>('CommissionReport').implement({
  fields: (t) => ({
    months: t.field({ type: [CommissionMonthRef], resolve: (report) => report.months }),
    lines: t.field({
      type: [CommissionLineRef],
      description: 'Unpaid first, oldest first; then paid, newest first.',
      resolve: (report) => report.lines,
    }),
    csv: t.string({ description: 'The lines as CSV.', resolve: (report) => commissionCsv(report.lines) }),
  }),
});

const OutboxMessageRef = builder.objectRef<OutboxMessage>('OutboxMessage').implement({
  // E-mail to renters is renters' data, as a lead is.
  authScopes: { renterData: true },
  runScopesOnType: true,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    toAddress: t.exposeString('toAddress'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    status: t.exposeString('status'),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.string({ resolve: (message) => message.createdAt.toISOString() }),
    sentAt: t.string({ nullable: true, resolve: (message) => iso(message.sentAt) }),
  }),
});

const OutboxPage = builder.objectRef<{ messages: OutboxMessage[]; totalCount: number }>('OutboxPage').implement({
  fields: (t) => ({
    messages: t.field({ type: [OutboxMessageRef], resolve: (page) => page.messages }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const leadId = (value: string | number, arg = 'id') => idFromArg(value, 'Lead', arg);

builder.queryFields((t) => ({
  guestCardToken: t.string({
    description:
      'Signs when the guest card was shown; submitGuestCard asks the renter to confirm a card sent implausibly fast.',
    resolve: (_root, _args, ctx) => ctx.security.formTokens.issue(),
  }),
  leads: t.connection(
    {
      ...staffOnly,
      type: Lead,
      description: 'The lead inbox. Cursors are offsets.',
      args: {
        inbox: t.arg({ type: LeadInboxEnum, defaultValue: 'new' }),
        status: t.arg({ type: LeadStatusEnum }),
        language: t.arg({
          type: LanguageEnum,
          description:
            'Only leads in this language. Without it, the new inbox of an agent who speaks Spanish lists Spanish leads first (docs/contract.md "Spanish").',
        }),
      },
      resolve: async (_root, args, ctx) => {
        const page = offsetForArgs({ args, defaultSize: 25, maxSize: 100 });
        const { leads, totalCount } = await listLeads(ctx.prisma, ctx.viewer!, {
          inbox: args.inbox ?? 'new',
          ...(args.status ? { status: args.status } : {}),
          ...(args.language ? { language: args.language } : {}),
          offset: page.offset,
          limit: Math.max(page.expectedSize, 1),
        });
        const edges = leads.map((node, index) => ({ cursor: offsetToCursor(page.offset + index), node }));
        return {
          edges,
          totalCount,
          pageInfo: {
            startCursor: offsetToCursor(page.offset),
            endCursor: offsetToCursor(page.offset + Math.max(edges.length - 1, 0)),
            hasPreviousPage: page.offset > 0,
            hasNextPage: page.offset + edges.length < totalCount,
          },
        };
      },
    },
    {
      name: 'LeadConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }),
    },
    { name: 'LeadEdge' },
  ),
  lead: t.field({
    ...staffOnly,
    type: Lead,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readLead(ctx.prisma, ctx.viewer!, leadId(args.id)),
  }),
  activeAgents: t.field({
    ...adminOnly,
    type: [AgentAccount],
    description: 'Agents a lead can be assigned to, by name.',
    resolve: (_root, _args, ctx) =>
      ctx.prisma.agent.findMany({ where: { status: 'ACTIVE' }, orderBy: { name: 'asc' } }),
  }),
  commissionReport: t.field({
    ...adminOnly,
    type: CommissionReport,
    resolve: (_root, _args, ctx) => commissionReport(ctx.prisma, ctx.now),
  }),
  outboxMessages: t.field({
    ...adminOnly,
    type: OutboxPage,
    description: 'E-mail the site has queued, newest first (read here when SMTP_URL is not set).',
    args: { status: t.arg.string(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listOutbox(
        ctx.prisma,
        ctx.viewer!,
        Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)),
      ),
  }),
}));

builder.mutationFields((t) => ({
  submitGuestCard: t.boolean({
    description:
      "A renter's guest card (public; rate-limited per address) or one staff fill in for a renter. Answers true once stored.",
    args: { input: t.arg({ type: GuestCardInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = plain(args.input);
      const card = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
      );
      if (typeof card.apartmentId === 'string' || typeof card.apartmentId === 'number')
        card.apartmentId = idFromArg(card.apartmentId, 'Apartment', 'apartmentId');
      // A POST body only, and the answer is never cached (docs/contract.md "Who qualifies").
      if (input.qualification) card.qualification = useAnswers(ctx, input.qualification);
      await submitGuestCard(ctx.prisma, guestCardDeps(ctx.security, ctx.config, ctx.leadFeed), card, {
        clientIp: ctx.clientIp,
        viewer: ctx.viewer,
        now: ctx.now,
      });
      return true;
    },
  }),
  claimLead: t.field({
    ...staffOnly,
    type: Lead,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => claimLead(ctx.prisma, ctx.leadFeed, ctx.viewer!, leadId(args.id), ctx.now),
  }),
  assignLead: t.field({
    ...adminOnly,
    type: Lead,
    description: 'Gives the lead to an agent; a null agentId puts it back in the new inbox.',
    args: { id: t.arg.id({ required: true }), agentId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      assignLead(
        ctx.prisma,
        ctx.leadFeed,
        ctx.viewer!,
        leadId(args.id),
        args.agentId === null || args.agentId === undefined ? null : String(args.agentId),
        ctx.now,
      ),
  }),
  setLeadStatus: t.field({
    ...staffOnly,
    type: Lead,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LeadStatusInput, required: true }) },
    resolve: (_root, args, ctx) =>
      setLeadStatus(
        ctx.prisma,
        ctx.leadFeed,
        ctx.viewer!,
        leadId(args.id),
        statusInput(args.input),
        ctx.now,
        ctx.security.propertyLinks,
      ),
  }),
  addLeadNote: t.field({
    ...staffOnly,
    type: Lead,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LeadNoteInput, required: true }) },
    resolve: (_root, args, ctx) =>
      addLeadNote(ctx.prisma, ctx.leadFeed, ctx.viewer!, leadId(args.id), withoutAbsent(args.input), ctx.now),
  }),
  upsertReferral: t.field({
    ...staffOnly,
    type: Referral,
    description: "Records a referral's steps; the lead moves forward to touring, applied or leased with them.",
    args: {
      leadId: t.arg.id({ required: true }),
      apartmentId: t.arg.id({ required: true }),
      input: t.arg({ type: ReferralInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      upsertReferral(
        ctx.prisma,
        ctx.leadFeed,
        ctx.viewer!,
        leadId(args.leadId, 'leadId'),
        idFromArg(args.apartmentId, 'Apartment', 'apartmentId'),
        withoutAbsent(args.input),
        ctx.now,
        ctx.security.propertyLinks,
      ),
  }),
  eraseLead: t.field({
    ...adminOnly,
    type: Lead,
    description: "Erases the renter's personal data on request; the anonymous rest stays for statistics.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => eraseLead(ctx.prisma, ctx.viewer!, leadId(args.id), ctx.now),
  }),
  setApartmentCommission: t.field({
    ...adminOnly,
    type: Apartment,
    description: "The locator's commission: this percentage of one month's rent (null: not agreed).",
    args: { apartmentId: t.arg.id({ required: true }), percent: t.arg.int() },
    resolve: (_root, args, ctx) =>
      setApartmentCommission(
        ctx.prisma,
        { adminId: ctx.viewer!.id, apiKey: ctx.viewer!.apiKey },
        idFromArg(args.apartmentId, 'Apartment', 'apartmentId'),
        args.percent ?? null,
      ),
  }),
}));

const withoutNulls = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== null && value !== undefined));
/** Nulls in this input mean "clear": only fields left out are dropped. */
const withoutAbsent = (input: object) =>
  Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value !== undefined));

/** The status input, with the lease's apartment as an Apartment id (global or plain) when it is given. */
function statusInput(input: object) {
  const { lease, ...rest } = withoutNulls(input) as { lease?: { apartmentId?: unknown } };
  if (!lease) return rest;
  const { apartmentId, ...parts } = withoutNulls(lease) as { apartmentId?: string | number };
  return {
    ...rest,
    lease: {
      ...parts,
      ...(apartmentId === undefined
        ? {}
        : { apartmentId: idFromArg(String(apartmentId), 'Apartment', 'lease.apartmentId') }),
    },
  };
}
