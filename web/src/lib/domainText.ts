// The API's shared English texts (lib/domain: floorplan types, disclaimers) as the renter pages show them in the
// page's language (docs/contract.md "Spanish pages"). Each text is repeated here as a Lingui message so extraction
// finds it; domainText.test.ts checks that every message still reads as the constant it stands for.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { DISCLAIMER } from './business';
import { FLOORPLAN_TYPE_LABELS, PRICE_DISCLAIMER, ROOM_TYPE_FILTER_LABELS } from './domain';

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
};

/** Translates one of the shared texts above; any other text (an apartment's own words) is shown as it is. */
export function useDomainText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => {
    const message = DOMAIN_MESSAGES[english];
    return message ? i18n._(message) : english;
  };
}
