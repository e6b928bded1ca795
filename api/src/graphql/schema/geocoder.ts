// The listing editor's "Find address" (docs/contract.md "Where an apartment is"): the server asks the operator's
// geocoder, admins only, so pages never call a third party's host.
import { geocodeAddress, type GeocodeCandidate as Candidate } from '../../services/geocoder.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';

const GeocodeCandidate = builder.objectRef<Candidate>('GeocodeCandidate').implement({
  description: "A place the operator's geocoder found for an address, inside the San Antonio metro area.",
  fields: (t) => ({
    label: t.exposeString('label', { description: "The geocoder's own words for the place." }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
  }),
});

builder.queryFields((t) => ({
  geocoderConfigured: t.boolean({
    ...adminOnly,
    description: 'Whether this deployment has a geocoder (GEOCODER_URL) for geocodeAddress.',
    resolve: (_root, _args, ctx) => Boolean(ctx.config.geocoderUrl),
  }),
  geocodeAddress: t.field({
    ...adminOnly,
    type: [GeocodeCandidate],
    description:
      "Places the operator's geocoder finds for a street address in Texas, best first, at most 5, only inside the " +
      'San Antonio metro area; an UNAVAILABLE error with a message when there is no geocoder or it fails.',
    args: {
      street: t.arg.string({ required: true }),
      city: t.arg.string({ required: true }),
      state: t.arg.string({ description: "'TX' (the only state listed)." }),
      zip: t.arg.string({ description: 'Five digits.' }),
    },
    resolve: (_root, args, ctx) =>
      geocodeAddress(ctx.config.geocoderUrl, {
        street: args.street,
        city: args.city,
        state: args.state,
        zip: args.zip,
      }),
  }),
}));
