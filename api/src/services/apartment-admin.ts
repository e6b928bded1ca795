// What admins change: apartments and their floorplans (SPEC.md sections 2, 4 and 7).
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AddApartmentSchema, DemoApartmentSchema, FloorplanInputSchema } from './apartment-input.js';
import { getApartment, parseId, type ApartmentWithFloorplans } from './apartments.js';
import { conflict, isUniqueViolation, notFound, parseInput } from './errors.js';

export interface Actor {
  adminId: string | null;
}

export interface CreateOptions {
  /** Demo listings may lack an image (CONTRACT.md "Demo data"); the admin forms always require one. */
  demo?: boolean;
}

export const DUPLICATE_CODE_MESSAGE = 'An apartment with this code already exists.';

export async function createApartment(
  prisma: PrismaClient,
  rawInput: unknown,
  actor: Actor,
  options: CreateOptions = {},
): Promise<ApartmentWithFloorplans> {
  const input = parseInput(options.demo ? DemoApartmentSchema : AddApartmentSchema, rawInput);
  const { floorplans, expectedVersion: _ignored, ...fields } = input;
  try {
    const created = await prisma.apartment.create({
      data: {
        ...fields,
        creatorId: actor.adminId,
        floorplans: { create: floorplans.map((floorplan) => ({ type: floorplan.type, imageUrls: [] })) },
      },
      include: { floorplans: { orderBy: { type: 'asc' } } },
    });
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_CODE_MESSAGE, { code: DUPLICATE_CODE_MESSAGE });
    throw error;
  }
}

export async function updateFloorplan(prisma: PrismaClient, rawApartmentId: unknown, rawFloorplanId: unknown, rawInput: unknown, _actor: Actor) {
  const apartmentId = parseId(rawApartmentId, 'apartmentId');
  const floorplanId = parseId(rawFloorplanId, 'floorplanId');
  const input = parseInput(FloorplanInputSchema, rawInput);
  const data: Prisma.FloorplanUpdateInput = {
    totalFloorplans: input.totalFloorplans,
    video: input.video ?? null,
    minPrice: input.minPrice ?? null,
    maxPrice: input.maxPrice ?? null,
    minSqft: input.minSqft ?? null,
    maxSqft: input.maxSqft ?? null,
    imageUrls: input.imageUrls,
  };
  const { count } = await prisma.floorplan.updateMany({ where: { id: floorplanId, apartmentId }, data });
  if (count === 0) throw notFound('Floorplan not found');
  return getApartment(prisma, apartmentId);
}
