// The demo's screening rules (docs/contract.md "Who qualifies"), as San Antonio properties state them: second-chance
// properties (evictions after 3 years, no credit minimum), voucher-friendly ones, strict ones (3x, 650, never), some
// with rules only partly known and some with none on record; most confirmed in the last weeks, some more than 30
// days ago. Floorplans list accessibility features. Written through the services staff use.
import { ACCESSIBILITY_FEATURES, DAY_MS } from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { ApartmentWithFloorplans } from '../catalog/rows.js';
import { setApartmentScreening, setFloorplanAccessibility } from '../services/screening.js';
import { seededRandom } from './random.js';

const LOCATOR = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000000', name: 'SATX Apartment Locators' } as const;

type Random = ReturnType<typeof seededRandom>;

const PROFILES = {
  secondChance: (random: Random) => ({
    incomeMultiple: random.pick([2.5, 3]),
    creditPolicy: 'NO_MINIMUM',
    brokenLeasePolicy: 'AFTER_YEARS',
    brokenLeaseYears: random.pick([1, 2]),
    evictionPolicy: 'AFTER_YEARS',
    evictionYears: 3,
    ...(random.chance(0.5)
      ? { criminalPolicy: 'CASE_BY_CASE' }
      : { criminalPolicy: 'FELONIES_AFTER_YEARS', criminalYears: 7 }),
    coSignerAccepted: true,
    guarantorServicesAccepted: true,
    acceptsVouchers: random.chance(0.6),
    ssnOrItin: 'SSN_OR_ITIN',
  }),
  voucherFriendly: (random: Random) => ({
    incomeMultiple: 2.5,
    creditPolicy: 'MINIMUM',
    minimumCreditScore: random.pick([550, 580, 600]),
    brokenLeasePolicy: 'AFTER_YEARS',
    brokenLeaseYears: 3,
    evictionPolicy: 'AFTER_YEARS',
    evictionYears: 5,
    criminalPolicy: 'FELONIES_AFTER_YEARS',
    criminalYears: 10,
    acceptsVouchers: true,
    coSignerAccepted: random.chance(0.5),
    guarantorServicesAccepted: random.chance(0.5),
    ssnOrItin: random.pick(['SSN_ONLY', 'SSN_OR_ITIN']),
  }),
  strict: (random: Random) => ({
    incomeMultiple: 3,
    creditPolicy: 'MINIMUM',
    minimumCreditScore: random.pick([620, 650, 680]),
    brokenLeasePolicy: 'NEVER',
    evictionPolicy: 'NEVER',
    criminalPolicy: 'NONE_ACCEPTED',
    acceptsVouchers: false,
    coSignerAccepted: random.chance(0.5),
    guarantorServicesAccepted: false,
    ssnOrItin: 'SSN_ONLY',
  }),
  // Only what the leasing office said on the phone: the rest is "Ask us".
  partlyKnown: (random: Random) => ({ incomeMultiple: random.pick([2.5, 3]) }),
} as const;

/** How often each rule set appears; the rest of the listings have no rules on record. */
const SHARES: [keyof typeof PROFILES, number][] = [
  ['secondChance', 0.3],
  ['voucherFriendly', 0.2],
  ['strict', 0.25],
  ['partlyKnown', 0.15],
];

/** Share of floorplans with each feature: ground-floor units are common, roll-in showers rare. */
const FEATURE_SHARES: Record<(typeof ACCESSIBILITY_FEATURES)[number], number> = {
  GROUND_FLOOR: 0.5,
  ELEVATOR: 0.3,
  STEP_FREE_ENTRY: 0.35,
  ROLL_IN_SHOWER: 0.1,
  GRAB_BARS: 0.2,
  VISUAL_ALARMS: 0.25,
  WIDE_DOORWAYS: 0.2,
};

export async function seedScreening(prisma: PrismaClient, apartments: ApartmentWithFloorplans[], now: Date) {
  // Its own sequence, so the listings and costs of the demo stay what they were.
  const random = seededRandom(27);
  for (const apartment of apartments) {
    let roll = random.next();
    const profile = SHARES.find(([, share]) => (roll -= share) < 0)?.[0];
    // Two draws once made the screening's own application and admin fees; the fees are the fee table's now
    // (demo/true-cost.ts), and the draws stay so the demo's rules are what they were.
    random.next();
    random.next();
    if (profile) {
      const daysAgo = random.chance(0.2) ? random.int(31, 60) : random.int(0, 20);
      await setApartmentScreening(
        prisma,
        LOCATOR,
        { apartmentId: apartment.id, ...PROFILES[profile](random) },
        new Date(now.getTime() - daysAgo * DAY_MS),
      );
    }
    for (const floorplan of apartment.floorplans) {
      const features = ACCESSIBILITY_FEATURES.filter((feature) => random.chance(FEATURE_SHARES[feature]));
      if (features.length > 0) await setFloorplanAccessibility(prisma, LOCATOR, floorplan.id, features);
    }
  }
}
