// One lead as JSON for the staff's tools (docs/api.md), with the renter's answers to "Do I qualify?" under
// `qualification`, read by the same rule as GraphQL's Lead.qualification (docs/contract.md "Who qualifies").
import { Hono } from 'hono';
import type { Lead } from '../generated/prisma/client.js';
import { assertRenterAccess } from '../auth/api-key-scope.js';
import { qualificationMatches, readLeadQualification } from '../services/lead-qualification.js';
import { readLead, recordLeadViews } from '../services/leads.js';
import { isoDate } from '../catalog/true-cost.js';
import type { AppContext, AppEnv } from '../context.js';
import { presentPublicApartment } from './present.js';
import { requireRole } from './request.js';

export const leadRoutes = new Hono<AppEnv>();

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function presentLead(c: AppContext, lead: Lead) {
  const { prisma, catalog, viewer, now } = c.var.ctx;
  // The same rule as GraphQL's Lead type, whichever route hands a lead to this presenter.
  assertRenterAccess(viewer!);
  const shown = await readLeadQualification(prisma, viewer!, lead);
  // The contact data and the answers are personal: this read is recorded like GraphQL's.
  if (!lead.erasedAt) await recordLeadViews(prisma, viewer!, [lead.id]);
  const matches = shown ? await qualificationMatches(catalog, lead, shown.answers, now) : [];
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    notes: lead.notes,
    preferredContact: lead.preferredContact,
    preferredLanguage: lead.preferredLanguage,
    moveInDate: lead.moveInDate ? isoDate(lead.moveInDate) : null,
    budgetCents: lead.budgetCents,
    areas: lead.areas,
    roomTypes: lead.roomTypes,
    pets: lead.pets,
    amenities: lead.amenities,
    apartmentId: lead.apartmentId,
    favourites: lead.favourites,
    source: lead.source,
    status: lead.status,
    agentId: lead.agentId,
    createdAt: lead.createdAt.toISOString(),
    erasedAt: iso(lead.erasedAt),
    qualification: shown && {
      ...shown.answers,
      criminalHistory: shown.criminalHistory,
      yearsSinceCriminalRecord: shown.yearsSinceCriminalRecord,
      sharedAt: shown.sharedAt.toISOString(),
      matches: matches.map((match) => ({
        apartment: presentPublicApartment(match.apartment, now),
        qualification: match.qualification,
      })),
    },
  };
}

const showLead = async (c: AppContext) => {
  const lead = await readLead(c.var.ctx.prisma, c.var.ctx.viewer!, c.req.param('leadId'));
  // Personal data: no cache on the way keeps it.
  return c.json({ lead: await presentLead(c, lead) }, 200, { 'Cache-Control': 'no-store' });
};

leadRoutes.get('/agents/leads/:leadId', requireRole('AGENT'), showLead);
leadRoutes.get('/admins/leads/:leadId', requireRole('ADMIN'), showLead);
