// The public catalog in memory, so that renters' searches stay fast however many arrive at once: every apartment with
// its floorplans, in search order, shared by every public read. It is read in full once; after that each change of the
// catalog version reads again only the apartments that change touched (the triggers list them in "CatalogChange"). A
// search over the whole inventory is then a pass over an array instead of four SQL statements, and the only statement a
// public read costs while nothing changes is the version check, which concurrent requests share.
//
// Freshness: the version is bumped by database triggers on every visible change, whichever instance made it,
// and every read asks for it after it arrives, so a change committed before a request started is always in the
// snapshot that request uses.
import type { PrismaClient } from '../generated/prisma/client.js';
import { APARTMENT_ORDER, CATALOG_INCLUDE, type CatalogApartment } from './apartments.js';

export interface CatalogSnapshot {
  version: bigint;
  /** In search order (CONTRACT.md: highlighted first, then name, then id), floorplans by type. */
  apartments: readonly CatalogApartment[];
  byId: ReadonlyMap<string, CatalogApartment>;
}

/** One request's view of the catalog: the version is read once, on first use, and every read shares it. */
export interface Catalog {
  version(): Promise<bigint>;
  /** The apartments as of that version (or newer). */
  snapshot(): Promise<CatalogSnapshot>;
}

/** One per app instance: the version check and the snapshot every request shares. */
export interface SharedCatalog {
  forRequest(): Catalog;
}

/**
 * Coalesces concurrent calls of `read` without ever answering a caller with a read that started before it
 * called: a caller arriving while a read is running waits for the next one, which then serves everybody
 * who arrived meanwhile.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    running = read().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** Beyond this many changed apartments, reading everything again is simpler than patching. */
const PATCH_LIMIT = 500;

const sortKey = (apartment: CatalogApartment) => `${apartment.highlight}\u0000${apartment.name}`;

export function createCatalog(prisma: PrismaClient): SharedCatalog {
  const readVersion = coalesced(async () => {
    const rows = await prisma.$queryRawUnsafe<{ version: bigint | number | string }[]>(
      'SELECT "version" FROM "CatalogVersion" WHERE "id" = 1',
    );
    return BigInt(rows[0]?.version ?? 0);
  });

  const snapshotOf = (version: bigint, apartments: CatalogApartment[]): CatalogSnapshot => ({
    version,
    apartments,
    byId: new Map(apartments.map((apartment) => [apartment.id, apartment])),
  });

  const loadAll = async (version: bigint) =>
    snapshotOf(version, await prisma.apartment.findMany({ orderBy: [...APARTMENT_ORDER], include: CATALOG_INCLUDE }));

  /**
   * The previous snapshot with the apartments changed since its version read again; unchanged apartments are
   * the same objects. The database orders the ids again only when an apartment came, went or moved in the order.
   */
  const patch = async (previous: CatalogSnapshot, version: bigint): Promise<CatalogSnapshot> => {
    const changes = await prisma.$queryRawUnsafe<{ apartmentId: string | null; oldest: bigint | number | string }[]>(
      'SELECT "apartmentId", (SELECT min("version") FROM "CatalogChange") AS "oldest" FROM "CatalogChange" WHERE "version" > $1',
      previous.version,
    );
    const ids = new Set(changes.map((change) => change.apartmentId));
    // A change history that starts after the previous version was pruned: what happened between is unknown.
    const complete = changes.length > 0 && BigInt(changes[0].oldest) <= previous.version + 1n;
    if (!complete || version < previous.version || ids.has(null) || ids.size > PATCH_LIMIT) return loadAll(version);

    const changed = await prisma.apartment.findMany({
      where: { id: { in: [...ids] as string[] } },
      include: CATALOG_INCLUDE,
    });
    const byId = new Map(previous.byId);
    for (const id of ids) byId.delete(id as string);
    for (const apartment of changed) byId.set(apartment.id, apartment);
    const reordered =
      changed.length !== ids.size ||
      changed.some((apartment) => {
        const before = previous.byId.get(apartment.id);
        return !before || sortKey(before) !== sortKey(apartment);
      });
    if (!reordered)
      return { version, apartments: previous.apartments.map((apartment) => byId.get(apartment.id)!), byId };

    const order = await prisma.apartment.findMany({ orderBy: [...APARTMENT_ORDER], select: { id: true } });
    // An apartment created after the changes were read belongs to a later version, which reads it then.
    const apartments = order.flatMap(({ id }) => byId.get(id) ?? []);
    return snapshotOf(version, apartments);
  };

  let current: CatalogSnapshot | undefined;
  let latest: { version: bigint; snapshot: Promise<CatalogSnapshot> } | undefined;
  const snapshotAt = (version: bigint): Promise<CatalogSnapshot> => {
    // The version was read before the rows, so a snapshot holds at least the state its version names. Version
    // reads never overlap and come back in order: another version means a change (or a database restored to
    // an older one).
    if (latest?.version === version) return latest.snapshot;
    const entry = { version, snapshot: current ? patch(current, version) : loadAll(version) };
    latest = entry;
    entry.snapshot.then(
      (snapshot) => {
        if (latest === entry) current = snapshot;
      },
      () => {
        if (latest === entry) latest = undefined;
      },
    );
    return entry.snapshot;
  };

  return {
    forRequest: () => {
      let version: Promise<bigint> | undefined;
      const view: Catalog = {
        version: () => (version ??= readVersion()),
        snapshot: async () => snapshotAt(await view.version()),
      };
      return view;
    },
  };
}
