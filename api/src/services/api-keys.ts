// docs/contract.md "Beyond docs/product.md": admins create named API keys for internal tools (read or write scope), see
// when each was last used, and revoke them. The key is returned once by createApiKey and only its hash is
// kept (auth/api-keys.ts). Keys are managed from an admin's login, never with another key, so that a leaked
// key cannot mint more keys or keep itself alive.
import { z } from 'zod';
import { generateApiKey, type ApiKeyIdentity } from '../auth/api-keys.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ACCOUNT_SELECT } from './accounts.js';
import { recordAudit } from './audit.js';
import type { LeadFeed } from './lead-feed.js';
import { AppError, notFound, parseInput } from '../errors.js';

export const API_KEY_MESSAGES = {
  name: 'Name is required, at most 100 characters.',
  scope: 'Scope must be READ, WRITE or LEADS.',
  loginOnly: 'This needs an admin login; an API key cannot do it.',
  notFound: 'API key not found',
} as const;

export interface KeyManager {
  adminId: string;
  apiKey?: ApiKeyIdentity;
}

export const API_KEY_SELECT = {
  id: true,
  name: true,
  scope: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdBy: { select: ACCOUNT_SELECT },
} as const;

const CreateApiKeySchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.name })
      .trim()
      .min(1, API_KEY_MESSAGES.name)
      .max(100, API_KEY_MESSAGES.name),
    scope: z.enum(['READ', 'WRITE', 'LEADS'], { error: API_KEY_MESSAGES.scope }),
  })
  .strict();

const KeyIdSchema = z.object({
  id: z.string().max(36, { message: 'must be an API key id', abort: true }).uuid('must be an API key id'),
});

/** Managing keys and ending an admin's sessions need the admin's own login. */
export function assertLogin(actor: { apiKey?: unknown }) {
  if (actor.apiKey) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.loginOnly);
}

/** Creates a key; the answer's `key` is the only time the whole key exists outside the caller. */
export async function createApiKey(prisma: PrismaClient, rawInput: unknown, actor: KeyManager) {
  assertLogin(actor);
  const input = parseInput(CreateApiKeySchema, rawInput ?? {});
  const { key, prefix, secretHash } = generateApiKey();
  const apiKey = await prisma.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: { name: input.name, scope: input.scope, prefix, secretHash, createdById: actor.adminId },
      select: API_KEY_SELECT,
    });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'create',
      entity: 'apiKey',
      entityId: created.id,
      changes: { name: { before: null, after: created.name }, scope: { before: null, after: created.scope } },
    });
    return created;
  });
  return { key, apiKey };
}

/** Every key, revoked ones included (the audit trail names them), newest first. */
export function listApiKeys(prisma: PrismaClient) {
  return prisma.apiKey.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: API_KEY_SELECT });
}

/** Revoking is immediate (the next request with the key gets 401) and final; revoking twice changes nothing. */
export async function revokeApiKey(prisma: PrismaClient, feed: LeadFeed, rawId: unknown, actor: KeyManager) {
  assertLogin(actor);
  const { id } = parseInput(KeyIdSchema, { id: rawId });
  const revoked = await prisma.$transaction(async (tx) => {
    const existing = await tx.apiKey.findUnique({ where: { id }, select: API_KEY_SELECT });
    if (!existing) throw notFound(API_KEY_MESSAGES.notFound);
    if (existing.revokedAt) return existing;
    const revoked = await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() }, select: API_KEY_SELECT });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'revoke',
      entity: 'apiKey',
      entityId: id,
      changes: { revokedAt: { before: null, after: revoked.revokedAt!.toISOString() } },
    });
    return revoked;
  });
  // A live inbox open with the key closes at once, on every instance (services/live-inbox.ts).
  feed.publish({ type: 'accessEnded', role: 'ADMIN', id: revoked.createdBy.id });
  return revoked;
}
