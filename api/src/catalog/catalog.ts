// The public catalog in memory, so that renters' searches stay fast however many arrive at once: every apartment with
// its floorplans, in search order, shared by every public read. It is read in full once (in pages: catalog/load.ts);
// after that each new catalog version reads again only the apartments that change touched (the triggers list them in
// "CatalogChange"). A search over the whole inventory is then a pass over an array instead of four SQL statements.
//
// Freshness (docs/contract.md "The catalog in memory"): the version is bumped by database triggers on every visible
// change, whichever instance made it, and the same transaction sends it with NOTIFY on CATALOG_CHANNEL. Each instance
// listens on a connection of its own and reads the changed apartments as soon as it hears, so a public read costs no
// statement at all, and requests answer from the catalog held until that read is done rather than wait for it. While
// the listening connection is down (and until it first connects) every request asks for the version instead, as all
// of them did before; after it comes back the version is read once, which catches up on whatever was said meanwhile.
// A request that wrote reads its own change: its reads after the write ask the database for the version, and it
// answers once its instance holds that version (`settle`), so that the writer's next request shows it too.
import type { NotificationHandlers } from '../db/client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createDayFigures } from './all-in.js';
import { readApartments, readCatalog, readOrder } from './load.js';
import type { CatalogApartment, StoredCatalogApartment } from './rows.js';
import type { ApproximateLocation } from '../auth/approximate-location.js';

export interface CatalogSnapshot {
  version: bigint;
  /** In search order (docs/contract.md: highlighted first, then name, then id), floorplans by type. */
  apartments: readonly CatalogApartment[];
  byId: ReadonlyMap<string, CatalogApartment>;
}

/**
 * What a reader of the catalog depends on, so that a page built from it can outlive changes that do not touch it
 * (http/page-cache.ts): the whole catalog (the default), some apartments by id, or a search. A search depends on
 * the apartments it shows and on each apartment's footprint in it: whether the apartment matches, where it sorts,
 * and what it adds to the totals. A change that leaves every footprint as it was and shows nothing it changed
 * leaves the search's answer exactly as it was.
 */
export type CatalogRead =
  | { kind: 'everything' }
  | { kind: 'apartments'; ids: readonly string[] }
  | { kind: 'search'; footprint: (apartment: CatalogApartment) => string; shown: Set<string> };

/** One apartment as it was before a catalog change and after it (undefined: absent). */
export interface ApartmentChange {
  id: string;
  before?: CatalogApartment;
  after?: CatalogApartment;
}

export const EVERYTHING: CatalogRead = { kind: 'everything' };

/** Whether a reader that depended on `read` could see something different after `change`. */
export function readAffectedBy(read: CatalogRead, change: ApartmentChange): boolean {
  switch (read.kind) {
    case 'everything':
      return true;
    case 'apartments':
      return read.ids.includes(change.id);
    case 'search': {
      if (read.shown.has(change.id)) return true;
      const footprint = (apartment: CatalogApartment | undefined) => (apartment ? read.footprint(apartment) : '');
      return footprint(change.before) !== footprint(change.after);
    }
  }
}

/** One request's view of the catalog: the version is read once, on first use, and every read shares it. */
export interface Catalog {
  version(): Promise<bigint>;
  /** The apartments as of that version (or newer); `read` says what of them the caller depends on. */
  snapshot(read?: CatalogRead): Promise<CatalogSnapshot>;
  /** What the request has read so far (each snapshot call's `read`), for a cache that keeps its answer. */
  readonly reads: readonly CatalogRead[];
  /** True when the reads go to a page being rendered: an answer replayed from a cache would hide them from it. */
  readonly partOfPage: boolean;
}

/** One per app instance: the version check and the snapshot every request shares. */
export interface SharedCatalog {
  /**
   * `pageReads`: where a page being rendered keeps what its requests read (web.ts caches the page by it).
   * `wrote`: whether the request has written to the database by now; its reads after that see its change.
   */
  forRequest(pageReads?: CatalogRead[], wrote?: () => boolean): Catalog;
  /**
   * The apartments changed after version `from` up to `to` (a superset is possible, never fewer), or undefined
   * when this instance cannot tell (it read everything again in between, or kept no record that old). Reads the
   * catalog at `to` first if it has not yet.
   */
  changesBetween: (from: bigint, to: bigint) => Promise<ApartmentChange[] | undefined>;
  /**
   * Makes sure this instance holds the latest version (after a write: the writer's next request shows its change,
   * though requests answer from the catalog held while a change heard is read).
   */
  settle(): Promise<void>;
  /**
   * The catalog at the version the database holds now (one statement, and a wait for a change not yet read): for
   * jobs, which must not miss a change just made whose announcement has not arrived yet.
   */
  newest(): Promise<CatalogSnapshot>;
  /** Whether versions come by notification (no statement per request) rather than by asking. */
  listening(): boolean;
  /** Calls `listener` each time a version heard of (or caught up with) is read into memory; returns the unsubscribe. */
  onHeard(listener: (version: bigint) => void): () => void;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/** The channel the database announces each new catalog version on (its payload: the version). */
const CATALOG_CHANNEL = 'catalog_changed';

/** What the catalog needs to hear of changes: Database['listen'] (db/client.ts). */
type ListenForChanges = (channel: string, handlers: NotificationHandlers) => () => Promise<void>;

interface CatalogOptions {
  /** Without it every request asks the database for the version. */
  listen?: ListenForChanges;
  /** A listening connection lost (it comes back by itself) or a change that could not be read ahead. */
  onError?: (error: Error, what: string) => void;
  /** The app's clock: the day's all-in figures are worked out for its San Antonio day (catalog/all-in.ts). */
  clock?: () => Date;
  /**
   * Whether a URL names an image this site stores (storage.keyOf). Renters and crawlers never load another host's
   * picture (docs/contract.md "Where an apartment is"): an outside link waiting for its copy is left out of the
   * catalog, so the card shows the placeholder and the floorplan its stored images only.
   */
  storedImage?: (url: string) => boolean;
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
/** How long a failed catch-up read of the version waits before it tries again: doubling from the first to the last. */
const CATCH_UP_DELAY_MS = { first: 100, last: 5_000 };
/** How many patches back changesBetween can see: at an edit every few seconds, hours of history. */
const HISTORY_STEPS = 2_000;

interface Step {
  from: bigint;
  to: bigint;
  changes: ApartmentChange[];
}

const sortKey = (apartment: CatalogApartment) => `${apartment.highlight}\u0000${apartment.name}`;

/** How a snapshot's apartments were made from the previous snapshot's, in the same order: the indexes read again. */
export interface CatalogPatch {
  previous: readonly CatalogApartment[];
  changed: readonly number[];
}

const patches = new WeakMap<readonly CatalogApartment[], CatalogPatch>();

/**
 * The patch that made `apartments`, when a change kept the order: what is worked out per snapshot over the whole
 * catalog (search/columns.ts) is then carried over from the previous one, with the changed rows redone.
 */
export const patchOf = (apartments: readonly CatalogApartment[]): CatalogPatch | undefined => patches.get(apartments);

export function createCatalog(
  prisma: PrismaClient,
  approximateLocation: ApproximateLocation,
  options: CatalogOptions = {},
): SharedCatalog {
  const stored = options.storedImage ?? (() => true);
  const located = <T extends Parameters<ApproximateLocation>[0] & StoredCatalogApartment>(rows: T[]) =>
    rows.map((row) => ({
      ...row,
      image: row.image !== null && stored(row.image) ? row.image : null,
      floorplans: row.floorplans.map((floorplan) =>
        floorplan.imageUrls.every(stored)
          ? floorplan
          : { ...floorplan, imageUrls: floorplan.imageUrls.filter((url) => stored(url)) },
      ),
      approximateLocation: approximateLocation(row),
    }));

  const readVersion = coalesced(async () => {
    const rows = await prisma.$queryRawUnsafe<{ version: bigint | number | string }[]>(
      'SELECT "version" FROM "CatalogVersion" WHERE "id" = 1',
    );
    return BigInt(rows[0]?.version ?? 0);
  });

  // The day's all-in figures: worked out as a snapshot is read in full or an apartment changes, and again on the
  // first read of a new day.
  const dayFigures = createDayFigures(options.clock ?? (() => new Date()));

  const snapshotOf = (version: bigint, apartments: CatalogApartment[]): CatalogSnapshot => ({
    version,
    apartments,
    byId: new Map(apartments.map((apartment) => [apartment.id, apartment])),
  });

  /** The patches made, oldest first: what changed between versions, for readers that kept an older answer. */
  let history: Step[] = [];

  const loadAll = async (version: bigint) => {
    const apartments = located(await readCatalog(prisma));
    // What happened before this read is unknown from here on.
    history = [];
    const snapshot = snapshotOf(version, apartments);
    dayFigures.ensure(snapshot);
    return snapshot;
  };

  const remember = (previous: CatalogSnapshot, next: CatalogSnapshot, ids: Set<string | null>) => {
    const changes = [...ids].map((id) => ({
      id: id as string,
      before: previous.byId.get(id as string),
      after: next.byId.get(id as string),
    }));
    history.push({ from: previous.version, to: next.version, changes });
    if (history.length > HISTORY_STEPS) history.splice(0, history.length - HISTORY_STEPS);
    return next;
  };

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

    // An apartment that went back to a draft is read as gone.
    const changed = located(await readApartments(prisma, [...ids] as string[]));
    const byId = new Map(previous.byId);
    for (const id of ids) byId.delete(id as string);
    for (const apartment of changed) byId.set(apartment.id, apartment);
    const reordered =
      changed.length !== ids.size ||
      changed.some((apartment) => {
        const before = previous.byId.get(apartment.id);
        return !before || sortKey(before) !== sortKey(apartment);
      });
    // Reordered, the ids are read in order again: an apartment created after the changes were read belongs to a
    // later version, which reads it then.
    const order = reordered ? await readOrder(prisma) : undefined;
    let next: CatalogSnapshot;
    if (order)
      next = snapshotOf(
        version,
        order.flatMap((id) => byId.get(id) ?? []),
      );
    else {
      const changedAt: number[] = [];
      const apartments = previous.apartments.map((apartment, index) => {
        if (ids.has(apartment.id)) changedAt.push(index);
        return byId.get(apartment.id)!;
      });
      patches.set(apartments, { previous: previous.apartments, changed: changedAt });
      next = { version, apartments, byId };
    }
    dayFigures.patched(previous, next, changed);
    return remember(previous, next, ids);
  };

  let current: CatalogSnapshot | undefined;
  let latest: { version: bigint; snapshot: Promise<CatalogSnapshot> } | undefined;
  /** The newest version heard of while listening; undefined while not listening. */
  let heard: bigint | undefined;
  const snapshotAt = (version: bigint): Promise<CatalogSnapshot> => {
    // The version was read before the rows, so a snapshot holds at least the state its version names. Version
    // reads never overlap and come back in order: another version means a change (or a database restored to
    // an older one). Heard versions only grow: a request that took its version before a newer one was heard
    // reads the newer snapshot, which holds everything its own held. The snapshot held answers for its own version
    // even while a newer one is being read (readyVersion).
    if (current?.version === version) return Promise.resolve(current);
    if (latest?.version === version) return latest.snapshot;
    if (heard !== undefined && latest && version < latest.version) return latest.snapshot;
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

  const heardListeners = new Set<(version: bigint) => void>();
  /**
   * A version read from the database while listening: a catalog already in memory catches up with it ahead of
   * requests (one not yet read is read by the first request that needs it, not once per change heard).
   */
  const adopt = (version: bigint) => {
    if (heard === undefined || version > heard) heard = version;
    if (!current && !latest) {
      for (const listener of heardListeners) listener(heard);
      return;
    }
    snapshotAt(heard).then(
      (snapshot) => {
        for (const listener of heardListeners) listener(snapshot.version);
      },
      (error: unknown) => options.onError?.(error as Error, 'reading a catalog change'),
    );
  };

  /** Counts listening connections (and the close), so that a catch-up of a connection since lost gives up. */
  let connections = 0;
  /**
   * Whatever was announced while not listening is lost: the version read now covers it. Until that read succeeds
   * requests keep asking for the version themselves; a failed read (the pool still holding connections the
   * database dropped, as after a restart) is tried again, or the instance would ask on every request for good.
   */
  const catchUp = (connection: number, delay: number) => {
    readVersion().then(
      (version) => {
        if (connection !== connections) return;
        // A version older than the one held: the database was restored, and everything is read again.
        if (latest && version < latest.version) latest = current = undefined;
        heard = undefined;
        adopt(version);
      },
      (error: unknown) => {
        if (connection !== connections) return;
        options.onError?.(error as Error, 'reading the catalog version');
        setTimeout(() => catchUp(connection, Math.min(delay * 2, CATCH_UP_DELAY_MS.last)), delay).unref();
      },
    );
  };

  const stopListening = options.listen?.(CATALOG_CHANNEL, {
    notify: (payload) => {
      if (heard === undefined || !/^\d+$/.test(payload)) return;
      adopt(BigInt(payload));
    },
    connected: () => catchUp(++connections, CATCH_UP_DELAY_MS.first),
    disconnected: (error) => {
      connections += 1;
      heard = undefined;
      if (error) options.onError?.(error, 'listening for catalog changes');
    },
  });

  /**
   * The version a request reads while listening: that of the newest snapshot read in full. A change heard is read
   * ahead of requests, and they do not wait for it: that read takes tens of milliseconds on a database busy with
   * the write, and every request arriving meanwhile would wait with it.
   */
  const readyVersion = (wanted: bigint): bigint => {
    if (!current) return wanted;
    if (current.version < wanted && !(latest && latest.version >= wanted)) {
      // The read of the version heard failed: try again, for the requests after this one.
      snapshotAt(wanted).catch((error: unknown) => options.onError?.(error as Error, 'reading a catalog change'));
    }
    return current.version;
  };

  return {
    forRequest: (pageReads, wrote) => {
      let version: Promise<bigint> | undefined;
      const reads = pageReads ?? [];
      const view: Catalog = {
        // After its own write a request asks the database each time, and reads the catalog as of that version.
        version: () =>
          wrote?.()
            ? readVersion()
            : (version ??= heard === undefined ? readVersion() : Promise.resolve(readyVersion(heard))),
        snapshot: async (read = EVERYTHING) => {
          reads.push(read);
          const snapshot = await snapshotAt(await view.version());
          dayFigures.ensure(snapshot);
          return snapshot;
        },
        reads,
        partOfPage: pageReads !== undefined,
      };
      return view;
    },
    settle: async () => {
      if (heard === undefined) return;
      const version = await readVersion();
      if (heard !== undefined && version > heard) adopt(version);
      // Requests read the newest snapshot read in full (readyVersion): it must hold this version before the
      // writing request answers. A newer read started meanwhile is waited for in turn.
      while (heard !== undefined && current && current.version < version)
        await snapshotAt(latest && latest.version > version ? latest.version : version);
    },
    newest: async () => {
      const snapshot = await snapshotAt(await readVersion());
      dayFigures.ensure(snapshot);
      return snapshot;
    },
    listening: () => heard !== undefined,
    onHeard: (listener) => {
      heardListeners.add(listener);
      return () => heardListeners.delete(listener);
    },
    close: async () => {
      connections += 1;
      await stopListening?.();
    },
    changesBetween: async (from, to) => {
      if (from < to) await snapshotAt(to);
      // Patches may overlap (two started from the same snapshot): each step taken is the one reaching furthest.
      const changes: ApartmentChange[] = [];
      let reached = from;
      while (reached < to) {
        let step: Step | undefined;
        for (const candidate of history) {
          if (candidate.from <= reached && reached < candidate.to && (!step || candidate.to > step.to))
            step = candidate;
        }
        if (!step) return undefined;
        changes.push(...step.changes);
        reached = step.to;
      }
      return changes;
    },
  };
}
