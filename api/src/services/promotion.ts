// One truth for an apartment's deal (docs/contract.md, Search semantics): the spec's Promotion, Promotional Term
// and Free Move-In are read from the dated specials on today, never from columns of their own, and the admin's
// apartment form edits them by creating, changing or ending specials. Every surface (search cards, the apartment
// page, Blockbuster Deals, highlights, the manager's table, REST) reads the figures below, so a special that starts
// or ends changes all of them on the same day, with nobody touching the apartment.
import { DAY_MS, isRentConcession, isSpecialActive, localDate } from '../domain/index.js';
import type { Floorplan, Special as SpecialRow } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { floorplanCost, isoDate } from '../catalog/true-cost.js';

/** What an apartment offers a renter today, the same on every surface. */
export interface ApartmentOffer {
  /** A special other than a free move-in is on today. */
  promotion: boolean;
  /** The most free weeks among the specials on today (0 without one). */
  promotionalTerm: number;
  /** A free move-in special is on today. */
  freeMove: boolean;
  /**
   * docs/product.md section 9, from the one pricing function (catalog/true-cost.ts): the lowest Special Starting Price
   * among the floorplans checked within 30 days whose card shows a special, so P is that floorplan's lowest rent and T
   * its special's free weeks; null when no floorplan card shows a special (docs/contract.md, Search semantics).
   */
  specialStartingPrice: number | null;
  /** The special behind specialStartingPrice: one a floorplan card shows. Null with it. */
  headlineSpecial: SpecialRow | null;
  /** The lowest all-in monthly (cents) among the floorplans checked within 30 days: the card's "from $X/mo". */
  allInMonthlyFromCents: number | null;
  /** Listed in Blockbuster Deals: a floorplan checked within 30 days shows a special on today (the headline). */
  deal: boolean;
}

const specialOn = (row: SpecialRow, now: Date) =>
  isSpecialActive({ validFrom: isoDate(row.validFrom), validUntil: isoDate(row.validUntil) }, now);

/** The apartment's specials on today, split into rent concessions and free move-ins. */
export function specialsOn(specials: readonly SpecialRow[], now: Date) {
  const on = specials.filter((row) => specialOn(row, now));
  return {
    rent: on.filter((row) => isRentConcession(row.concessionKind)),
    moveIn: on.filter((row) => !isRentConcession(row.concessionKind)),
  };
}

/** The spec's three fields of an apartment as its specials say at `now` (also the admin form's values). */
export function promotionOf(specials: readonly SpecialRow[], now: Date) {
  const { rent, moveIn } = specialsOn(specials, now);
  const weeks = rent.filter((row) => row.concessionKind === 'weeksFree').map((row) => row.concessionValue);
  return { promotion: rent.length > 0, promotionalTerm: Math.max(0, ...weeks), freeMove: moveIn.length > 0 };
}

/**
 * The offer of an apartment at `now`. `floorplans` narrows it to some of the apartment's floorplans (a search's
 * matching ones, like lowestMinPrice); fees and specials are always the apartment's.
 */
export function apartmentOffer(
  apartment: StoredCatalogApartment,
  now: Date,
  floorplans: readonly Floorplan[] = apartment.floorplans,
): ApartmentOffer {
  if (floorplans !== apartment.floorplans) return workOutOffer(apartment, now, floorplans);
  const day = localDate(now);
  const kept = offers.get(apartment);
  if (kept && kept.day === day && now.getTime() < kept.until) return kept.offer;
  const offer = workOutOffer(apartment, now, floorplans);
  offers.set(apartment, { day, until: nextVerificationAge(floorplans, now), offer });
  return offer;
}

/**
 * Whole offers, kept per catalog object as floorplanCost keeps a floorplan's figures (catalog/true-cost.ts): the
 * highlights and Blockbuster Deals read every apartment's offer on each request. An offer changes only with the
 * local day (specials) and when a floorplan's days since its last check grow by one (the 30-day rule), and the
 * catalog replaces an apartment's object, never changes it, when the apartment, its floorplans, fees or specials do.
 */
const offers = new WeakMap<StoredCatalogApartment, { day: string; until: number; offer: ApartmentOffer }>();

/** The first moment after `now` at which one of the floorplans is checked a whole day longer ago. */
function nextVerificationAge(floorplans: readonly Floorplan[], now: Date): number {
  let next = Infinity;
  for (const { verifiedAt } of floorplans) {
    if (!verifiedAt) continue;
    const age = Math.max(0, now.getTime() - verifiedAt.getTime());
    next = Math.min(next, verifiedAt.getTime() + (Math.floor(age / DAY_MS) + 1) * DAY_MS);
  }
  return next;
}

function workOutOffer(apartment: StoredCatalogApartment, now: Date, floorplans: readonly Floorplan[]): ApartmentOffer {
  const { promotion, promotionalTerm, freeMove } = promotionOf(apartment.specials, now);
  let allInFrom: number | null = null;
  let headline: { price: number; special: SpecialRow } | null = null;
  for (const floorplan of floorplans) {
    const cost = floorplanCost(apartment, floorplan, now);
    // A floorplan nobody checked for 30 days is never advertised: no price from it, and no deal.
    if (cost.verificationStale) continue;
    const allIn = cost.allInMonthlyCents?.min;
    if (allIn !== undefined && (allInFrom === null || allIn < allInFrom)) allInFrom = allIn;
    // The headline is a special some floorplan card shows, at that floorplan's price: it never names a special whose
    // conditions (lease term, floorplan types) no floorplan meets, nor a price above that floorplan's all-in.
    const price = cost.specialStartingPrice;
    if (cost.special && price !== null && (headline === null || price < headline.price))
      headline = { price, special: cost.special };
  }
  return {
    promotion,
    promotionalTerm,
    freeMove,
    specialStartingPrice: headline?.price ?? null,
    headlineSpecial: headline?.special ?? null,
    allInMonthlyFromCents: allInFrom,
    deal: headline !== null,
  };
}
