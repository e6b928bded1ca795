// The audit trail, readable by admins only: who changed what, when, field by field (services/audit.ts).
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { AuditEntry as AuditRow } from '../../generated/prisma/client.js';
import { listAudit, visibleChanges } from '../../services/audit.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { AdminAccount, type AccountRow } from './accounts.js';
import { checkedCursors, idFromArg } from './ids.js';

type Change = { field: string; before: unknown; after: unknown };

const AuditChange = builder.objectRef<Change>('AuditChange').implement({
  description: 'One changed field; before and after are JSON text (null when the field had no value).',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.string({
      nullable: true,
      resolve: (change) => (change.before === null ? null : JSON.stringify(change.before)),
    }),
    after: t.string({
      nullable: true,
      resolve: (change) => (change.after === null ? null : JSON.stringify(change.after)),
    }),
  }),
});

const AuditEntry = builder.objectRef<AuditRow & { admin: AccountRow | null }>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    action: t.exposeString('action', {
      description:
        'create, update, delete, approve, reject, disable, revoke, verify, assign (an admin gave a lead to an agent that admin approved) or flag (that agent first read criminal-history answers).',
    }),
    entity: t.exposeString('entity', { description: 'apartment, floorplan, special, admin, agent, apiKey or lead.' }),
    entityId: t.exposeString('entityId'),
    apartmentId: t.exposeString('apartmentId', { nullable: true }),
    admin: t.field({
      type: AdminAccount,
      nullable: true,
      description: 'Who; null once that admin is deleted.',
      resolve: (entry) => entry.admin,
    }),
    apiKeyName: t.exposeString('apiKeyName', {
      nullable: true,
      description: 'The API key the change was made with (on behalf of `admin`); null for a change made in a login.',
    }),
    createdAt: t.string({ resolve: (entry) => entry.createdAt.toISOString() }),
    changes: t.field({
      type: [AuditChange],
      resolve: (entry, _args, ctx) =>
        Object.entries(visibleChanges(ctx.viewer, entry.changes)).map(([field, change]) => ({ field, ...change })),
    }),
  }),
});

builder.queryField('auditTrail', (t) =>
  t.connection(
    {
      ...adminOnly,
      type: AuditEntry,
      description: 'Newest first; optionally one apartment (with its floorplans) or one entity.',
      args: { apartmentId: t.arg.id(), entityId: t.arg.id() },
      resolve: async (_root, args, ctx) => {
        let totalCount = 0;
        const connection = await resolveOffsetConnection(
          { args: checkedCursors(args), defaultSize: 50, maxSize: 200 },
          async ({ offset, limit }) => {
            const page = await listAudit(ctx.prisma, {
              ...(args.apartmentId != null
                ? { apartmentId: idFromArg(args.apartmentId, 'Apartment', 'apartmentId') }
                : {}),
              ...(args.entityId != null ? { entityId: String(args.entityId) } : {}),
              offset,
              limit: Math.min(limit, 200),
            });
            totalCount = page.totalCount;
            return page.entries;
          },
        );
        return { ...connection, totalCount };
      },
    },
    {
      name: 'AuditEntryConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }),
    },
    { name: 'AuditEntryEdge' },
  ),
);
