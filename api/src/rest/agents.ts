// docs/product.md section 7, the agent rows, under /api (docs/contract.md), plus logout and the session check the Agent
// Portal can make.
import { Hono } from 'hono';
import type { Lead } from '../generated/prisma/client.js';
import { getAccount, login, logout, setAgentLanguages, signup } from '../services/accounts.js';
import { listLeads } from '../services/leads.js';
import { badInput } from '../errors.js';
import type { AppEnv } from '../context.js';
import { readJson, requireRole } from './request.js';

export const agentRoutes = new Hono<AppEnv>();
const agent = requireRole('AGENT');

agentRoutes.post('/agents/signup', async (c) => {
  const { ctx } = c.var;
  const result = await signup(ctx.prisma, 'AGENT', await readJson(c), {
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
    origin: ctx.config.origin,
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
  await logout(c.var.ctx.prisma, c.var.ctx.leadFeed, 'AGENT', c.var.ctx.viewer!.id);
  return c.json({ message: 'Logged out.' });
});

agentRoutes.get('/agents/me', agent, async (c) =>
  c.json({ agent: await getAccount(c.var.ctx.prisma, 'AGENT', c.var.ctx.viewer!.id) }),
);

/** docs/contract.md "Spanish": the agent records the languages it speaks (`{"languages": ["EN", "ES"]}`). */
agentRoutes.put('/agents/me/languages', agent, async (c) => {
  const body = (await readJson(c)) as { languages?: unknown } | null;
  const agentAccount = await setAgentLanguages(c.var.ctx.prisma, c.var.ctx.viewer!, null, body?.languages);
  return c.json({ agent: agentAccount });
});

const INBOX_PARAMS = ['inbox', 'status', 'language', 'offset', 'limit'] as const;

/** A whole number from the address, or the text itself for the validator to name. */
const count = (value: string | null) => (value === null ? undefined : /^\d{1,9}$/.test(value) ? Number(value) : value);

/**
 * The lead inbox for programs (GraphQL `leads` is the web's door): the pipeline's facts and the renter's language,
 * without contact data, whose reads the inbox records. `language` is EN or ES (either case).
 */
agentRoutes.get('/agents/leads', agent, async (c) => {
  const params = new URL(c.req.url).searchParams;
  for (const key of params.keys())
    if (!(INBOX_PARAMS as readonly string[]).includes(key))
      throw badInput(`Unknown query parameter: ${key.slice(0, 40)}`, { [key.slice(0, 40)]: 'Unknown query parameter' });
  const language = params.get('language');
  const { leads, totalCount } = await listLeads(c.var.ctx.prisma, c.var.ctx.viewer!, {
    ...(params.has('inbox') ? { inbox: params.get('inbox') } : {}),
    ...(params.has('status') ? { status: params.get('status') } : {}),
    ...(language !== null ? { language: /^(?:en|es)$/i.test(language) ? language.toUpperCase() : language } : {}),
    ...(params.has('offset') ? { offset: count(params.get('offset')) } : {}),
    ...(params.has('limit') ? { limit: count(params.get('limit')) } : {}),
  });
  return c.json({ leads: leads.map(presentLeadSummary), totalCount });
});

function presentLeadSummary(lead: Lead) {
  return {
    _id: lead.id,
    status: lead.status,
    source: lead.source,
    preferredContact: lead.preferredContact,
    preferredLanguage: lead.preferredLanguage,
    moveInDate: lead.moveInDate?.toISOString().slice(0, 10) ?? null,
    budgetCents: lead.budgetCents,
    areas: lead.areas,
    roomTypes: lead.roomTypes,
    apartmentId: lead.apartmentId,
    agentId: lead.agentId,
    createdAt: lead.createdAt.toISOString(),
  };
}
