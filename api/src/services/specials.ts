// Move-in specials as records: what the concession is, when it runs, which floorplans and leases it covers. Reads
// compare them with the clock (catalog/true-cost.ts), so an ended special disappears by itself.
import { z } from 'zod';
import {
  CONCESSION_KINDS,
  FLOORPLAN_TYPES,
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  MONEY_MAX_CENTS,
  OPEN_END_DATE,
  PROMOTIONAL_TERM_MAX_WEEKS,
  SPECIAL_TEXT_MAX_LENGTH,
  SPECIALS_PER_APARTMENT_MAX,
} from '../domain/index.js';
import type { Prisma, PrismaClient, Special } from '../generated/prisma/client.js';
import { badInput, notFound, parseInput } from '../errors.js';
import type { Actor } from './audit.js';
import { confirmSaved } from './verification.js';
import { IdSchema, parseId } from './apartments.js';
import { diff, recordAdminChange } from './audit.js';
import { calendarDate, storedDate } from './calendar-date.js';

const SpecialSchema = z
  .object({
    text: z
      .string({ error: 'Special text is required' })
      .max(SPECIAL_TEXT_MAX_LENGTH, `Special text must be at most ${SPECIAL_TEXT_MAX_LENGTH} characters`)
      .trim()
      .min(1, 'Special text is required'),
    concessionKind: z.enum(CONCESSION_KINDS, { error: (issue) => `Unknown concession: ${String(issue.input)}` }),
    concessionValue: z
      .number({ error: 'Concession value must be a number' })
      .int('Concession value must be a whole number')
      .min(0, 'Concession value must be at least 1')
      .max(MONEY_MAX_CENTS, 'Concession value is too large')
      .optional(),
    validFrom: calendarDate('Valid from'),
    // Left out (or null): the special has no end date; it runs until staff end it (docs/contract.md, Search
    // semantics). Stored as OPEN_END_DATE, which every reader shows as "no end date".
    validUntil: calendarDate('Valid until').nullish(),
    floorplanTypes: z
      .array(z.enum(FLOORPLAN_TYPES, { error: (issue) => `Unknown room type: ${String(issue.input)}` }))
      .max(FLOORPLAN_TYPES.length)
      .default([]),
    minLeaseTermMonths: z
      .number({ error: 'Minimum lease term must be a number' })
      .int('Minimum lease term must be a whole number of months')
      .min(LEASE_TERM_MIN_MONTHS, `Minimum lease term must be at least ${LEASE_TERM_MIN_MONTHS} month`)
      .max(LEASE_TERM_MAX_MONTHS, `Minimum lease term must be at most ${LEASE_TERM_MAX_MONTHS} months`)
      .default(LEASE_TERM_MIN_MONTHS),
  })
  .strict()
  .superRefine((special, ctx) => {
    // A free move-in carries no amount; every other concession is worth at least 1 (week, cent).
    if (special.concessionKind !== 'freeMoveIn' && (special.concessionValue ?? 0) < 1) {
      ctx.addIssue({ code: 'custom', path: ['concessionValue'], message: 'Concession value must be at least 1' });
    }
    if (special.validUntil && special.validUntil < special.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until cannot be before valid from' });
    }
    if (special.concessionKind === 'weeksFree' && (special.concessionValue ?? 0) > PROMOTIONAL_TERM_MAX_WEEKS) {
      ctx.addIssue({
        code: 'custom',
        path: ['concessionValue'],
        message: `Free weeks must be at most ${PROMOTIONAL_TERM_MAX_WEEKS}`,
      });
    }
  });

const SPECIAL_FIELDS = [
  'text',
  'concessionKind',
  'concessionValue',
  'validFrom',
  'validUntil',
  'floorplanTypes',
  'minLeaseTermMonths',
] as const;

/** The refusal when an apartment already has as many specials as it may (docs/contract.md, Beyond docs/product.md). */
export const tooManySpecials = () =>
  badInput(`An apartment may have at most ${SPECIALS_PER_APARTMENT_MAX} specials; delete an ended one first`);

/**
 * Records a special created (no `before`), changed, or deleted (no `after`) in the audit trail: the specials editor
 * and the apartment form's promotion fields (promotion-editor.ts) write the same entries.
 */
export async function recordSpecialChange(
  tx: Prisma.TransactionClient,
  actor: Actor,
  before: Special | null,
  after: Special | null,
) {
  const row = (after ?? before)!;
  await recordAdminChange(tx, actor, {
    action: before === null ? 'create' : after === null ? 'delete' : 'update',
    entity: 'special',
    entityId: row.id,
    apartmentId: row.apartmentId,
    changes: diff(before, after, SPECIAL_FIELDS),
  });
  await confirmSaved(tx, actor, row.apartmentId);
}

function rowData(input: z.output<typeof SpecialSchema>) {
  return {
    ...input,
    concessionValue: input.concessionKind === 'freeMoveIn' ? 0 : (input.concessionValue ?? 0),
    floorplanTypes: [...new Set(input.floorplanTypes)],
    validFrom: storedDate(input.validFrom),
    validUntil: storedDate(input.validUntil ?? OPEN_END_DATE),
  };
}

export async function createSpecial(
  prisma: PrismaClient,
  actor: Actor,
  rawApartmentId: unknown,
  rawInput: unknown,
): Promise<Special> {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const input = parseInput(SpecialSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    const apartment = await tx.apartment.findUnique({ where: { id: apartmentId }, select: { id: true } });
    if (!apartment) throw notFound('Apartment not found');
    if ((await tx.special.count({ where: { apartmentId } })) >= SPECIALS_PER_APARTMENT_MAX) throw tooManySpecials();
    const special = await tx.special.create({ data: { ...rowData(input), apartmentId } });
    await recordSpecialChange(tx, actor, null, special);
    return special;
  });
}

export async function updateSpecial(prisma: PrismaClient, actor: Actor, rawId: unknown, rawInput: unknown) {
  const id = parseInput(z.object({ id: IdSchema }), { id: rawId }).id;
  const input = parseInput(SpecialSchema, rawInput ?? {});
  return prisma.$transaction(async (tx) => {
    const before = await tx.special.findUnique({ where: { id } });
    if (!before) throw notFound('Special not found');
    const after = await tx.special.update({ where: { id }, data: rowData(input) });
    await recordSpecialChange(tx, actor, before, after);
    return after;
  });
}

export async function deleteSpecial(prisma: PrismaClient, actor: Actor, rawId: unknown): Promise<void> {
  const id = parseInput(z.object({ id: IdSchema }), { id: rawId }).id;
  await prisma.$transaction(async (tx) => {
    const before = await tx.special.findUnique({ where: { id } });
    if (!before) throw notFound('Special not found');
    await tx.special.delete({ where: { id } });
    await recordSpecialChange(tx, actor, before, null);
  });
}

/** Every special of an apartment, ended ones included, for the manager. */
export function listSpecials(prisma: PrismaClient, rawApartmentId: unknown): Promise<Special[]> {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  return prisma.special.findMany({ where: { apartmentId }, orderBy: [{ validUntil: 'desc' }, { id: 'asc' }] });
}
