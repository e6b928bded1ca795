// Clicks, likes and shares of an apartment (docs/product.md section 3): one atomic increment of one named counter,
// nothing else writable through it.
import type { PrismaClient } from '../generated/prisma/client.js';
import { parseId } from './apartments.js';
import { notFound } from '../errors.js';

export type Counter = 'clicks' | 'likes' | 'shares';

export async function recordCounter(prisma: PrismaClient, rawApartmentId: unknown, counter: Counter): Promise<void> {
  const id = parseId(rawApartmentId, 'id');
  const { count } = await prisma.apartment.updateMany({ where: { id }, data: { [counter]: { increment: 1 } } });
  if (count === 0) throw notFound('Apartment not found');
}
