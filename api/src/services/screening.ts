// Who qualifies (docs/contract.md "Who qualifies"): admins and agents record an apartment's stated screening rules,
// which saving confirms as of now (the 30-day rule of prices, domain/true-cost.ts), and each floorplan's
// accessibility features. Changes are audited like every listing change.
import { z } from 'zod';
import {
  ACCESSIBILITY_FEATURES,
  CREDIT_POLICIES,
  CRIMINAL_POLICIES,
  HISTORY_POLICIES,
  ID_REQUIREMENTS,
  SCREENING_NUMBER_LIMITS,
  screeningRuleErrors,
  type ScreeningNumberField,
} from '../domain/index.js';
import type { Floorplan, PrismaClient, Screening } from '../generated/prisma/client.js';
import { notFound, parseInput } from '../errors.js';
import { IdSchema, parseId } from './apartments.js';
import { diff, recordAudit } from './audit.js';
import { staffName, type Verifier } from './verification.js';

const number = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nullable()
    .default(null);

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(values, { error: `${label} must be one of ${values.join(', ')}` })
    .nullable()
    .default(null);

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullable()
    .default(null);

const limit = (field: ScreeningNumberField) => number(SCREENING_NUMBER_LIMITS[field].label);

/** What a client still sending the screening's old fee fields is told (docs/contract.md "Who qualifies"). */
const FEES_ARE_FEES = "Application and admin fees are set with the apartment's fees, not with the screening rules";

/**
 * Every rule may be left empty (null): a rule the property has not stated, which renters read as "Ask us". Ranges
 * and pairs are the listing editor's own check (domain/screening-rules.ts), so both say the same words.
 */
const ScreeningSchema = z
  .object({
    apartmentId: IdSchema,
    incomeMultiple: limit('incomeMultiple'),
    creditPolicy: choice(CREDIT_POLICIES, 'Credit policy'),
    minimumCreditScore: limit('minimumCreditScore'),
    brokenLeasePolicy: choice(HISTORY_POLICIES, 'Broken lease policy'),
    brokenLeaseYears: limit('brokenLeaseYears'),
    evictionPolicy: choice(HISTORY_POLICIES, 'Eviction policy'),
    evictionYears: limit('evictionYears'),
    criminalPolicy: choice(CRIMINAL_POLICIES, 'Criminal history policy'),
    criminalYears: limit('criminalYears'),
    coSignerAccepted: flag('Co-signer accepted'),
    guarantorServicesAccepted: flag('Guarantor services accepted'),
    acceptsVouchers: flag('Accepts vouchers'),
    ssnOrItin: choice(ID_REQUIREMENTS, 'SSN or ITIN'),
    // One place for each fee: the application and admin fees are rows of the fee table (domain/screening-fees.ts).
    applicationFeeCents: z.never({ error: FEES_ARE_FEES }).nullish(),
    adminFeeCents: z.never({ error: FEES_ARE_FEES }).nullish(),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const [path, message] of Object.entries(screeningRuleErrors(input)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

const SCREENING_FIELDS = [
  'incomeMultiple',
  'creditPolicy',
  'minimumCreditScore',
  'brokenLeasePolicy',
  'brokenLeaseYears',
  'evictionPolicy',
  'evictionYears',
  'criminalPolicy',
  'criminalYears',
  'coSignerAccepted',
  'guarantorServicesAccepted',
  'acceptsVouchers',
  'ssnOrItin',
  'verifiedAt',
] as const;

/** Replaces an apartment's rules with those given (a rule left out is unstated) and confirms them as of now. */
export async function setApartmentScreening(
  prisma: PrismaClient,
  viewer: Verifier,
  rawInput: unknown,
  now: Date,
): Promise<Screening> {
  const {
    apartmentId,
    applicationFeeCents: _application,
    adminFeeCents: _admin,
    ...rules
  } = parseInput(ScreeningSchema, rawInput ?? {});
  const name = await staffName(prisma, viewer);
  return prisma.$transaction(async (tx) => {
    const apartment = await tx.apartment.findUnique({ where: { id: apartmentId }, select: { id: true } });
    if (!apartment) throw notFound('Apartment not found');
    const before = await tx.screening.findUnique({ where: { apartmentId } });
    const data = { ...rules, verifiedAt: now, verifiedByName: name };
    const after = await tx.screening.upsert({ where: { apartmentId }, create: { apartmentId, ...data }, update: data });
    await recordAudit(tx, {
      adminId: viewer.role === 'ADMIN' ? viewer.id : null,
      apiKey: viewer.apiKey,
      action: 'update',
      entity: 'apartment',
      entityId: apartmentId,
      apartmentId,
      changes: diff(before, after, SCREENING_FIELDS),
    });
    return after;
  });
}

const AccessibilitySchema = z
  .array(z.enum(ACCESSIBILITY_FEATURES, { error: (issue) => `Unknown accessibility feature: ${String(issue.input)}` }))
  .max(ACCESSIBILITY_FEATURES.length, 'List each accessibility feature once');

/** The floorplan's accessibility features, in the fixed order of the list (duplicates dropped). */
export async function setFloorplanAccessibility(
  prisma: PrismaClient,
  viewer: Verifier,
  rawFloorplanId: unknown,
  rawFeatures: unknown,
  /** REST names the floorplan under its apartment: another apartment's floorplan is not found. */
  rawApartmentId?: unknown,
): Promise<Floorplan> {
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const apartmentId = rawApartmentId === undefined ? undefined : parseId(rawApartmentId, 'apartmentId');
  const given = new Set(parseInput(AccessibilitySchema, rawFeatures ?? []));
  const accessibility = ACCESSIBILITY_FEATURES.filter((feature) => given.has(feature));
  return prisma.$transaction(async (tx) => {
    const before = await tx.floorplan.findUnique({ where: { id: floorplanId } });
    if (!before || (apartmentId !== undefined && before.apartmentId !== apartmentId))
      throw notFound('Floorplan not found');
    const after = await tx.floorplan.update({ where: { id: floorplanId }, data: { accessibility } });
    await recordAudit(tx, {
      adminId: viewer.role === 'ADMIN' ? viewer.id : null,
      apiKey: viewer.apiKey,
      action: 'update',
      entity: 'floorplan',
      entityId: floorplanId,
      apartmentId: after.apartmentId,
      changes: diff(before, after, ['accessibility']),
    });
    return after;
  });
}
