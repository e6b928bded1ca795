// docs/contract.md "Accounts and sessions": JWT signed with jose, HS256 pinned on verification, carrying role, id
// and the account's token version (bumped by logout, so that a logout revokes every earlier token), valid
// for the spec's 4-hour session (docs/product.md section 9).
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { SESSION_LIFETIME_MS } from '../domain/index.js';
import type { Role } from './viewer.js';

export const TOKEN_ISSUER = 'satx-apartment-locator';
export const TOKEN_AUDIENCE = 'satx-apartment-locator/api';
const ALGORITHM = 'HS256';
/** Instances' clocks may differ a little: a token issued by one is not "from the future" for another. */
const CLOCK_TOLERANCE_SECONDS = 10;

export interface TokenClaims {
  role: Role;
  id: string;
  tokenVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** `expiresAt`: the token's `exp`, or one session lifetime after it was issued if that comes first. */
export type TokenCheck =
  { ok: true; claims: TokenClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  verify(token: string): Promise<TokenCheck>;
}

export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  return {
    async issue({ role, id, tokenVersion }) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = new Date(issuedAt * 1000 + SESSION_LIFETIME_MS);
      const token = await new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          // Whatever `exp` says, a token dies one session lifetime after it was issued: were the secret ever to
          // leak, a forged far-future token would not outlive the session either.
          maxTokenAge: SESSION_LIFETIME_MS / 1000,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(now()),
        });
        const { role, tv, sub, exp, iat } = payload;
        if (
          (role !== 'ADMIN' && role !== 'AGENT' && role !== 'PROPERTY') ||
          typeof tv !== 'number' ||
          typeof sub !== 'string'
        )
          return { ok: false, reason: 'invalid' };
        const expiresAt = new Date(Math.min(exp! * 1000, iat! * 1000 + SESSION_LIFETIME_MS));
        return { ok: true, claims: { role, id: sub, tokenVersion: tv }, expiresAt };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
