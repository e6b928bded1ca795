// Who qualifies, for the agent (docs/contract.md "Who qualifies"): the renter's answers a guest card carried with the
// renter's consent, who may read them, and the apartments they likely qualify for. Nothing here logs an answer.
import { z } from 'zod';
import type { PetKind, QualificationAnswers, QualificationResult } from '../domain/index.js';
import type { Lead, LeadQualification, Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput } from '../errors.js';
import { flagCriminalHistoryRead } from './assignment-audit.js';
import { searchApartments } from '../search/search.js';
import type { Catalog } from '../catalog/catalog.js';
import type { CatalogApartment } from '../catalog/rows.js';
import { QualificationSchema } from '../search/filter.js';
import { withQualification } from '../search/qualification.js';
import { isoDate } from '../catalog/true-cost.js';

type Tx = Prisma.TransactionClient;

/** At most this many apartments beside the answers, likely ones first. */
export const LEAD_QUALIFICATION_MATCHES = 10;
/** How many of the lead's own search results (lowest all-in first) are judged for the matches. */
/** The search a lead's guest card asks for (its areas, room types, budget, move-in, pets and amenities). */
export function leadSearch(lead: Lead): Parameters<typeof searchApartments>[1] {
  return {
    ...(lead.areas.length ? { locations: lead.areas } : {}),
    ...(lead.roomTypes.length ? { roomTypes: lead.roomTypes } : {}),
    ...(lead.budgetCents !== null ? { maxAllInMonthly: Math.floor(lead.budgetCents / 100) } : {}),
    ...(lead.moveInDate ? { moveInBy: isoDate(lead.moveInDate) } : {}),
    ...(lead.pets.length ? { pets: lead.pets } : {}),
    ...(lead.amenities.length ? { amenities: lead.amenities } : {}),
  };
}

const CANDIDATES = 100;

export const QUALIFICATION_SHARED_EVENT = 'Shared answers to "Do I qualify?"';
export const SHARE_QUALIFICATION_MESSAGE = 'Tick the box to send your answers to "Do I qualify?" with the card';

/** The card's answers and the renter's tick: answers without the tick are refused, and nothing is stored. */
export const SharedQualificationSchema = z
  .object({
    qualification: QualificationSchema.optional(),
    shareQualification: z.boolean({ error: 'shareQualification must be true or false' }).optional(),
  })
  .superRefine((card, ctx) => {
    if (card.qualification !== undefined && card.shareQualification !== true)
      ctx.addIssue({ code: 'custom', path: ['shareQualification'], message: SHARE_QUALIFICATION_MESSAGE });
  });

/** The consented answers of a card, validated; undefined when the card carries none. */
export function sharedAnswers(card: { qualification?: unknown; shareQualification?: unknown }) {
  const parsed = parseInput(SharedQualificationSchema, {
    ...(card.qualification !== undefined ? { qualification: card.qualification } : {}),
    ...(card.shareQualification !== undefined ? { shareQualification: card.shareQualification } : {}),
  });
  return parsed.qualification;
}

/** Stores the answers with the lead, in the card's own transaction. */
export async function storeSharedAnswers(tx: Tx, leadId: string, answers: QualificationAnswers, now: Date) {
  await tx.leadQualification.create({ data: { leadId, ...answers, pets: [...answers.pets], sharedAt: now } });
}

/** The answers as a viewer may read them; the criminal-history answers are null for anyone but the lead's agent. */
export interface VisibleQualification {
  answers: QualificationAnswers;
  /** Null unless the viewer is the lead's assigned agent. */
  criminalHistory: QualificationAnswers['criminalHistory'] | null;
  yearsSinceCriminalRecord: number | null;
  sharedAt: Date;
}

/**
 * docs/contract.md "Who qualifies": the lead's assigned agent reads every answer; an admin every answer but the
 * criminal-history ones; nobody reads them while the lead is unclaimed, after erasure, or with an API key.
 */
export function answersAccess(
  viewer: Viewer | null,
  lead: Pick<Lead, 'agentId' | 'erasedAt'>,
): 'all' | 'withoutCriminalHistory' | null {
  if (!viewer || viewer.apiKey || lead.erasedAt || lead.agentId === null) return null;
  if (viewer.role === 'AGENT') return lead.agentId === viewer.id ? 'all' : null;
  return viewer.role === 'ADMIN' ? 'withoutCriminalHistory' : null;
}

/** The stored answers as answersAccess lets the viewer read them. */
export function visibleQualification(
  viewer: Viewer | null,
  lead: Pick<Lead, 'agentId' | 'erasedAt'>,
  row: LeadQualification | null,
): VisibleQualification | null {
  const access = answersAccess(viewer, lead);
  if (!row || !access) return null;
  const owner = access === 'all';
  const answers: QualificationAnswers = {
    monthlyIncomeCents: row.monthlyIncomeCents,
    creditScoreBand: row.creditScoreBand as QualificationAnswers['creditScoreBand'],
    hasVoucher: row.hasVoucher,
    hasCoSigner: row.hasCoSigner,
    pets: row.pets as PetKind[],
    yearsSinceBrokenLease: row.yearsSinceBrokenLease,
    yearsSinceEviction: row.yearsSinceEviction,
    // An admin's matches are judged on the answers the admin sees, so no verdict tells of the criminal answer.
    criminalHistory: owner ? (row.criminalHistory as QualificationAnswers['criminalHistory']) : 'NONE',
    yearsSinceCriminalRecord: owner ? row.yearsSinceCriminalRecord : null,
  };
  return {
    answers,
    criminalHistory: owner ? answers.criminalHistory : null,
    yearsSinceCriminalRecord: owner ? answers.yearsSinceCriminalRecord : null,
    sharedAt: row.sharedAt,
  };
}

export interface QualificationMatch {
  apartment: CatalogApartment;
  qualification: QualificationResult;
}

/**
 * The apartments the answers likely qualify for, then those to ask about, within the lead's own wishes (areas, room
 * types, budget, move-in date, pets, amenities), at most LEAD_QUALIFICATION_MATCHES, each group lowest all-in first.
 */
export async function qualificationMatches(
  catalog: Catalog,
  lead: Lead,
  answers: QualificationAnswers,
  now: Date,
): Promise<QualificationMatch[]> {
  const { apartments } = await searchApartments(
    catalog,
    leadSearch(lead),
    { offset: 0, limit: CANDIDATES, sort: 'allInMonthly' },
    now,
  );
  const judged = apartments.map((apartment) => {
    const qualified = withQualification(apartment, answers, now);
    return { apartment, qualification: qualified.qualification! };
  });
  return [
    ...judged.filter((match) => match.qualification.verdict === 'LIKELY'),
    ...judged.filter((match) => match.qualification.verdict === 'ASK'),
  ].slice(0, LEAD_QUALIFICATION_MATCHES);
}

/**
 * The stored answers as the viewer may read them, on both doors: a read that shows the criminal-history answers is
 * checked against the admin who approved the reader (services/assignment-audit.ts).
 */
export async function showQualification(
  prisma: PrismaClient,
  viewer: Viewer | null,
  lead: Lead,
  row: LeadQualification | null,
): Promise<VisibleQualification | null> {
  const shown = visibleQualification(viewer, lead, row);
  if (shown && shown.criminalHistory !== null) await flagCriminalHistoryRead(prisma, viewer!, lead.id);
  return shown;
}

/** The answers of one lead as the viewer may read them (the REST door; GraphQL batches its reads). */
export async function readLeadQualification(
  prisma: PrismaClient,
  viewer: Viewer,
  lead: Lead,
): Promise<VisibleQualification | null> {
  if (!answersAccess(viewer, lead)) return null;
  return showQualification(
    prisma,
    viewer,
    lead,
    await prisma.leadQualification.findUnique({ where: { leadId: lead.id } }),
  );
}
