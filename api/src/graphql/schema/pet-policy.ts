// Which pets an apartment allows and what they cost, and the amenities it has (domain/true-cost.ts lists both).
import { AMENITIES, PET_KINDS } from '../../domain/index.js';
import type { Apartment as ApartmentRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

export const AmenityEnum = builder.enumType('Amenity', { values: AMENITIES });
export const PetKindEnum = builder.enumType('PetKind', { values: PET_KINDS });

export const PetPolicy = builder.objectRef<ApartmentRow>('PetPolicy').implement({
  fields: (t) => ({
    petsAllowed: t.field({ type: [PetKindEnum], resolve: (apartment) => apartment.petsAllowed as never }),
    petRentCents: t.exposeInt('petRentCents', { nullable: true }),
    petDepositCents: t.exposeInt('petDepositCents', { nullable: true }),
  }),
});
