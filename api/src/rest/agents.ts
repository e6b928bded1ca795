// docs/product.md section 7, the agent rows, under /api (docs/contract.md), plus logout and the session check the Agent
// Portal can make.
import { Hono } from 'hono';
import { getAccount, login, logout, signup } from '../services/accounts.js';
import type { AppEnv } from '../context.js';
import { readJson, requireRole } from './request.js';

export const agentRoutes = new Hono<AppEnv>();
const agent = requireRole('AGENT');

agentRoutes.post('/agents/signup', async (c) => {
  const { ctx } = c.var;
  const result = await signup(ctx.prisma, 'AGENT', await readJson(c), {
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
  });
  return c.json({ message: result.message, agentId: result.id }, 201);
});

agentRoutes.post('/agents/login', async (c) => {
  const { ctx } = c.var;
  const session = await login(ctx.prisma, 'AGENT', await readJson(c), {
    tokens: ctx.security.tokens,
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
  });
  return c.json({
    message: 'Login successful!',
    token: session.token,
    agentId: session.id,
    expirationDate: session.expiresAt.toISOString(),
  });
});

agentRoutes.post('/agents/logout', agent, async (c) => {
  await logout(c.var.ctx.prisma, 'AGENT', c.var.ctx.viewer!.id);
  return c.json({ message: 'Logged out.' });
});

agentRoutes.get('/agents/me', agent, async (c) =>
  c.json({ agent: await getAccount(c.var.ctx.prisma, 'AGENT', c.var.ctx.viewer!.id) }),
);
