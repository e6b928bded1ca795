// docs/contract.md "Getting paid": the REST twins of the lease verification's GraphQL fields. The property's door
// takes its signed link's token (no account) and answers as the page does: 400 for a link that is not valid, 410 for
// an expired one, 409 once answered. The admins' door settles a dispute's case. Each route translates and calls one
// service.
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { isoDate } from '../catalog/true-cost.js';
import type { LeaseVerification } from '../generated/prisma/client.js';
import { verificationStage } from '../services/invoices.js';
import { answerLeaseVerification, resolveDisputeCase, verificationByLink } from '../services/lease-verification.js';
import { readJson, requireRole } from './request.js';

export const leaseVerificationRoutes = new Hono<AppEnv>();

const day = (date: Date | null) => (date ? isoDate(date) : null);
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** What the property is asked and what it answered: the request's figures, never the lead's or the agent's ids. */
const presentForProperty = (row: LeaseVerification) => ({
  id: row.id,
  status: row.status,
  unit: row.unit,
  moveInOn: isoDate(row.moveInOn),
  leaseSignedOn: isoDate(row.leaseSignedOn),
  rentCents: row.rentCents,
  termMonths: row.termMonths,
  commissionPercent: row.commissionPercent,
  commissionCents: row.commissionCents,
  verifiedUnit: row.verifiedUnit,
  verifiedMoveInOn: day(row.verifiedMoveInOn),
  verifiedRentCents: row.verifiedRentCents,
  verifiedCommissionCents: row.verifiedCommissionCents,
  disputeReason: row.disputeReason,
  disputeNote: row.disputeNote,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

leaseVerificationRoutes.get('/lease-verification', async (c) => {
  const { prisma, security, now } = c.var.ctx;
  const row = await verificationByLink(prisma, security.propertyLinks, tokenOf(c.req.url), now);
  return c.json(
    { ...presentForProperty(row), apartmentName: row.apartment.name, renterName: row.referral.lead.name },
    200,
    { 'Cache-Control': 'no-store' },
  );
});

leaseVerificationRoutes.post('/lease-verification/answer', async (c) => {
  const { prisma, security, config, now } = c.var.ctx;
  const row = await answerLeaseVerification(
    prisma,
    security.propertyLinks,
    config,
    tokenOf(c.req.url),
    await readJson(c),
    now,
  );
  return c.json(presentForProperty(row));
});

leaseVerificationRoutes.post('/admins/lease-verifications/:id/resolve', requireRole('ADMIN'), async (c) => {
  const { prisma, config, viewer, now } = c.var.ctx;
  const row = await resolveDisputeCase(prisma, config, viewer, c.req.param('id'), await readJson(c), now);
  return c.json({
    ...presentForProperty(row),
    leadId: row.leadId,
    stage: await verificationStage(prisma, row),
    caseResolution: row.caseResolution,
    caseNote: row.caseNote,
    caseClosedAt: row.caseClosedAt?.toISOString() ?? null,
  });
});
