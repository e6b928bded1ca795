// Reading the published catalog from the database at any inventory size. One `findMany` with its includes names
// every apartment id in one statement per relation, and PostgreSQL refuses more than 32,767 bound values (Prisma
// P2029): at 50,000 apartments the server could not start. The ids are read first, in search order, then the
// apartments with their floorplans, fees, specials, photos and rules a page at a time; one REPEATABLE READ
// transaction keeps the order and every page one consistent picture of the catalog.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { APARTMENT_ORDER, CATALOG_INCLUDE, PUBLISHED_ONLY, type StoredCatalogApartment } from './rows.js';

/** Apartments read per statement: each relation's statement then binds at most this many ids. */
const LOAD_PAGE_SIZE = 2_000;

/** A whole read of 300,000 floorplans takes tens of seconds on a busy machine; Prisma's default is 5 s. */
const LOAD_TIMEOUT_MS = 10 * 60_000;

type Reader = Pick<PrismaClient, 'apartment'>;

/** The given apartments (published ones only) with what the catalog holds of them, in pages of LOAD_PAGE_SIZE. */
export async function readApartments(
  prisma: Reader,
  ids: readonly string[],
  pageSize = LOAD_PAGE_SIZE,
): Promise<StoredCatalogApartment[]> {
  const rows: StoredCatalogApartment[] = [];
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = ids.slice(start, start + pageSize);
    rows.push(
      ...(await prisma.apartment.findMany({
        where: { id: { in: page }, ...PUBLISHED_ONLY } satisfies Prisma.ApartmentWhereInput,
        include: CATALOG_INCLUDE,
      })),
    );
  }
  return rows;
}

/** The ids of the published apartments in docs/contract.md's order (highlighted first, then name, then id). */
export async function readOrder(prisma: Reader): Promise<string[]> {
  const order = await prisma.apartment.findMany({
    where: PUBLISHED_ONLY,
    orderBy: [...APARTMENT_ORDER],
    select: { id: true },
  });
  return order.map(({ id }) => id);
}

/** Every published apartment in search order, read as one consistent picture. */
export async function readCatalog(prisma: PrismaClient, pageSize = LOAD_PAGE_SIZE): Promise<StoredCatalogApartment[]> {
  return prisma.$transaction(
    async (tx) => {
      const order = await readOrder(tx);
      const byId = new Map((await readApartments(tx, order, pageSize)).map((row) => [row.id, row]));
      return order.flatMap((id) => byId.get(id) ?? []);
    },
    { isolationLevel: 'RepeatableRead', timeout: LOAD_TIMEOUT_MS, maxWait: LOAD_TIMEOUT_MS },
  );
}
