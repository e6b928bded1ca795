// Shortlists (docs/product.md section 1: "the service curates a hand-picked list"): an agent sends a renter a private
// link (/list/{token}: unguessable, revocable, never indexed, no login) to apartments or single floorplans with a
// note each. The list always shows live figures, and says when an item's price or special changed since it was
// sent. The renter marks each item love, maybe or no with a comment; the reaction lands on the lead's timeline
// and the agent gets an e-mail.
import { z } from 'zod';
import {
  displayName,
  formatCents,
  pathInLanguage,
  SHORTLIST_COMMENT_MAX_LENGTH,
  SHORTLIST_COMMENT_TOO_LONG,
  SHORTLIST_REACTION_LABELS,
} from '../domain/index.js';
import { MAIL_TEXTS, type MailTexts } from '../domain/mail-texts.js';
import type { PrismaClient, Shortlist, ShortlistItem } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import type { RequestLimiter } from '../auth/request-limit.js';
import { staffKey, type StaffLimits } from '../auth/staff-limits.js';
import { AppError, badInput, conflict, notFound, parseInput } from '../errors.js';
import { IdSchema } from './apartments.js';
import { addressOf, formatAddress } from './listing.js';
import type { Catalog } from '../catalog/catalog.js';
import type { LeadFeed } from './lead-feed.js';
import { readLead } from './leads.js';
import { enqueueMessages } from './outbox.js';
import { apartmentOffer } from './promotion.js';
import { linkToken, newToken } from './saved-searches.js';
import { floorplanCost } from '../catalog/true-cost.js';
import { staffName } from './verification.js';

export const SHORTLIST_MAX_ITEMS = 20;
const TokenSchema = linkToken('This list link is not valid');

const CreateSchema = z
  .object({
    note: z.string().trim().max(1_000, 'The note cannot be longer than 1,000 characters').optional(),
    items: z
      .array(
        z
          .object({
            apartmentId: IdSchema,
            floorplanId: IdSchema.optional(),
            note: z.string().trim().max(500, 'A note cannot be longer than 500 characters').optional(),
          })
          .strict(),
      )
      .min(1, 'Choose at least one apartment')
      .max(SHORTLIST_MAX_ITEMS, `A shortlist holds at most ${SHORTLIST_MAX_ITEMS} items`),
  })
  .strict();

/**
 * The lowest all-in figure and the special of an item now. A floorplan the agent picked shows its own figure, as its
 * page does; an apartment shows the card's "from $X/mo all-in" (services/promotion.ts: floorplans checked within 30
 * days only, docs/contract.md, Search semantics), so the list never advertises a price the search does not.
 */
export async function itemNow(catalog: Catalog, item: { apartmentId: string; floorplanId?: string | null }, now: Date) {
  const apartment = (await catalog.snapshot()).byId.get(item.apartmentId);
  if (!apartment) return null;
  const floorplans = item.floorplanId
    ? apartment.floorplans.filter((floorplan) => floorplan.id === item.floorplanId)
    : apartment.floorplans;
  let allInCents: number | null = null;
  let special: { id: string; text: string } | null = null;
  for (const floorplan of floorplans) {
    const cost = floorplanCost(apartment, floorplan, now);
    const low = cost.allInMonthlyCents?.min ?? null;
    if (low !== null && (allInCents === null || low < allInCents)) allInCents = low;
    if (cost.special && !special) special = { id: cost.special.id, text: cost.special.text };
  }
  if (!item.floorplanId) allInCents = apartmentOffer(apartment, now).allInMonthlyFromCents;
  return { apartment, floorplans, allInCents, special };
}

/** One line of the shortlist e-mail: the item's name, the figures its link shows today and where it is. */
function itemLine(
  current: NonNullable<Awaited<ReturnType<typeof itemNow>>>,
  floorplanId: string | null,
  texts: MailTexts,
): string {
  const floorplan = floorplanId ? current.floorplans[0] : null;
  const name = `${displayName(current.apartment)}${floorplan ? `, ${texts.floorplanTypes[floorplan.type]}` : ''}`;
  const price = current.allInCents === null ? '' : texts.shortlistItemPrice(current.allInCents);
  // docs/contract.md "Where an apartment is": the agent sends the renter where each apartment is. After the
  // figures it follows a comma; a line without a figure names the place after a colon, so the address never
  // reads as part of the apartment's name.
  const address = addressOf(current.apartment);
  const place = address ? `${price ? ',' : ':'} ${formatAddress(address)}` : '';
  return `- ${name}${price}${current.special ? ` (${current.special.text})` : ''}${place}`;
}

/** An agent (who owns the lead) or an admin sends a list; the renter's e-mail is queued with it. */
export async function createShortlist(
  prisma: PrismaClient,
  catalog: Catalog,
  viewer: Viewer,
  rawLeadId: unknown,
  rawInput: unknown,
  origin: string,
  now: Date,
  limits: StaffLimits,
): Promise<Shortlist> {
  const input = parseInput(CreateSchema, rawInput ?? {});
  const lead = await readLead(prisma, viewer, rawLeadId);
  if (viewer.role !== 'ADMIN' && lead.agentId !== viewer.id)
    throw new AppError('FORBIDDEN', 'Claim this lead before sending it a list');
  if (lead.erasedAt || !lead.email) throw conflict('This renter has no e-mail address on file');
  // docs/contract.md "Spanish": the renter's e-mail and link are in the language of their guest card.
  const texts = MAIL_TEXTS[lead.preferredLanguage];
  const items: Omit<ShortlistItem, 'id' | 'shortlistId' | 'reaction' | 'comment' | 'reactedAt'>[] = [];
  const itemLines: string[] = [];
  for (const [position, item] of input.items.entries()) {
    const current = await itemNow(catalog, item, now);
    if (!current || (item.floorplanId && current.floorplans.length === 0))
      throw badInput(`Item ${position + 1} is no longer listed`, { [`items.${position}`]: 'No longer listed' });
    itemLines.push(itemLine(current, item.floorplanId ?? null, texts));
    items.push({
      apartmentId: item.apartmentId,
      floorplanId: item.floorplanId ?? null,
      position,
      note: item.note || null,
      sentAllInCents: current.allInCents,
      sentSpecialId: current.special?.id ?? null,
      sentSpecialText: current.special?.text ?? null,
    });
  }
  // Counted once the list reads well: each one sends the renter an e-mail.
  await limits.shortlists.consume(staffKey(viewer));
  await limits.emails.consume(staffKey(viewer));
  const name = await staffName(prisma, viewer);
  return prisma.$transaction(async (tx) => {
    const shortlist = await tx.shortlist.create({
      data: {
        leadId: lead.id,
        token: newToken(),
        note: input.note || null,
        createdByRole: viewer.role,
        createdById: viewer.id,
        createdByName: name,
        createdAt: now,
        items: { create: items },
      },
    });
    await tx.leadEvent.create({
      data: {
        leadId: lead.id,
        kind: 'shortlist',
        text: `Sent a shortlist of ${items.length} apartment${items.length === 1 ? '' : 's'}`,
        actorRole: viewer.role,
        actorId: viewer.id,
        actorName: name,
        createdAt: now,
      },
    });
    const link = `${origin}${pathInLanguage(lead.preferredLanguage, `/list/${shortlist.token}/`)}`;
    const lines = [
      texts.greeting(lead.name),
      `${texts.shortlistIntro(name, items.length)}${input.note ? ` ${input.note}` : ''}`,
      itemLines.join('\n'),
      texts.shortlistSee(link),
      texts.priceDisclaimer,
      texts.shortlistPrivate,
    ];
    await enqueueMessages(tx, [
      {
        kind: 'shortlist.sent',
        to: lead.email!,
        subject: texts.shortlistSubject,
        text: lines.join('\n\n'),
        dedupeKey: `shortlist.sent:${shortlist.id}`,
        leadId: lead.id,
      },
    ]);
    return shortlist;
  });
}

/** The list behind a link; a revoked or unknown one is NOT_FOUND. */
export async function shortlistByToken(prisma: PrismaClient, rawToken: unknown) {
  const { token } = parseInput(z.object({ token: TokenSchema }).strict(), { token: rawToken });
  const shortlist = await prisma.shortlist.findUnique({
    where: { token },
    include: { items: { orderBy: { position: 'asc' } }, lead: { select: { erasedAt: true, agentId: true } } },
  });
  if (!shortlist || shortlist.revokedAt || shortlist.lead.erasedAt) throw notFound('This list is no longer available');
  return shortlist;
}

const ReactionSchema = z
  .object({
    reaction: z.enum(['love', 'maybe', 'no'], { error: 'Choose love, maybe or no' }),
    comment: z.string().trim().max(SHORTLIST_COMMENT_MAX_LENGTH, SHORTLIST_COMMENT_TOO_LONG).optional(),
  })
  .strict();

/** The renter's answer to one item: on the lead's timeline, and an e-mail to the agent who sent the list. */
export async function reactToShortlistItem(
  prisma: PrismaClient,
  feed: LeadFeed,
  limiter: RequestLimiter,
  clientIp: string,
  rawToken: unknown,
  rawItemId: unknown,
  rawInput: unknown,
  origin: string,
  now: Date,
): Promise<ShortlistItem> {
  const { itemId } = parseInput(z.object({ itemId: IdSchema }).strict(), { itemId: rawItemId });
  const input = parseInput(ReactionSchema, rawInput ?? {});
  const shortlist = await shortlistByToken(prisma, rawToken);
  const item = shortlist.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound('That item is not on this list');
  await limiter.consume(clientIp);
  const apartment = await prisma.apartment.findUnique({ where: { id: item.apartmentId }, select: { name: true } });
  const words = { love: 'loves', maybe: 'is a maybe on', no: 'said no to' }[input.reaction];
  const text = `Renter ${words} ${apartment?.name ?? 'an apartment'}${input.comment ? `: "${input.comment}"` : ''}`;
  // The answer goes to whoever works the lead now (docs/contract.md "Beyond docs/product.md"): its agent, else the
  // admin who sent the list; never an agent since taken off the lead.
  const agent = shortlist.lead.agentId
    ? await prisma.agent.findUnique({ where: { id: shortlist.lead.agentId }, select: { email: true } })
    : shortlist.createdByRole === 'ADMIN'
      ? await prisma.admin.findUnique({ where: { id: shortlist.createdById }, select: { email: true } })
      : null;
  const answered = await prisma.$transaction(async (tx) => {
    const updated = await tx.shortlistItem.update({
      where: { id: item.id },
      data: { reaction: input.reaction, comment: input.comment || null, reactedAt: now },
    });
    await tx.leadEvent.create({ data: { leadId: shortlist.leadId, kind: 'reaction', text, createdAt: now } });
    if (agent)
      await enqueueMessages(tx, [
        {
          kind: 'shortlist.reaction',
          to: agent.email,
          subject: `Shortlist answer: ${apartment?.name ?? 'an apartment'} (${SHORTLIST_REACTION_LABELS[input.reaction]})`,
          text: `${text}\n\nSee the lead: ${origin}/agents/leads/${shortlist.leadId}/`,
          // One e-mail per answer given; changing it again sends a new one.
          dedupeKey: `shortlist.reaction:${item.id}:${now.getTime()}`,
          leadId: shortlist.leadId,
        },
      ]);
    return updated;
  });
  // The agent working the lead sees the answer arrive in their inbox (services/lead-feed.ts).
  const agentId = shortlist.lead.agentId;
  feed.publish({ type: 'lead', kind: 'reaction', leadId: shortlist.leadId, agentId, previousAgentId: agentId });
  return answered;
}

/** Staff take a list back: its link answers nothing from now on. */
export async function revokeShortlist(prisma: PrismaClient, viewer: Viewer, rawId: unknown, now: Date) {
  const { id } = parseInput(z.object({ id: IdSchema }).strict(), { id: rawId });
  const shortlist = await prisma.shortlist.findUnique({ where: { id } });
  if (!shortlist) throw notFound('Shortlist not found');
  await readLead(prisma, viewer, shortlist.leadId);
  return prisma.shortlist.update({ where: { id }, data: { revokedAt: shortlist.revokedAt ?? now } });
}

/** Whether what the renter was sent still holds. */
/** What changed on an item since the list was sent, as a kind with its figures (a page writes it in its language). */
export type ShortlistChange =
  | { kind: 'NO_LONGER_LISTED' }
  | { kind: 'PRICE_DROPPED' | 'PRICE_WENT_UP'; wasAllInMonthlyCents: number }
  | { kind: 'SPECIAL_ENDED'; specialText: string };

export function itemChangeDetails(
  item: Pick<ShortlistItem, 'sentAllInCents' | 'sentSpecialId' | 'sentSpecialText'>,
  current: { allInCents: number | null; special: { id: string } | null } | null,
): ShortlistChange[] {
  if (!current) return [{ kind: 'NO_LONGER_LISTED' }];
  const changes: ShortlistChange[] = [];
  if (item.sentAllInCents !== null && current.allInCents !== null && item.sentAllInCents !== current.allInCents)
    changes.push({
      kind: current.allInCents < item.sentAllInCents ? 'PRICE_DROPPED' : 'PRICE_WENT_UP',
      wasAllInMonthlyCents: item.sentAllInCents,
    });
  if (item.sentSpecialId && current.special?.id !== item.sentSpecialId)
    changes.push({ kind: 'SPECIAL_ENDED', specialText: item.sentSpecialText ?? '' });
  return changes;
}

/** A change in English, as the API's `changes` has always said it. */
export function shortlistChangeText(change: ShortlistChange): string {
  if (change.kind === 'NO_LONGER_LISTED') return 'No longer listed';
  if (change.kind === 'SPECIAL_ENDED') return `The special "${change.specialText}" has ended`;
  const moved = change.kind === 'PRICE_DROPPED' ? 'Price dropped' : 'Price went up';
  return `${moved} since we sent it (was ${formatCents(change.wasAllInMonthlyCents)}/month all-in)`;
}

export const itemChanges = (...args: Parameters<typeof itemChangeDetails>): string[] =>
  itemChangeDetails(...args).map(shortlistChangeText);
