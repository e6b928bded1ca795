// The lead pages serve agents (/agents/leads/...) and admins (/admins/leads/...): the path says whose session
// the page uses and where its links go.
import type { Role } from '../../lib/session/sessionStore';

export const leadPaths = {
  inbox: (role: Role) => (role === 'admin' ? '/admins/leads/' : '/agents/leads/'),
  lead: (role: Role, leadId: string) =>
    `${role === 'admin' ? '/admins/leads/' : '/agents/leads/'}${encodeURIComponent(leadId)}/`,
  commissions: '/admins/commissions/',
  outbox: '/admins/outbox/',
} as const;

export const roleOfLeadPath = (pathname: string): Role => (pathname.startsWith('/admins/') ? 'admin' : 'agent');

/** "3 h" or "2 d 4 h": the time a renter has waited or waited for the first contact. */
export function waited(hours: number): string {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
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
