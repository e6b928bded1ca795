// Outside images being copied into our storage (services/image-imports.ts), as admins see them on the Apartment
// Manager's row and in the editor: what is waiting, why a copy failed, and a retry.
import type { ImageImport as ImageImportRow } from '../../generated/prisma/client.js';
import { importFailureMessage, importHost, retryImageImport } from '../../services/image-imports.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { Apartment } from './apartment.js';

const ImageImportStatusEnum = builder.enumType('ImageImportStatus', {
  values: { PENDING: { value: 'pending' }, FAILED: { value: 'failed' }, DONE: { value: 'done' } } as const,
});

const ImageImport = builder.objectRef<ImageImportRow>('ImageImport').implement({
  description: "An outside image being copied into this site's storage; renters see the placeholder until it is.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'What retryImageImport takes.' }),
    status: t.field({ type: ImageImportStatusEnum, resolve: (row) => row.status }),
    sourceUrl: t.exposeString('sourceUrl', { description: 'The link the admin gave.' }),
    host: t.string({ resolve: (row) => importHost(row) }),
    floorplanId: t.exposeID('floorplanId', {
      nullable: true,
      description: "The floorplan whose image it is; null for the apartment's Image URL.",
    }),
    attempts: t.exposeInt('attempts'),
    message: t.string({
      nullable: true,
      description: 'Why the last try failed: "We could not copy the image from example.com: 404"; null before one did.',
      resolve: (row) => importFailureMessage(row),
    }),
  }),
});

builder.prismaObjectField('Apartment', 'imageImports', (t) =>
  t.field({
    ...adminOnly,
    type: [ImageImport],
    description: 'Outside images of the apartment and its floorplans still being copied, or whose copy failed.',
    resolve: (apartment, _args, ctx) => ctx.loaders.openImageImports.load(apartment.id),
  }),
);

builder.mutationField('retryImageImport', (t) =>
  t.field({
    ...adminOnly,
    type: Apartment,
    description: 'Tries copying an outside image again now; answers its apartment.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => retryImageImport(ctx.prisma, String(args.id)),
  }),
);
