import DataLoader from 'dataloader';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Floorplan, PrismaClient } from '../generated/prisma/client.js';

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
  viewer: Viewer | null;
  loaders: Loaders;
  /** The client address, for rate limits. */
  clientIp: string;
}

/** Per request: batches the floorplans of many apartments into one statement. */
export function createLoaders(prisma: PrismaClient): Loaders {
  return {
    floorplansByApartment: new DataLoader(async (apartmentIds) => {
      const floorplans = await prisma.floorplan.findMany({ where: { apartmentId: { in: [...apartmentIds] } }, orderBy: { type: 'asc' } });
      return apartmentIds.map((id) => floorplans.filter((floorplan) => floorplan.apartmentId === id));
    }),
  };
}
