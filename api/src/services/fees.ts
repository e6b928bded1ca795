// What an apartment charges beyond rent and what it offers: fees (in cents), pet policy and amenities. Admins
// replace the whole list at once, as the manager's dialog edits it, in one transaction with its audit entry.
import { recordPriceObservations } from '../market/observations.js';
import { z } from 'zod';
import {
  AMENITIES,
  FEE_KINDS,
  FEE_NAME_MAX_LENGTH,
  FEES_PER_APARTMENT_MAX,
  MONEY_MAX_CENTS,
  PET_KINDS,
  screeningFeesOf,
  type ScreeningFees,
} from '../domain/index.js';
import type { FeeKind, Prisma, PrismaClient, StaffRole } from '../generated/prisma/client.js';
import { notFound, parseInput } from '../errors.js';
import type { Actor } from './audit.js';
import { confirmSaved } from './verification.js';
import { parseId } from './apartments.js';
import { diff, recordAdminChange } from './audit.js';

export const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX_CENTS, `${label} is too large`);

const FeeSchema = z
  .object({
    name: z
      .string({ error: 'Fee name is required' })
      .max(FEE_NAME_MAX_LENGTH, `Fee name must be at most ${FEE_NAME_MAX_LENGTH} characters`)
      .trim()
      .min(1, 'Fee name is required'),
    amountCents: cents('Fee amount'),
    kind: z.enum(FEE_KINDS, { error: (issue) => `Unknown fee kind: ${String(issue.input)}` }),
  })
  .strict();

const FeesSchema = z.object({
  fees: z
    .array(FeeSchema, { error: 'fees must be a list' })
    .max(FEES_PER_APARTMENT_MAX, `An apartment may list at most ${FEES_PER_APARTMENT_MAX} fees`),
});

/** Replaces the apartment's fees with this list, in this order. */
export async function setApartmentFees(
  prisma: PrismaClient,
  actor: Actor,
  rawApartmentId: unknown,
  rawFees: unknown,
  now = new Date(),
) {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const { fees } = parseInput(FeesSchema, { fees: rawFees });
  await prisma.$transaction((tx) => replaceFees(tx, actor, apartmentId, fees, { source: 'ADMIN', now }));
}

/**
 * The fee list written in the caller's transaction: the manager's dialog, and a feed's apply (services/feeds). The
 * all-in of every priced floorplan changes that day, so the history keeps the day's figures and fees: `confirmed`
 * says who and when, or is null when the caller confirms the floorplans next in the same transaction, which writes
 * the day once, with these fees.
 */
export async function replaceFees(
  tx: Prisma.TransactionClient,
  actor: Actor,
  apartmentId: string,
  fees: readonly { name: string; amountCents: number; kind: FeeKind }[],
  confirmed: { source: StaffRole; now: Date } | null,
) {
  const apartment = await tx.apartment.findUnique({ where: { id: apartmentId }, include: { fees: true } });
  if (!apartment) throw notFound('Apartment not found');
  const present = (rows: readonly { name: string; amountCents: number; kind: string }[]) =>
    rows.map(({ name, amountCents, kind }) => ({ name, amountCents, kind }));
  await tx.fee.deleteMany({ where: { apartmentId } });
  await tx.fee.createMany({ data: fees.map((fee, position) => ({ ...fee, apartmentId, position })) });
  if (confirmed) await recordPriceObservations(tx, { apartmentId, ...confirmed });
  await recordAdminChange(tx, actor, {
    action: 'update',
    entity: 'apartment',
    entityId: apartmentId,
    apartmentId,
    changes: diff({ fees: present(apartment.fees) }, { fees: present(fees) }, ['fees']),
  });
  await confirmSaved(tx, actor, apartmentId);
}

/**
 * The application and admin fees of an apartment's fee table, which its screening criteria show (docs/contract.md
 * "Who qualifies": one place for each fee). The catalog's rows carry their fees; this reads them for the others.
 */
export async function screeningFeesOfApartment(prisma: PrismaClient, apartmentId: string): Promise<ScreeningFees> {
  const fees = await prisma.fee.findMany({
    where: { apartmentId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { name: true, amountCents: true },
  });
  return screeningFeesOf(fees);
}

const FeaturesSchema = z
  .object({
    petsAllowed: z
      .array(z.enum(PET_KINDS, { error: (issue) => `Unknown pet kind: ${String(issue.input)}` }))
      .max(PET_KINDS.length)
      .optional(),
    petRentCents: cents('Pet rent').nullable().optional(),
    petDepositCents: cents('Pet deposit').nullable().optional(),
    amenities: z
      .array(z.enum(AMENITIES, { error: (issue) => `Unknown amenity: ${String(issue.input)}` }))
      .max(AMENITIES.length)
      .optional(),
  })
  .strict();

const FEATURE_FIELDS = ['petsAllowed', 'petRentCents', 'petDepositCents', 'amenities'] as const;

/** The pet policy and amenities; fields left out keep their values. */
export async function updateApartmentFeatures(
  prisma: PrismaClient,
  actor: Actor,
  rawApartmentId: unknown,
  rawInput: unknown,
) {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const input = parseInput(FeaturesSchema, rawInput ?? {});
  const data = {
    ...input,
    ...(input.petsAllowed ? { petsAllowed: [...new Set(input.petsAllowed)] } : {}),
    ...(input.amenities ? { amenities: [...new Set(input.amenities)] } : {}),
  };
  await prisma.$transaction(async (tx) => {
    const before = await tx.apartment.findUnique({ where: { id: apartmentId } });
    if (!before) throw notFound('Apartment not found');
    const after = await tx.apartment.update({ where: { id: apartmentId }, data });
    await recordAdminChange(tx, actor, {
      action: 'update',
      entity: 'apartment',
      entityId: apartmentId,
      apartmentId,
      changes: diff(before, after, FEATURE_FIELDS),
    });
  });
}
