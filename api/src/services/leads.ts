// Leads (docs/contract.md: first-party leads): the renter's guest card, and the agents' pipeline from first contact to
// the lease. Renters' contact data is for agents and admins only; each staff read of it is recorded (LeadView);
// an admin erases it on request and the retention sweep erases it from leads without recent activity.
import { z } from 'zod';
import {
  AMENITIES,
  AREAS,
  CONTACT_METHODS,
  DEFAULT_LANGUAGE,
  FLOORPLAN_TYPES,
  GUEST_CARD_MESSAGES,
  GUEST_CARD_MIN_FILL_SECONDS,
  GUEST_CARD_TOKEN_MAX_AGE_SECONDS,
  LEAD_INBOXES,
  LEAD_NAME_MAX_LENGTH,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_NOTES_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  LEAD_STATUSES,
  LANGUAGE_MESSAGE,
  LANGUAGES,
  MONEY_MAX_CENTS,
  PET_KINDS,
  formatDay,
  normalizePhone,
  tooLongMessage,
  type LeadStatus,
} from '../domain/index.js';
import { mailboxSchema } from '../domain/mailbox.js';
import { displayName } from '../domain/display-name.js';
import type { Lead, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { spendFormToken, type FormTokenPass, type FormTokenService } from '../auth/form-tokens.js';
import type { Security } from '../auth/security.js';
import type { Config } from '../config.js';
import { assertRenterAccess } from '../auth/api-key-scope.js';
import { consumeEach, type RequestLimiter } from '../auth/request-limit.js';
import { staffKey, type StaffLimits } from '../auth/staff-limits.js';
import { AppError, badInput, conflict, notFound, parseInput } from '../errors.js';
import { PUBLISHED_ONLY } from '../catalog/rows.js';
import { IdSchema, parseId } from './apartments.js';
import { calendarDate, storedDate } from './calendar-date.js';
import type { LeadFeed, LeadFeedKind } from './lead-feed.js';
import { LEAD_FEED_KINDS } from './lead-feed.js';
import { recordAssignmentToOwnApproval } from './assignment-audit.js';
import { agentNotice, renterConfirmation } from './lead-mail.js';
import { QUALIFICATION_SHARED_EVENT, sharedAnswers, storeSharedAnswers } from './lead-qualification.js';
import { enqueueMessages, recipientKey, withinRecipientLimit } from './outbox.js';
import { deleteSavedSearches } from './saved-searches.js';
import { staffName } from './verification.js';
import { eraseInvoiceRenters } from './invoices.js';

export type Tx = Prisma.TransactionClient;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max));

export const optionalText = (label: string, max: number) =>
  text(label, max)
    .transform((value) => value || null)
    .nullable()
    .optional();

const list = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .array(z.enum(values, { error: (issue) => `Unknown ${what}: ${String(issue.input)}` }))
    .max(values.length * 2, `Too many ${what}s`)
    .transform((items) => [...new Set(items)])
    .default([]);

const GuestCardSchema = z
  .object({
    name: text('Name', LEAD_NAME_MAX_LENGTH).min(1, GUEST_CARD_MESSAGES.nameRequired),
    email: mailboxSchema(GUEST_CARD_MESSAGES.emailInvalid),
    phone: z
      .string({ error: GUEST_CARD_MESSAGES.phoneInvalid })
      .max(LEAD_PHONE_MAX_LENGTH, { message: GUEST_CARD_MESSAGES.phoneInvalid, abort: true })
      .transform((value, ctx) => {
        if (!value.trim()) return null;
        const phone = normalizePhone(value);
        if (!phone) ctx.addIssue({ code: 'custom', message: GUEST_CARD_MESSAGES.phoneInvalid });
        return phone;
      })
      .nullable()
      .optional(),
    preferredContact: z.enum(CONTACT_METHODS, { error: GUEST_CARD_MESSAGES.contactRequired }),
    preferredLanguage: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).default(DEFAULT_LANGUAGE),
    moveInDate: calendarDate('Move-in date').nullable().optional(),
    budgetCents: z
      .number({ error: GUEST_CARD_MESSAGES.budgetInvalid })
      .int(GUEST_CARD_MESSAGES.budgetInvalid)
      .min(100, GUEST_CARD_MESSAGES.budgetInvalid)
      .max(MONEY_MAX_CENTS, GUEST_CARD_MESSAGES.budgetInvalid)
      .nullable()
      .optional(),
    areas: list(AREAS, 'area'),
    roomTypes: list(FLOORPLAN_TYPES, 'room type'),
    pets: list(PET_KINDS, 'pet kind'),
    amenities: list(AMENITIES, 'amenity'),
    notes: optionalText('Notes', LEAD_NOTES_MAX_LENGTH),
    apartmentId: IdSchema.nullable().optional(),
    /** "Send my favourites to an agent": the apartments the renter kept. */
    favourites: z
      .array(IdSchema)
      .max(20, 'At most 20 favourites can be sent')
      .transform((ids) => [...new Set(ids)])
      .default([]),
    consent: z.literal(true, { error: GUEST_CARD_MESSAGES.consentRequired }),
    /** Public cards only: when the form was shown, and the honeypot. */
    formToken: z.string().max(1_000).optional(),
    website: z.string().max(200).optional(),
    /** The renter pressed Send again after being asked to confirm a quick card. */
    confirmed: z.boolean().optional(),
    /** "Do I qualify?" answers and the renter's consent to share them: judged by SharedQualificationSchema. */
    qualification: z.unknown().optional(),
    shareQualification: z.unknown().optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    if ((card.preferredContact === 'phone' || card.preferredContact === 'text') && !card.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: GUEST_CARD_MESSAGES.phoneInvalid });
  });

export type GuestCard = z.output<typeof GuestCardSchema>;

export interface GuestCardDeps {
  /** Cards per network (GUEST_CARDS_PER_NETWORK_PER_HOUR). */
  limiter: RequestLimiter;
  /** Cards per renter's e-mail address (GUEST_CARDS_PER_EMAIL_PER_HOUR). */
  emailLimiter: RequestLimiter;
  /** Receipts per renter address: a card still arrives past it, without another receipt e-mail. */
  recipientLimiter: RequestLimiter;
  /** A staff account's own budgets: the cards it enters and the renters' e-mails they cause. */
  staffLimits: StaffLimits;
  formTokens: FormTokenService;
  /** The site's origin, for the link in the agents' notice. */
  origin: string;
  /** GUEST_CARD_MIN_FILL_SECONDS unless configured otherwise. */
  minFillSeconds?: number;
  /** Open inboxes hear of the card once it is stored (services/lead-feed.ts). */
  feed: LeadFeed;
}

/** The guest card's limits and token checks, the same whichever door the card comes through (GraphQL, the form post). */
export const guestCardDeps = (
  security: Security,
  config: Pick<Config, 'origin' | 'guestCardMinFillSeconds'>,
  feed: LeadFeed,
): GuestCardDeps => ({
  limiter: security.guestCardLimiter,
  emailLimiter: security.guestCardEmailLimiter,
  recipientLimiter: security.recipientLimiter,
  staffLimits: security.staffLimits,
  formTokens: security.formTokens,
  origin: config.origin,
  minFillSeconds: config.guestCardMinFillSeconds,
  feed,
});

/**
 * A renter's guest card (public), or one an agent fills in for a renter (viewer set: no spam checks, the lead is
 * the agent's at once). Nothing is stored when any check fails; the e-mails are queued with the lead.
 */
export async function submitGuestCard(
  prisma: PrismaClient,
  deps: GuestCardDeps,
  rawCard: unknown,
  request: { clientIp: string; viewer: Viewer | null; now: Date },
): Promise<Lead> {
  const staff = request.viewer && !request.viewer.apiKey ? request.viewer : null;
  const card = parseInput(GuestCardSchema, rawCard ?? {});
  const answers = sharedAnswers(card);
  // A draft is no renter's business (docs/contract.md "Where an apartment is"): its id answers as an unknown one,
  // so the answer never tells that it exists and no e-mail names it.
  const apartment = card.apartmentId
    ? await prisma.apartment.findFirst({
        where: { id: card.apartmentId, ...PUBLISHED_ONLY },
        select: { id: true, name: true, code: true },
      })
    : null;
  if (card.apartmentId && !apartment) throw notFound(GUEST_CARD_MESSAGES.noLongerListed);
  const formToken = staff ? null : await checkSpamGuards(deps, card, request);
  if (staff) {
    await deps.staffLimits.guestCards.consume(staffKey(staff));
    // The card always carries an e-mail address: the renter's confirmation is queued with it.
    await deps.staffLimits.emails.consume(staffKey(staff));
  }
  const agents = await prisma.agent.findMany({ where: { status: 'ACTIVE' }, select: { id: true, email: true } });
  const ownerId = staff?.role === 'AGENT' ? staff.id : null;
  const actorName = staff ? await staffName(prisma, staff) : null;
  const sendReceipt = await withinRecipientLimit(deps.recipientLimiter, recipientKey('lead.confirmation', card.email));
  const stored = await prisma.$transaction(async (tx) => {
    // One card per form: a token sent again (a replay, a script reusing one page) stores nothing.
    if (formToken && !(await spendFormToken(tx, formToken, request.now)))
      throw conflict(GUEST_CARD_MESSAGES.alreadySent, { formToken: GUEST_CARD_MESSAGES.alreadySent });
    const lead = await tx.lead.create({
      data: {
        name: card.name,
        email: card.email,
        phone: card.phone ?? null,
        preferredContact: card.preferredContact,
        preferredLanguage: card.preferredLanguage,
        moveInDate: card.moveInDate ? storedDate(card.moveInDate) : null,
        budgetCents: card.budgetCents ?? null,
        areas: card.areas,
        roomTypes: card.roomTypes,
        pets: card.pets,
        amenities: card.amenities,
        notes: card.notes ?? null,
        apartmentId: apartment?.id ?? null,
        favourites: card.favourites,
        source: staff ? 'agent' : card.favourites.length > 0 ? 'favourites' : 'website',
        agentId: ownerId,
        claimedAt: ownerId ? request.now : null,
        createdByAgentId: ownerId,
        createdAt: request.now,
      },
    });
    await tx.leadEvent.create({
      data: {
        leadId: lead.id,
        kind: 'created',
        status: 'new',
        text: staff ? 'Guest card filled in by staff' : 'Guest card sent from the website',
        actorRole: staff?.role ?? null,
        actorId: staff?.id ?? null,
        actorName,
        createdAt: request.now,
      },
    });
    if (answers) {
      await storeSharedAnswers(tx, lead.id, answers, request.now);
      // The timeline says that answers came, never what they are.
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          kind: 'qualification',
          text: QUALIFICATION_SHARED_EVENT,
          actorRole: staff?.role ?? null,
          actorId: staff?.id ?? null,
          actorName,
          createdAt: new Date(request.now.getTime() + 1),
        },
      });
    }
    const inboxUrl = `${deps.origin}/agents/leads/${lead.id}/`;
    const confirmation = sendReceipt
      ? renterConfirmation(lead, apartment ? displayName(apartment) : null, deps.origin)
      : null;
    await enqueueMessages(tx, [
      ...(confirmation ? [confirmation] : []),
      // An agent's own card needs no notice to the team: it is already theirs.
      ...(ownerId ? [] : agents.map((agent) => agentNotice(lead, agent, apartment?.name ?? null, inboxUrl))),
    ]);
    return lead;
  });
  deps.feed.publish({ type: 'lead', kind: 'created', leadId: stored.id, agentId: ownerId, previousAgentId: null });
  return stored;
}

async function checkSpamGuards(
  deps: GuestCardDeps,
  card: GuestCard,
  request: { clientIp: string; now: Date },
): Promise<FormTokenPass> {
  const { formTokens, minFillSeconds = GUEST_CARD_MIN_FILL_SECONDS } = deps;
  const checked = card.formToken ? await formTokens.check(card.formToken, GUEST_CARD_TOKEN_MAX_AGE_SECONDS) : null;
  // A fast card may be a person with autofill: they are asked once to confirm, never refused. The question sends
  // nothing, so it spends none of the renter's budget: only the card they confirm is counted.
  const quick = checked?.ok && !card.confirmed && request.now.getTime() - checked.issuedAt < minFillSeconds * 1000;
  if (quick && !card.website)
    throw badInput(GUEST_CARD_MESSAGES.confirmSend, { formToken: GUEST_CARD_MESSAGES.confirmSend });
  // Counted once the card reads well, per e-mail address and per network (docs/contract.md "Beyond docs/product.md"):
  // robots tripping the guards below spend their budget.
  await consumeEach([
    [deps.emailLimiter, card.email],
    [deps.limiter, request.clientIp],
  ]);
  // A robot fills every field it finds; the honeypot is hidden from people and labelled "leave empty".
  if (card.website) throw badInput(GUEST_CARD_MESSAGES.refused, { website: GUEST_CARD_MESSAGES.refused });
  if (!checked?.ok) throw badInput(GUEST_CARD_MESSAGES.expired, { formToken: GUEST_CARD_MESSAGES.expired });
  return checked;
}

// ---- Staff: the inbox and the pipeline ----

const LeadQuerySchema = z
  .object({
    inbox: z.enum(LEAD_INBOXES, { error: 'inbox must be new, mine or all' }).default('new'),
    status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
    language: z.enum(LANGUAGES, { error: 'language must be EN or ES' }).optional(),
    offset: z.number().int().min(0, 'offset cannot be negative').max(1_000_000, 'offset is too large').default(0),
    limit: z.number().int().min(1, 'limit must be at least 1').max(100, 'limit cannot exceed 100').default(25),
  })
  .strict();

/** What a staff member may read: admins every lead; an agent the unclaimed ones and their own. */
function visibleTo(viewer: Viewer): Prisma.LeadWhereInput {
  return viewer.role === 'ADMIN' ? {} : { OR: [{ agentId: null }, { agentId: viewer.id }] };
}

/**
 * The inbox: new (unclaimed, oldest first: they have waited longest; Spanish ones first for an agent who speaks
 * Spanish), mine, or (admins) all, newest first; optionally one language only.
 */
export async function listLeads(prisma: PrismaClient, viewer: Viewer, rawQuery: unknown) {
  assertRenterAccess(viewer);
  const query = parseInput(LeadQuerySchema, rawQuery ?? {});
  if (query.inbox === 'all' && viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only admins see every lead');
  const where: Prisma.LeadWhereInput = {
    ...(query.inbox === 'new' ? { agentId: null, status: 'new' } : {}),
    ...(query.inbox === 'mine' ? { agentId: viewer.id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.language ? { preferredLanguage: query.language } : {}),
  };
  const byAge: Prisma.LeadOrderByWithRelationInput[] =
    query.inbox === 'new' ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ createdAt: 'desc' }, { id: 'desc' }];
  // docs/contract.md "Spanish": an agent who speaks Spanish sees the new Spanish leads first (the enum sorts EN < ES).
  const spanishFirst = query.inbox === 'new' && !query.language && (await speaksSpanish(prisma, viewer));
  const [leads, totalCount] = await Promise.all([
    prisma.lead.findMany({
      where,
      orderBy: spanishFirst ? [{ preferredLanguage: 'desc' }, ...byAge] : byAge,
      skip: query.offset,
      take: query.limit,
    }),
    prisma.lead.count({ where }),
  ]);
  return { leads, totalCount };
}

async function speaksSpanish(prisma: PrismaClient, viewer: Viewer): Promise<boolean> {
  if (viewer.role !== 'AGENT' || viewer.apiKey) return false;
  const agent = await prisma.agent.findUnique({ where: { id: viewer.id }, select: { languages: true } });
  return agent?.languages.includes('ES') ?? false;
}

/** One lead the viewer may read, or NOT_FOUND (a lead of another agent is not revealed to exist). */
export async function readLead(prisma: PrismaClient | Tx, viewer: Viewer, rawId: unknown): Promise<Lead> {
  assertRenterAccess(viewer);
  const id = parseId(rawId, 'leadId');
  const lead = await prisma.lead.findFirst({ where: { id, ...visibleTo(viewer) } });
  if (!lead) throw notFound('Lead not found');
  return lead;
}

/** Records that staff read these leads' contact data (one row per lead and request). */
export async function recordLeadViews(prisma: PrismaClient, viewer: Viewer, leadIds: readonly string[]) {
  if (leadIds.length === 0) return;
  const viewerName = await staffName(prisma, viewer);
  await prisma.leadView.createMany({
    data: leadIds.map((leadId) => ({ leadId, viewerRole: viewer.role, viewerId: viewer.id, viewerName })),
  });
}

export interface LeadChange {
  data: Prisma.LeadUpdateInput;
  events: Change[];
}

interface Change {
  kind: string;
  status?: LeadStatus;
  text?: string | null;
}

/** Changes a lead the viewer works on (admins, or the agent who owns it) and adds the change to its timeline. */
export async function changeLead(
  prisma: PrismaClient,
  feed: LeadFeed,
  viewer: Viewer,
  rawId: unknown,
  now: Date,
  work: (lead: Lead, tx: Tx) => LeadChange | Promise<LeadChange>,
): Promise<Lead> {
  const actorName = await staffName(prisma, viewer);
  let previousAgentId: string | null = null;
  let kinds: string[] = [];
  const changed = await prisma.$transaction(async (tx) => {
    const lead = await readLead(tx, viewer, rawId);
    previousAgentId = lead.agentId;
    if (lead.erasedAt) throw conflict("This lead's personal data was erased; it can no longer change");
    const { data, events } = await work(lead, tx);
    kinds = events.map((event) => event.kind);
    const updated = await tx.lead.update({ where: { id: lead.id }, data: { ...data, updatedAt: now } });
    for (const [index, event] of events.entries()) {
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          kind: event.kind,
          status: event.status ?? null,
          text: event.text ?? null,
          actorRole: viewer.role,
          actorId: viewer.id,
          actorName,
          // Events of one change keep their order on the timeline.
          createdAt: new Date(now.getTime() + index),
        },
      });
    }
    return updated;
  });
  // Open inboxes hear of claims, assignments and status changes once committed; notes stay on the lead's page.
  const kind = kinds.find((candidate): candidate is LeadFeedKind =>
    (LEAD_FEED_KINDS as readonly string[]).includes(candidate),
  );
  if (kind) feed.publish({ type: 'lead', kind, leadId: changed.id, agentId: changed.agentId, previousAgentId });
  return changed;
}

export function requireOwner(viewer: Viewer, lead: Lead): void {
  if (viewer.role === 'ADMIN') return;
  if (lead.agentId !== viewer.id) throw new AppError('FORBIDDEN', 'Claim this lead before working on it');
}

/** An agent takes an unclaimed lead. */
export function claimLead(prisma: PrismaClient, feed: LeadFeed, viewer: Viewer, rawId: unknown, now: Date) {
  if (viewer.role !== 'AGENT') throw new AppError('FORBIDDEN', 'Only agents claim leads; admins assign them');
  return changeLead(prisma, feed, viewer, rawId, now, (lead) => {
    if (lead.agentId === viewer.id) throw conflict('You have already claimed this lead');
    if (lead.agentId) throw conflict('Another agent has claimed this lead');
    return { data: { agent: { connect: { id: viewer.id } }, claimedAt: now }, events: [{ kind: 'claimed' }] };
  });
}

/** An admin gives a lead to an agent (or back to the new inbox with null). */
export function assignLead(
  prisma: PrismaClient,
  feed: LeadFeed,
  viewer: Viewer,
  rawId: unknown,
  rawAgentId: unknown,
  now: Date,
) {
  const agentId = rawAgentId === null ? null : parseId(rawAgentId, 'agentId');
  return changeLead(prisma, feed, viewer, rawId, now, async (lead, tx) => {
    if (!agentId) return { data: { agent: { disconnect: true }, claimedAt: null }, events: [{ kind: 'unassigned' }] };
    const agent = await tx.agent.findUnique({ where: { id: agentId }, select: { name: true, status: true } });
    if (!agent || agent.status !== 'ACTIVE')
      throw badInput('No active agent has that id', { agentId: 'Unknown agent' });
    if (lead.agentId !== agentId) await recordAssignmentToOwnApproval(tx, viewer, lead, agentId);
    return {
      data: { agent: { connect: { id: agentId } }, claimedAt: now },
      events: [{ kind: 'assigned', text: `Assigned to ${agent.name}` }],
    };
  });
}

const NoteSchema = z
  .object({
    text: optionalText('Note', LEAD_NOTE_MAX_LENGTH),
    /** YYYY-MM-DD; null clears it; left out keeps it. */
    followUpOn: calendarDate('Follow-up date').nullable().optional(),
  })
  .strict()
  .refine((input) => input.text || input.followUpOn !== undefined, {
    message: 'Write a note or choose a follow-up date',
    path: ['text'],
  });

/** A note on the timeline, and/or the next follow-up date. */
export function addLeadNote(
  prisma: PrismaClient,
  feed: LeadFeed,
  viewer: Viewer,
  rawId: unknown,
  rawInput: unknown,
  now: Date,
) {
  const input = parseInput(NoteSchema, rawInput ?? {});
  return changeLead(prisma, feed, viewer, rawId, now, (lead) => {
    requireOwner(viewer, lead);
    const events: Change[] = [];
    if (input.text) events.push({ kind: 'note', text: input.text });
    if (input.followUpOn !== undefined)
      events.push({
        kind: 'followUp',
        text: input.followUpOn ? `Follow up on ${formatDay(input.followUpOn)}` : 'Follow-up cleared',
      });
    return {
      data:
        input.followUpOn !== undefined ? { followUpOn: input.followUpOn ? storedDate(input.followUpOn) : null } : {},
      events,
    };
  });
}

/** The timeline, oldest first. */
export function leadEvents(prisma: PrismaClient, leadId: string) {
  return prisma.leadEvent.findMany({ where: { leadId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** An admin erases a renter's personal data on request; the anonymous rest stays for statistics. */
export async function eraseLead(prisma: PrismaClient, viewer: Viewer, rawId: unknown, now: Date): Promise<Lead> {
  if (viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN', "Only admins erase renters' data");
  const lead = await readLead(prisma, viewer, rawId);
  if (lead.erasedAt) return lead;
  const actorName = await staffName(prisma, viewer);
  return prisma.$transaction(async (tx) => {
    const [erased] = await eraseLeads(tx, [lead.id], now);
    await tx.leadEvent.create({
      data: { leadId: lead.id, kind: 'erased', actorRole: viewer.role, actorId: viewer.id, actorName, createdAt: now },
    });
    return erased;
  });
}

/**
 * Erases what the leads hold about their renters: contact data, notes and timeline text, the answers to "Do I
 * qualify?"; the shortlists' notes and
 * the renter's comments, with the lists' links revoked; and, by the renter's address, their saved searches and
 * every e-mail to them still in the outbox (waiting or sent), besides the leads' own e-mails. Their invoices stay
 * (the business's record) with the renter's name cut to initials (docs/contract.md "Getting paid").
 */
async function eraseLeads(tx: Tx, ids: string[], now: Date): Promise<Lead[]> {
  const addresses = (
    await tx.lead.findMany({ where: { id: { in: ids }, email: { not: null } }, select: { email: true } })
  ).map((lead) => lead.email!);
  await tx.lead.updateMany({
    where: { id: { in: ids } },
    data: { name: null, email: null, phone: null, notes: null, lostReason: null, erasedAt: now },
  });
  await tx.leadEvent.updateMany({ where: { leadId: { in: ids } }, data: { text: null } });
  await tx.leadQualification.deleteMany({ where: { leadId: { in: ids } } });
  await eraseInvoiceRenters(tx, ids);
  await tx.shortlist.updateMany({ where: { leadId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
  await tx.shortlist.updateMany({ where: { leadId: { in: ids } }, data: { note: null } });
  await tx.shortlistItem.updateMany({
    where: { shortlist: { leadId: { in: ids } } },
    data: { note: null, comment: null },
  });
  await tx.outboxMessage.deleteMany({
    where: { OR: [{ leadId: { in: ids } }, ...(addresses.length ? [{ toAddress: { in: addresses } }] : [])] },
  });
  if (addresses.length) await deleteSavedSearches(tx, { email: { in: addresses } });
  return tx.lead.findMany({ where: { id: { in: ids } } });
}

/**
 * The retention period: any lead, whatever its status (spam cards that never left "new" included), with no
 * activity for `days` (no change and no event on its timeline, such as a renter's answer to a shortlist) loses
 * its personal data.
 */
export async function eraseExpiredLeads(prisma: PrismaClient, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const expired = await prisma.lead.findMany({
    where: { erasedAt: null, updatedAt: { lt: before }, events: { none: { createdAt: { gte: before } } } },
    select: { id: true },
    take: 500,
  });
  if (expired.length === 0) return 0;
  await prisma.$transaction((tx) =>
    eraseLeads(
      tx,
      expired.map((lead) => lead.id),
      now,
    ),
  );
  return expired.length;
}
