// The guest card's anti-spam clock: the page gets a token signed with the server's secret that says when the form
// was shown. A card sent sooner than a person could type it, or with a token that is forged or a day old, is
// refused. No CAPTCHA service: renters' pages never depend on a third party.
// A token sends one card: its id is recorded with the card, in the same transaction, and a second card with it is
// refused (docs/contract.md, Beyond docs/product.md: first-party leads). The ids live in the database, which every instance
// shares, until the token would have expired anyway.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Prisma } from '../generated/prisma/client.js';

const AUDIENCE = 'satx-apartment-locator/guest-card';

/** A token that checked out: when the form was shown (epoch ms), its id, and when it stops being accepted. */
export interface FormTokenPass {
  ok: true;
  issuedAt: number;
  id: string;
  expiresAt: Date;
}

export type FormTokenCheck = FormTokenPass | { ok: false; reason: 'invalid' | 'expired' };

export interface FormTokenService {
  /** A token saying the form was shown now. */
  issue(): Promise<string>;
  /** Whether the token is ours and no older than `maxAgeSeconds`; answers when it was issued (epoch ms). */
  check(token: string, maxAgeSeconds: number): Promise<FormTokenCheck>;
}

export function createFormTokenService(secret: Uint8Array, now: () => number = Date.now): FormTokenService {
  return {
    async issue() {
      const issuedAt = now();
      return new SignJWT({ ms: issuedAt })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setJti(randomUUID())
        .sign(secret);
    },
    async check(token, maxAgeSeconds) {
      if (token.length > 1_000) return { ok: false, reason: 'invalid' };
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          maxTokenAge: maxAgeSeconds,
          currentDate: new Date(now()),
        });
        if (typeof payload.ms !== 'number' || typeof payload.iat !== 'number') return { ok: false, reason: 'invalid' };
        if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 64)
          return { ok: false, reason: 'invalid' };
        const expiresAt = new Date((payload.iat + maxAgeSeconds) * 1000);
        return { ok: true, issuedAt: payload.ms, id: payload.jti, expiresAt };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/**
 * Records that the token sent a card, inside the card's transaction; false when it already had (the card must not be
 * stored). Tokens past their expiry are forgotten here too: they are refused as expired anyway.
 */
export async function spendFormToken(
  tx: Prisma.TransactionClient,
  token: Pick<FormTokenPass, 'id' | 'expiresAt'>,
  now: Date,
): Promise<boolean> {
  await tx.usedFormToken.deleteMany({ where: { expiresAt: { lt: now } } });
  const { count } = await tx.usedFormToken.createMany({
    data: [{ id: token.id, expiresAt: token.expiresAt }],
    skipDuplicates: true,
  });
  return count === 1;
}
