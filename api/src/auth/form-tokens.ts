// The guest card's anti-spam clock: the page gets a token signed with the server's secret that says when the form
// was shown. A card sent sooner than a person could type it, or with a token that is forged or a day old, is
// refused. No CAPTCHA service: renters' pages never depend on a third party.
import { SignJWT, jwtVerify, errors } from 'jose';

const AUDIENCE = 'satx-apartment-locator/guest-card';

export type FormTokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' };

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
        if (typeof payload.ms !== 'number') return { ok: false, reason: 'invalid' };
        return { ok: true, issuedAt: payload.ms };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
