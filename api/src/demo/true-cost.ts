// The demo's costs beyond rent, as San Antonio properties charge them: valet trash and pest control every month,
// application and admin fees, deposits; specials of each kind, some already ended; floorplans checked at different
// times, some more than 30 days ago. Written through the services staff use.
import {
  AMENITIES,
  DAY_MS,
  PET_KINDS,
  formatRentDollars,
  localDate,
  rentDollars,
  type Amenity,
  type PetKind,
} from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { ApartmentWithFloorplans } from '../catalog/rows.js';
import { setApartmentFees, updateApartmentFeatures } from '../services/fees.js';
import { createSpecial } from '../services/specials.js';
import { verifyFloorplan } from '../services/verification.js';
import { seededRandom } from './random.js';

const LOCATOR = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000000', name: 'SATX Apartment Locators' } as const;
const NO_ADMIN = { adminId: null };

const dollars = (amount: number) => amount * 100;
const dayOffset = (now: Date, days: number) => localDate(new Date(now.getTime() + days * DAY_MS));

export async function seedTrueCost(prisma: PrismaClient, apartments: ApartmentWithFloorplans[], now: Date) {
  // Its own sequence, so the listings of the demo stay what they were.
  const random = seededRandom(535);
  for (const [index, apartment] of apartments.entries()) {
    const fees = [
      { name: 'Valet trash', amountCents: dollars(random.pick([25, 30, 35])), kind: 'monthlyMandatory' },
      ...(random.chance(0.7)
        ? [{ name: 'Pest control', amountCents: dollars(random.pick([3, 5, 8])), kind: 'monthlyMandatory' }]
        : []),
      ...(random.chance(0.3) ? [{ name: 'Package lockers', amountCents: dollars(5), kind: 'monthlyMandatory' }] : []),
      ...(random.chance(0.5)
        ? [{ name: 'Covered parking', amountCents: dollars(random.pick([25, 35, 45])), kind: 'monthlyOptional' }]
        : []),
      { name: 'Application', amountCents: dollars(random.pick([50, 65, 75, 85])), kind: 'oneTime' },
      { name: 'Admin', amountCents: dollars(random.pick([150, 200, 250])), kind: 'oneTime' },
      { name: 'Security deposit', amountCents: dollars(random.pick([200, 300, 500, 600])), kind: 'deposit' },
    ];
    await setApartmentFees(prisma, NO_ADMIN, apartment.id, fees);

    const petsAllowed = PET_KINDS.filter(() => random.chance(0.6)) satisfies PetKind[];
    const amenities = AMENITIES.filter((amenity) =>
      random.chance(amenity === 'airConditioning' ? 0.95 : 0.5),
    ) satisfies Amenity[];
    await updateApartmentFeatures(prisma, NO_ADMIN, apartment.id, {
      petsAllowed,
      petRentCents: petsAllowed.length ? dollars(random.pick([15, 25, 35])) : null,
      petDepositCents: petsAllowed.length ? dollars(random.pick([250, 300, 400])) : null,
      amenities,
    });

    // About half the listings run a special; every fifth of those has already ended.
    if (apartment.floorplans.length > 0 && random.chance(0.5)) {
      const ended = index % 5 === 0;
      const types = apartment.floorplans.map((floorplan) => floorplan.type);
      const kind = random.pick(['weeksFree', 'amountOff', 'reducedRent'] as const);
      const type = random.pick(types);
      const floorplan = apartment.floorplans.find((candidate) => candidate.type === type)!;
      const weeks = random.pick([4, 6, 8]);
      const amountOff = random.pick([300, 500, 750]);
      const reducedRent = Math.max(1, (rentDollars(floorplan.minRentCents) ?? 1_000) - random.pick([50, 75, 100]));
      const concession = {
        weeksFree: { text: `${weeks} weeks free on a 12-month lease`, value: weeks },
        amountOff: { text: `$${amountOff} off your first month`, value: dollars(amountOff) },
        reducedRent: {
          text: `Reduced rent: ${formatRentDollars(reducedRent)}/month`,
          value: dollars(reducedRent),
        },
      }[kind];
      await createSpecial(prisma, NO_ADMIN, apartment.id, {
        text: concession.text,
        concessionKind: kind,
        concessionValue: concession.value,
        validFrom: dayOffset(now, ended ? -60 : -random.int(3, 20)),
        validUntil: dayOffset(now, ended ? -2 : random.int(2, 45)),
        floorplanTypes: kind === 'reducedRent' ? [type] : [],
        minLeaseTermMonths: kind === 'weeksFree' ? 12 : 1,
      });
    }

    // Most floorplans were checked in the last weeks; some have waited more than 30 days.
    for (const floorplan of apartment.floorplans) {
      const daysAgo = random.chance(0.2) ? random.int(31, 60) : random.int(0, 20);
      const availableIn = random.chance(0.6) ? 0 : random.int(5, 60);
      await verifyFloorplan(
        prisma,
        LOCATOR,
        floorplan.id,
        {
          availableFrom: availableIn === 0 ? null : dayOffset(now, availableIn),
          unitsAvailable: random.int(1, 6),
        },
        new Date(now.getTime() - daysAgo * DAY_MS),
      );
    }
  }
}
