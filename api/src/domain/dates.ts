// One way to write a day, a moment and a wait, for every reader: renters' pages, the staff's pages and the e-mails
// (docs/contract.md "Spanish": es-US writes "31 de diciembre de 2026"). Written without Intl so the server and every
// browser give the same words.
import type { Locale } from './locales.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A calendar date (YYYY-MM-DD) as "Dec 31, 2026", the same on every time zone; in Spanish "31 de diciembre de 2026". */
export function formatDay(date: string, locale: Locale = 'en'): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  if (locale === 'es') return `${day} de ${SPANISH_MONTHS[month - 1]} de ${year}`;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A calendar month (YYYY-MM) as "Nov 2026"; in Spanish "noviembre de 2026". */
export function formatMonth(month: string, locale: Locale = 'en'): string {
  const [year, number] = month.split('-').map(Number);
  return locale === 'es' ? `${SPANISH_MONTHS[number - 1]} de ${year}` : `${MONTHS[number - 1]} ${year}`;
}

/**
 * A moment (ISO 8601) in the reader's own clock, "Dec 31, 2026, 3:05 PM": the day as formatDay writes it, so a
 * timeline, an outbox, an audit trail and a list's sending time read like every other date of the site.
 */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const moment = new Date(iso);
  const day = `${moment.getFullYear()}-${moment.getMonth() + 1}-${moment.getDate()}`;
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`;
  // es-US: "31 de diciembre de 2026, 3:05 p. m.".
  if (locale === 'es') return `${formatDay(day, 'es')}, ${clock} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
  return `${formatDay(day)}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * How long a renter has waited, in whole hours as the server counts them (domain/leads.ts, hoursToFirstContact):
 * "just now" under an hour, "3 h", "2 d 4 h".
 */
export function formatHoursWaited(hours: number): string {
  if (hours < 1) return 'just now';
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}
