import { recordCounter, setApartmentLike, type Counter } from '../../services/counters.js';
import { builder } from '../builder.js';
import { idFromArg } from './ids.js';

function counterMutation(counter: Counter, description: string) {
  return builder.mutationField(`recordApartment${counter[0].toUpperCase()}${counter.slice(1, -1)}`, (t) =>
    t.boolean({
      description,
      args: { id: t.arg.id({ required: true, description: 'A global id or the id used in page URLs.' }) },
      resolve: async (_root, args, ctx) => {
        await recordCounter(ctx.prisma, idFromArg(args.id, 'Apartment', 'id'), counter);
        return true;
      },
    }),
  );
}

counterMutation('clicks', 'A renter opened the apartment from a card.');
counterMutation('shares', "A renter copied or shared the apartment's link.");

builder.mutationField('setApartmentLike', (t) =>
  t.boolean({
    description:
      'A renter favourited the apartment (liked: true) or took the favourite back (liked: false): one like per browser and apartment.',
    args: {
      id: t.arg.id({ required: true, description: 'A global id or the id used in page URLs.' }),
      browserId: t.arg.string({
        required: true,
        description: 'A random UUID the browser keeps with its favourites, the same for every apartment.',
      }),
      liked: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await setApartmentLike(ctx.prisma, idFromArg(args.id, 'Apartment', 'id'), args.browserId, args.liked);
      return true;
    },
  }),
);
