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
  commissionCents,
  formatCents,
  type LeadStatus,
} from '../domain/index.js';
import type { PrismaClient, Referral } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError, conflict, notFound, parseInput } from '../errors.js';
import { parseId } from './apartments.js';
import { recordAudit } from './audit.js';
import { calendarDate, storedDate } from './calendar-date.js';
import { readLead } from './leads.js';
import { isoDate } from '../catalog/true-cost.js';
import { staffName } from './verification.js';

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
    commissionReceivedOn: optionalDate('Commission received on'),
    commissionReceivedCents: optionalCents('Commission received'),
  })
  .strict();

type ReferralInput = z.output<typeof ReferralSchema>;
type DateField = 'registeredOn' | 'touredOn' | 'appliedOn' | 'leaseSignedOn' | 'commissionReceivedOn';

const STEP_WORDS: Record<DateField, string> = {
  registeredOn: 'Registered with the property',
  touredOn: 'Toured',
  appliedOn: 'Applied',
  leaseSignedOn: 'Lease signed',
  commissionReceivedOn: 'Commission received',
};

/** The pipeline status a recorded step implies; the lead moves forward to it, never back. */
const STEP_STATUS: Partial<Record<DateField, LeadStatus>> = {
  touredOn: 'touring',
  appliedOn: 'applied',
  leaseSignedOn: 'leased',
};

const statusRank = (status: LeadStatus) => LEAD_STATUSES.indexOf(status);

/**
 * Records a referral's steps (fields left out keep their values, null clears one). The lease's commission is
 * expected at the apartment's percentage of one month's rent, as it was when the lease was recorded.
 */
export async function upsertReferral(
  prisma: PrismaClient,
  viewer: Viewer,
  rawLeadId: unknown,
  rawApartmentId: unknown,
  rawInput: unknown,
  now: Date,
): Promise<Referral> {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const input = parseInput(ReferralSchema, rawInput ?? {});
  const actorName = await staffName(prisma, viewer);
  return prisma.$transaction(async (tx) => {
    const lead = await readLead(tx, viewer, rawLeadId);
    if (viewer.role !== 'ADMIN' && lead.agentId !== viewer.id)
      throw new AppError('FORBIDDEN', 'Claim this lead before working on it');
    if (lead.erasedAt) throw conflict("This lead's personal data was erased; it can no longer change");
    const apartment = await tx.apartment.findUnique({
      where: { id: apartmentId },
      select: { name: true, commissionPercent: true },
    });
    if (!apartment) throw notFound('Apartment not found');
    const before = await tx.referral.findUnique({ where: { leadId_apartmentId: { leadId: lead.id, apartmentId } } });
    const data = referralData(input);
    const merged = { ...before, ...data };
    const leaseRent = merged.leaseRentCents ?? null;
    const percent = before?.commissionPercent ?? (leaseRent !== null ? apartment.commissionPercent : null);
    const expected = leaseRent !== null && percent !== null ? commissionCents(leaseRent, percent) : null;
    const values = {
      ...data,
      commissionPercent: leaseRent !== null ? percent : null,
      commissionExpectedCents: expected,
    };
    const referral = before
      ? await tx.referral.update({ where: { id: before.id }, data: values })
      : await tx.referral.create({ data: { leadId: lead.id, apartmentId, ...values } });

    const lines = describeSteps(before, referral, apartment.name);
    const target = (Object.keys(STEP_STATUS) as DateField[])
      .filter((field) => referral[field] && !before?.[field])
      .map((field) => STEP_STATUS[field]!)
      .reduce<LeadStatus | null>(
        (best, status) => (!best || statusRank(status) > statusRank(best) ? status : best),
        null,
      );
    const moves = target && lead.status !== 'lost' && statusRank(target) > statusRank(lead.status);
    await tx.lead.update({
      where: { id: lead.id },
      data: {
        updatedAt: now,
        ...(moves ? { status: target } : {}),
        ...(lead.firstContactAt ? {} : { firstContactAt: now }),
      },
    });
    const events = [
      ...lines.map((line) => ({ kind: 'referral', status: null, text: line })),
      ...(moves ? [{ kind: 'status', status: target, text: null }] : []),
    ];
    for (const [index, event] of events.entries()) {
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          ...event,
          actorRole: viewer.role,
          actorId: viewer.id,
          actorName,
          createdAt: new Date(now.getTime() + index),
        },
      });
    }
    return referral;
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
      is ? `${STEP_WORDS[field]} at ${apartmentName} on ${is}` : `${STEP_WORDS[field]} date cleared (${apartmentName})`,
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

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

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
