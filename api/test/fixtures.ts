// A small inventory with known numbers, created through the admin services, for tests that check results.
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { createApartment, updateFloorplan } from '../src/services/apartment-admin.js';
import { verifyFloorplan } from '../src/services/verification.js';

type FloorplanSpec = {
  type: string;
  minPrice?: number;
  maxPrice?: number;
  minSqft?: number;
  maxSqft?: number;
  totalFloorplans?: number;
  imageUrls?: string[];
};
type ApartmentSpec = {
  name: string;
  code: string;
  location: string[];
  promotion?: boolean;
  highlight?: boolean;
  freeMove?: boolean;
  leaseTerm?: number;
  promotionalTerm?: number;
  floorplans: FloorplanSpec[];
  /** When staff last checked the floorplans' prices; a promotion is a deal only on floorplans checked within 30 days. */
  verifiedAt?: Date;
};

const LOCATOR = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000000', name: 'Test locator' } as const;

export async function addApartment(prisma: PrismaClient, spec: ApartmentSpec) {
  const created = await createApartment(
    prisma,
    {
      name: spec.name,
      code: spec.code,
      image: '/uploads/demo/building-1.svg',
      location: spec.location,
      leaseTerm: spec.leaseTerm ?? 12,
      promotionalTerm: spec.promotionalTerm ?? 0,
      promotion: spec.promotion ?? false,
      highlight: spec.highlight ?? false,
      freeMove: spec.freeMove ?? false,
      floorplans: spec.floorplans.map(({ type }) => ({ type })),
    },
    { adminId: null },
  );
  for (const floorplan of created.floorplans) {
    const { type: _type, ...details } = spec.floorplans.find((candidate) => candidate.type === floorplan.type)!;
    await updateFloorplan(prisma, created.id, floorplan.id, details, { adminId: null });
    if (spec.verifiedAt) await verifyFloorplan(prisma, LOCATOR, floorplan.id, {}, spec.verifiedAt);
  }
  return created;
}

/** Five apartments; the comments give what each filter in search.test.ts should find. */
export async function seedInventory(prisma: PrismaClient) {
  const oak = await addApartment(prisma, {
    name: 'Oak Flats',
    code: 'NS-1',
    location: ['North/Stone Oak'],
    promotion: true,
    leaseTerm: 12,
    promotionalTerm: 4,
    verifiedAt: new Date(),
    floorplans: [
      { type: 'studio', minPrice: 800, maxPrice: 950, minSqft: 450, maxSqft: 520, totalFloorplans: 2 },
      { type: 'twoBed', minPrice: 1500, maxPrice: 1800, minSqft: 1000, maxSqft: 1150, totalFloorplans: 3 },
    ],
  });
  const pearl = await addApartment(prisma, {
    name: 'Pearl Lofts',
    code: 'DT-7',
    location: ['Downtown/Pearl/Southtown', 'Alamo Heights'],
    highlight: true,
    floorplans: [{ type: 'oneBed', minPrice: 1200, maxPrice: 1400, minSqft: 700, maxSqft: 780, totalFloorplans: 1 }],
  });
  const ranch = await addApartment(prisma, {
    name: 'Ranch Commons',
    code: 'xxx-ar9',
    location: ['Alamo Ranch/Far West/Westover Hills'],
    promotion: true,
    freeMove: true,
    leaseTerm: 13,
    promotionalTerm: 6,
    verifiedAt: new Date(),
    floorplans: [
      { type: 'threeBed', minPrice: 2100, maxPrice: 2500, minSqft: 1300, maxSqft: 1450, totalFloorplans: 4 },
      { type: 'townHome', minPrice: 3200, maxPrice: 3900, minSqft: 1900, maxSqft: 2200, totalFloorplans: 1 },
    ],
  });
  const empty = await addApartment(prisma, {
    name: 'Bare Acres',
    code: 'LV-3',
    location: ['Leon Valley'],
    floorplans: [],
  });
  const medical = await addApartment(prisma, {
    name: 'Medical Park',
    code: 'MC-22',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'twoBed', minPrice: 1100, maxPrice: 1300, minSqft: 950, maxSqft: 990, totalFloorplans: 5 }],
  });
  return { oak, pearl, ranch, empty, medical };
}
