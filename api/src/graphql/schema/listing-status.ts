// docs/contract.md "Where an apartment is": a draft is never shown to renters; publishing needs a verified price,
// an address and a photo.
import { builder } from '../builder.js';

export const ListingStatusEnum = builder.enumType('ListingStatus', { values: ['DRAFT', 'PUBLISHED'] as const });
