import DataLoader from 'dataloader';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { LoginRateLimiter } from '../auth/rate-limit.js';
import type { TokenService } from '../auth/tokens.js';
import type { Floorplan, PrismaClient } from '../generated/prisma/client.js';
import type { Catalog } from '../services/catalog.js';
import type { AppError } from '../services/errors.js';
import type { UploadSigner } from '../services/uploads.js';
import type { AppStorage } from '../storage/index.js';

export type Role = 'ADMIN' | 'AGENT';

/** Who is calling, from a verified token; null for an anonymous visitor. */
export interface Viewer {
  role: Role;
  id: string;
}

export interface Loaders {
  floorplansByApartment: DataLoader<string, Floorplan[]>;
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
  /** This request's origin, for absolute upload URLs when PUBLIC_URL is not set. */
  origin: string;
  security: Security;
}

/** Tokens, login limits, image storage and upload signing: one set per app instance (api/src/auth). */
export interface Security {
  tokens: TokenService;
  loginLimiter: LoginRateLimiter;
  storage: AppStorage;
  uploadSigner: UploadSigner;
  /** Told about stored images that could not be removed (they are only orphans). */
  onCleanupError: (error: unknown) => void;
}

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
  };
}
