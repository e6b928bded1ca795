// The admin area's audit trail, so every listing change can be traced to the admin who made it: who created, changed or
// deleted which apartment or floorplan (and who approved which admin), when, and each changed field with its value
// before and after. Rows are written in the same transaction as the change they describe, so the trail never misses or
// invents a change.
import { z } from 'zod';
import { PRIVATE_LOCATION_FIELDS, seesPrivateLocation } from '../auth/approximate-location.js';
import type { Viewer } from '../auth/viewer.js';
import type { Prisma, StaffRole } from '../generated/prisma/client.js';
import { IdSchema } from './apartments.js';
import { parseInput } from '../errors.js';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'disable'
  | 'revoke'
  | 'verify'
  // services/assignment-audit.ts: a lead given to an agent its admin approved, and that agent's criminal-history read.
  | 'assign'
  | 'flag';
export type AuditEntity = 'apartment' | 'floorplan' | 'admin' | 'agent' | 'apiKey' | 'special' | 'lead';
export type FieldChange = { before: Prisma.InputJsonValue | null; after: Prisma.InputJsonValue | null };
export type Changes = Record<string, FieldChange>;

/** The API key a change was made with: the trail names it beside the admin who created it. */
export interface AuditKey {
  id: string;
  name: string;
}

/** Who makes a change to the listings: every service that records one takes it. */
/** Who confirms a floorplan: staff, a property's feed (FEED) or its leasing office (PROPERTY), with a name to show. */
export interface Confirmer {
  role: StaffRole;
  id: string;
  name: string;
  actor: Actor;
}

export interface Actor {
  /** Null for changes no admin made (demo data, test fixtures): those are not audited. */
  adminId: string | null;
  /** The internal tool's key the change was made with, named in the audit trail. */
  apiKey?: AuditKey;
  /**
   * A leasing office's save (docs/contract.md "The property door"): the change counts as the property's confirmation
   * of the floorplans it touches (services/verification.ts confirmSaved).
   */
  confirmedBy?: { by: Confirmer; now: Date };
}

export interface AuditRecord {
  adminId: string | null;
  apiKey?: AuditKey | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  apartmentId?: string | null;
  changes: Changes;
}

type AuditWriter = Pick<Prisma.TransactionClient, 'auditEntry'>;

export async function recordAudit(tx: AuditWriter, record: AuditRecord): Promise<void> {
  await recordAudits(tx, [record]);
}

/** Several entries in one statement, as one change of many rows (a feed confirming a property's floorplans) makes. */
export async function recordAudits(tx: AuditWriter, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.auditEntry.createMany({
    data: records.map((record) => ({
      adminId: record.adminId,
      apiKeyId: record.apiKey?.id ?? null,
      apiKeyName: record.apiKey?.name ?? null,
      action: record.action,
      entity: record.entity,
      entityId: record.entityId,
      apartmentId: record.apartmentId ?? null,
      changes: record.changes,
    })),
  });
}

/**
 * A change made through the admin services: audited under the admin (and key) who made it. Changes no admin made
 * (demo data, test fixtures) are not audited.
 */
export async function recordAdminChange(
  tx: AuditWriter,
  actor: { adminId: string | null; apiKey?: AuditKey | null },
  record: Omit<AuditRecord, 'adminId' | 'apiKey'>,
): Promise<void> {
  if (!actor.adminId) return;
  await recordAudit(tx, { ...record, adminId: actor.adminId, apiKey: actor.apiKey });
}

const PRIVATE_LOCATION = new Set<string>(PRIVATE_LOCATION_FIELDS);

/**
 * A row's changes as this viewer may read them: the address and the exact point follow the location rule of every
 * door (docs/contract.md "Where an apartment is"), so a caller who reads null for them learns that they changed, never
 * their values.
 */
export function visibleChanges(viewer: Viewer | null, changes: Prisma.JsonValue): Changes {
  const all = (changes ?? {}) as Changes;
  if (seesPrivateLocation(viewer)) return all;
  return Object.fromEntries(
    Object.entries(all).map(([field, change]) =>
      PRIVATE_LOCATION.has(field) ? [field, { before: null, after: null }] : [field, change],
    ),
  );
}

type Plain = Prisma.InputJsonValue | null | undefined | Date;

function normalise(value: Plain): Prisma.InputJsonValue | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The fields whose values differ; a create compares against nothing and a delete against nothing after. */
export function diff(
  before: Record<string, Plain> | null,
  after: Record<string, Plain> | null,
  fields: readonly string[],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const old = normalise(before?.[field]);
    const now = normalise(after?.[field]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { before: old, after: now };
  }
  return changes;
}

const AuditQuerySchema = z
  .object({
    apartmentId: IdSchema.optional(),
    entityId: IdSchema.optional(),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(200, 'limit cannot be above 200').default(50),
  })
  .strict();

/** Newest first; filtered to one apartment (its floorplans included) or one entity. */
export async function listAudit(prisma: Pick<Prisma.TransactionClient, 'auditEntry'>, rawQuery: unknown) {
  const query = parseInput(AuditQuerySchema, rawQuery ?? {});
  const where: Prisma.AuditEntryWhereInput = {
    ...(query.apartmentId ? { apartmentId: query.apartmentId } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
  };
  const [totalCount, entries] = await Promise.all([
    prisma.auditEntry.count({ where }),
    prisma.auditEntry.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: query.offset,
      take: query.limit,
      include: { admin: { select: { id: true, name: true, email: true, status: true, createdAt: true } } },
    }),
  ]);
  return { totalCount, entries };
}
