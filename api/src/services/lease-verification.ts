// docs/contract.md "Getting paid": the property agrees that the locator brought the renter before any invoice
// (the National Association of Apartment Locators' process). The guest card is registered with the property's
// leasing office before the first visit; a recorded lease sends the property a Lease Verification request it
// answers through a signed, expiring, single-use link (auth/property-links.ts): confirm, correct or dispute. Every
// step lands on the lead's timeline, the evidence a disputed commission is settled with.
import { z } from 'zod';
import type { PropertyLinks } from '../auth/property-links.js';
import type { Viewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { formatDay, formatMonth } from '../domain/dates.js';
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  LEASE_VERIFICATION_REMINDER_DAYS,
  daysBetween,
} from '../domain/invoices.js';
import { commissionCents, MONEY_MAX_CENTS } from '../domain/index.js';
import type { Language } from '../domain/language.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import { formatCents } from '../domain/money.js';
import { localDate } from '../domain/san-antonio-day.js';
import { AppError, badInput, conflict, gone, notFound, parseInput } from '../errors.js';
import type { Apartment, Lead, LeaseVerification, Prisma, PrismaClient, Referral } from '../generated/prisma/client.js';
import { isoDate } from '../catalog/true-cost.js';
import { calendarDate, storedDate } from './calendar-date.js';
import { enqueueMessages } from './outbox.js';
import { commissionPercentOn, issueInvoice } from './invoices.js';

type Tx = Prisma.TransactionClient;

/** A property's e-mails are written in its offices' language (`Apartment.leasingLanguage`, set with the billing). */
const textsFor = (language: Language) => MAIL_TEXTS[language].property;

export const LINK_MESSAGES = {
  invalid: 'This link is not valid: use the link in the latest e-mail, or ask the locator for a new one',
  expired: 'This link has expired: ask the locator to send the request again',
  used: 'This request was already answered: the answer is on record',
} as const;

/** A record a refusal names: which verification holds the claim, its state and when it was asked. */
const holding = (record: LeaseVerification) =>
  `lease verification ${record.id} (${record.status}, requested ${formatDay(isoDate(record.createdAt))})`;

const monthStart = (day: string) => storedDate(`${day.slice(0, 7)}-01`);

/** The last day (excluded) of a lease that starts on `moveInOn` and runs `termMonths`. */
function leaseEnd(moveInOn: Date, termMonths: number): Date {
  const end = new Date(moveInOn);
  end.setUTCMonth(end.getUTCMonth() + termMonths);
  return end;
}

/**
 * The claims that keep a new verification from being made (docs/contract.md "Getting paid", duplicates and fraud):
 * the same renter (the lead, or the renter's e-mail on another lead) at the same apartment moving in the same month;
 * or another agent's claim on the same renter there whose lease overlaps this one. A disputed claim holds nothing.
 */
async function refuseDuplicates(
  tx: Tx,
  lead: Lead,
  apartmentId: string,
  agentId: string | null,
  moveInOn: Date,
  termMonths: number,
): Promise<void> {
  const email = lead.email?.toLowerCase() ?? null;
  const claims = await tx.leaseVerification.findMany({
    where: {
      apartmentId,
      status: { not: 'disputed' },
      OR: [{ leadId: lead.id }, ...(email ? [{ renterEmail: email }] : [])],
    },
    orderBy: { createdAt: 'asc' },
  });
  const month = isoDate(moveInOn).slice(0, 7);
  const duplicate = claims.find((claim) => isoDate(claim.moveInMonth).slice(0, 7) === month);
  if (duplicate)
    throw conflict(
      `This renter already has a lease verification at this apartment for a ${formatMonth(month)} move-in: ${holding(duplicate)}`,
      { leaseMoveInOn: `Held by ${holding(duplicate)}` },
    );
  const end = leaseEnd(moveInOn, termMonths);
  const overlap = claims.find(
    (claim) =>
      claim.agentId !== agentId &&
      claim.moveInOn < end &&
      moveInOn < leaseEnd(claim.verifiedMoveInOn ?? claim.moveInOn, claim.termMonths),
  );
  if (overlap)
    throw conflict(`This lease overlaps another agent's claim on the same renter: ${holding(overlap)}`, {
      leaseMoveInOn: `Held by ${holding(overlap)}`,
    });
}

/**
 * Makes the lease verification of a referral's recorded lease and queues its e-mail, inside the caller's
 * transaction. Refused without a leasing e-mail, a move-in date, an agreed commission, or when another claim holds
 * the lease; answers the timeline's line.
 */
export async function createLeaseVerification(
  tx: Tx,
  links: PropertyLinks,
  lead: Lead,
  referral: Referral,
  now: Date,
): Promise<{ verification: LeaseVerification; event: string }> {
  const apartment = await tx.apartment.findUniqueOrThrow({ where: { id: referral.apartmentId } });
  if (!referral.leaseSignedOn || referral.leaseRentCents === null || referral.leaseTermMonths === null)
    throw badInput('Record the lease (its date, rent and term) before asking the property to verify it', {
      leaseSignedOn: 'Record the lease first',
    });
  if (!referral.leaseMoveInOn)
    throw badInput('Enter the move-in date: the property verifies it', { leaseMoveInOn: 'Enter the move-in date' });
  if (!apartment.leasingEmail)
    throw badInput(`${apartment.name} has no leasing e-mail yet: an admin adds it to the apartment`, {
      leasingEmail: 'The apartment needs a leasing e-mail',
    });
  const percent = referral.commissionPercent ?? (await commissionPercentOn(tx, apartment, referral.leaseSignedOn));
  if (percent === null)
    throw badInput(`${apartment.name} has no commission agreed yet: an admin sets it`, {
      commissionPercent: 'No commission agreed',
    });
  await refuseDuplicates(tx, lead, apartment.id, lead.agentId, referral.leaseMoveInOn, referral.leaseTermMonths);
  const id = crypto.randomUUID();
  const link = await links.issue('lease-verification', id, now, apartment.leasingLanguage);
  const commission = commissionCents(referral.leaseRentCents, percent);
  const verification = await tx.leaseVerification.create({
    data: {
      id,
      referralId: referral.id,
      leadId: lead.id,
      apartmentId: apartment.id,
      agentId: lead.agentId,
      renterEmail: lead.email?.toLowerCase() ?? null,
      sentTo: apartment.leasingEmail,
      unit: referral.leaseUnit,
      moveInOn: referral.leaseMoveInOn,
      moveInMonth: monthStart(isoDate(referral.leaseMoveInOn)),
      leaseSignedOn: referral.leaseSignedOn,
      rentCents: referral.leaseRentCents,
      termMonths: referral.leaseTermMonths,
      commissionPercent: percent,
      commissionCents: commission,
      tokenId: link.tokenId,
      expiresAt: link.expiresAt,
      createdAt: now,
    },
  });
  await enqueueMessages(tx, [await verificationMail(tx, links, verification, lead, apartment, 0)]);
  return {
    verification,
    event: `Lease verification requested from ${apartment.name} (${apartment.leasingEmail}): ${formatCents(commission)} commission`,
  };
}

async function agentName(tx: Tx | PrismaClient, agentId: string | null): Promise<string> {
  if (!agentId) return 'our office';
  const agent = await tx.agent.findUnique({ where: { id: agentId }, select: { name: true } });
  return agent?.name ?? 'our office';
}

/** The request (reminder 0) or its nth reminder; the link is the same one, signed again from the record. */
async function verificationMail(
  tx: Tx | PrismaClient,
  links: PropertyLinks,
  verification: LeaseVerification,
  lead: Pick<Lead, 'name'>,
  apartment: Pick<Apartment, 'name' | 'leasingLanguage'>,
  reminder: number,
) {
  const link = await links.reissue(
    'lease-verification',
    verification.id,
    verification.tokenId,
    { issuedAt: verification.createdAt, expiresAt: verification.expiresAt },
    apartment.leasingLanguage,
  );
  const renterName = lead.name ?? 'the renter';
  const apartmentName = apartment.name;
  const texts = textsFor(apartment.leasingLanguage);
  return {
    kind: reminder ? 'lease-verification-reminder' : 'lease-verification',
    to: verification.sentTo,
    subject: texts.verificationSubject(renterName, apartmentName, reminder > 0),
    text: texts.verification({
      renterName,
      apartmentName,
      unit: verification.unit,
      moveInOn: isoDate(verification.moveInOn),
      rentCents: verification.rentCents,
      termMonths: verification.termMonths,
      commissionPercent: verification.commissionPercent,
      commissionCents: verification.commissionCents,
      agentName: await agentName(tx, verification.agentId),
      url: link,
      expiresOn: isoDate(verification.expiresAt),
    }),
    dedupeKey: `lease-verification:${verification.id}:${reminder}`,
    leadId: verification.leadId,
  };
}

/** Staff ask for a referral's lease to be verified (again, after a dispute or once the apartment's e-mail is known). */
export async function requestLeaseVerification(
  prisma: PrismaClient,
  links: PropertyLinks,
  viewer: Viewer,
  referralId: string,
  now: Date,
): Promise<LeaseVerification> {
  return prisma.$transaction(async (tx) => {
    const referral = await tx.referral.findUnique({ where: { id: referralId }, include: { lead: true } });
    if (!referral) throw notFound('Referral not found');
    if (viewer.role !== 'ADMIN' && referral.lead.agentId !== viewer.id)
      throw new AppError('FORBIDDEN', 'Claim this lead before working on it');
    if (referral.lead.erasedAt) throw conflict("This lead's personal data was erased; it can no longer change");
    const { verification, event } = await createLeaseVerification(tx, links, referral.lead, referral, now);
    await tx.leadEvent.create({
      data: {
        leadId: referral.leadId,
        kind: 'referral',
        text: event,
        actorRole: viewer.role,
        actorId: viewer.id,
        createdAt: now,
      },
    });
    return verification;
  });
}

/** The guest-card registration e-mail (NAAL: registered before the first visit), inside the referral's transaction. */
export async function registerGuestCard(
  tx: Tx,
  links: PropertyLinks,
  lead: Lead,
  referral: Referral,
  apartment: Pick<Apartment, 'name' | 'leasingEmail' | 'leasingLanguage'>,
  now: Date,
): Promise<string | null> {
  if (!apartment.leasingEmail || !referral.registeredOn) return null;
  const link = await links.issue('registration', referral.id, now, apartment.leasingLanguage);
  const texts = textsFor(apartment.leasingLanguage);
  await tx.referral.update({
    where: { id: referral.id },
    data: { registrationSentAt: now, registrationTokenId: link.tokenId, registrationAcknowledgedAt: null },
  });
  const renterName = lead.name ?? 'the renter';
  await enqueueMessages(tx, [
    {
      kind: 'guest-card-registration',
      to: apartment.leasingEmail,
      subject: texts.registrationSubject(renterName, apartment.name),
      text: texts.registration({
        renterName,
        agentName: await agentName(tx, lead.agentId),
        apartmentName: apartment.name,
        registeredOn: isoDate(referral.registeredOn),
        url: link.url,
        expiresOn: isoDate(link.expiresAt),
      }),
      leadId: lead.id,
    },
  ]);
  return `Guest-card registration e-mailed to ${apartment.name} (${apartment.leasingEmail})`;
}

/** Checks a property's link; the refusal names why: not valid (400), expired (410 Gone), used (409, by the caller). */
async function checkLink(links: PropertyLinks, kind: 'lease-verification' | 'registration', token: unknown, now: Date) {
  const check = await links.check(kind, typeof token === 'string' ? token : '', now);
  if (!check.ok) throw check.reason === 'expired' ? gone(LINK_MESSAGES.expired) : badInput(LINK_MESSAGES.invalid);
  return check;
}

/** What the property's page shows: the request, and whether it was answered. */
export async function verificationByLink(prisma: PrismaClient, links: PropertyLinks, token: unknown, now: Date) {
  const check = await checkLink(links, 'lease-verification', token, now);
  const verification = await prisma.leaseVerification.findUnique({
    where: { id: check.recordId },
    include: { apartment: { select: { name: true } }, referral: { include: { lead: { select: { name: true } } } } },
  });
  if (!verification || verification.tokenId !== check.tokenId) throw badInput(LINK_MESSAGES.invalid);
  return verification;
}

/** A free-text note on an answer or a decision: what the timeline shows beside it. */
const NoteSchema = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(1000, 'Note cannot be longer than 1000 characters')
  .optional();

const AnswerSchema = z
  .object({
    answer: z.enum(['confirm', 'correct', 'dispute'], { error: 'Answer confirm, correct or dispute' }),
    rentCents: z
      .number({ error: 'Rent must be a number of cents' })
      .int('Rent must be a whole number of cents')
      .min(1, 'Rent must be more than zero')
      .max(MONEY_MAX_CENTS, 'Rent is too large')
      .optional(),
    moveInOn: calendarDate('Move-in date').optional(),
    unit: z
      .string({ error: 'Unit must be text' })
      .trim()
      .min(1, 'Unit cannot be empty')
      .max(20, 'Unit cannot be longer than 20 characters')
      .optional(),
    reason: z.enum(DISPUTE_REASONS, { error: `Reason must be one of: ${DISPUTE_REASONS.join(', ')}` }).optional(),
    note: NoteSchema,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.answer === 'dispute' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the lease is disputed' });
    if (input.answer === 'correct' && input.rentCents === undefined && !input.moveInOn && !input.unit)
      ctx.addIssue({ code: 'custom', path: ['rentCents'], message: 'Give the correct rent, move-in date or unit' });
  });

/**
 * The property's answer through its link: once only. A confirmed or corrected lease whose move-in has come is
 * invoiced in the same transaction; a dispute opens a case for the admins (receivables, "Disputed").
 */
export async function answerLeaseVerification(
  prisma: PrismaClient,
  links: PropertyLinks,
  config: Pick<Config, 'locatorBilling'>,
  token: unknown,
  rawInput: unknown,
  now: Date,
): Promise<LeaseVerification> {
  const check = await checkLink(links, 'lease-verification', token, now);
  const input = parseInput(AnswerSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    const before = await tx.leaseVerification.findUnique({
      where: { id: check.recordId },
      include: { apartment: true },
    });
    if (!before || before.tokenId !== check.tokenId) throw badInput(LINK_MESSAGES.invalid);
    if (before.answeredAt) throw conflict(LINK_MESSAGES.used);
    let data: Prisma.LeaseVerificationUpdateManyMutationInput;
    let text: string;
    if (input.answer === 'dispute') {
      data = { status: 'disputed', disputeReason: input.reason!, disputeNote: input.note || null };
      text = `${before.apartment.name} disputed the lease: ${DISPUTE_REASON_LABELS[input.reason!]}${input.note ? ` (${input.note})` : ''}`;
    } else {
      const rent = input.rentCents ?? before.rentCents;
      const moveIn = input.moveInOn ? storedDate(input.moveInOn) : before.moveInOn;
      const unit = input.unit ?? before.unit;
      const corrected =
        input.answer === 'correct' &&
        (rent !== before.rentCents || isoDate(moveIn) !== isoDate(before.moveInOn) || unit !== before.unit);
      const commission = commissionCents(rent, before.commissionPercent);
      data = {
        status: corrected ? 'corrected' : 'confirmed',
        verifiedRentCents: rent,
        verifiedMoveInOn: moveIn,
        verifiedUnit: unit,
        verifiedCommissionCents: commission,
      };
      text = corrected
        ? `${before.apartment.name} corrected the lease: ${formatCents(rent)} a month, move-in ${formatDay(isoDate(moveIn))}${unit ? `, unit ${unit}` : ''}; commission verified ${formatCents(commission)}`
        : `${before.apartment.name} confirmed the lease: commission verified ${formatCents(commission)}`;
    }
    // One answer per link, even when two arrive at once: only the first finds the record unanswered.
    const { count } = await tx.leaseVerification.updateMany({
      where: { id: before.id, answeredAt: null },
      data: { ...data, answeredAt: now },
    });
    if (count === 0) throw conflict(LINK_MESSAGES.used);
    await tx.leadEvent.create({
      data: {
        leadId: before.leadId,
        kind: 'referral',
        text,
        actorName: `${before.apartment.name} leasing office`,
        createdAt: now,
      },
    });
    const after = await tx.leaseVerification.findUniqueOrThrow({ where: { id: before.id } });
    if (after.verifiedMoveInOn && isoDate(after.verifiedMoveInOn) <= localDate(now))
      await issueInvoice(tx, config, after, now);
    return after;
  });
}

/** The property acknowledges a guest-card registration (once; a second click changes nothing). */
export async function acknowledgeRegistration(prisma: PrismaClient, links: PropertyLinks, token: unknown, now: Date) {
  const check = await checkLink(links, 'registration', token, now);
  return prisma.$transaction(async (tx) => {
    const referral = await tx.referral.findUnique({ where: { id: check.recordId }, include: { apartment: true } });
    if (!referral || referral.registrationTokenId !== check.tokenId) throw badInput(LINK_MESSAGES.invalid);
    if (referral.registrationAcknowledgedAt) return referral;
    await tx.leadEvent.create({
      data: {
        leadId: referral.leadId,
        kind: 'referral',
        text: `${referral.apartment.name} acknowledged the guest-card registration`,
        actorName: `${referral.apartment.name} leasing office`,
        createdAt: now,
      },
    });
    return tx.referral.update({ where: { id: referral.id }, data: { registrationAcknowledgedAt: now } });
  });
}

/** Sends the 3- and 7-day reminders of unanswered requests whose link still works; answers how many went. */
export async function remindLeaseVerifications(prisma: PrismaClient, links: PropertyLinks, now: Date): Promise<number> {
  const today = localDate(now);
  const waiting = await prisma.leaseVerification.findMany({
    where: {
      status: 'pending',
      answeredAt: null,
      expiresAt: { gt: now },
      remindersSent: { lt: LEASE_VERIFICATION_REMINDER_DAYS.length },
    },
    include: {
      apartment: { select: { name: true, leasingLanguage: true } },
      referral: { include: { lead: { select: { name: true } } } },
    },
  });
  let sent = 0;
  for (const verification of waiting) {
    const age = daysBetween(localDate(verification.createdAt), today);
    const due = LEASE_VERIFICATION_REMINDER_DAYS.filter((days) => age >= days).length;
    if (due <= verification.remindersSent) continue;
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.leaseVerification.updateMany({
        where: { id: verification.id, remindersSent: verification.remindersSent, answeredAt: null },
        data: { remindersSent: due },
      });
      if (count === 0) return;
      await enqueueMessages(tx, [
        await verificationMail(tx, links, verification, verification.referral.lead, verification.apartment, due),
      ]);
      await tx.leadEvent.create({
        data: {
          leadId: verification.leadId,
          kind: 'referral',
          text: `Lease verification reminder ${due} sent to ${verification.apartment.name}`,
          createdAt: now,
        },
      });
      sent += 1;
    });
  }
  return sent;
}

const ResolutionSchema = z
  .object({
    resolution: z.enum(['accept', 'overrule'], { error: 'Resolution must be accept or overrule' }),
    note: NoteSchema,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.resolution === 'overrule' && !input.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the dispute is overruled' });
  });

/**
 * An admin settles a dispute's case, on the lead's timeline beside the evidence (docs/contract.md "Getting paid").
 * Accepting it leaves the lease disputed: nothing is invoiced. Overruling it, with a note, lets the lease stand as the
 * agent recorded it (a confirmed verification at the requested figures), invoiced like any other once move-in has
 * come; refused when another claim now holds that renter there.
 */
export async function resolveDisputeCase(
  prisma: PrismaClient,
  config: Pick<Config, 'locatorBilling'>,
  viewer: Viewer | null,
  rawId: unknown,
  rawInput: unknown,
  now: Date,
): Promise<LeaseVerification> {
  if (viewer?.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only admins close dispute cases');
  const id = parseInput(z.string().uuid('Lease verification id must be a UUID'), rawId);
  const input = parseInput(ResolutionSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    // One decision per case, even when two admins press at once: the row stays locked until this one commits.
    await tx.$queryRaw`SELECT "id" FROM "LeaseVerification" WHERE "id" = ${id}::uuid FOR UPDATE`;
    const before = await tx.leaseVerification.findUnique({
      where: { id },
      include: { referral: { include: { lead: true } } },
    });
    if (!before) throw notFound('Lease verification not found');
    if (before.status !== 'disputed' || before.caseClosedAt)
      throw conflict('Only an open dispute has a case to close: this one is settled');
    const note = input.note || null;
    const closed = { caseClosedAt: now, caseNote: note, caseClosedById: viewer.id };
    let text: string;
    if (input.resolution === 'accept') {
      await tx.leaseVerification.update({ where: { id }, data: { ...closed, caseResolution: 'accepted' } });
      text = `Dispute accepted: no commission is invoiced for this lease${note ? ` (${note})` : ''}`;
    } else {
      await refuseDuplicates(
        tx,
        before.referral.lead,
        before.apartmentId,
        before.agentId,
        before.moveInOn,
        before.termMonths,
      );
      await tx.leaseVerification.update({
        where: { id },
        data: {
          ...closed,
          caseResolution: 'overruled',
          status: 'confirmed',
          verifiedRentCents: before.rentCents,
          verifiedMoveInOn: before.moveInOn,
          verifiedUnit: before.unit,
          verifiedCommissionCents: before.commissionCents,
        },
      });
      text = `Dispute overruled (${note}): the lease stands as recorded, commission ${formatCents(before.commissionCents)}`;
    }
    await tx.leadEvent.create({
      data: { leadId: before.leadId, kind: 'referral', text, actorRole: 'ADMIN', actorId: viewer.id, createdAt: now },
    });
    const after = await tx.leaseVerification.findUniqueOrThrow({ where: { id } });
    if (after.verifiedMoveInOn && isoDate(after.verifiedMoveInOn) <= localDate(now))
      await issueInvoice(tx, config, after, now);
    return after;
  });
}
