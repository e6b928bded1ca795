// A move-in special as a record with its dates (services/specials.ts), listed on Apartment.specials.
import { CONCESSION_KINDS, renterText, specialEndDate } from '../../domain/index.js';
import type { Special as SpecialRow } from '../../generated/prisma/client.js';
import { isoDate } from '../../catalog/true-cost.js';
import { builder } from '../builder.js';
import { listedApartment } from '../listed.js';
import { FloorplanTypeEnum } from './floorplan.js';

export const ConcessionKindEnum = builder.enumType('ConcessionKind', { values: CONCESSION_KINDS });

export const Special = builder.objectRef<SpecialRow>('Special').implement({
  description: 'A move-in special; the public fields list only those on today.',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text', { description: "As staff wrote it; renters' pages show `displayText`." }),
    displayText: t.string({
      description:
        "The text as renters read it (domain/display-name.ts): the property's name becomes the apartment's `displayName`, its street its area.",
      resolve: async (special, _args, ctx) => {
        // A special is read through its listed apartment; were it not listed, nothing of its text is told.
        const apartment = await listedApartment(ctx, special.apartmentId);
        return apartment ? renterText(apartment, special.text) : '';
      },
    }),
    concessionKind: t.field({ type: ConcessionKindEnum, resolve: (special) => special.concessionKind }),
    concessionValue: t.exposeInt('concessionValue', {
      description:
        'Weeks (weeksFree), cents off the lease (amountOff) or the reduced monthly rent in cents (reducedRent).',
    }),
    validFrom: t.string({ description: 'YYYY-MM-DD.', resolve: (special) => isoDate(special.validFrom) }),
    validUntil: t.string({
      nullable: true,
      description: 'YYYY-MM-DD, the last day; null when the special has no end date (it runs until staff end it).',
      resolve: (special) => specialEndDate(isoDate(special.validUntil)),
    }),
    floorplanTypes: t.field({
      type: [FloorplanTypeEnum],
      description: 'Empty: every floorplan type.',
      resolve: (special) => special.floorplanTypes,
    }),
    minLeaseTermMonths: t.exposeInt('minLeaseTermMonths'),
  }),
});
