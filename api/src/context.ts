import DataLoader from 'dataloader';
import type { Context as HonoContext } from 'hono';
import type { Security } from './auth/security.js';
import type { Viewer } from './auth/viewer.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppError } from './errors.js';
import type { Floorplan, ImageImport, PrismaClient } from './generated/prisma/client.js';
import type { Catalog } from './catalog/catalog.js';
import { CATALOG_INCLUDE, type StoredCatalogApartment } from './catalog/rows.js';
import type { LeadFeed } from './services/lead-feed.js';
import type { LiveInbox } from './services/live-inbox.js';

export interface Loaders {
  floorplansByApartment: DataLoader<string, Floorplan[]>;
  /** Apartments as stored, drafts included, for staff (the catalog holds only published ones). */
  storedApartments: DataLoader<string, StoredCatalogApartment | null>;
  /** Outside images still being copied, or failed, per apartment (services/image-imports.ts), for admins. */
  openImageImports: DataLoader<string, ImageImport[]>;
}

export interface Context {
  db: Database;
  prisma: PrismaClient;
  config: Config;
  /** What renters read: the catalog in memory, at the version this request first asked for. */
  catalog: Catalog;
  viewer: Viewer | null;
  loaders: Loaders;
  /** The client address, for rate limits. */
  clientIp: string;
  /** Why a bearer token was refused; only operations that need a role answer with it. */
  authError?: AppError;
  security: Security;
  /** The request's clock: specials end and verifications age against it (no scheduled job does). */
  now: Date;
  /** The app's clock, for what outlives the request's first moment (a live inbox's events). */
  clock: () => Date;
  /** Lead changes for the staff's live inboxes (services/lead-feed.ts). */
  leadFeed: LeadFeed;
  /** This instance's open live inboxes (services/live-inbox.ts). */
  liveInbox: LiveInbox;
  /**
   * In a live inbox, records the current event's read of its lead's contact data (services/live-inbox.ts); a request
   * records its reads once per lead instead (graphql/schema/leads.ts recordView).
   */
  recordRead?: () => Promise<void>;
  /**
   * docs/contract.md "Who qualifies": whether this request may carry a renter's answers (a POST body, never a URL)
   * and whether its answer used them, so the read cache neither keeps nor serves it. Shared by reference between
   * the HTTP layer and GraphQL; absent in-process reads (server rendering) never carry answers.
   */
  privateAnswers?: { inBody: boolean; used: boolean };
}

/** Hono's per-request variables, shared by both doors and the HTTP edge: the same context GraphQL resolvers receive. */
export type AppEnv = { Variables: { ctx: Context } };
export type AppContext = HonoContext<AppEnv>;

/** Per request: batches the floorplans of many apartments into one statement. */
export function createLoaders(prisma: PrismaClient): Loaders {
  return {
    floorplansByApartment: new DataLoader(async (apartmentIds) => {
      const floorplans = await prisma.floorplan.findMany({
        where: { apartmentId: { in: [...apartmentIds] } },
        orderBy: { type: 'asc' },
      });
      return apartmentIds.map((id) => floorplans.filter((floorplan) => floorplan.apartmentId === id));
    }),
    storedApartments: new DataLoader(async (ids) => {
      const rows = await prisma.apartment.findMany({ where: { id: { in: [...ids] } }, include: CATALOG_INCLUDE });
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    openImageImports: new DataLoader(async (ids) => {
      const rows = await prisma.imageImport.findMany({
        where: { apartmentId: { in: [...ids] }, status: { in: ['pending', 'failed'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return ids.map((id) => rows.filter((row) => row.apartmentId === id));
    }),
  };
}
