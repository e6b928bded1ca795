// docs/contract.md "The property door": an admin invites a leasing office's contact; the contact signs in through a
// one-time e-mail link, reads its own apartments, and confirms a floorplan from the monthly e-mail in one click. The
// editor's own mutations (true-cost.ts, admin.ts, screening.ts) let the contact in for its apartments.
import { FLOORPLAN_TYPE_LABELS } from '../../domain/index.js';
import type { PropertyContact as ContactRow } from '../../generated/prisma/client.js';
import { notFound } from '../../errors.js';
import { parseId } from '../../services/apartments.js';
import {
  assertContactApartment,
  confirmStillTrue,
  contactApartmentIds,
  invitePropertyContact,
  requestPropertySignInLink,
  signInWithPropertyLink,
  stillTrueByLink,
} from '../../services/property-door.js';
import { builder } from '../builder.js';
import { adminOnly, propertyOnly } from '../roles.js';
import { Apartment } from './apartment.js';
import { idFromArg } from './ids.js';

const PropertyContact = builder.objectRef<ContactRow>('PropertyContact').implement({
  description: "A leasing office's contact: keeps its own apartments up to date, never sees leads or renters.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    apartments: t.field({
      type: [Apartment],
      description: 'The apartments this contact keeps up to date, by name.',
      resolve: async (contact, _args, ctx) => {
        const ids = await contactApartmentIds(ctx.prisma, contact.id);
        const rows = await Promise.all(ids.map((id) => ctx.loaders.storedApartments.load(id)));
        return rows.filter((row) => row !== null).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      },
    }),
  }),
});

builder.prismaObjectFields('Apartment', (t) => ({
  propertyContacts: t.field({
    ...adminOnly,
    type: [PropertyContact],
    description: 'The leasing office contacts invited to keep this apartment up to date.',
    resolve: async (apartment, _args, ctx) =>
      (
        await ctx.prisma.propertyContactApartment.findMany({
          where: { apartmentId: apartment.id },
          include: { contact: true },
          orderBy: { createdAt: 'asc' },
        })
      ).map((row) => row.contact),
  }),
}));

const PropertySession = builder
  .objectRef<{ token: string; expiresAt: Date; contact: ContactRow }>('PropertySession')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token'),
      expiresAt: t.string({ resolve: (session) => session.expiresAt.toISOString() }),
      contact: t.field({ type: PropertyContact, resolve: (session) => session.contact }),
    }),
  });

interface StillTrueRow {
  apartmentName: string;
  type: keyof typeof FLOORPLAN_TYPE_LABELS;
  confirmedAt: Date | null;
}

const StillTrueLink = builder.objectRef<StillTrueRow>('StillTrueLink').implement({
  description: 'The floorplan a "still true" link confirms, and when it was confirmed through it (null: not yet).',
  fields: (t) => ({
    apartmentName: t.exposeString('apartmentName'),
    typeLabel: t.string({ resolve: (row) => FLOORPLAN_TYPE_LABELS[row.type] }),
    confirmedAt: t.string({ nullable: true, resolve: (row) => row.confirmedAt?.toISOString() ?? null }),
  }),
});

const InvitePropertyContactInput = builder.inputType('InvitePropertyContactInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    apartmentIds: t.idList({ required: true, description: 'Global ids or the ids used in page URLs.' }),
  }),
});

builder.queryFields((t) => ({
  propertyContact: t.field({
    ...propertyOnly,
    type: PropertyContact,
    description: 'The signed-in leasing office contact.',
    resolve: (_root, _args, ctx) => ctx.prisma.propertyContact.findUniqueOrThrow({ where: { id: ctx.viewer!.id } }),
  }),
  propertyApartment: t.field({
    ...propertyOnly,
    type: Apartment,
    description:
      "One of the signed-in contact's apartments, for its editor; another apartment is refused (FORBIDDEN), so the page fails whole with the refusal's words.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = parseId(idFromArg(args.id, 'Apartment', 'id'), 'id');
      const apartment = await ctx.loaders.storedApartments.load(id);
      if (!apartment) throw notFound('Apartment not found');
      await assertContactApartment(ctx.prisma, ctx.viewer, id);
      return apartment;
    },
  }),
  stillTrueLink: t.field({
    type: StillTrueLink,
    description: 'What a "still true" link confirms (no sign-in: the signed link is the credential).',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { link, floorplan } = await stillTrueByLink(ctx.prisma, ctx.security.propertyLinks, args.token, ctx.now);
      return { apartmentName: floorplan.apartment.name, type: floorplan.type, confirmedAt: link.usedAt };
    },
  }),
}));

builder.mutationFields((t) => ({
  invitePropertyContact: t.field({
    ...adminOnly,
    type: PropertyContact,
    description:
      'Invites a leasing office contact by e-mail for these apartments (a contact invited before gains them).',
    args: { input: t.arg({ type: InvitePropertyContactInput, required: true }) },
    resolve: (_root, args, ctx) =>
      invitePropertyContact(
        ctx.prisma,
        ctx.security.propertyLinks,
        ctx.viewer!,
        {
          email: args.input.email,
          name: args.input.name,
          apartmentIds: args.input.apartmentIds.map((id, index) => idFromArg(id, 'Apartment', `apartmentIds.${index}`)),
        },
        ctx.now,
      ),
  }),
  signInWithPropertyLink: t.field({
    type: PropertySession,
    description: 'Opens a PROPERTY session from an e-mailed sign-in link: once, before it expires.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      signInWithPropertyLink(ctx.prisma, ctx.security.propertyLinks, ctx.security.tokens, args.token, ctx.now),
  }),
  requestPropertySignInLink: t.boolean({
    description: "E-mails a new sign-in link if the address is a contact's; the answer is the same either way.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requestPropertySignInLink(
        ctx.prisma,
        ctx.security.propertyLinks,
        ctx.security.recipientLimiter,
        args.email,
        ctx.now,
      );
      return true;
    },
  }),
  logoutPropertyContact: t.boolean({
    ...propertyOnly,
    description: 'Ends every session of the signed-in contact (all earlier tokens stop working).',
    resolve: async (_root, _args, ctx) => {
      await ctx.prisma.propertyContact.update({
        where: { id: ctx.viewer!.id },
        data: { tokenVersion: { increment: 1 } },
      });
      return true;
    },
  }),
  confirmStillTrue: t.field({
    type: StillTrueLink,
    description: "The monthly e-mail's one click: confirms the floorplan as the property's, once.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const floorplan = await confirmStillTrue(ctx.prisma, ctx.security.propertyLinks, args.token, ctx.now);
      return { apartmentName: floorplan.apartment.name, type: floorplan.type, confirmedAt: ctx.now };
    },
  }),
}));
