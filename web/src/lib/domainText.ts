// The API's shared English texts (lib/domain: floorplan types, disclaimers) as the renter pages show them in the
// page's language (docs/contract.md "Spanish pages"). Each text is repeated here as a Lingui message so extraction
// finds it; domainText.test.ts checks that every message still reads as the constant it stands for.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { DISCLAIMER } from './business';
import {
  AMENITY_LABELS,
  ERROR_MESSAGES,
  FEE_KIND_LABELS,
  FLOORPLAN_TYPE_LABELS,
  PET_KIND_LABELS,
  PRICE_DISCLAIMER,
  ROOM_TYPE_FILTER_LABELS,
  STATUS_PAGES,
} from './domain';

export const DOMAIN_MESSAGES: Record<string, MessageDescriptor> = {
  [FLOORPLAN_TYPE_LABELS.studio]: msg`Studio`,
  [FLOORPLAN_TYPE_LABELS.oneBed]: msg`1 Bedroom`,
  [FLOORPLAN_TYPE_LABELS.twoBed]: msg`2 Bedroom`,
  [FLOORPLAN_TYPE_LABELS.threeBed]: msg`3 Bedroom`,
  [FLOORPLAN_TYPE_LABELS.fourBed]: msg`4 Bedroom`,
  [FLOORPLAN_TYPE_LABELS.townHome]: msg`Town Home/Home`,
  [ROOM_TYPE_FILTER_LABELS.townHome]: msg`Townhome/Homes`,
  [DISCLAIMER]: msg`Rates, specials and availability change daily. Please contact our agents for the latest information.`,
  [PRICE_DISCLAIMER]: msg`Prices and availability change daily; confirm with the property before you apply.`,
  // An apartment's fees, amenities and pets (lib/domain's enum labels).
  [FEE_KIND_LABELS.monthlyMandatory]: msg`Monthly, required`,
  [FEE_KIND_LABELS.monthlyOptional]: msg`Monthly, optional`,
  [FEE_KIND_LABELS.oneTime]: msg`One-time, at move-in`,
  [FEE_KIND_LABELS.deposit]: msg`Refundable deposit`,
  [AMENITY_LABELS.washerDryer]: msg`In-unit washer/dryer`,
  [AMENITY_LABELS.dishwasher]: msg`Dishwasher`,
  [AMENITY_LABELS.airConditioning]: msg`Air conditioning`,
  [AMENITY_LABELS.pool]: msg`Pool`,
  [AMENITY_LABELS.gatedAccess]: msg`Gated access`,
  [AMENITY_LABELS.coveredParking]: msg`Covered parking`,
  [PET_KIND_LABELS.cats]: msg`Cats`,
  [PET_KIND_LABELS.smallDogs]: msg`Small dogs`,
  [PET_KIND_LABELS.largeDogs]: msg`Large dogs`,
  // The renter's status and error pages (docs/contract.md, One origin, these paths).
  [STATUS_PAGES.apartmentNotFound.heading]: msg`Apartment not found`,
  [STATUS_PAGES.apartmentNotFound.message]:
    msg`This apartment is not listed with us any more, or the link is not complete.`,
  [STATUS_PAGES.floorplanNotFound.heading]: msg`Floorplan not found`,
  [STATUS_PAGES.floorplanNotFound.message]: msg`This floorplan is not offered any more, or the link is not complete.`,
  [STATUS_PAGES.listNotFound.heading]: msg`This list is not available`,
  [STATUS_PAGES.listNotFound.message]:
    msg`The link may have been replaced by a newer list. Ask your agent for a new one, or search on your own.`,
  [STATUS_PAGES.badAddress.heading]: msg`This address is not valid`,
  [STATUS_PAGES.badAddress.message]:
    msg`The link has a broken character in it. Check it, or search every apartment from here.`,
  [STATUS_PAGES.loadFailed.message]: msg`We could not reach our server. Check your connection and try again.`,
  [STATUS_PAGES.loadFailed.retry]: msg`Try again`,
  [STATUS_PAGES.loadFailed.reference]: msg`Reference for support:`,
  [STATUS_PAGES.backToSearch]: msg`Search every apartment`,
  [STATUS_PAGES.home]: msg`Home page`,
  [ERROR_MESSAGES.loadApartments]: msg`Failed to load apartments.`,
  [ERROR_MESSAGES.loadFloorplans]: msg`Failed to load floorplans`,
  [ERROR_MESSAGES.generic]: msg`Something went wrong!`,
};

/** Translates one of the shared texts above; any other text (an apartment's own words) is shown as it is. */
export function useDomainText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => {
    const message = DOMAIN_MESSAGES[english];
    return message ? i18n._(message) : english;
  };
}
