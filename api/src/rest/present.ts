// The REST answer shapes of SPEC.md section 3: both `_id` and `id` (CONTRACT.md), floorplans with `details`
// and `modelDetails`.
import type { Floorplan } from '../generated/prisma/client.js';
import { apartmentSpecialStartingPrice, lowestMinPrice, type ApartmentWithFloorplans } from '../services/apartments.js';

export function presentFloorplan(floorplan: Floorplan) {
  return {
    _id: floorplan.id,
    id: floorplan.id,
    type: floorplan.type,
    totalFloorplans: floorplan.totalFloorplans,
    details: {
      minPrice: floorplan.minPrice,
      maxPrice: floorplan.maxPrice,
      minSqft: floorplan.minSqft,
      maxSqft: floorplan.maxSqft,
    },
    modelDetails: { video: floorplan.video },
    imageUrls: floorplan.imageUrls,
  };
}

export function presentApartment(apartment: ApartmentWithFloorplans) {
  return {
    _id: apartment.id,
    id: apartment.id,
    code: apartment.code,
    name: apartment.name,
    image: apartment.image,
    location: apartment.location,
    freeMove: apartment.freeMove,
    promotion: apartment.promotion,
    highlight: apartment.highlight,
    leaseTerm: apartment.leaseTerm,
    promotionalTerm: apartment.promotionalTerm,
    lowestMinPrice: lowestMinPrice(apartment.floorplans),
    specialStartingPrice: apartmentSpecialStartingPrice(apartment),
    floorplans: apartment.floorplans.map(presentFloorplan),
  };
}
