// Clicks, likes and shares of an apartment (docs/product.md section 3): one atomic increment of one named counter,
// nothing else writable through it; a draft is not public, so it counts nothing (docs/contract.md "Where an apartment is").
import type { PrismaClient } from '../generated/prisma/client.js';
import { parseId } from './apartments.js';
import { notFound } from '../errors.js';
import { PUBLISHED_ONLY } from '../catalog/rows.js';

export type Counter = 'clicks' | 'shares';

export async function recordCounter(prisma: PrismaClient, rawApartmentId: unknown, counter: Counter): Promise<void> {
  const id = parseId(rawApartmentId, 'id');
  const { count } = await prisma.apartment.updateMany({
    where: { id, ...PUBLISHED_ONLY },
    data: { [counter]: { increment: 1 } },
  });
  if (count === 0) throw notFound('Apartment not found');
}

/**
 * docs/contract.md "Beyond docs/product.md" (likes, shares and clicks): a favourite is a like, one per browser and apartment. Favouriting
 * again from the same browser counts nothing more; taking the favourite back takes its like back (and nothing when
 * that browser had none). The row and the count change in one transaction, so they cannot drift apart.
 */
export async function setApartmentLike(
  prisma: PrismaClient,
  rawApartmentId: unknown,
  rawBrowserId: unknown,
  liked: boolean,
): Promise<void> {
  const apartmentId = parseId(rawApartmentId, 'id');
  const browserId = parseId(rawBrowserId, 'browserId');
  await prisma.$transaction(async (tx) => {
    const apartment = await tx.apartment.findFirst({
      where: { id: apartmentId, ...PUBLISHED_ONLY },
      select: { id: true },
    });
    if (!apartment) throw notFound('Apartment not found');
    const changed = liked
      ? (await tx.apartmentLike.createMany({ data: [{ apartmentId, browserId }], skipDuplicates: true })).count
      : (await tx.apartmentLike.deleteMany({ where: { apartmentId, browserId } })).count;
    if (changed > 0)
      await tx.apartment.update({
        where: { id: apartmentId },
        data: { likes: liked ? { increment: 1 } : { decrement: 1 } },
      });
  });
}
