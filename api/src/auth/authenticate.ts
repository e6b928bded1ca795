// Turns the Authorization header into the viewer: a valid token of an account that still exists, is active,
// and has not logged out since the token was issued (docs/contract.md "REST adapter details": 401 for a missing,
// bad or expired token, 403 for an account that is not active).
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from './viewer.js';
import { AppError } from '../errors.js';
import type { ApiKeyRateLimiter } from './api-key-limit.js';
import { apiKeyMatches, apiKeyPrefix, looksLikeApiKey } from './api-keys.js';
import type { TokenService } from './tokens.js';

export const AUTH_MESSAGES = {
  required: 'Please log in.',
  invalid: 'Your session is not valid. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  pending: 'Your admin account is waiting for approval.',
  pendingAgent: 'Your agent account is waiting for approval.',
  inactive: 'This account is not active.',
  adminOnly: 'This needs an admin account.',
  agentOnly: 'This needs an agent account.',
  propertyOnly: "This needs a leasing office's sign-in.",
  apiKeyInvalid: 'This API key is not valid.',
  apiKeyRevoked: 'This API key has been revoked.',
} as const;

/** lastUsedAt is written at most this often per key, so a busy tool does not write on every request. */
export const API_KEY_LAST_USED_RESOLUTION_MS = 60_000;

export type Authenticate = (authorization: string | undefined) => Promise<Viewer | null>;

export function createAuthenticator(
  prisma: PrismaClient,
  tokens: TokenService,
  apiKeyLimiter: ApiKeyRateLimiter,
): Authenticate {
  return async (authorization) => {
    if (!authorization) return null;
    // Length first: no pattern runs on a long header.
    const match = authorization.length > 4_200 ? null : /^Bearer ([\w\-.]{1,4096})$/.exec(authorization.trim());
    if (!match) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    if (looksLikeApiKey(match[1])) return apiKeyViewer(prisma, apiKeyLimiter, match[1]);
    const check = await tokens.verify(match[1]);
    if (!check.ok)
      throw new AppError('UNAUTHENTICATED', check.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    const { role, id, tokenVersion } = check.claims;
    const select = { status: true, tokenVersion: true } as const;
    const account =
      role === 'ADMIN'
        ? await prisma.admin.findUnique({ where: { id }, select })
        : role === 'AGENT'
          ? await prisma.agent.findUnique({ where: { id }, select })
          : await prisma.propertyContact.findUnique({ where: { id }, select });
    // A deleted account or a logout since issue: the token is no longer a session.
    if (!account || account.tokenVersion !== tokenVersion) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    if (account.status === 'PENDING')
      throw new AppError('FORBIDDEN', role === 'ADMIN' ? AUTH_MESSAGES.pending : AUTH_MESSAGES.pendingAgent);
    if (account.status !== 'ACTIVE') throw new AppError('FORBIDDEN', AUTH_MESSAGES.inactive);
    return { role, id, session: { tokenVersion, expiresAt: check.expiresAt } };
  };
}

/**
 * An API key acts as an admin (with the rights of the admin who created it) until it is revoked or that admin
 * is no longer active; each use counts against the key's rate limit and marks when it was last used.
 */
async function apiKeyViewer(prisma: PrismaClient, limiter: ApiKeyRateLimiter, key: string): Promise<Viewer> {
  const prefix = apiKeyPrefix(key);
  const row = prefix
    ? await prisma.apiKey.findUnique({
        where: { prefix },
        select: {
          id: true,
          name: true,
          scope: true,
          secretHash: true,
          revokedAt: true,
          lastUsedAt: true,
          createdById: true,
          createdBy: { select: { status: true } },
        },
      })
    : null;
  if (!row || !apiKeyMatches(key, row.secretHash)) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.apiKeyInvalid);
  if (row.revokedAt) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.apiKeyRevoked);
  if (row.createdBy.status !== 'ACTIVE') throw new AppError('FORBIDDEN', AUTH_MESSAGES.inactive);
  await limiter.consume(row.id);
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_KEY_LAST_USED_RESOLUTION_MS) {
    await prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { role: 'ADMIN', id: row.createdById, apiKey: { id: row.id, name: row.name, scope: row.scope } };
}

/** The role check both doors use: GraphQL's scope-auth error and the REST guard. */
export function roleError(
  viewer: Viewer | null,
  authError: AppError | undefined,
  role: Viewer['role'],
): AppError | null {
  if (viewer?.role === role) return null;
  if (authError) return authError;
  if (!viewer) return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.required);
  return new AppError(
    'FORBIDDEN',
    role === 'ADMIN'
      ? AUTH_MESSAGES.adminOnly
      : role === 'AGENT'
        ? AUTH_MESSAGES.agentOnly
        : AUTH_MESSAGES.propertyOnly,
  );
}
