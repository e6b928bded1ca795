// Referrals: a lead sent to one apartment, and what the property must accept for the locator to be paid
// (registration, tour, application, lease) and the commission itself. Every step lands on the lead's timeline
// with its date: the evidence a disputed commission is settled with. Commissions arrive up to 90 days after
// move-in; the report puts older unpaid ones first.
import { z } from 'zod';
import {
  COMMISSION_OVERDUE_DAYS,
  LEAD_STATUSES,
  MONEY_MAX_CENTS,
  PROPERTY_CONTACT_MAX_LENGTH,
  centsAsDecimal,
  commissionCents,
  formatCents,
  formatDay,
  LEAD_CHANGED_MESSAGE,
  LEASE_MESSAGES,
  LOST_REASON_MAX_LENGTH,
  type LeadStatus,
} from '../domain/index.js';
import type { Lead, PrismaClient, Referral } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { badInput, conflict, notFound, parseInput } from '../errors.js';
import { parseId } from './apartments.js';
import { recordAudit } from './audit.js';
import { calendarDate, storedDate } from './calendar-date.js';
import { changeLead, optionalText, requireOwner, type LeadChange, type Tx } from './leads.js';
import type { LeadFeed } from './lead-feed.js';
import { isoDate } from '../catalog/true-cost.js';
import type { PropertyLinks } from '../auth/property-links.js';
import { createLeaseVerification, registerGuestCard } from './lease-verification.js';

const optionalDate = (label: string) => calendarDate(label).nullable().optional();
const optionalCents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX_CENTS, `${label} is too large`)
    .nullable()
    .optional();

const ReferralSchema = z
  .object({
    registeredOn: optionalDate('Registered on'),
    propertyContact: z
      .string({ error: 'Property contact must be text' })
      .trim()
      .max(
        PROPERTY_CONTACT_MAX_LENGTH,
        `Property contact cannot be longer than ${PROPERTY_CONTACT_MAX_LENGTH} characters`,
      )
      .transform((value) => value || null)
      .nullable()
      .optional(),
    touredOn: optionalDate('Toured on'),
    appliedOn: optionalDate('Applied on'),
    leaseSignedOn: optionalDate('Lease signed on'),
    leaseRentCents: optionalCents('Lease rent'),
    leaseTermMonths: z
      .number({ error: 'Lease term must be a number of months' })
      .int('Lease term must be a whole number of months')
      .min(1, 'Lease term must be at least 1 month')
      .max(36, 'Lease term cannot be over 36 months')
      .nullable()
      .optional(),
    leaseMoveInOn: optionalDate('Move-in date'),
    leaseUnit: z
      .string({ error: 'Unit must be text' })
      .trim()
      .max(20, 'Unit cannot be longer than 20 characters')
      .transform((value) => value || null)
      .nullable()
      .optional(),
    commissionReceivedOn: optionalDate('Commission received on'),
    commissionReceivedCents: optionalCents('Commission received'),
  })
  .strict();

type ReferralInput = z.output<typeof ReferralSchema>;
type DateField = 'registeredOn' | 'touredOn' | 'appliedOn' | 'leaseSignedOn' | 'leaseMoveInOn' | 'commissionReceivedOn';

const STEP_WORDS: Record<DateField, string> = {
  registeredOn: 'Registered with the property',
  touredOn: 'Toured',
  appliedOn: 'Applied',
  leaseSignedOn: 'Lease signed',
  leaseMoveInOn: 'Move-in',
  commissionReceivedOn: 'Commission received',
};

/** The pipeline status a recorded step implies; the lead moves forward to it, never back. */
const STEP_STATUS: Partial<Record<DateField, LeadStatus>> = {
  touredOn: 'touring',
  appliedOn: 'applied',
};

const statusRank = (status: LeadStatus) => LEAD_STATUSES.indexOf(status);

/**
 * Records a referral's steps (fields left out keep their values, null clears one). The lease's commission is
 * expected at the apartment's percentage of one month's rent, as it was when the lease was recorded.
 */
export async function upsertReferral(
  prisma: PrismaClient,
  feed: LeadFeed,
  viewer: Viewer,
  rawLeadId: unknown,
  rawApartmentId: unknown,
  rawInput: unknown,
  now: Date,
  links?: PropertyLinks,
): Promise<Referral> {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const input = parseInput(ReferralSchema, rawInput ?? {});
  let referral: Referral | null = null;
  await changeLead(prisma, feed, viewer, rawLeadId, now, async (lead, tx) => {
    requireOwner(viewer, lead);
    const change = await referralChange(tx, lead, apartmentId, input, now, links);
    referral = change.referral;
    return change;
  });
  return referral!;
}

/**
 * docs/contract.md "Beyond docs/product.md" (leased means a lease): the one place a referral's steps and the lead's status change together.
 * A lease needs its date, rent and term; recording one makes the lead Leased (from any status: a lease is the
 * evidence), clearing the last one takes a Leased lead back to Applied; a tour or application moves it forward.
 */
async function referralChange(
  tx: Tx,
  lead: Lead,
  apartmentId: string,
  input: ReferralInput,
  now: Date,
  links?: PropertyLinks,
): Promise<LeadChange & { referral: Referral }> {
  const apartment = await tx.apartment.findUnique({
    where: { id: apartmentId },
    select: { name: true, commissionPercent: true, leasingEmail: true, leasingLanguage: true },
  });
  if (!apartment) throw notFound('Apartment not found');
  const before = await tx.referral.findUnique({ where: { leadId_apartmentId: { leadId: lead.id, apartmentId } } });
  const data = referralData(input);
  const merged = { ...before, ...data };
  if (merged.leaseSignedOn) {
    if (merged.leaseRentCents == null)
      throw badInput(`leaseRentCents: ${LEASE_MESSAGES.rentRequired}`, { leaseRentCents: LEASE_MESSAGES.rentRequired });
    if (merged.leaseTermMonths == null)
      throw badInput(`leaseTermMonths: ${LEASE_MESSAGES.termRequired}`, {
        leaseTermMonths: LEASE_MESSAGES.termRequired,
      });
  }
  const leaseRent = merged.leaseRentCents ?? null;
  const percent = before?.commissionPercent ?? (leaseRent !== null ? apartment.commissionPercent : null);
  const expected = leaseRent !== null && percent !== null ? commissionCents(leaseRent, percent) : null;
  const values = {
    ...data,
    commissionPercent: leaseRent !== null ? percent : null,
    commissionExpectedCents: expected,
  };
  let referral = before
    ? await tx.referral.update({ where: { id: before.id }, data: values })
    : await tx.referral.create({ data: { leadId: lead.id, apartmentId, ...values } });
  // docs/contract.md "Getting paid": a registration newly recorded goes to the leasing office; a lease newly recorded
  // with its move-in date goes to the property for verification (both only once the apartment has a leasing e-mail).
  const propertyEvents: string[] = [];
  if (links && apartment.leasingEmail) {
    if (referral.registeredOn && !before?.registeredOn) {
      const registered = await registerGuestCard(tx, links, lead, referral, apartment, now);
      if (registered) propertyEvents.push(registered);
    }
    const leaseRecorded = referral.leaseSignedOn && referral.leaseMoveInOn;
    const wasRecorded = before?.leaseSignedOn && before.leaseMoveInOn;
    if (leaseRecorded && !wasRecorded && referral.commissionPercent !== null) {
      const requested = await createLeaseVerification(tx, links, lead, referral, now);
      propertyEvents.push(requested.event);
    }
    referral = await tx.referral.findUniqueOrThrow({ where: { id: referral.id } });
  }

  const leased = (await tx.referral.count({ where: { leadId: lead.id, leaseSignedOn: { not: null } } })) > 0;
  const stepped = (Object.keys(STEP_STATUS) as DateField[])
    .filter((field) => referral[field] && !before?.[field])
    .map((field) => STEP_STATUS[field]!)
    .reduce<LeadStatus | null>(
      (best, status) => (!best || statusRank(status) > statusRank(best) ? status : best),
      null,
    );
  const target: LeadStatus | null = leased
    ? 'leased'
    : lead.status === 'leased'
      ? 'applied'
      : stepped && lead.status !== 'lost' && statusRank(stepped) > statusRank(lead.status)
        ? stepped
        : null;
  const moves = target !== null && target !== lead.status;
  return {
    referral,
    data: {
      ...(moves ? { status: target, lostReason: null } : {}),
      ...(lead.firstContactAt ? {} : { firstContactAt: now }),
    },
    events: [
      ...describeSteps(before, referral, apartment.name).map((text) => ({ kind: 'referral', text })),
      ...propertyEvents.map((text) => ({ kind: 'referral', text })),
      ...(moves ? [{ kind: 'status', status: target }] : []),
    ],
  };
}

const LeaseSchema = z
  .object({
    apartmentId: z.unknown().optional(),
    leaseSignedOn: z.unknown().optional(),
    leaseRentCents: z.unknown().optional(),
    leaseTermMonths: z.unknown().optional(),
    leaseMoveInOn: z.unknown().optional(),
    leaseUnit: z.unknown().optional(),
  })
  .strict();

const StatusSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }),
    lostReason: optionalText('Reason', LOST_REASON_MAX_LENGTH),
    /** The status the form showed: a save based on an older state is refused rather than moving the lead back. */
    expectedStatus: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
    /** The lease that makes the lead Leased (docs/contract.md "Beyond docs/product.md" (leased means a lease)). */
    lease: LeaseSchema.nullable().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.status === 'lost' && !input.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Say why the lead was lost' });
  });

/** The lease's parts, each one refused by name when it is missing. */
function leaseOf(lease: z.output<typeof LeaseSchema>) {
  const missing = (
    [
      ['apartmentId', LEASE_MESSAGES.apartmentRequired],
      ['leaseSignedOn', LEASE_MESSAGES.signedOnRequired],
      ['leaseRentCents', LEASE_MESSAGES.rentRequired],
      ['leaseTermMonths', LEASE_MESSAGES.termRequired],
    ] as const
  ).find(([field]) => lease[field] === undefined || lease[field] === null || lease[field] === '');
  if (missing) throw badInput(`lease.${missing[0]}: ${missing[1]}`, { [`lease.${missing[0]}`]: missing[1] });
  const { apartmentId, ...rest } = lease;
  return { apartmentId: parseId(apartmentId, 'lease.apartmentId'), input: parseInput(ReferralSchema, rest) };
}

/**
 * Moves a lead along the pipeline; the first move away from new is the first contact. Leased records the lease
 * with the status, through the same change as the referral form (docs/contract.md "Beyond docs/product.md" (leased means a lease)).
 */
export function setLeadStatus(
  prisma: PrismaClient,
  feed: LeadFeed,
  viewer: Viewer,
  rawId: unknown,
  rawInput: unknown,
  now: Date,
  links?: PropertyLinks,
) {
  const input = parseInput(StatusSchema, rawInput ?? {});
  const lease = input.status === 'leased' && input.lease ? leaseOf(input.lease) : null;
  return changeLead(prisma, feed, viewer, rawId, now, async (lead, tx) => {
    requireOwner(viewer, lead);
    if (input.status === 'new') throw badInput('A lead cannot go back to new', { status: 'Choose a later status' });
    if (input.expectedStatus && input.expectedStatus !== lead.status)
      throw conflict(LEAD_CHANGED_MESSAGE, { status: LEAD_CHANGED_MESSAGE });
    const recorded = await tx.referral.count({ where: { leadId: lead.id, leaseSignedOn: { not: null } } });
    if (input.status === 'leased') {
      if (lease) return referralChange(tx, lead, lease.apartmentId, lease.input, now, links);
      // Leased again, with its lease already on record, changes nothing.
      if (recorded > 0 && lead.status === 'leased') return { data: {}, events: [] };
      throw badInput(`lease: ${LEASE_MESSAGES.leaseRequired}`, { lease: LEASE_MESSAGES.leaseRequired });
    }
    if (recorded > 0) throw conflict(LEASE_MESSAGES.leaseRecorded, { status: LEASE_MESSAGES.leaseRecorded });
    return {
      data: {
        status: input.status,
        lostReason: input.status === 'lost' ? input.lostReason : null,
        ...(lead.firstContactAt ? {} : { firstContactAt: now }),
      },
      events: [{ kind: 'status', status: input.status, text: input.status === 'lost' ? input.lostReason : null }],
    };
  });
}

function referralData(input: ReferralInput): Partial<Referral> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    data[field] = field.endsWith('On') && typeof value === 'string' ? storedDate(value) : value;
  }
  return data;
}

/** The timeline's words for what changed, with the dates the property will be asked about. */
function describeSteps(before: Referral | null, after: Referral, apartmentName: string): string[] {
  const lines: string[] = [];
  if (!before) lines.push(`Referred to ${apartmentName}`);
  for (const field of Object.keys(STEP_WORDS) as DateField[]) {
    const earlier = before?.[field];
    const was = earlier ? isoDate(earlier) : null;
    const later = after[field];
    const is = later ? isoDate(later) : null;
    if (was === is) continue;
    lines.push(
      is
        ? `${STEP_WORDS[field]} at ${apartmentName} on ${formatDay(is)}`
        : `${STEP_WORDS[field]} date cleared (${apartmentName})`,
    );
  }
  if ((before?.propertyContact ?? null) !== after.propertyContact && after.propertyContact)
    lines.push(`Contact at ${apartmentName}: ${after.propertyContact}`);
  if (
    (before?.leaseRentCents ?? null) !== after.leaseRentCents ||
    (before?.leaseTermMonths ?? null) !== after.leaseTermMonths
  ) {
    if (after.leaseRentCents !== null)
      lines.push(
        `Lease at ${apartmentName}: ${formatCents(after.leaseRentCents)} a month${
          after.leaseTermMonths ? ` for ${after.leaseTermMonths} months` : ''
        }${after.commissionExpectedCents !== null ? `, commission expected ${formatCents(after.commissionExpectedCents)}` : ''}`,
      );
  }
  if (
    (before?.commissionReceivedCents ?? null) !== after.commissionReceivedCents &&
    after.commissionReceivedCents !== null
  )
    lines.push(`Commission received from ${apartmentName}: ${formatCents(after.commissionReceivedCents)}`);
  return lines;
}

/** The referrals of one lead, by when they were made. */
export function leadReferrals(prisma: PrismaClient, leadId: string) {
  return prisma.referral.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' }, include: { apartment: true } });
}

/** Admins set the commission an apartment pays: a percentage of one month's rent (null: not agreed yet). */
export async function setApartmentCommission(
  prisma: PrismaClient,
  actor: { adminId: string | null; apiKey?: Viewer['apiKey'] },
  rawApartmentId: unknown,
  rawPercent: unknown,
) {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const { percent } = parseInput(
    z
      .object({
        percent: z
          .number({ error: 'Commission must be a percentage' })
          .int('Commission must be a whole percentage')
          .min(1, 'Commission must be at least 1%')
          .max(200, 'Commission cannot be over 200%')
          .nullable(),
      })
      .strict(),
    { percent: rawPercent },
  );
  return prisma.$transaction(async (tx) => {
    const before = await tx.apartment.findUnique({ where: { id: apartmentId }, select: { commissionPercent: true } });
    if (!before) throw notFound('Apartment not found');
    const after = await tx.apartment.update({ where: { id: apartmentId }, data: { commissionPercent: percent } });
    if (before.commissionPercent !== percent)
      await recordAudit(tx, {
        adminId: actor.adminId,
        apiKey: actor.apiKey,
        action: 'update',
        entity: 'apartment',
        entityId: apartmentId,
        apartmentId,
        changes: { commissionPercent: { before: before.commissionPercent, after: percent } },
      });
    return after;
  });
}

export interface CommissionMonth {
  month: string;
  leases: number;
  expectedCents: number;
  receivedCents: number;
}

export interface CommissionLine {
  referral: Referral & { apartment: { name: string }; lead: { id: string; agentId: string | null } };
  daysSinceLease: number;
  overdue: boolean;
}

/**
 * Expected against received by the month the lease was signed, and every leased referral with unpaid ones first
 * (oldest first: they are the ones to chase), then the paid ones, newest first.
 */
export async function commissionReport(prisma: PrismaClient, now: Date) {
  const referrals = await prisma.referral.findMany({
    where: { leaseSignedOn: { not: null } },
    include: { apartment: { select: { name: true } }, lead: { select: { id: true, agentId: true } } },
    orderBy: { leaseSignedOn: 'asc' },
  });
  const byMonth = new Map<string, CommissionMonth>();
  for (const referral of referrals) {
    const month = isoDate(referral.leaseSignedOn!).slice(0, 7);
    const row = byMonth.get(month) ?? { month, leases: 0, expectedCents: 0, receivedCents: 0 };
    row.leases += 1;
    row.expectedCents += referral.commissionExpectedCents ?? 0;
    row.receivedCents += referral.commissionReceivedCents ?? 0;
    byMonth.set(month, row);
  }
  const lines: CommissionLine[] = referrals.map((referral) => {
    const daysSinceLease = Math.floor((now.getTime() - referral.leaseSignedOn!.getTime()) / 86_400_000);
    return {
      referral,
      daysSinceLease,
      overdue: referral.commissionReceivedOn === null && daysSinceLease > COMMISSION_OVERDUE_DAYS,
    };
  });
  const unpaid = lines.filter((line) => line.referral.commissionReceivedOn === null);
  const paid = lines.filter((line) => line.referral.commissionReceivedOn !== null).reverse();
  return { months: [...byMonth.values()].reverse(), lines: [...unpaid, ...paid] };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Text starting with = + - @ is a formula to a spreadsheet: quoted with a leading apostrophe. Numbers are numbers.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const dollars = (cents: number | null) => (cents === null ? null : centsAsDecimal(cents));

/** The report's lines as CSV (RFC 4180), for the books. */
export function commissionCsv(lines: CommissionLine[]): string {
  const header = [
    'Apartment',
    'Lead',
    'Lease signed',
    'Monthly rent',
    'Term (months)',
    'Commission %',
    'Expected',
    'Received on',
    'Received',
    'Days since lease',
    'Overdue',
  ];
  const rows = lines.map(({ referral, daysSinceLease, overdue }) => [
    referral.apartment.name,
    referral.lead.id,
    isoDate(referral.leaseSignedOn!),
    dollars(referral.leaseRentCents),
    referral.leaseTermMonths,
    referral.commissionPercent,
    dollars(referral.commissionExpectedCents),
    referral.commissionReceivedOn ? isoDate(referral.commissionReceivedOn) : null,
    dollars(referral.commissionReceivedCents),
    daysSinceLease,
    overdue ? 'yes' : 'no',
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
