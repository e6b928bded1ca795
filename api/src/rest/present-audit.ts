import type { AuditEntry } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { visibleChanges } from '../services/audit.js';

type EntryWithAdmin = AuditEntry & { admin: { id: string; name: string; email: string } | null };

/** One audit row as the admin area reads it: who, what, which, when, and the changed fields. */
export function presentAuditEntry(entry: EntryWithAdmin, viewer: Viewer | null) {
  return {
    id: entry.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    apartmentId: entry.apartmentId,
    admin: entry.admin ? { id: entry.admin.id, name: entry.admin.name, email: entry.admin.email } : null,
    apiKey: entry.apiKeyId || entry.apiKeyName ? { id: entry.apiKeyId, name: entry.apiKeyName } : null,
    changes: visibleChanges(viewer, entry.changes),
    createdAt: entry.createdAt.toISOString(),
  };
}
