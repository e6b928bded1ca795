// Who qualifies, for the agent (docs/contract.md "Who qualifies"): the answers a consented guest card carried, on the
// lead, with the apartments they likely qualify for. Who reads what is decided in services/lead-qualification.ts.
import DataLoader from 'dataloader';
import type { QualificationResult } from '../../domain/index.js';
import type { Lead as LeadRow, LeadQualification as LeadQualificationRow } from '../../generated/prisma/client.js';
import type { Context } from '../../context.js';
import type { CatalogApartment } from '../../catalog/rows.js';
import {
  answersAccess,
  qualificationMatches,
  showQualification,
  type VisibleQualification,
} from '../../services/lead-qualification.js';
import { builder } from '../builder.js';
import { Apartment } from './apartment.js';
import { Lead, recordView } from './leads.js';
import { PetKindEnum } from './pet-policy.js';
import { CreditScoreBandEnum, CriminalHistoryEnum, QualificationResultRef } from './screening.js';

type Shown = VisibleQualification & { lead: LeadRow };

const LeadQualificationMatch = builder
  .objectRef<{ apartment: CatalogApartment; qualification: QualificationResult }>('LeadQualificationMatch')
  .implement({
    fields: (t) => ({
      apartment: t.field({ type: Apartment, resolve: (match) => match.apartment }),
      qualification: t.field({ type: QualificationResultRef, resolve: (match) => match.qualification }),
    }),
  });

const LeadQualification = builder.objectRef<Shown>('LeadQualification').implement({
  description:
    "The renter's answers to \"Do I qualify?\", sent with the guest card and the renter's consent. The criminal-history answers are null for anyone but the lead's assigned agent.",
  fields: (t) => ({
    monthlyIncomeCents: t.int({ resolve: (shown) => shown.answers.monthlyIncomeCents }),
    creditScoreBand: t.field({ type: CreditScoreBandEnum, resolve: (shown) => shown.answers.creditScoreBand }),
    hasVoucher: t.boolean({ resolve: (shown) => shown.answers.hasVoucher }),
    hasCoSigner: t.boolean({ resolve: (shown) => shown.answers.hasCoSigner }),
    pets: t.field({ type: [PetKindEnum], resolve: (shown) => [...shown.answers.pets] }),
    yearsSinceBrokenLease: t.int({
      nullable: true,
      description: 'Null: none.',
      resolve: (shown) => shown.answers.yearsSinceBrokenLease,
    }),
    yearsSinceEviction: t.int({
      nullable: true,
      description: 'Null: none.',
      resolve: (shown) => shown.answers.yearsSinceEviction,
    }),
    criminalHistory: t.field({
      type: CriminalHistoryEnum,
      nullable: true,
      description: "The lead's assigned agent only.",
      resolve: (shown) => shown.criminalHistory,
    }),
    yearsSinceCriminalRecord: t.int({
      nullable: true,
      description: "The lead's assigned agent only; null also with no record.",
      resolve: (shown) => shown.yearsSinceCriminalRecord,
    }),
    sharedAt: t.string({ resolve: (shown) => shown.sharedAt.toISOString() }),
    matches: t.field({
      type: [LeadQualificationMatch],
      description:
        "Apartments within the lead's wishes whose verdict is LIKELY, then ASK, lowest all-in first, at most 10 (an admin's are judged without the criminal-history answers).",
      resolve: (shown, _args, ctx) => qualificationMatches(ctx.catalog, shown.lead, shown.answers, ctx.now),
    }),
  }),
});

/** One statement for the answers of every lead a request shows. */
const answerLoaders = new WeakMap<Context, DataLoader<string, LeadQualificationRow | null>>();
function loadAnswers(ctx: Context, leadId: string) {
  let loader = answerLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.prisma.leadQualification.findMany({ where: { leadId: { in: [...ids] } } });
      return ids.map((id) => rows.find((row) => row.leadId === id) ?? null);
    });
    answerLoaders.set(ctx, loader);
  }
  return loader.load(leadId);
}

builder.objectFields(Lead, (t) => ({
  qualification: t.field({
    type: LeadQualification,
    nullable: true,
    description:
      'docs/contract.md "Who qualifies": the assigned agent reads every answer, admins all but the criminal-history ones; null for other agents, while the lead is unclaimed, after erasure and for API keys.',
    resolve: async (lead, _args, ctx) => {
      if (!answersAccess(ctx.viewer, lead)) return null;
      const shown = await showQualification(ctx.prisma, ctx.viewer, lead, await loadAnswers(ctx, lead.id));
      if (!shown) return null;
      // Answers are personal data: their read is recorded like the contact fields', and never cached on the way.
      await recordView(ctx, lead.id);
      if (ctx.privateAnswers) ctx.privateAnswers.used = true;
      return { ...shown, lead };
    },
  }),
}));
