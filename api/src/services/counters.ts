// Clicks, likes and shares of an apartment (docs/product.md section 3): one atomic increment of one named counter,
// nothing else writable through it; a draft is not public, so it counts nothing (docs/contract.md "Where an apartment is").
import type { PrismaClient } from '../generated/prisma/client.js';
import { parseId } from './apartments.js';
import { notFound } from '../errors.js';
import { PUBLISHED_ONLY } from '../catalog/rows.js';

export type Counter = 'clicks' | 'likes' | 'shares';

export async function recordCounter(prisma: PrismaClient, rawApartmentId: unknown, counter: Counter): Promise<void> {
  const id = parseId(rawApartmentId, 'id');
  const { count } = await prisma.apartment.updateMany({
    where: { id, ...PUBLISHED_ONLY },
    data: { [counter]: { increment: 1 } },
  });
  if (count === 0) throw notFound('Apartment not found');
}
