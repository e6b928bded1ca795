// The lead pages serve agents (/agents/leads/...) and admins (/admins/leads/...): the path says whose session
// the page uses and where its links go.
import { formatHoursWaited } from '../../lib/format';
import type { Role } from '../../lib/session/sessionStore';

export const leadPaths = {
  inbox: (role: Role) => (role === 'admin' ? '/admins/leads/' : '/agents/leads/'),
  lead: (role: Role, leadId: string) =>
    `${role === 'admin' ? '/admins/leads/' : '/agents/leads/'}${encodeURIComponent(leadId)}/`,
  commissions: '/admins/commissions/',
  outbox: '/admins/outbox/',
} as const;

export const roleOfLeadPath = (pathname: string): Role => (pathname.startsWith('/admins/') ? 'admin' : 'agent');

/**
 * Where the first answer stands, in the inbox's and the lead page's words: "sent just now", "waiting 3 h", "first
 * contact after 2 d 4 h" (the wait written by domain/dates.ts, formatHoursWaited). A first contact within the hour is
 * said so, since "just now" would tell the wrong time of an answer given days ago.
 */
export function firstContactPhrase(hours: number, status: string): string {
  if (status === 'new') return hours < 1 ? 'sent just now' : `waiting ${formatHoursWaited(hours)}`;
  return hours < 1 ? 'first contact within the hour' : `first contact after ${formatHoursWaited(hours)}`;
}

/** Cents as dollars for a form field ("1450" or "1450.50"); empty for none. */
export const centsToField = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Dollars as typed in cents; null when empty; NaN when not an amount. */
export function fieldToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}
