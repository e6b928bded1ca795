// The agent's pipeline as a funnel (docs/contract.md "Rent history and the market", staff pictures): the leads that
// arrived in the last 90 days and how far each got, new -> contacted -> touring -> applied -> leased, with the
// median time from the guest card to the first contact. An agent sees their own leads; an admin sees everyone's.
import { DAY_MS } from '../domain/constants.js';
import type { LeadStatus } from '../domain/index.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import { localDate } from '../domain/san-antonio-day.js';
import { medianWhole } from '../market/deal-meter.js';

export const FUNNEL_DAYS = 90;
/** The funnel's steps in pipeline order; a lost lead counts up to the step it reached before it was lost. */
export const FUNNEL_STAGES = ['new', 'contacted', 'touring', 'applied', 'leased'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface FunnelLead {
  status: LeadStatus;
  createdAt: Date;
  firstContactAt: Date | null;
  /** The statuses its timeline records (status events), lost included. */
  statuses: readonly LeadStatus[];
}

export interface PipelineFunnel {
  /** The window's first and last San Antonio days, YYYY-MM-DD. */
  from: string;
  until: string;
  stages: { stage: FunnelStage; count: number }[];
  /** How many of the window's leads have had a first contact. */
  contactedCount: number;
  /** The median minutes from guest card to first contact over those; null when none was contacted. */
  medianMinutesToFirstContact: number | null;
}

const rank = (status: LeadStatus) => (FUNNEL_STAGES as readonly string[]).indexOf(status);

/** The furthest step a lead reached: its status, any status on its timeline, and contacted once first contacted. */
function reached(lead: FunnelLead): number {
  let furthest = Math.max(0, rank(lead.status), ...lead.statuses.map(rank));
  if (lead.firstContactAt) furthest = Math.max(furthest, rank('contacted'));
  return furthest;
}

/** The funnel of `leads` (those created in the window), as of `now`. */
export function funnelOf(leads: readonly FunnelLead[], now: Date): PipelineFunnel {
  const steps = leads.map(reached);
  const minutes = leads.flatMap((lead) =>
    lead.firstContactAt
      ? [Math.max(0, Math.round((lead.firstContactAt.getTime() - lead.createdAt.getTime()) / 60_000))]
      : [],
  );
  return {
    from: localDate(new Date(now.getTime() - FUNNEL_DAYS * DAY_MS)),
    until: localDate(now),
    stages: FUNNEL_STAGES.map((stage, index) => ({ stage, count: steps.filter((step) => step >= index).length })),
    contactedCount: minutes.length,
    medianMinutesToFirstContact: medianWhole(minutes),
  };
}

/** The viewer's funnel: an agent's own leads, or every lead for an admin. */
export async function pipelineFunnel(prisma: PrismaClient, viewer: Viewer | null, now: Date): Promise<PipelineFunnel> {
  if (!viewer) throw new AppError('FORBIDDEN', 'Only agents and admins read the pipeline');
  const rows = await prisma.lead.findMany({
    where: {
      createdAt: { gt: new Date(now.getTime() - FUNNEL_DAYS * DAY_MS), lte: now },
      ...(viewer.role === 'AGENT' ? { agentId: viewer.id } : {}),
    },
    select: {
      status: true,
      createdAt: true,
      firstContactAt: true,
      events: { where: { status: { not: null } }, select: { status: true } },
    },
  });
  return funnelOf(
    rows.map((row) => ({
      status: row.status,
      createdAt: row.createdAt,
      firstContactAt: row.firstContactAt,
      statuses: row.events.flatMap((event) => (event.status ? [event.status] : [])),
    })),
    now,
  );
}
