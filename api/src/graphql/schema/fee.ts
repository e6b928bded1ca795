// A fee beyond rent (docs/contract.md: money in cents, `Cents` in the name), listed on Apartment.fees.
import { FEE_KINDS } from '../../domain/index.js';
import type { Fee as FeeRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

export const FeeKindEnum = builder.enumType('FeeKind', { values: FEE_KINDS });

export const Fee = builder.objectRef<FeeRow>('Fee').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    amountCents: t.exposeInt('amountCents'),
    kind: t.field({ type: FeeKindEnum, resolve: (fee) => fee.kind }),
  }),
});
