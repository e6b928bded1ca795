// Staff's own budgets, per account and hour (docs/contract.md, Accounts and sessions): guest cards entered,
// shortlists sent and e-mails to renters caused. A busy agent never meets them; a script driving a stolen or
// rogue account (twenty guest cards in a second, a shortlist to every lead) is stopped at once with 429.
import { createRequestLimiter, type RequestLimiter } from './request-limit.js';
import type { Viewer } from './viewer.js';

export const STAFF_GUEST_CARDS_PER_HOUR = 15;
export const STAFF_SHORTLISTS_PER_HOUR = 15;
export const STAFF_EMAILS_PER_HOUR = 25;
const HOUR_SECONDS = 60 * 60;

export const STAFF_LIMIT_MESSAGES = {
  guestCards: 'You have entered too many guest cards this hour. Please try again later.',
  shortlists: 'You have sent too many shortlists this hour. Please try again later.',
  emails: 'You have sent too many e-mails to renters this hour. Please try again later.',
} as const;

export interface StaffLimits {
  guestCards: RequestLimiter;
  shortlists: RequestLimiter;
  emails: RequestLimiter;
}

export function createStaffLimits(redisUrl?: string): StaffLimits {
  const make = (name: keyof StaffLimits, points: number) =>
    createRequestLimiter({
      name: `staff-${name}`,
      points,
      windowSeconds: HOUR_SECONDS,
      message: STAFF_LIMIT_MESSAGES[name],
      redisUrl,
    });
  return {
    guestCards: make('guestCards', STAFF_GUEST_CARDS_PER_HOUR),
    shortlists: make('shortlists', STAFF_SHORTLISTS_PER_HOUR),
    emails: make('emails', STAFF_EMAILS_PER_HOUR),
  };
}

/** The budgets are per account: an admin and an agent never share one. */
export const staffKey = (viewer: Viewer) => `${viewer.role}:${viewer.id}`;

export async function closeStaffLimits(limits: StaffLimits): Promise<void> {
  await Promise.all([limits.guestCards.close(), limits.shortlists.close(), limits.emails.close()]);
}
