// The API's shared English texts (lib/domain: floorplan types, disclaimers) as the renter pages show them in the
// page's language (docs/contract.md "Spanish pages"). Each text is repeated here as a Lingui message so extraction
// finds it; domainText.test.ts checks that every message still reads as the constant it stands for.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { BUSINESS, DISCLAIMER } from './business';
import { COPY_FAILED_MESSAGE, SHARE_FAILED_MESSAGE } from './share';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  ALERT_LINK_MESSAGES,
  AMENITY_LABELS,
  BUSINESS_HOURS,
  CONTACT_METHOD_LABELS,
  ERROR_MESSAGES,
  FEE_KIND_LABELS,
  FLOORPLAN_TYPE_LABELS,
  GUEST_CARD_FORM_ERRORS,
  GUEST_CARD_MESSAGES,
  OUTDATED_NOTE_TOO_LONG,
  PET_KIND_LABELS,
  PRICE_DISCLAIMER,
  RATE_LIMIT_MESSAGES,
  ROOM_TYPE_FILTER_LABELS,
  SHORTLIST_COMMENT_TOO_LONG,
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
  // The business's name stays as licensed; the words after it say what it is.
  [BUSINESS.affiliation]: msg`SATX Apartment Locators, an affiliated real-estate business.`,
  [DISCLAIMER]: msg`Rates, specials and availability change daily. Please contact our agents for the latest information.`,
  [PRICE_DISCLAIMER]: msg`Prices and availability change daily; confirm with the property before you apply.`,
  // The guest card's choices and the messages its checks (the form's and the server's) show under its fields.
  [CONTACT_METHOD_LABELS.email]: msg`E-mail`,
  [CONTACT_METHOD_LABELS.phone]: msg`Phone call`,
  [CONTACT_METHOD_LABELS.text]: msg`Text message`,
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
  [GUEST_CARD_MESSAGES.nameRequired]: msg`Please enter your name`,
  [GUEST_CARD_MESSAGES.emailInvalid]: msg`Please enter a valid e-mail address`,
  [GUEST_CARD_MESSAGES.phoneInvalid]: msg`Please enter a phone number with 10 digits`,
  [GUEST_CARD_MESSAGES.contactRequired]: msg`Please choose how we should contact you`,
  [GUEST_CARD_MESSAGES.budgetInvalid]: msg`Budget must be a whole number of dollars between 1 and 100,000`,
  [GUEST_CARD_MESSAGES.consentRequired]: msg`Please agree to be contacted so an agent can answer you`,
  [GUEST_CARD_MESSAGES.confirmSend]: msg`Please confirm you want to send this request.`,
  [GUEST_CARD_MESSAGES.expired]: msg`This form has been open too long. Please reload the page and send it again.`,
  [GUEST_CARD_MESSAGES.alreadySent]: msg`This form was already sent. Please reload the page to send another request.`,
  [GUEST_CARD_MESSAGES.refused]: msg`Your request could not be sent. Please call us instead.`,
  [GUEST_CARD_MESSAGES.crossSite]: msg`This form can only be sent from our own pages.`,
  [GUEST_CARD_MESSAGES.noLongerListed]: msg`That apartment is no longer listed`,
  // Each renter's text field has one limit (lib/domain), which its maxlength and counter show before typing.
  [GUEST_CARD_MESSAGES.nameTooLong]: msg`Name cannot be longer than 100 characters`,
  [GUEST_CARD_MESSAGES.notesTooLong]: msg`Notes cannot be longer than 2,000 characters`,
  [OUTDATED_NOTE_TOO_LONG]: msg`Details cannot be longer than 500 characters`,
  [SHORTLIST_COMMENT_TOO_LONG]: msg`Comment cannot be longer than 1,000 characters`,
  [GUEST_CARD_FORM_ERRORS.checkField]: msg`Please check this answer`,
  [ACCESSIBILITY_FEATURE_LABELS.GROUND_FLOOR]: msg`Ground floor`,
  [ACCESSIBILITY_FEATURE_LABELS.ELEVATOR]: msg`Elevator`,
  [ACCESSIBILITY_FEATURE_LABELS.STEP_FREE_ENTRY]: msg`Step-free entry`,
  [ACCESSIBILITY_FEATURE_LABELS.ROLL_IN_SHOWER]: msg`Roll-in shower`,
  [ACCESSIBILITY_FEATURE_LABELS.GRAB_BARS]: msg`Grab bars`,
  [ACCESSIBILITY_FEATURE_LABELS.VISUAL_ALARMS]: msg`Visual alarms`,
  [ACCESSIBILITY_FEATURE_LABELS.WIDE_DOORWAYS]: msg`Wide doorways`,
  // The limits a renter may meet on the guest card, the alerts form and "Report outdated".
  [RATE_LIMIT_MESSAGES.guestCards]: msg`Too many requests from this connection. Please call us or try again in an hour.`,
  [RATE_LIMIT_MESSAGES.guestCardsPerEmail]: msg`Too many requests for this e-mail address. Please call us or try again in an hour.`,
  // What the links of the alert e-mails answer when they cannot confirm or unsubscribe.
  [ALERT_LINK_MESSAGES.invalid]: msg`This link is not valid`,
  [ALERT_LINK_MESSAGES.removed]: msg`This link is not valid or the alert was removed`,
  [ALERT_LINK_MESSAGES.unsubscribed]: msg`You unsubscribed from these alerts`,
  [RATE_LIMIT_MESSAGES.reports]: msg`Too many reports from this connection. Please try again later.`,
  [RATE_LIMIT_MESSAGES.confirmations]: msg`This address has had enough confirmation e-mails for today. Please check your inbox (and spam folder) or try again tomorrow.`,
  [COPY_FAILED_MESSAGE]: msg`Unable to copy link`,
  [SHARE_FAILED_MESSAGE]: msg`Unable to share link`,
  [GUEST_CARD_MESSAGES.sent]: msg`Thanks! An agent will contact you within one business day. We've sent you a confirmation e-mail.`,
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
  // The business's hours (BUSINESS_HOURS), in the footer.
  [BUSINESS_HOURS[0].days]: msg`Mon-Fri`,
  [BUSINESS_HOURS[1].days]: msg`Sat-Sun`,
  // The fee names the fees editor suggests (COMMON_FEE_NAMES); a name of the property's own is shown as written.
  Application: msg`Application`,
  Admin: msg`Admin`,
  'Security deposit': msg`Security deposit`,
  'Valet trash': msg`Valet trash`,
  Trash: msg`Trash`,
  'Pest control': msg`Pest control`,
  'Package lockers': msg`Package lockers`,
  'Covered parking': msg`Covered parking`,
  Parking: msg`Parking`,
  'Water/sewer': msg`Water/sewer`,
  'Pet rent': msg`Pet rent`,
  'Amenity fee': msg`Amenity fee`,
  'Renters insurance': msg`Renters insurance`,
};

/** Translates one of the shared texts above; any other text (an apartment's own words) is shown as it is. */
export function useDomainText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => {
    const message = DOMAIN_MESSAGES[english];
    return message ? i18n._(message) : english;
  };
}
