// docs/contract.md "Getting paid": the links a property's leasing office answers with, no account needed: a lease
// verification and a guest-card registration's acknowledgement. Each is a JWT signed with the server's secret
// (HS256 pinned), naming its record and carrying a random id that the record keeps: the link expires, and the
// record accepts one answer, so a forwarded or replayed link cannot change it again.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { DAY_MS } from '../domain/constants.js';
import { PROPERTY_LINK_LIFETIME_DAYS } from '../domain/invoices.js';
import type { Language } from '../domain/language.js';
import { SPANISH_PREFIX } from '../domain/locales.js';
import { PROPERTY_SIGN_IN_LINK_LIFETIME_MS, STILL_TRUE_LINK_LIFETIME_MS } from '../domain/property-door.js';

export type PropertyLinkKind = 'lease-verification' | 'registration' | 'property-sign-in' | 'still-true';

const AUDIENCE: Record<PropertyLinkKind, string> = {
  'lease-verification': 'satx-apartment-locator/lease-verification',
  registration: 'satx-apartment-locator/guest-card-registration',
  'property-sign-in': 'satx-apartment-locator/property-sign-in',
  'still-true': 'satx-apartment-locator/still-true',
};
const PATH: Record<PropertyLinkKind, string> = {
  'lease-verification': '/lease-verification/?token=',
  registration: '/guest-card-registration/?token=',
  'property-sign-in': '/property-door/sign-in/?token=',
  'still-true': '/property-door/still-true/?token=',
};
/** docs/contract.md "The property door": a sign-in link lives 3 days, a "still true" link 7, the others 14. */
const LIFETIME_MS: Record<PropertyLinkKind, number> = {
  'lease-verification': PROPERTY_LINK_LIFETIME_DAYS * DAY_MS,
  registration: PROPERTY_LINK_LIFETIME_DAYS * DAY_MS,
  'property-sign-in': PROPERTY_SIGN_IN_LINK_LIFETIME_MS,
  'still-true': STILL_TRUE_LINK_LIFETIME_MS,
};

export interface IssuedPropertyLink {
  url: string;
  token: string;
  /** Kept on the record: only the link carrying it is accepted. */
  tokenId: string;
  expiresAt: Date;
}

export type PropertyLinkCheck =
  { ok: true; recordId: string; tokenId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** The office's language picks the page the link opens: a Spanish-reading office gets the /es/ page. */
export interface PropertyLinks {
  issue(kind: PropertyLinkKind, recordId: string, now: Date, language?: Language): Promise<IssuedPropertyLink>;
  /** The same link again (HS256 is deterministic): a reminder carries the link of the first e-mail. */
  reissue(
    kind: PropertyLinkKind,
    recordId: string,
    tokenId: string,
    times: { issuedAt: Date; expiresAt: Date },
    language?: Language,
  ): Promise<string>;
  check(kind: PropertyLinkKind, token: string, now: Date): Promise<PropertyLinkCheck>;
}

export function createPropertyLinks(secret: Uint8Array, origin: string): PropertyLinks {
  const sign = (kind: PropertyLinkKind, recordId: string, tokenId: string, issuedAt: Date, expiresAt: Date) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE[kind])
      .setSubject(recordId)
      .setJti(tokenId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
  const page = (kind: PropertyLinkKind, language: Language) =>
    `${origin}${language === 'ES' ? SPANISH_PREFIX : ''}${PATH[kind]}`;
  return {
    async issue(kind, recordId, now, language = 'EN') {
      const tokenId = randomUUID();
      const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + LIFETIME_MS[kind]);
      const token = await sign(kind, recordId, tokenId, now, expiresAt);
      return { url: `${page(kind, language)}${token}`, token, tokenId, expiresAt };
    },
    async reissue(kind, recordId, tokenId, { issuedAt, expiresAt }, language = 'EN') {
      return `${page(kind, language)}${await sign(kind, recordId, tokenId, issuedAt, expiresAt)}`;
    },
    async check(kind, token, now) {
      if (typeof token !== 'string' || token.length > 1_000) return { ok: false, reason: 'invalid' };
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE[kind],
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'jti', 'exp'],
          currentDate: now,
        });
        return { ok: true, recordId: payload.sub!, tokenId: payload.jti! };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
