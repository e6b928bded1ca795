import { FLOORPLAN_TYPE_LABELS, FLOORPLAN_TYPES, rentDollars } from '../../domain/index.js';
import type { Floorplan as FloorplanRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

export const FloorplanTypeEnum = builder.enumType('FloorplanType', { values: FLOORPLAN_TYPES });

const FloorplanDetails = builder.objectRef<FloorplanRow>('FloorplanDetails').implement({
  description: 'Price and size ranges of a floorplan (docs/product.md section 3).',
  fields: (t) => ({
    minPrice: t.int({ nullable: true, resolve: (floorplan) => rentDollars(floorplan.minRentCents) }),
    maxPrice: t.int({ nullable: true, resolve: (floorplan) => rentDollars(floorplan.maxRentCents) }),
    minSqft: t.int({ nullable: true, resolve: (floorplan) => floorplan.minSqft }),
    maxSqft: t.int({ nullable: true, resolve: (floorplan) => floorplan.maxSqft }),
  }),
});

const ModelDetails = builder.objectRef<FloorplanRow>('ModelDetails').implement({
  fields: (t) => ({
    video: t.string({ nullable: true, resolve: (floorplan) => floorplan.video }),
  }),
});

export const Floorplan = builder.prismaNode('Floorplan', {
  id: { field: 'id' },
  fields: (t) => ({
    _id: t.exposeString('id', { description: 'The id used in page URLs and the REST adapter.' }),
    type: t.field({ type: FloorplanTypeEnum, resolve: (floorplan) => floorplan.type }),
    typeLabel: t.string({ resolve: (floorplan) => FLOORPLAN_TYPE_LABELS[floorplan.type] }),
    totalFloorplans: t.exposeInt('totalFloorplans'),
    details: t.field({ type: FloorplanDetails, resolve: (floorplan) => floorplan }),
    modelDetails: t.field({ type: ModelDetails, resolve: (floorplan) => floorplan }),
    imageUrls: t.exposeStringList('imageUrls'),
    leaseTermsMonths: t.exposeIntList('leaseTermsMonths', { description: 'The lease lengths offered, in months.' }),
  }),
});

export const FloorplanTypeInfo = builder.objectRef<(typeof FLOORPLAN_TYPES)[number]>('FloorplanTypeInfo').implement({
  fields: (t) => ({
    value: t.field({ type: FloorplanTypeEnum, resolve: (type) => type }),
    label: t.string({ resolve: (type) => FLOORPLAN_TYPE_LABELS[type] }),
  }),
});
