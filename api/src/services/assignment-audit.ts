// docs/contract.md "Who qualifies": the criminal-history answers are read only with the lead's assigned agent's token,
// and an admin cannot see them. An admin who also controls an agent account could still approve it, hand it the lead
// and read them through it; that path leaves its marks in the audit trail: the assignment to an account the same
// admin approved, and that account's first read of criminal-history answers.
import type { Lead, Prisma } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { recordAudit, type Changes } from './audit.js';

type AuditClient = Pick<Prisma.TransactionClient, 'auditEntry'>;

/** Records, in the assignment's transaction, an admin giving a lead to an agent account that admin approved. */
export async function recordAssignmentToOwnApproval(
  tx: AuditClient,
  viewer: Viewer,
  lead: Pick<Lead, 'id' | 'agentId'>,
  agentId: string,
): Promise<void> {
  if (viewer.role !== 'ADMIN') return;
  const approval = await tx.auditEntry.findFirst({
    where: { action: 'approve', entity: 'agent', entityId: agentId, adminId: viewer.id },
    select: { id: true },
  });
  if (!approval) return;
  await recordAudit(tx, {
    adminId: viewer.id,
    apiKey: viewer.apiKey,
    action: 'assign',
    entity: 'lead',
    entityId: lead.id,
    changes: { agentId: { before: lead.agentId, after: agentId }, approvedBySameAdmin: { before: null, after: true } },
  });
}

/**
 * Flags the first time an agent account reads criminal-history answers of a lead that the admin who approved it
 * handed to it: one row per account, naming that admin and the lead. Other reads add nothing.
 */
export async function flagCriminalHistoryRead(prisma: AuditClient, viewer: Viewer, leadId: string): Promise<void> {
  if (viewer.role !== 'AGENT' || viewer.apiKey) return;
  const assignments = await prisma.auditEntry.findMany({
    where: { action: 'assign', entity: 'lead', entityId: leadId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { adminId: true, changes: true },
  });
  const handedOver = assignments.find((row) => (row.changes as Changes).agentId?.after === viewer.id);
  if (!handedOver) return;
  const flagged = await prisma.auditEntry.findFirst({
    where: { action: 'flag', entity: 'agent', entityId: viewer.id },
    select: { id: true },
  });
  if (flagged) return;
  await recordAudit(prisma, {
    adminId: handedOver.adminId,
    action: 'flag',
    entity: 'agent',
    entityId: viewer.id,
    changes: { criminalHistoryRead: { before: null, after: leadId } },
  });
}
