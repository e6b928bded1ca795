// When a price was last checked with the property (docs/contract.md "Search semantics"): a floorplan nobody has
// checked for 30 days is marked and never shown as a deal.
import { DAY_MS } from './constants.js';

/** A floorplan whose price and availability nobody has checked for this long is marked and never shown as a deal. */
export const VERIFICATION_STALE_DAYS = 30;

/** Days since a floorplan's price and availability were last checked, or null when they never were. */
export function daysSinceVerified(verifiedAt: Date | null, now: Date): number | null {
  if (!verifiedAt) return null;
  return Math.max(0, Math.floor((now.getTime() - verifiedAt.getTime()) / DAY_MS));
}

export function isVerificationStale(verifiedAt: Date | null, now: Date): boolean {
  const days = daysSinceVerified(verifiedAt, now);
  return days === null || days >= VERIFICATION_STALE_DAYS;
}

/** The instant (ms since the epoch) from which isVerificationStale holds; -Infinity when it was never checked. */
export const verificationStaleFrom = (verifiedAt: Date | null): number =>
  verifiedAt ? verifiedAt.getTime() + VERIFICATION_STALE_DAYS * DAY_MS : -Infinity;

/**
 * Who last confirmed a floorplan, as renters read it next to "Verified N days ago" (docs/contract.md "Property feeds",
 * verification rules): our locators (an admin or agent), the property's own feed, or its leasing office.
 */
export const VERIFICATION_SOURCES = ['locator', 'feed', 'property'] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

export function verificationSourceOf(role: string | null): VerificationSource | null {
  if (role === 'FEED') return 'feed';
  if (role === 'PROPERTY') return 'property';
  return role === null ? null : 'locator';
}
