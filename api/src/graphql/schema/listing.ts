// The listing editor's steps over GraphQL (docs/contract.md "Where an apartment is"): place the apartment, describe
// it, add, remove and order its photos, publish or take it back to a draft. Each answers the changed Apartment, so
// every mounted view updates. Rules live in services/listing.ts.
import {
  addApartmentPhoto,
  publishApartment,
  removeApartmentPhoto,
  reorderApartmentPhotos,
  setApartmentLocation,
  unpublishApartment,
  updateApartmentProfile,
} from '../../services/listing.js';
import type { Context } from '../../context.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { Apartment } from './apartment.js';
import { idFromArg, plain } from './ids.js';
import { AddressInput, GeoPointInput } from './location.js';

const actor = (ctx: Context) => ({ adminId: ctx.viewer?.id ?? null, apiKey: ctx.viewer?.apiKey });
const apartmentId = (id: string | number) => idFromArg(String(id), 'Apartment', 'apartmentId');

const SetApartmentLocationInput = builder.inputType('SetApartmentLocationInput', {
  fields: (t) => ({
    apartmentId: t.id({ required: true }),
    address: t.field({ type: AddressInput, required: true }),
    location: t.field({ type: GeoPointInput, required: true, description: 'Inside the San Antonio metro area.' }),
  }),
});

const UpdateApartmentProfileInput = builder.inputType('UpdateApartmentProfileInput', {
  description: 'Fields left out keep their values; null or an empty description clears it.',
  fields: (t) => ({
    apartmentId: t.id({ required: true }),
    description: t.string({ description: 'At most 2,000 characters.' }),
    yearBuilt: t.int(),
  }),
});

const AddApartmentPhotoInput = builder.inputType('AddApartmentPhotoInput', {
  fields: (t) => ({
    apartmentId: t.id({ required: true }),
    url: t.string({
      required: true,
      description: "The s3Url createUploadUrls answered for purpose PHOTO, after the PUT: never another site's URL.",
    }),
    alt: t.string({
      required: true,
      description: 'What the photo shows, for screen readers (at most 200 characters).',
    }),
  }),
});

builder.mutationFields((t) => ({
  setApartmentLocation: t.field({
    ...adminOnly,
    type: Apartment,
    args: { input: t.arg({ type: SetApartmentLocationInput, required: true }) },
    resolve: (_root, args, ctx) =>
      setApartmentLocation(
        ctx.prisma,
        {
          apartmentId: apartmentId(args.input.apartmentId),
          address: plain(args.input.address),
          location: plain(args.input.location),
        },
        actor(ctx),
      ),
  }),
  updateApartmentProfile: t.field({
    ...adminOnly,
    type: Apartment,
    args: { input: t.arg({ type: UpdateApartmentProfileInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateApartmentProfile(
        ctx.prisma,
        { ...plain(args.input), apartmentId: apartmentId(args.input.apartmentId) },
        actor(ctx),
      ),
  }),
  addApartmentPhoto: t.field({
    ...adminOnly,
    type: Apartment,
    args: { input: t.arg({ type: AddApartmentPhotoInput, required: true }) },
    resolve: (_root, args, ctx) =>
      addApartmentPhoto(
        ctx.prisma,
        { ...plain(args.input), apartmentId: apartmentId(args.input.apartmentId) },
        actor(ctx),
        ctx.security.storage,
      ),
  }),
  removeApartmentPhoto: t.field({
    ...adminOnly,
    type: Apartment,
    description: 'Answers the apartment the photo belonged to.',
    args: { photoId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      removeApartmentPhoto(ctx.prisma, String(args.photoId), actor(ctx), {
        storage: ctx.security.storage,
        onError: ctx.security.onCleanupError,
      }),
  }),
  reorderApartmentPhotos: t.field({
    ...adminOnly,
    type: Apartment,
    args: {
      apartmentId: t.arg.id({ required: true }),
      photoIds: t.arg.idList({ required: true, description: "Every one of the apartment's photos, in the new order." }),
    },
    resolve: (_root, args, ctx) =>
      reorderApartmentPhotos(
        ctx.prisma,
        { apartmentId: apartmentId(args.apartmentId), photoIds: args.photoIds.map(String) },
        actor(ctx),
      ),
  }),
  publishApartment: t.field({
    ...adminOnly,
    type: Apartment,
    description: 'Refused, naming what is missing, without a floorplan with a verified price, an address and a photo.',
    args: { apartmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => publishApartment(ctx.prisma, apartmentId(args.apartmentId), actor(ctx)),
  }),
  unpublishApartment: t.field({
    ...adminOnly,
    type: Apartment,
    description: 'Takes the listing back to a draft: renters no longer see it.',
    args: { apartmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unpublishApartment(ctx.prisma, apartmentId(args.apartmentId), actor(ctx)),
  }),
}));
