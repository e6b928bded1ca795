// docs/contract.md "The property door": a leasing office's contact, invited by an admin for its apartments, signs in
// through a one-time e-mail link (no password) and keeps those apartments true in the staff's own editor sections;
// every save is confirmed as the property's (source PROPERTY). A monthly e-mail lists what goes stale within 7 days,
// each floorplan with a one-click "still true" link. Links are signed JWTs (auth/property-links.ts) naming a
// PropertyLink row that accepts one use.
import { z } from 'zod';
import type { PropertyLinks } from '../auth/property-links.js';
import type { RequestLimiter } from '../auth/request-limit.js';
import type { TokenService } from '../auth/tokens.js';
import type { Viewer } from '../auth/viewer.js';
import { DAY_MS } from '../domain/constants.js';
import { MAIL_TEXTS, type StaleSoonItem } from '../domain/mail-texts.js';
import { mailboxSchema } from '../domain/mailbox.js';
import { PROPERTY_DOOR_MESSAGES, STALE_SOON_DAYS } from '../domain/property-door.js';
import { localDate } from '../domain/san-antonio-day.js';
import { VERIFICATION_STALE_DAYS } from '../domain/verification.js';
import { AppError, badInput, conflict, notFound, parseInput } from '../errors.js';
import type { Floorplan, PrismaClient, PropertyContact } from '../generated/prisma/client.js';
import { IdSchema } from './apartments.js';
import type { Actor } from './audit.js';
import { enqueueMessages, recipientKey, withinRecipientLimit } from './outbox.js';
import { confirmFloorplan, officeName, type Confirmer } from './verification.js';

/** A leasing office has no stored language: its e-mails are written in English, like the lease verification's. */
const texts = MAIL_TEXTS.EN.property;

/** A link's end as the e-mail states it: the San Antonio date and time. */
const whenText = (at: Date) =>
  at.toLocaleString('en-US', { timeZone: 'America/Chicago', dateStyle: 'medium', timeStyle: 'short' }) + ' (Central)';

const InviteSchema = z
  .object({
    email: mailboxSchema('Enter the contact’s e-mail address'),
    name: z
      .string({ error: 'Enter the contact’s name' })
      .trim()
      .min(1, 'Enter the contact’s name')
      .max(100, 'Name cannot be longer than 100 characters'),
    apartmentIds: z
      .array(IdSchema, { error: 'Choose the apartments' })
      .min(1, 'Choose at least one apartment')
      .max(50, 'Choose at most 50 apartments'),
  })
  .strict();

/** A new sign-in link row and its signed URL, written in the caller's transaction. */
async function signInLink(tx: Pick<PrismaClient, 'propertyLink'>, links: PropertyLinks, contactId: string, now: Date) {
  const id = crypto.randomUUID();
  const link = await links.issue('property-sign-in', id, now);
  await tx.propertyLink.create({
    data: { id, contactId, kind: 'sign-in', tokenId: link.tokenId, expiresAt: link.expiresAt, createdAt: now },
  });
  return link;
}

/**
 * An admin invites a contact for one or more apartments: a contact already invited keeps its earlier apartments and
 * gains these; the invitation e-mail carries a sign-in link.
 */
export async function invitePropertyContact(
  prisma: PrismaClient,
  links: PropertyLinks,
  viewer: Viewer,
  rawInput: unknown,
  now: Date,
): Promise<PropertyContact> {
  if (viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only admins invite property contacts');
  const input = parseInput(InviteSchema, rawInput ?? {});
  const apartmentIds = [...new Set(input.apartmentIds)];
  return prisma.$transaction(async (tx) => {
    const apartments = await tx.apartment.findMany({
      where: { id: { in: apartmentIds } },
      select: { id: true, name: true },
    });
    const missing = apartmentIds.filter((id) => !apartments.some((apartment) => apartment.id === id));
    if (missing.length > 0)
      throw badInput(`No apartment has the id ${missing.join(', ')}`, { apartmentIds: 'Unknown apartment' });
    const contact = await tx.propertyContact.upsert({
      where: { email: input.email },
      create: { email: input.email, name: input.name, invitedById: viewer.id, createdAt: now },
      update: { name: input.name, status: 'ACTIVE' },
    });
    await tx.propertyContactApartment.createMany({
      data: apartmentIds.map((apartmentId) => ({ contactId: contact.id, apartmentId, createdAt: now })),
      skipDuplicates: true,
    });
    const link = await signInLink(tx, links, contact.id, now);
    const names = apartments.map((apartment) => apartment.name);
    await enqueueMessages(tx, [
      {
        kind: 'property-invitation',
        to: contact.email,
        subject: texts.invitationSubject(names),
        text: texts.invitation({
          name: contact.name,
          apartmentNames: names,
          url: link.url,
          expiresAt: whenText(link.expiresAt),
        }),
      },
    ]);
    return contact;
  });
}

/**
 * A contact asks for a new sign-in link. The answer is the same whether the address is a contact's or not (no one
 * learns who is invited); the e-mails an address receives are limited per day.
 */
export async function requestPropertySignInLink(
  prisma: PrismaClient,
  links: PropertyLinks,
  limiter: RequestLimiter,
  rawEmail: unknown,
  now: Date,
): Promise<void> {
  const { email } = parseInput(z.object({ email: mailboxSchema('Enter your e-mail address') }), { email: rawEmail });
  const contact = await prisma.propertyContact.findUnique({ where: { email } });
  if (!contact || contact.status !== 'ACTIVE') return;
  if (!(await withinRecipientLimit(limiter, recipientKey('property-sign-in', email)))) return;
  await prisma.$transaction(async (tx) => {
    const link = await signInLink(tx, links, contact.id, now);
    await enqueueMessages(tx, [
      {
        kind: 'property-sign-in',
        to: contact.email,
        subject: texts.signInSubject,
        text: texts.signIn({ url: link.url, expiresAt: whenText(link.expiresAt) }),
      },
    ]);
  });
}

/** Checks a contact's link; the refusal says why (not valid, expired), a 4xx either way. */
async function checkLink(links: PropertyLinks, kind: 'property-sign-in' | 'still-true', token: unknown, now: Date) {
  const check = await links.check(kind, typeof token === 'string' ? token : '', now);
  if (!check.ok)
    throw check.reason === 'expired'
      ? conflict(kind === 'still-true' ? PROPERTY_DOOR_MESSAGES.stillTrueExpired : PROPERTY_DOOR_MESSAGES.expired)
      : badInput(PROPERTY_DOOR_MESSAGES.invalid, { token: PROPERTY_DOOR_MESSAGES.invalid });
  return check;
}

/** Takes the link's one use, or refuses it as used: of two clicks at once, only the first finds it unused. */
async function useLink(prisma: PrismaClient, id: string, now: Date, usedMessage: string) {
  const { count } = await prisma.propertyLink.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
  if (count === 0) throw conflict(usedMessage);
}

/** Opening a sign-in link: once, before it expires, for an active contact; answers a PROPERTY session. */
export async function signInWithPropertyLink(
  prisma: PrismaClient,
  links: PropertyLinks,
  tokens: TokenService,
  token: unknown,
  now: Date,
) {
  const check = await checkLink(links, 'property-sign-in', token, now);
  const row = await prisma.propertyLink.findUnique({ where: { id: check.recordId }, include: { contact: true } });
  if (!row || row.kind !== 'sign-in' || row.tokenId !== check.tokenId) throw badInput(PROPERTY_DOOR_MESSAGES.invalid);
  if (row.contact.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'This account is not active.');
  await useLink(prisma, row.id, now, PROPERTY_DOOR_MESSAGES.used);
  const session = await tokens.issue({ role: 'PROPERTY', id: row.contact.id, tokenVersion: row.contact.tokenVersion });
  return { ...session, contact: row.contact };
}

/** The apartments a contact keeps up to date, by name. */
export async function contactApartmentIds(prisma: PrismaClient, contactId: string): Promise<string[]> {
  const rows = await prisma.propertyContactApartment.findMany({ where: { contactId }, select: { apartmentId: true } });
  return rows.map((row) => row.apartmentId);
}

/** A contact's session reaches only its own apartments; staff pass (their own role rules apply). */
export async function assertContactApartment(prisma: PrismaClient, viewer: Viewer | null, apartmentId: string) {
  if (viewer?.role !== 'PROPERTY') return;
  const row = await prisma.propertyContactApartment.findUnique({
    where: { contactId_apartmentId: { contactId: viewer.id, apartmentId } },
  });
  if (!row) throw new AppError('FORBIDDEN', PROPERTY_DOOR_MESSAGES.notYours);
}

export async function propertyConfirmer(prisma: PrismaClient, contactId: string): Promise<Confirmer> {
  const contact = await prisma.propertyContact.findUnique({ where: { id: contactId }, select: { name: true } });
  if (!contact) throw new AppError('UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
  return { role: 'PROPERTY', id: contactId, name: officeName(contact.name), actor: { adminId: null } };
}

/**
 * The actor an editor save runs as: for a contact, checked against its apartments and carrying its confirmation (the
 * save counts as the property's check, services/verification.ts confirmFloorplan); for staff, the admin as before.
 */
export async function editorActor(
  prisma: PrismaClient,
  viewer: Viewer | null,
  apartmentId: string,
  now: Date,
): Promise<Actor> {
  if (viewer?.role !== 'PROPERTY') return { adminId: viewer?.id ?? null, apiKey: viewer?.apiKey };
  await assertContactApartment(prisma, viewer, apartmentId);
  return { adminId: null, confirmedBy: { by: await propertyConfirmer(prisma, viewer.id), now } };
}

/** What a "still true" page shows before the click: the floorplan and whether the link was used. */
export async function stillTrueByLink(prisma: PrismaClient, links: PropertyLinks, token: unknown, now: Date) {
  const check = await checkLink(links, 'still-true', token, now);
  const row = await prisma.propertyLink.findUnique({ where: { id: check.recordId } });
  if (!row || row.kind !== 'still-true' || row.tokenId !== check.tokenId || !row.floorplanId)
    throw badInput(PROPERTY_DOOR_MESSAGES.invalid);
  const floorplan = await prisma.floorplan.findUnique({
    where: { id: row.floorplanId },
    include: { apartment: { select: { name: true } } },
  });
  if (!floorplan) throw notFound('This floorplan no longer exists');
  return { link: row, floorplan };
}

/**
 * One click in the monthly e-mail: the floorplan is confirmed as the property's, as of now, by the contact the link
 * was sent to; the link works once, and only while the floorplan is still one of that contact's.
 */
export async function confirmStillTrue(
  prisma: PrismaClient,
  links: PropertyLinks,
  token: unknown,
  now: Date,
): Promise<Floorplan & { apartment: { name: string } }> {
  const { link, floorplan } = await stillTrueByLink(prisma, links, token, now);
  if (link.usedAt) throw conflict(PROPERTY_DOOR_MESSAGES.stillTrueUsed);
  await assertContactApartment(prisma, { role: 'PROPERTY', id: link.contactId }, floorplan.apartmentId);
  const by = await propertyConfirmer(prisma, link.contactId);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.propertyLink.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) throw conflict(PROPERTY_DOOR_MESSAGES.stillTrueUsed);
    const before = await tx.floorplan.findUniqueOrThrow({ where: { id: floorplan.id } });
    await confirmFloorplan(tx, before, {}, by, now);
  });
  return prisma.floorplan.findUniqueOrThrow({
    where: { id: floorplan.id },
    include: { apartment: { select: { name: true } } },
  });
}

/**
 * The monthly e-mail (run by the jobs' loop, jobs/index.ts): once per San Antonio month, each active contact gets the
 * floorplans of its apartments whose last check is 30 days old within the next 7 days (or never was), each with its
 * "still true" link, and a sign-in link to change prices instead. A contact with nothing going stale gets nothing.
 * Answers how many e-mails were queued.
 */
export async function sendStaleSoonDigests(prisma: PrismaClient, links: PropertyLinks, now: Date): Promise<number> {
  const month = localDate(now).slice(0, 7);
  const contacts = await prisma.propertyContact.findMany({
    where: { status: 'ACTIVE', OR: [{ lastDigestMonth: null }, { lastDigestMonth: { not: month } }] },
    include: { apartments: { include: { apartment: { include: { floorplans: true } } } } },
  });
  // Checked before this instant, a floorplan is 30 days old by the end of the e-mail's week.
  const staleBy = now.getTime() - (VERIFICATION_STALE_DAYS - STALE_SOON_DAYS) * DAY_MS;
  let sent = 0;
  for (const contact of contacts) {
    const due = contact.apartments.flatMap(({ apartment }) =>
      apartment.floorplans
        .filter((floorplan) => !floorplan.verifiedAt || floorplan.verifiedAt.getTime() <= staleBy)
        .map((floorplan) => ({ apartment, floorplan })),
    );
    await prisma.$transaction(async (tx) => {
      // Claims the month: another instance's run finds it taken.
      const { count } = await tx.propertyContact.updateMany({
        where: { id: contact.id, lastDigestMonth: contact.lastDigestMonth },
        data: { lastDigestMonth: month },
      });
      if (count === 0 || due.length === 0) return;
      const items: StaleSoonItem[] = [];
      let expiresAt = now;
      for (const { apartment, floorplan } of due) {
        const id = crypto.randomUUID();
        const link = await links.issue('still-true', id, now);
        expiresAt = link.expiresAt;
        await tx.propertyLink.create({
          data: {
            id,
            contactId: contact.id,
            kind: 'still-true',
            floorplanId: floorplan.id,
            tokenId: link.tokenId,
            expiresAt: link.expiresAt,
            createdAt: now,
          },
        });
        items.push({
          apartmentName: apartment.name,
          type: floorplan.type,
          minRentCents: floorplan.minRentCents,
          maxRentCents: floorplan.maxRentCents,
          staleOn: floorplan.verifiedAt
            ? localDate(new Date(floorplan.verifiedAt.getTime() + VERIFICATION_STALE_DAYS * DAY_MS))
            : null,
          url: link.url,
        });
      }
      const signIn = await signInLink(tx, links, contact.id, now);
      await enqueueMessages(tx, [
        {
          kind: 'property-stale-soon',
          to: contact.email,
          subject: texts.staleSoonSubject(items.length),
          text: texts.staleSoon({ items, signInUrl: signIn.url, expiresOn: localDate(expiresAt) }),
          dedupeKey: `property-stale-soon:${contact.id}:${month}`,
        },
      ]);
      sent += 1;
    });
  }
  return sent;
}
