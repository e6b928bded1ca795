// docs/contract.md "Demo data": 64 apartments over the 12 areas, every floorplan type, prices of about $700 to
// $4,000, some promoted, free-move and highlighted, a few without image or floorplans; each with an address, a point
// in its area, a description, the year built and generated photos. They are created the
// way an admin creates them: createApartment, then updateFloorplan for each floorplan.
import { seedPriceHistory } from './price-history.js';
import { AREAS, FLOORPLAN_TYPES, STORED_IMAGE_PATH, type FloorplanTypeName } from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createApartment, updateFloorplan } from '../services/apartment-admin.js';
import type { Storage } from '../storage/storage.js';
import { buildingSvg, floorplanSvg } from './images.js';
import { seededRandom } from './random.js';
import { seedTrueCost } from './true-cost.js';
import { AREA_PLACES, SCATTER_DEG } from './places.js';
import { seedScreening } from './screening.js';
import type { ApartmentWithFloorplans } from '../catalog/rows.js';

const NAME_FIRST = [
  'The Vue',
  'Alamo',
  'Mission',
  'Pearl',
  'Riverwalk',
  'Stone Oak',
  'Cibolo',
  'Hill Country',
  'Medina',
  'Lone Star',
  'Bluebonnet',
  'Cypress',
  'Live Oak',
  'Sunset',
  'Presidio',
  'San Pedro',
];
const NAME_LAST = [
  'Flats',
  'Lofts',
  'Residences',
  'Commons',
  'Village',
  'Crossing',
  'Heights',
  'Gardens',
  'Landing',
  'Terrace',
  'Park',
  'Station',
];
const AREA_CODES = ['AH', 'AR', 'DT', 'EC', 'LC', 'LS', 'LV', 'MC', 'NS', 'NE', 'NW', 'SP'];

/** Rent and size ranges by type: [lowest min price, highest min price, typical sqft]. */
const TYPE_RANGES: Record<FloorplanTypeName, [number, number, number]> = {
  studio: [700, 1_100, 480],
  oneBed: [850, 1_500, 720],
  twoBed: [1_150, 2_100, 1_050],
  threeBed: [1_500, 2_800, 1_350],
  fourBed: [2_000, 3_500, 1_750],
  townHome: [2_200, 4_000, 1_950],
};
const ROOMS: Record<FloorplanTypeName, number> = {
  studio: 1,
  oneBed: 2,
  twoBed: 3,
  threeBed: 4,
  fourBed: 5,
  townHome: 4,
};

const DEMO_APARTMENT_COUNT = 64;

const FEATURES = [
  'a resort-style pool',
  'a 24-hour fitness center',
  'covered parking',
  'a dog park',
  'a rooftop lounge',
  'walking trails under live oaks',
  'a coworking lounge',
  'package lockers',
];
const SETTINGS = [
  'a short walk from shops and restaurants',
  'minutes from the freeway',
  'close to the hike-and-bike trails',
  "near the area's best schools",
  'a quick drive from downtown',
];

/**
 * Where the apartment is, what it says about itself, when it was built and its photos
 * (docs/contract.md "Where an apartment is"), from a generator of its own so that the rest of the demo data stays as
 * it was.
 */
async function seedListingDetails(
  prisma: PrismaClient,
  random: ReturnType<typeof seededRandom>,
  apartment: { id: string; name: string; location: string[] },
  index: number,
  buildings: string[],
) {
  const place = AREA_PLACES[apartment.location[0] as keyof typeof AREA_PLACES];
  const scatter = () => (random.next() * 2 - 1) * SCATTER_DEG;
  const first = random.pick(FEATURES);
  let second = random.pick(FEATURES);
  while (second === first) second = random.pick(FEATURES);
  // One statement per apartment: the demo loads at every fresh start, and its values need none of the editor's checks.
  await prisma.apartment.update({
    where: { id: apartment.id },
    data: {
      street: `${random.int(1, 99) * 100 + random.int(0, 99)} ${random.pick(place.streets)}`,
      city: place.city,
      state: 'TX',
      zip: random.pick(place.zips),
      latitude: Number((place.center.latitude + scatter()).toFixed(6)),
      longitude: Number((place.center.longitude + scatter()).toFixed(6)),
      description: `${apartment.name} offers ${first} and ${second}, ${random.pick(SETTINGS)}. Ask your locator about move-in specials and which floorplans are open this month.`,
      yearBuilt: random.int(1978, 2025),
    },
  });
  const count = random.int(1, 3);
  await prisma.photo.createMany({
    data: Array.from({ length: count }, (_, position) => ({
      apartmentId: apartment.id,
      url: buildings[(index + position * 5) % buildings.length],
      alt: position === 0 ? `${apartment.name}: the building from the street` : `${apartment.name}: the grounds`,
      position,
    })),
  });
}

/** The demo's building and floorplan pictures, stored under demo/ keys (a test's site stores them to name them). */
export async function storeDemoImages(storage: Storage) {
  const buildings = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      storage.put(`demo/building-${i + 1}.svg`, Buffer.from(buildingSvg(i)), 'image/svg+xml'),
    ),
  );
  const plans = await Promise.all(
    Array.from({ length: 18 }, (_, i) =>
      storage.put(`demo/floorplan-${i + 1}.svg`, Buffer.from(floorplanSvg(1 + (i % 5), i)), 'image/svg+xml'),
    ),
  );
  // The Image URL takes a stored image by its /uploads/ path on every storage (docs/contract.md "Where an apartment
  // is"), where a bucket's put answers its own address.
  const buildingPaths = buildings.map((_, i) => `${STORED_IMAGE_PATH}demo/building-${i + 1}.svg`);
  return { buildings, buildingPaths, plans };
}

export async function seedDemoData(prisma: PrismaClient, storage: Storage, now = new Date()): Promise<number> {
  const random = seededRandom(2026);
  const images = await storeDemoImages(storage);
  const usedNames = new Set<string>();
  const created: ApartmentWithFloorplans[] = [];
  for (let i = 0; i < DEMO_APARTMENT_COUNT; i += 1) {
    const areaIndex = i % AREAS.length;
    const extraArea = random.chance(0.2) ? [AREAS[(areaIndex + 1) % AREAS.length]] : [];
    let name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_LAST)}`;
    while (usedNames.has(name)) name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_LAST)}`;
    usedNames.add(name);
    // Every type shows up: each apartment gets a run of consecutive types starting at a rotating one.
    const withoutFloorplans = i % 21 === 20;
    const typeCount = withoutFloorplans ? 0 : random.int(1, 4);
    const types = Array.from({ length: typeCount }, (_, k) => FLOORPLAN_TYPES[(i + k) % FLOORPLAN_TYPES.length]);
    const promotion = random.chance(0.4);
    const apartment = await createApartment(
      prisma,
      {
        name,
        // Some listings use the 'xxx-' pattern, whose cards show the name (docs/product.md section 2).
        code:
          i % 9 === 4 ? `xxx-${AREA_CODES[areaIndex].toLowerCase()}${100 + i}` : `${AREA_CODES[areaIndex]}-${100 + i}`,
        // docs/product.md section 5: every published listing has its Image URL.
        image: images.buildingPaths[i % images.buildingPaths.length],
        location: [AREAS[areaIndex], ...extraArea],
        promotion,
        leaseTerm: random.pick([6, 12, 12, 12, 13, 15, 18]),
        promotionalTerm: promotion ? random.pick([2, 4, 6, 8]) : 0,
        freeMove: random.chance(0.35),
        highlight: random.chance(0.15),
        floorplans: types.map((type) => ({ type })),
      },
      { adminId: null },
      { now, storage },
    );
    let withPrices: ApartmentWithFloorplans = apartment;
    for (const floorplan of apartment.floorplans) {
      const [low, high, sqft] = TYPE_RANGES[floorplan.type];
      const minPrice = random.roundTo(random.int(low, high), 5);
      const minSqft = random.roundTo(sqft * (0.85 + random.next() * 0.2), 5);
      const imageCount = random.int(1, 7);
      withPrices = await updateFloorplan(
        prisma,
        apartment.id,
        floorplan.id,
        {
          totalFloorplans: random.int(1, 4),
          minPrice,
          maxPrice: Math.min(4_000, minPrice + random.roundTo(random.int(0, 600), 5)),
          minSqft,
          maxSqft: minSqft + random.roundTo(random.int(0, 250), 5),
          video: null,
          // Short terms for military relocations (JBSA) and medical residents: every fifth property, and some
          // studios; by position, so the rest of the demo's figures stay as they were.
          leaseTermsMonths: i % 5 === 0 ? [6, 12] : floorplan.type === 'studio' && i % 3 === 0 ? [3, 6, 9, 12] : [12],
          imageUrls: Array.from(
            { length: imageCount },
            (_, k) => images.plans[(ROOMS[floorplan.type] - 1 + k * 5) % images.plans.length],
          ),
        },
        { adminId: null },
        // Tells the demo's stored pictures (a bucket's own URLs too) from outside links.
        { storage },
      );
    }
    created.push(withPrices);
  }
  await seedTrueCost(prisma, created, now);
  await seedPriceHistory(
    prisma,
    created.map((apartment) => apartment.id),
    now,
  );
  const places = seededRandom(7026);
  for (const [index, apartment] of created.entries())
    await seedListingDetails(prisma, places, apartment, index, images.buildings);
  await seedScreening(prisma, created, now);
  // What each property pays the locator for a lease: half, three quarters or a whole month's rent (typical in
  // San Antonio), fixed per apartment so the demo's commission report is the same on every start.
  await prisma.$executeRaw`UPDATE "Apartment" SET "commissionPercent" = 50 + 25 * (abs(hashtext("code")) % 3)`;
  return DEMO_APARTMENT_COUNT;
}
