// Disabling an account: it can no longer log in, and the tokens it holds stop working
// at once, on REST and GraphQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret, PASSWORD } from './sessions.js';

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  app = await appWithSecret();
  admin = await adminSession(app);
});
afterAll(() => app.close());

describe('disabling accounts', () => {
  it('revokes an agent: its token and its next login are refused', async () => {
    const agent = await agentSession(app);
    expect((await app.rest('GET', '/api/agents/me', undefined, agent.token)).status).toBe(200);
    const disabled = await app.rest('POST', `/api/admins/agents/${agent.id}/disable`, undefined, admin.token);
    expect(disabled.status).toBe(200);
    expect(disabled.body.agent.status).toBe('DISABLED');
    expect((await app.rest('GET', '/api/agents/me', undefined, agent.token)).status).toBe(401);
    const login = await app.rest('POST', '/api/agents/login', { email: agent.email, password: PASSWORD });
    expect(login.status).toBe(403);
  });

  it('revokes another admin through GraphQL, and refuses to disable oneself', async () => {
    const other = await adminSession(app);
    const result = await app.gql(
      'mutation($id: ID!) { disableAdmin(id: $id) { status } }',
      { id: other.id },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const refused = await app.rest('GET', '/api/admins/apartments', undefined, other.token);
    expect(refused.status).toBe(401);
    const self = await app.rest('POST', `/api/admins/${admin.id}/disable`, undefined, admin.token);
    expect(self.status).toBe(403);
  });

  it('lets only admins disable accounts, and records who did it', async () => {
    const agent = await agentSession(app);
    const victim = await agentSession(app);
    expect((await app.rest('POST', `/api/admins/agents/${victim.id}/disable`, undefined, agent.token)).status).toBe(
      403,
    );
    expect((await app.rest('POST', `/api/admins/agents/${victim.id}/disable`)).status).toBe(401);
    await app.rest('POST', `/api/admins/agents/${victim.id}/disable`, undefined, admin.token);
    const entry = await app.db.prisma.auditEntry.findFirst({ where: { entityId: victim.id, action: 'disable' } });
    expect(entry?.adminId).toBe(admin.id);
  });
});
