import { recordCounter, type Counter } from '../../services/counters.js';
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
counterMutation('likes', 'A renter liked the apartment.');
counterMutation('shares', "A renter copied or shared the apartment's link.");
