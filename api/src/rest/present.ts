// The REST answer shapes of docs/product.md section 3: both `_id` and `id` (docs/contract.md), floorplans with `details`
// and `modelDetails`. Public answers add what the apartment really costs, with the names GraphQL uses.
import {
  displayName,
  imageVariants,
  renterText,
  isVerificationStale,
  rentDollars,
  screeningFeesOf,
  specialEndDate,
  statedCriteria,
  verificationSourceOf,
  type ScreeningFees,
} from '../domain/index.js';
import type { Floorplan, Photo, Screening } from '../generated/prisma/client.js';
import { lowestMinRentCents } from '../services/apartments.js';
import { cardImageOf, type CatalogApartment, type StoredCatalogApartment } from '../catalog/rows.js';
import { apartmentOffer } from '../services/promotion.js';
import type { Qualified } from '../search/qualification.js';
import { activeSpecials, availableFromDate, floorplanCost, isoDate } from '../catalog/true-cost.js';
import type { Special } from '../generated/prisma/client.js';

function presentSpecial(special: Special) {
  return {
    id: special.id,
    text: special.text,
    concessionKind: special.concessionKind,
    concessionValue: special.concessionValue,
    validFrom: isoDate(special.validFrom),
    validUntil: specialEndDate(isoDate(special.validUntil)),
    floorplanTypes: special.floorplanTypes,
    minLeaseTermMonths: special.minLeaseTermMonths,
  };
}

/** A special as renters read it: with its text naming the property by its display name, as GraphQL's displayText. */
const presentRenterSpecial = (apartment: CatalogApartment, special: Special) => ({
  ...presentSpecial(special),
  displayText: renterText(apartment, special.text),
});

export function presentFloorplan(floorplan: Floorplan) {
  return {
    _id: floorplan.id,
    id: floorplan.id,
    type: floorplan.type,
    totalFloorplans: floorplan.totalFloorplans,
    details: {
      minPrice: rentDollars(floorplan.minRentCents),
      maxPrice: rentDollars(floorplan.maxRentCents),
      minSqft: floorplan.minSqft,
      maxSqft: floorplan.maxSqft,
    },
    modelDetails: { video: floorplan.video },
    imageUrls: floorplan.imageUrls,
  };
}

/** A floorplan as renters read it: docs/product.md's fields, then its all-in and move-in figures at `now`. */
export function presentPublicFloorplan(apartment: CatalogApartment, floorplan: Floorplan, now: Date) {
  const cost = floorplanCost(apartment, floorplan, now);
  return {
    ...presentFloorplan(floorplan),
    allInMonthlyCents: cost.allInMonthlyCents,
    moveInCostCents: cost.moveInCostCents,
    special: cost.special ? presentRenterSpecial(apartment, cost.special) : null,
    availableFrom: availableFromDate(floorplan, now),
    unitsAvailable: floorplan.unitsAvailable,
    verifiedAt: floorplan.verifiedAt?.toISOString() ?? null,
    verifiedDaysAgo: cost.verifiedDaysAgo,
    verifiedSource: verificationSourceOf(floorplan.verifiedByRole),
    verificationStale: cost.verificationStale,
    accessibility: floorplan.accessibility,
    leaseTermsMonths: floorplan.leaseTermsMonths,
    // docs/contract.md "Who qualifies": only in an answer to a POST search that carried the renter's answers.
    ...qualificationOf(floorplan),
  };
}

const qualificationOf = (row: Qualified<object>) => (row.qualification ? { qualification: row.qualification } : {});

/**
 * The property's stated rules as renters read them, with whether they were confirmed within 30 days, and the fee
 * table's application and admin fees (docs/contract.md "Who qualifies": one place for each fee).
 */
export function presentScreening(rules: Screening | null, fees: ScreeningFees, now: Date) {
  if (!rules) return null;
  const {
    id: _id,
    apartmentId: _apartmentId,
    verifiedByName: _name,
    updatedAt: _updated,
    verifiedAt,
    ...stated
  } = rules;
  return {
    ...stated,
    ...fees,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    isCurrent: !isVerificationStale(verifiedAt, now),
    statedCriteria: statedCriteria(rules),
  };
}

/** docs/product.md section 3's fields; promotion, promotionalTerm and freeMove are what the specials say at `now`. */
export function presentApartment(apartment: StoredCatalogApartment, now: Date) {
  const offer = apartmentOffer(apartment, now);
  return {
    _id: apartment.id,
    id: apartment.id,
    code: apartment.code,
    name: apartment.name,
    image: cardImageOf(apartment),
    location: apartment.location,
    freeMove: offer.freeMove,
    promotion: offer.promotion,
    highlight: apartment.highlight,
    leaseTerm: apartment.leaseTerm,
    promotionalTerm: offer.promotionalTerm,
    lowestMinPrice: rentDollars(lowestMinRentCents(apartment.floorplans)),
    specialStartingPrice: offer.specialStartingPrice,
    allInMonthlyFromCents: offer.allInMonthlyFromCents,
    floorplans: apartment.floorplans.map(presentFloorplan),
  };
}

/** An apartment as renters read it: docs/product.md's fields, then its fees, the specials on today, pets and amenities. */
export function presentPublicApartment(apartment: CatalogApartment, now: Date) {
  return {
    ...presentApartment(apartment, now),
    // docs/contract.md: what renters are shown of the property's name, as GraphQL names it (domain/display-name.ts).
    displayName: displayName(apartment),
    floorplans: apartment.floorplans.map((floorplan) => presentPublicFloorplan(apartment, floorplan, now)),
    fees: apartment.fees.map(({ name, amountCents, kind }) => ({ name, amountCents, kind })),
    specials: activeSpecials(apartment, now).map((special) => presentRenterSpecial(apartment, special)),
    petPolicy: {
      petsAllowed: apartment.petsAllowed,
      petRentCents: apartment.petRentCents,
      petDepositCents: apartment.petDepositCents,
    },
    amenities: apartment.amenities,
    // docs/contract.md "Where an apartment is": renters get the approximate point, never the address.
    approximateLocation: apartment.approximateLocation,
    description: apartment.description,
    displayDescription: apartment.description === null ? null : renterText(apartment, apartment.description),
    yearBuilt: apartment.yearBuilt,
    photos: apartment.photos.map((photo) => ({
      ...presentPhoto(photo),
      displayAlt: renterText(apartment, photo.alt),
    })),
    screening: presentScreening(apartment.screening, screeningFeesOf(apartment.fees), now),
    ...qualificationOf(apartment),
  };
}

export function presentPhoto(photo: Photo) {
  const variants = imageVariants(photo.url);
  return {
    id: photo.id,
    url: photo.url,
    alt: photo.alt,
    order: photo.position,
    srcsetWebp: variants?.webp ?? null,
    srcsetJpg: variants?.jpg ?? null,
  };
}
