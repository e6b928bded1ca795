// The staff's pictures (docs/contract.md "Rent history and the market"): the pipeline funnel, commissions expected
// against received, and the verification queue's staleness. Thin doors onto the services that work them out; staff
// only, and the money for admins only.
import type { PipelineFunnel } from '../../services/pipeline-funnel.js';
import { pipelineFunnel } from '../../services/pipeline-funnel.js';
import { commissionMonths, type CommissionCashMonth } from '../../services/commission-months.js';
import { verificationStaleness, type StalenessWeek } from '../../market/verification-staleness.js';
import { builder } from '../builder.js';
import { adminOnly, staffOnly } from '../roles.js';
import { LeadStatusEnum } from './leads.js';

const FunnelStageRef = builder.objectRef<PipelineFunnel['stages'][number]>('FunnelStage').implement({
  fields: (t) => ({
    stage: t.field({ type: LeadStatusEnum, resolve: (step) => step.stage }),
    count: t.exposeInt('count', { description: 'Leads of the window that reached this step or a later one.' }),
  }),
});

const PipelineFunnelRef = builder.objectRef<PipelineFunnel>('PipelineFunnel').implement({
  description: "The last 90 days' leads by the furthest step each reached: an agent's own, or everyone's for admins.",
  fields: (t) => ({
    from: t.exposeString('from', { description: 'YYYY-MM-DD (San Antonio).' }),
    until: t.exposeString('until', { description: 'YYYY-MM-DD (San Antonio).' }),
    stages: t.field({ type: [FunnelStageRef], resolve: (funnel) => funnel.stages }),
    contactedCount: t.exposeInt('contactedCount'),
    medianMinutesToFirstContact: t.exposeInt('medianMinutesToFirstContact', {
      nullable: true,
      description: 'From guest card to first contact, over the leads contacted; null when none was.',
    }),
  }),
});

const CommissionCashMonthRef = builder.objectRef<CommissionCashMonth>('CommissionCashMonth').implement({
  description: 'Invoiced commissions falling due in the month (void ones left out) against payments received in it.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    expectedCents: t.exposeInt('expectedCents'),
    receivedCents: t.exposeInt('receivedCents'),
  }),
});

const StalenessWeekRef = builder.objectRef<StalenessWeek>('VerificationStalenessWeek').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day the week ends on, YYYY-MM-DD (San Antonio).' }),
    floorplanCount: t.exposeInt('floorplanCount'),
    staleCount: t.exposeInt('staleCount', { description: 'Last checked 30 days before or earlier, or never.' }),
    stalePercent: t.exposeInt('stalePercent'),
  }),
});

builder.queryFields((t) => ({
  pipelineFunnel: t.field({
    ...staffOnly,
    type: PipelineFunnelRef,
    resolve: (_root, _args, ctx) => pipelineFunnel(ctx.prisma, ctx.viewer, ctx.now),
  }),
  commissionsByMonth: t.field({
    ...adminOnly,
    type: [CommissionCashMonthRef],
    description: 'The last 12 months, oldest first.',
    resolve: (_root, _args, ctx) => commissionMonths(ctx.prisma, ctx.viewer, ctx.now),
  }),
  verificationStaleness: t.field({
    ...staffOnly,
    type: [StalenessWeekRef],
    description: 'The share of floorplans with a stale check at the end of each of the last 12 weeks, oldest first.',
    resolve: (_root, _args, ctx) => verificationStaleness(ctx.prisma, ctx.now),
  }),
}));
