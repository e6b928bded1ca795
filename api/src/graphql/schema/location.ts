// Where an apartment is (docs/contract.md "Where an apartment is"): points, street addresses and map boxes.
import type { Bounds, GeoPoint as GeoPointValue } from '../../domain/geo.js';
import type { AddressValue } from '../../services/listing.js';
import { builder } from '../builder.js';

export const GeoPoint = builder.objectRef<GeoPointValue>('GeoPoint').implement({
  description: 'A point in degrees (WGS 84).',
  fields: (t) => ({ latitude: t.exposeFloat('latitude'), longitude: t.exposeFloat('longitude') }),
});

export const Address = builder.objectRef<AddressValue>('Address').implement({
  description: 'A street address in Texas.',
  fields: (t) => ({
    street: t.exposeString('street'),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: "Always 'TX'." }),
    zip: t.exposeString('zip', { description: 'Five digits.' }),
  }),
});

export const GeoPointInput = builder.inputType('GeoPointInput', {
  fields: (t) => ({ latitude: t.float({ required: true }), longitude: t.float({ required: true }) }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true, description: "'TX'." }),
    zip: t.string({ required: true, description: 'Five digits.' }),
  }),
});

export const BoundsInput = builder.inputType('BoundsInput', {
  description: "A map's visible box in degrees: west < east, south < north.",
  fields: (t) => ({
    west: t.float({ required: true }),
    south: t.float({ required: true }),
    east: t.float({ required: true }),
    north: t.float({ required: true }),
  }),
});

export type { Bounds };
