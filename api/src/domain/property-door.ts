// docs/contract.md "The property door": how long a leasing office's e-mailed links live, and how far ahead its
// monthly e-mail looks for floorplans about to go stale (the 30-day rule of domain/verification.ts).
import { DAY_MS } from './constants.js';

/** A sign-in link (the invitation's, or one asked for later) works once, within 3 days of being sent. */
export const PROPERTY_SIGN_IN_LINK_LIFETIME_MS = 3 * DAY_MS;
/** A floorplan's "still true" link works once, within the 7 days the e-mail covers. */
export const STILL_TRUE_LINK_LIFETIME_MS = 7 * DAY_MS;
/** The monthly e-mail lists floorplans whose last check turns 30 days old within this many days. */
export const STALE_SOON_DAYS = 7;

export const PROPERTY_DOOR_MESSAGES = {
  invalid: 'This link is not valid: use the link in the latest e-mail, or ask for a new sign-in link',
  expired: 'This link has expired: ask for a new sign-in link',
  used: 'This link was already used: ask for a new sign-in link',
  stillTrueUsed: 'This link was already used: that floorplan is already confirmed',
  stillTrueExpired: 'This link has expired: sign in to confirm the floorplan',
  notYours: 'This apartment is not one of yours.',
} as const;
