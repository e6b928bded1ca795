// The pictures of a building (docs/contract.md "Where an apartment is"): uploaded through the presigned flow, with
// the smaller copies the upload made, like floorplan images (domain/stored-images.ts).
import { imageVariants, renterText } from '../../domain/index.js';
import type { Photo as PhotoRow } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { listedApartment } from '../listed.js';

export const Photo = builder.objectRef<PhotoRow>('Photo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'The uploaded JPEG, full size.' }),
    alt: t.exposeString('alt', {
      description:
        "What the picture shows, for screen readers, as the admin wrote it; renters' pages show `displayAlt`.",
    }),
    displayAlt: t.string({
      description:
        "The alt text as renters read it (domain/display-name.ts): the property's name becomes the apartment's `displayName`, its street its area.",
      resolve: async (photo, _args, ctx) => {
        // A photo is read through its listed apartment; were it not listed, nothing of its text is told.
        const apartment = await listedApartment(ctx, photo.apartmentId);
        return apartment ? renterText(apartment, photo.alt) : '';
      },
    }),
    order: t.int({
      description: 'Position in the gallery, from 0; the first photo is the main one.',
      resolve: (photo) => photo.position,
    }),
    srcsetWebp: t.string({
      nullable: true,
      description: '`srcset` of the WebP copies (100, 400 and 960 px wide); null for a picture without copies.',
      resolve: (photo) => imageVariants(photo.url)?.webp ?? null,
    }),
    srcsetJpg: t.string({
      nullable: true,
      description: '`srcset` of the JPEG copies, for browsers without WebP.',
      resolve: (photo) => imageVariants(photo.url)?.jpg ?? null,
    }),
  }),
});
