// API keys for internal tools (docs/contract.md "Beyond docs/product.md"): admins list, create and revoke them. Rules
// live in services/api-keys.ts; the key itself appears once, in createApiKey's answer.
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys.js';
import { builder } from '../builder.js';
import type { Context } from '../../context.js';
import { adminOnly } from '../roles.js';
import { AdminAccount } from './accounts.js';

type ApiKeyRow = Awaited<ReturnType<typeof listApiKeys>>[number];

const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  description:
    "READ runs queries only; WRITE also runs the admin mutations; LEADS runs queries and alone reads renters' data (leads, the outbox).",
  values: ['READ', 'WRITE', 'LEADS'] as const,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const ApiKey = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: 'A named credential of an internal tool, sent as `Authorization: Bearer <key>`.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    scope: t.field({ type: ApiKeyScopeEnum, resolve: (key) => key.scope }),
    prefix: t.exposeString('prefix', { description: 'The start of the key, to recognise it; not a secret.' }),
    createdAt: t.string({ resolve: (key) => key.createdAt.toISOString() }),
    lastUsedAt: t.string({
      nullable: true,
      description: 'To the minute; null until first used.',
      resolve: (key) => iso(key.lastUsedAt),
    }),
    revokedAt: t.string({ nullable: true, resolve: (key) => iso(key.revokedAt) }),
    createdBy: t.field({ type: AdminAccount, resolve: (key) => key.createdBy }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({ name: t.string(), scope: t.field({ type: ApiKeyScopeEnum }) }),
});

const CreateApiKeyPayload = builder.objectRef<{ key: string; apiKey: ApiKeyRow }>('CreateApiKeyPayload').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The whole key: shown this once, stored only as a hash.' }),
    apiKey: t.field({ type: ApiKey, resolve: (payload) => payload.apiKey }),
  }),
});

const manager = (ctx: Context) => ({ adminId: ctx.viewer!.id, apiKey: ctx.viewer!.apiKey });

builder.queryField('apiKeys', (t) =>
  t.field({
    ...adminOnly,
    type: [ApiKey],
    description: 'Every API key, revoked ones included, newest first.',
    resolve: (_root, _args, ctx) => listApiKeys(ctx.prisma),
  }),
);

builder.mutationFields((t) => ({
  createApiKey: t.field({
    ...adminOnly,
    type: CreateApiKeyPayload,
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, args, ctx) => createApiKey(ctx.prisma, { ...args.input }, manager(ctx)),
  }),
  revokeApiKey: t.field({
    ...adminOnly,
    type: ApiKey,
    description: 'The key is refused (401) from the next request on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => revokeApiKey(ctx.prisma, ctx.leadFeed, String(args.id), manager(ctx)),
  }),
}));
