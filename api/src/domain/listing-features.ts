// What a listing offers that renters filter on (docs/contract.md "Beyond docs/product.md"): amenities and pets.
/** The amenities renters filter on most. */
export const AMENITIES = [
  'washerDryer',
  'dishwasher',
  'airConditioning',
  'pool',
  'gatedAccess',
  'coveredParking',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Record<Amenity, string> = {
  washerDryer: 'In-unit washer/dryer',
  dishwasher: 'Dishwasher',
  airConditioning: 'Air conditioning',
  pool: 'Pool',
  gatedAccess: 'Gated access',
  coveredParking: 'Covered parking',
};

export const PET_KINDS = ['cats', 'smallDogs', 'largeDogs'] as const;
export type PetKind = (typeof PET_KINDS)[number];

export const isAmenity = (value: string): value is Amenity => (AMENITIES as readonly string[]).includes(value);

export const PET_KIND_LABELS: Record<PetKind, string> = {
  cats: 'Cats',
  smallDogs: 'Small dogs',
  largeDogs: 'Large dogs',
};

export const isPetKind = (value: string): value is PetKind => (PET_KINDS as readonly string[]).includes(value);

/** The longest description an apartment's page shows renters; the editor shows the limit before anyone types. */
export const DESCRIPTION_MAX_LENGTH = 2_000;
