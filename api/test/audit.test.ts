import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoPictures, type TestApp } from './harness.js';
import { adminSession, appWithSecret, pendingAdmin } from './sessions.js';

let app: TestApp;
let admin: { id: string; token: string; email: string };
beforeAll(async () => {
  app = await appWithSecret();
  await storeDemoPictures(app);
  admin = await adminSession(app);
});
afterAll(async () => {
  await app.shutdown();
  await app.close();
});

const base = {
  name: 'Audit Arms',
  code: 'AUD-1',
  image: '/uploads/demo/building-1.svg',
  location: ['Alamo Heights'],
  leaseTerm: 12,
  promotionalTerm: 0,
  floorplans: [{ type: 'studio' }],
};

describe('audit trail', () => {
  it('records who created, changed and deleted an apartment and its floorplans, field by field', async () => {
    const created = (await app.rest('POST', '/api/admins/apartments', base, admin.token)).body.apartment;
    const floorplanId = created.floorplans[0]._id;
    await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      {
        name: 'Audit Towers',
        leaseTerm: 13,
        floorplans: [{ floorplan: floorplanId, type: 'studio' }, { type: 'oneBed' }],
      },
      admin.token,
    );
    await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}/floorplans/${floorplanId}`,
      { details: { minPrice: 800, maxPrice: 900 } },
      admin.token,
    );
    await app.rest(
      'PATCH',
      `/api/admins/apartments/${created.id}`,
      {
        floorplans: [
          {
            type: 'oneBed',
            floorplan: (
              await app.db.prisma.floorplan.findFirstOrThrow({ where: { apartmentId: created.id, type: 'oneBed' } })
            ).id,
          },
        ],
      },
      admin.token,
    );
    await app.rest('DELETE', `/api/admins/apartments/${created.id}`, undefined, admin.token);

    const result = await app.rest('GET', `/api/admins/audit?apartmentId=${created.id}`, undefined, admin.token);
    expect(result.status).toBe(200);
    type Entry = {
      action: string;
      entity: string;
      entityId: string;
      admin: { id: string };
      changes: Record<string, unknown>;
    };
    const entries: Entry[] = result.body.entries;
    // Newest first; rows written by one transaction share its timestamp, so compare them as a set.
    expect(entries.map((e) => `${e.action} ${e.entity}`).sort()).toEqual(
      [
        'create apartment',
        'update apartment',
        'update floorplan',
        'update apartment',
        'delete floorplan',
        'delete apartment',
      ].sort(),
    );
    expect(`${entries[0].action} ${entries[0].entity}`).toBe('delete apartment');
    expect(`${entries.at(-1)!.action} ${entries.at(-1)!.entity}`).toBe('create apartment');
    expect(entries.every((e) => e.admin.id === admin.id)).toBe(true);
    const find = (action: string, entity: string) => entries.filter((e) => e.action === action && e.entity === entity);
    expect(find('create', 'apartment')[0].changes.code).toEqual({ before: null, after: 'AUD-1' });
    expect(find('update', 'apartment').map((e) => e.changes)).toContainEqual({
      name: { before: 'Audit Arms', after: 'Audit Towers' },
      leaseTerm: { before: 12, after: 13 },
      floorplans: { before: ['studio'], after: ['studio', 'oneBed'] },
    });
    expect(find('update', 'floorplan')[0]).toMatchObject({
      entityId: floorplanId,
      changes: { minPrice: { before: null, after: 800 }, maxPrice: { before: null, after: 900 } },
    });
    expect(find('delete', 'floorplan')[0]).toMatchObject({
      entityId: floorplanId,
      changes: { type: { before: 'studio', after: null } },
    });
    expect(find('delete', 'apartment')[0].changes.name).toEqual({ before: 'Audit Towers', after: null });
  });

  it('records nothing for a refused change', async () => {
    const before = await app.db.prisma.auditEntry.count();
    await app.rest('POST', '/api/admins/apartments', { ...base, code: 'AUD-1', name: '' }, admin.token);
    await app.rest('PATCH', '/api/admins/apartments/00000000-0000-4000-8000-000000000000', { name: 'x' }, admin.token);
    expect(await app.db.prisma.auditEntry.count()).toBe(before);
  });

  it('records admin approvals and answers the trail in GraphQL', async () => {
    const pending = await pendingAdmin(app);
    await app.rest('POST', `/api/admins/${pending.id}/approve`, undefined, admin.token);
    const result = await app.gql<{
      auditTrail: {
        totalCount: number;
        edges: {
          node: {
            action: string;
            entity: string;
            admin: { email: string };
            changes: { field: string; before: string; after: string }[];
          };
        }[];
      };
    }>(
      '{ auditTrail(first: 1) { totalCount edges { node { action entity entityId admin { email } createdAt changes { field before after } } } } }',
      {},
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.auditTrail.totalCount).toBeGreaterThan(1);
    expect(result.data!.auditTrail.edges[0].node).toMatchObject({
      action: 'approve',
      entity: 'admin',
      admin: { email: admin.email },
      changes: [{ field: 'status', before: '"PENDING"', after: '"ACTIVE"' }],
    });
  });
});
