// Turns the Authorization header into the viewer: a valid token of an account that still exists, is active,
// and has not logged out since the token was issued (CONTRACT.md "REST adapter details": 401 for a missing,
// bad or expired token, 403 for an account that is not active).
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from './viewer.js';
import { AppError } from '../errors.js';
import type { TokenService } from './tokens.js';

export const AUTH_MESSAGES = {
  required: 'Please log in.',
  invalid: 'Your session is not valid. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  pending: 'Your admin account is waiting for approval.',
  inactive: 'This account is not active.',
  adminOnly: 'This needs an admin account.',
  agentOnly: 'This needs an agent account.',
} as const;

export type Authenticate = (authorization: string | undefined) => Promise<Viewer | null>;

export function createAuthenticator(prisma: PrismaClient, tokens: TokenService): Authenticate {
  return async (authorization) => {
    if (!authorization) return null;
    const match = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(authorization.trim());
    if (!match) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    const check = await tokens.verify(match[1]);
    if (!check.ok)
      throw new AppError('UNAUTHENTICATED', check.reason === 'expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    const { role, id, tokenVersion } = check.claims;
    const select = { status: true, tokenVersion: true } as const;
    const account =
      role === 'ADMIN'
        ? await prisma.admin.findUnique({ where: { id }, select })
        : await prisma.agent.findUnique({ where: { id }, select });
    // A deleted account or a logout since issue: the token is no longer a session.
    if (!account || account.tokenVersion !== tokenVersion) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    if (account.status === 'PENDING') throw new AppError('FORBIDDEN', AUTH_MESSAGES.pending);
    if (account.status !== 'ACTIVE') throw new AppError('FORBIDDEN', AUTH_MESSAGES.inactive);
    return { role, id };
  };
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
  return new AppError('FORBIDDEN', role === 'ADMIN' ? AUTH_MESSAGES.adminOnly : AUTH_MESSAGES.agentOnly);
}
